import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * The flat's ledger. A receipt is money received once (a payment by hand, on account or online),
 * numbered in the business's own receipt series; the payments rows say which invoices it paid, and
 * what it paid on the flat's opening balance is kept on the receipt. Whatever a receipt has not paid
 * yet is the flat's advance, applied to its next bill as further payments rows. A flat's ledger
 * account holds its opening balance (arrears, or an advance when negative) as of a date. Every payment stored
 * before receipts existed becomes a receipt of its own, numbered in the order it was recorded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .createTable('receipts')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) => column.references('customers.id').onDelete('set null'))
    .addColumn('receipt_number_value', 'bigint', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('opening_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('date_paid', type.calendarDate, (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('paid_by', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('receipts_business_number_unique', ['business_id', 'receipt_number_value'])
    .addCheckConstraint('receipts_amount_positive', sql`amount_paise > 0`)
    .addCheckConstraint(
      'receipts_opening_within_amount',
      sql`opening_paise >= 0 and opening_paise <= amount_paise`,
    )
    .execute();
  await db.schema
    .createIndex('receipts_business_customer')
    .on('receipts')
    .columns(['business_id', 'customer_id', 'date_paid'])
    .execute();

  // The last receipt number each business has given: raised in the transaction that records one.
  await db.schema
    .createTable('receipt_counters')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('last_number', 'bigint', (column) => column.notNull())
    .execute();

  // A flat's own ledger entry: its opening balance, as of a date. Every write that spreads money over
  // a flat's dues holds this row, so two of them for one flat run one after the other.
  await db.schema
    .createTable('ledger_accounts')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('opening_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('opening_as_of', type.calendarDate)
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('ledger_accounts_pk', ['business_id', 'customer_id'])
    .execute();

  // Null: an opening advance applied to a bill, which no receipt paid.
  await db.schema
    .alterTable('payments')
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createIndex('payments_business_receipt')
    .on('payments')
    .columns(['business_id', 'receipt_id'])
    .execute();

  await sql`
    insert into receipts (id, business_id, customer_id, receipt_number_value, amount_paise, date_paid,
      payment_method, note, paid_by, created_at)
    select payments.id, payments.business_id, invoices.customer_id,
      row_number() over (partition by payments.business_id order by payments.created_at, payments.id),
      payments.amount_paise, payments.date_paid, payments.payment_method, payments.note, payments.paid_by,
      payments.created_at
    from payments
    join invoices on invoices.business_id = payments.business_id and invoices.id = payments.invoice_id
  `.execute(db);
  await sql`update payments set receipt_id = id`.execute(db);
  await sql`
    insert into receipt_counters (business_id, last_number)
    select business_id, max(receipt_number_value) from receipts group by business_id
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_business_receipt').execute();
  await db.schema.alterTable('payments').dropColumn('receipt_id').execute();
  for (const table of ['ledger_accounts', 'receipt_counters', 'receipts']) {
    await db.schema.dropTable(table).execute();
  }
}
