import type { Kysely } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A flat that still owes (or holds an advance) is archived rather than deleted: it leaves the lists
 * and the billing runs, and keeps its bills, receipts and account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema.alterTable('customers').addColumn('archived_at', type.instant).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('archived_at').execute();
}
