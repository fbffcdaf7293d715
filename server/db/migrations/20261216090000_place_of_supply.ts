import type { Kysely } from 'kysely';

/**
 * A tax invoice names its place of supply: the GST state code where the supply takes place (a flat's
 * bill: where the flat is, the business's own state; any other: the client's state). Invoices issued
 * before it was kept have none, and are not given one after the fact. A business without a GSTIN
 * chooses its state; with one, the GSTIN's first two digits say it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('place_of_supply', 'text').execute();
  await db.schema.alterTable('businesses').addColumn('state_code', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('businesses').dropColumn('state_code').execute();
  await db.schema.alterTable('invoices').dropColumn('place_of_supply').execute();
}
