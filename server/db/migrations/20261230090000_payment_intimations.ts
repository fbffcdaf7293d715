import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';
import { replaceOutboxKinds } from './20261212090000_receipt_reversals';

const KINDS_BEFORE = "kind in ('invoice', 'reminder', 'account', 'receipt', 'statement')";
const KINDS_AFTER = "kind in ('invoice', 'reminder', 'account', 'receipt', 'statement', 'intimation')";

/**
 * A member's word that they paid outside Razorpay (NEFT, a UPI transfer, a cheque in the box): the
 * amount, day, method and reference (UTR or cheque number), with a screenshot or photo as proof. The
 * treasurer confirms it (a receipt on account) or rejects it with a reason; the member is told either
 * way (an 'intimation' message for a rejection, the receipt for a confirmation).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('payment_intimations')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('paid_on', type.calendarDate, (column) => column.notNull())
    .addColumn('payment_method', 'text', (column) => column.notNull())
    .addColumn('reference', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('note', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('proof_type', 'text')
    .addColumn('proof_bytes', type.isPostgres ? 'bytea' : 'blob')
    .addColumn('status', 'text', (column) => column.notNull().defaultTo('pending'))
    .addColumn('reason', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('set null'))
    .addColumn('decided_by_user_id', type.id, (column) => column.references('users.id'))
    .addColumn('decided_at', type.instant)
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('payment_intimations_amount_positive', sql`amount_paise > 0`)
    .addCheckConstraint(
      'payment_intimations_status_known',
      sql`status in ('pending', 'confirmed', 'rejected')`,
    )
    .execute();
  await db.schema
    .createIndex('payment_intimations_queue')
    .on('payment_intimations')
    .columns(['business_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('payment_intimations_flat')
    .on('payment_intimations')
    .columns(['business_id', 'customer_id', 'created_at'])
    .execute();
  await replaceOutboxKinds(db, KINDS_BEFORE, KINDS_AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from outbox where kind = 'intimation'`.execute(db);
  await replaceOutboxKinds(db, KINDS_AFTER, KINDS_BEFORE);
  await db.schema.dropTable('payment_intimations').execute();
}
