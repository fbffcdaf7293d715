import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Online payments: the Razorpay orders made for invoices, and the webhook events already
 * handled. An order is `paid` once its payment is recorded, so deleting that payment by hand does
 * not let a late validate or webhook record it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);

  await db.schema
    .createTable('payment_orders')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_order_id', 'text', (column) => column.notNull())
    .addColumn('receipt', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addForeignKeyConstraint('payment_orders_invoice', ['business_id', 'invoice_id'], 'invoices', [
      'business_id',
      'id',
    ])
    .addUniqueConstraint('payment_orders_business_provider_order_unique', [
      'business_id',
      'provider_order_id',
    ])
    // One receipt per checkout attempt: two checkouts racing for the same attempt keep one order.
    .addUniqueConstraint('payment_orders_business_receipt_unique', ['business_id', 'receipt'])
    .addCheckConstraint('payment_orders_amount_positive', sql`amount_paise > 0`)
    .addCheckConstraint('payment_orders_status_known', sql`status in ('created', 'paid', 'needs_attention')`)
    .execute();
  await db.schema
    .createIndex('payment_orders_business_invoice')
    .on('payment_orders')
    .columns(['business_id', 'invoice_id', 'status'])
    .execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('event_id', 'text', (column) => column.notNull())
    .addColumn('received_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('webhook_events_business_event_unique', ['business_id', 'event_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_events').execute();
  await db.schema.dropTable('payment_orders').execute();
}
