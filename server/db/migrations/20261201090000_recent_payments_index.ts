import type { Kysely } from 'kysely';

/**
 * The latest payments (newest day first, then newest recorded, then id) are read from an index in
 * exactly that order, so the dashboard walks ten index entries whatever the planner's statistics say;
 * with only (business_id, date_paid), PostgreSQL with stale statistics after a bulk load chose to
 * join every payment to its invoice and sort. The old index is a prefix of the new one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_business_date_paid').execute();
  await db.schema
    .createIndex('payments_business_latest')
    .on('payments')
    .columns(['business_id', 'date_paid desc', 'created_at desc', 'id desc'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payments_business_latest').execute();
  await db.schema
    .createIndex('payments_business_date_paid')
    .on('payments')
    .columns(['business_id', 'date_paid'])
    .execute();
}
