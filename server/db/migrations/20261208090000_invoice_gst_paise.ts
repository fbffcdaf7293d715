import type { Kysely } from 'kysely';

/**
 * An invoice's tax is GST: its column says so. Renamed in place on both databases, so every stored
 * amount stays exactly as it was; the API keeps answering it as `vat` for its older clients.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').renameColumn('vat_paise', 'gst_paise').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').renameColumn('gst_paise', 'vat_paise').execute();
}
