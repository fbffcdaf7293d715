import { type Kysely, sql } from 'kysely';

/**
 * Indexes for the lists that still read a business's rows to filter or sort them, so that each is
 * read in its own order whatever the planner's statistics say (right after a bulk load there are
 * none): the invoices largest first, the paysheet export's pages (by day, then id), the dashboard's
 * online payments to refund (by status, newest first) and every reported payment, newest first. The
 * reported payments' queue flags a UTR that a receipt or another report already carries, compared
 * trimmed and in lower case: each table gets that expression within the business, instead of reading
 * every receipt and report of the business for each page of the queue.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_business_amount_order')
    .on('invoices')
    .columns(['business_id', 'total_paise', 'invoice_number_value', 'id'])
    .execute();
  await db.schema
    .createIndex('payments_business_paid_id')
    .on('payments')
    .columns(['business_id', 'date_paid', 'id'])
    .execute();
  await db.schema
    .createIndex('payment_orders_business_status')
    .on('payment_orders')
    .columns(['business_id', 'status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('flat_payment_orders_business_status')
    .on('flat_payment_orders')
    .columns(['business_id', 'status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('payment_intimations_business_created')
    .on('payment_intimations')
    .columns(['business_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('receipts_business_reference')
    .on('receipts')
    .expression(sql`business_id, lower(trim(reference))`)
    .execute();
  await db.schema
    .createIndex('payment_intimations_business_reference')
    .on('payment_intimations')
    .expression(sql`business_id, lower(trim(reference))`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_intimations_business_reference').execute();
  await db.schema.dropIndex('receipts_business_reference').execute();
  await db.schema.dropIndex('payment_intimations_business_created').execute();
  await db.schema.dropIndex('flat_payment_orders_business_status').execute();
  await db.schema.dropIndex('payment_orders_business_status').execute();
  await db.schema.dropIndex('payments_business_paid_id').execute();
  await db.schema.dropIndex('invoices_business_amount_order').execute();
}
