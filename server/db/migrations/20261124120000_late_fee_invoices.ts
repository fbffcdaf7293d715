import type { Kysely } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Late-fee invoices: the new invoice names the one it replaces, as the original names its
 * replacement in `replaced_by_invoice_id`. The unique index lets an invoice be replaced once only,
 * whatever races past the row lock, and finds the late-fee invoice of an original from the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema.alterTable('invoices').addColumn('replaces_invoice_id', type.id).execute();
  await db.schema
    .createIndex('invoices_business_replaces_unique')
    .on('invoices')
    .columns(['business_id', 'replaces_invoice_id'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_business_replaces_unique').execute();
  await db.schema.alterTable('invoices').dropColumn('replaces_invoice_id').execute();
}
