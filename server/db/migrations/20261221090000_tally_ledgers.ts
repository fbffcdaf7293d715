import type { Kysely } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * The Tally ledgers a business maps once: a row per fixed ledger ('cgst', 'roundOff', …) and per bill
 * head ('head:<id>') the owner named; a ledger without a row has its default name (a head's own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('tally_ledgers')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('ledger_key', 'text', (column) => column.notNull())
    .addColumn('ledger_name', 'text', (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('tally_ledgers_pk', ['business_id', 'ledger_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tally_ledgers').execute();
}
