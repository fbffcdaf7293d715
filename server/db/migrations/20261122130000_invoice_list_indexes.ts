import type { Kysely } from 'kysely';

/**
 * Indexes the invoice lists can be read from without sorting or visiting rows: the number order
 * includes `id`, the lists' tie-breaker, so a deep page is an index walk rather than a sort of the
 * whole business; the overdue filter's `replaced_by_invoice_id` joins status and due date, so the
 * overdue count is answered from the index alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_business_number_value').execute();
  await db.schema
    .createIndex('invoices_business_number_order')
    .on('invoices')
    .columns(['business_id', 'invoice_number_value', 'id'])
    .execute();
  await db.schema.dropIndex('invoices_business_status_due').execute();
  await db.schema
    .createIndex('invoices_business_status_due_replaced')
    .on('invoices')
    .columns(['business_id', 'status', 'due_date', 'replaced_by_invoice_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_business_status_due_replaced').execute();
  await db.schema
    .createIndex('invoices_business_status_due')
    .on('invoices')
    .columns(['business_id', 'status', 'due_date'])
    .execute();
  await db.schema.dropIndex('invoices_business_number_order').execute();
  await db.schema
    .createIndex('invoices_business_number_value')
    .on('invoices')
    .columns(['business_id', 'invoice_number_value'])
    .execute();
}
