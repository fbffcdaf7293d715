import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A flat changing hands: from the transfer date the new holder's name and contacts are the flat's,
 * while its number, bills and account stay. Each transfer is kept, with who held it before and after
 * and what the flat owed then (carried to the new holder, or settled by the outgoing one with a
 * receipt), so the statement can show it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('flat_transfers')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('customer_id', type.id, (column) =>
      column.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('transfer_date', type.calendarDate, (column) => column.notNull())
    .addColumn('from_name', 'text', (column) => column.notNull())
    .addColumn('to_name', 'text', (column) => column.notNull())
    .addColumn('from_email', 'text', (column) => column.notNull().defaultTo(''))
    .addColumn('from_phone', 'text', (column) => column.notNull().defaultTo(''))
    /** What the flat owed (positive) or held in advance (negative) at the transfer. */
    .addColumn('balance_paise', 'bigint', (column) => column.notNull())
    .addColumn('dues', 'text', (column) => column.notNull().check(sql`dues in ('carry', 'settle')`))
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('set null'))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('flat_transfers_business_customer')
    .on('flat_transfers')
    .columns(['business_id', 'customer_id', 'transfer_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flat_transfers').execute();
}
