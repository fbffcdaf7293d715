import type { Kysely } from 'kysely';

/**
 * An invoice's payments, read by the invoice in the order its page lists them (newest first). With
 * only (business_id, invoice_id), SQLite preferred the business's payments by day, which serves the
 * order, and filtered every payment of the business for the invoice's few. The new index serves
 * both, and its first two columns still serve every lookup of an invoice's payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_business_invoice_latest')
    .on('payments')
    .columns(['business_id', 'invoice_id', 'date_paid', 'created_at', 'id'])
    .execute();
  await db.schema.dropIndex('payments_business_invoice').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('payments_business_invoice')
    .on('payments')
    .columns(['business_id', 'invoice_id'])
    .execute();
  await db.schema.dropIndex('payments_business_invoice_latest').execute();
}
