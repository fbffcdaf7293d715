import type { Kysely } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * The Tally ledgers a business maps once: a row per fixed ledger ('cgst', 'roundOff', …) and per bill
 * head ('head:<id>') the owner named; a ledger without a row has its default name (a head's own).
 * The Tally export reads a period's receipts by the day paid, and those reversed by the day reversed,
 * a page at a time in number order: each page starts where the last ended.
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
  await db.schema
    .createIndex('receipts_business_paid_number')
    .on('receipts')
    .columns(['business_id', 'date_paid', 'receipt_number_value'])
    .execute();
  await db.schema
    .createIndex('receipts_business_reversed_number')
    .on('receipts')
    .columns(['business_id', 'reversed_on', 'receipt_number_value'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('receipts_business_reversed_number').execute();
  await db.schema.dropIndex('receipts_business_paid_number').execute();
  await db.schema.dropTable('tally_ledgers').execute();
}
