import type { Kysely } from 'kysely';

/**
 * A customer's own GST state code: where its flat is when that is not the business's state (a
 * landlord's flat elsewhere), or the state of a client without a flat and without a GSTIN. Each
 * invoice keeps it in its copy of the client, so an edit supplies the bill where it was supplied.
 * Customers and invoices stored before have none: their bills stay where they were supplied.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').addColumn('state_code', 'text').execute();
  await db.schema.alterTable('invoices').addColumn('client_state_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('client_state_code').execute();
  await db.schema.alterTable('customers').dropColumn('state_code').execute();
}
