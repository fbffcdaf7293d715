import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A Razorpay order a member makes from their page for their flat's dues at once (all of them, the
 * oldest few, or any amount from the oldest due up; the rest becomes advance). Captured, it becomes
 * one receipt on account, spread oldest first. `covers_paise` is what it meant to pay of the dues
 * when it was made: a capture finding less owed than that (paid meanwhile, say from a second tab)
 * is kept for the owner to refund, never recorded. Each Razorpay payment settles one order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('flat_payment_orders')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('provider_order_id', 'text', (column) => column.notNull())
    .addColumn('receipt', 'text', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('covers_paise', 'bigint', (column) => column.notNull())
    .addColumn('currency', 'text', (column) => column.notNull())
    .addColumn('status', 'text', (column) => column.notNull())
    .addColumn('provider_payment_id', 'text')
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('set null'))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addUniqueConstraint('flat_payment_orders_provider_order', ['business_id', 'provider_order_id'])
    .addUniqueConstraint('flat_payment_orders_provider_payment', ['business_id', 'provider_payment_id'])
    .addCheckConstraint('flat_payment_orders_amount_positive', sql`amount_paise > 0`)
    .addCheckConstraint(
      'flat_payment_orders_status_known',
      sql`status in ('created', 'paid', 'needs_attention')`,
    )
    .execute();
  await db.schema
    .createIndex('flat_payment_orders_flat')
    .on('flat_payment_orders')
    .columns(['business_id', 'customer_id', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flat_payment_orders').execute();
}
