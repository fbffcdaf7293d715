import type { Kysely } from 'kysely';

/**
 * The invoice lists open newest first and may be sorted by due date or narrowed to a block: each
 * order gets an index ending with the number and id (its tie-breakers), so a page, or the page after
 * a cursor, is read from the index instead of sorting the business's invoices; the month filter
 * reads the date index's range. The block index answers the block filter, newest first, and the
 * list of blocks.
 * A quotation is never owed, so the owing conditions read the type: it joins the status index, which
 * then still answers the dashboard's counts and the overdue count without visiting a row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // A block's invoices newest first. Wider than two columns on purpose: without statistics SQLite
  // reads a whole business (the dashboard's sums) by its narrowest index, and a block order would send
  // it jumping about the table instead of reading it in order.
  await db.schema
    .createIndex('invoices_business_block_date')
    .on('invoices')
    .columns(['business_id', 'client_block', 'invoice_date', 'invoice_number_value', 'id'])
    .execute();
  await db.schema.dropIndex('invoices_business_status_due_replaced').execute();
  await db.schema
    .createIndex('invoices_business_status_due_replaced_type')
    .on('invoices')
    .columns(['business_id', 'status', 'due_date', 'replaced_by_invoice_id', 'type'])
    .execute();
  await db.schema
    .createIndex('invoices_business_due_order')
    .on('invoices')
    .columns(['business_id', 'due_date', 'invoice_number_value', 'id'])
    .execute();
  await db.schema
    .createIndex('invoices_business_date_order')
    .on('invoices')
    .columns(['business_id', 'invoice_date', 'invoice_number_value', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('invoices_business_block_date').execute();
  await db.schema.dropIndex('invoices_business_due_order').execute();
  await db.schema.dropIndex('invoices_business_date_order').execute();
  await db.schema.dropIndex('invoices_business_status_due_replaced_type').execute();
  await db.schema
    .createIndex('invoices_business_status_due_replaced')
    .on('invoices')
    .columns(['business_id', 'status', 'due_date', 'replaced_by_invoice_id'])
    .execute();
}
