import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * One open Razorpay order per invoice and amount, enforced by a partial unique index. A checkout
 * first claims the slot with a `pending` row (no Razorpay order id yet), then asks Razorpay, then
 * fills the id in; a racing checkout's claim is refused by the index, so it waits for that order
 * instead of making another one the payer could also pay.
 *
 * Orders left open twice for one amount by earlier racing checkouts become `superseded`: no longer
 * handed out, still recorded when paid. SQLite cannot drop a NOT NULL or change a CHECK in place, so
 * there the table is rebuilt with the same columns and constraints as PostgreSQL ends up with.
 */
const STATUSES = sql`status in ('pending', 'created', 'superseded', 'paid', 'needs_attention')`;
const OLD_STATUSES = sql`status in ('created', 'paid', 'needs_attention')`;
/** Only a claim has no Razorpay order id, and it has none until its order is made. */
const ORDER_ID_ONCE_MADE = sql`(status = 'pending') = (provider_order_id is null)`;

const COLUMNS = sql.raw(
  'id, business_id, invoice_id, provider, provider_order_id, receipt, amount_paise, currency, status, provider_payment_id, created_at, updated_at',
);

/** The table as the first online payments migration made it, or with claims allowed. */
async function createOrdersTable(db: Kysely<unknown>, name: string, withClaims: boolean): Promise<void> {
  const type = columnTypesFor(db);
  let table = db.schema
    .createTable(name)
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('provider', 'text', (column) => column.notNull())
    .addColumn('provider_order_id', 'text', (column) => (withClaims ? column : column.notNull()))
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
    .addUniqueConstraint('payment_orders_business_receipt_unique', ['business_id', 'receipt'])
    .addCheckConstraint('payment_orders_amount_positive', sql`amount_paise > 0`)
    .addCheckConstraint('payment_orders_status_known', withClaims ? STATUSES : OLD_STATUSES);
  if (withClaims) table = table.addCheckConstraint('payment_orders_order_id_once_made', ORDER_ID_ONCE_MADE);
  await table.execute();
}

/** SQLite: a new table of the wanted shape, the rows copied over, then it takes the old one's name. */
async function rebuildOnSqlite(db: Kysely<unknown>, withClaims: boolean): Promise<void> {
  await createOrdersTable(db, 'payment_orders_next', withClaims);
  await sql`insert into payment_orders_next (${COLUMNS}) select ${COLUMNS} from payment_orders`.execute(db);
  await db.schema.dropTable('payment_orders').execute();
  await sql`alter table payment_orders_next rename to payment_orders`.execute(db);
  await db.schema
    .createIndex('payment_orders_business_invoice')
    .on('payment_orders')
    .columns(['business_id', 'invoice_id', 'status'])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (columnTypesFor(db).isPostgres) {
    await sql`alter table payment_orders alter column provider_order_id drop not null`.execute(db);
    await sql`alter table payment_orders drop constraint payment_orders_status_known`.execute(db);
    await sql`alter table payment_orders add constraint payment_orders_status_known check (${STATUSES})`.execute(
      db,
    );
    await sql`alter table payment_orders add constraint payment_orders_order_id_once_made check (${ORDER_ID_ONCE_MADE})`.execute(
      db,
    );
  } else {
    await rebuildOnSqlite(db, true);
  }
  // Of several open orders for one amount, the newest stays open; the others can still be paid.
  await sql`
    update payment_orders set status = 'superseded'
    where status = 'created' and exists (
      select 1 from payment_orders newer
      where newer.business_id = payment_orders.business_id
        and newer.invoice_id = payment_orders.invoice_id
        and newer.amount_paise = payment_orders.amount_paise
        and newer.currency = payment_orders.currency
        and newer.status = 'created'
        and (newer.created_at > payment_orders.created_at
          or (newer.created_at = payment_orders.created_at and newer.id > payment_orders.id))
    )`.execute(db);
  await db.schema
    .createIndex('payment_orders_open_per_amount')
    .on('payment_orders')
    .columns(['business_id', 'invoice_id', 'amount_paise', 'currency'])
    .unique()
    .where(sql<boolean>`status in ('pending', 'created')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_orders_open_per_amount').execute();
  // A claim has no order to keep; a superseded order is an open one again.
  await sql`delete from payment_orders where status = 'pending'`.execute(db);
  await sql`update payment_orders set status = 'created' where status = 'superseded'`.execute(db);
  if (columnTypesFor(db).isPostgres) {
    await sql`alter table payment_orders drop constraint payment_orders_order_id_once_made`.execute(db);
    await sql`alter table payment_orders drop constraint payment_orders_status_known`.execute(db);
    await sql`alter table payment_orders add constraint payment_orders_status_known check (${OLD_STATUSES})`.execute(
      db,
    );
    await sql`alter table payment_orders alter column provider_order_id set not null`.execute(db);
  } else {
    await rebuildOnSqlite(db, false);
  }
}
