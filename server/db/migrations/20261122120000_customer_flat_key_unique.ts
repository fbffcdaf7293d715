import type { Kysely } from 'kysely';

/**
 * One customer per flat, as people mean it: 'A-1', 'a-1' and 'A-01' are the same flat, so the flat's
 * sort key (domain/natural-sort.ts: trimmed, lower case, numbers without leading zeros) is unique
 * within a business. The older unique constraint compares the typed text and so lets such variants
 * through; this index makes the database refuse them too, even when two requests race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('customers_business_flat_key_unique')
    .on('customers')
    .columns(['business_id', 'sort_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customers_business_flat_key_unique').execute();
}
