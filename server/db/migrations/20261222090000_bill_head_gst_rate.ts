import { type Kysely, sql } from 'kysely';

/**
 * A bill head's own GST rate (basis points, 1800 = 18 %): a run bills each head's lines at it. Every
 * head stored before had its lines billed at 18 %.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('bill_heads')
    .addColumn('gst_rate_basis_points', 'integer', (column) =>
      column
        .notNull()
        .defaultTo(1800)
        .check(sql`gst_rate_basis_points >= 0 and gst_rate_basis_points <= 10000`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bill_heads').dropColumn('gst_rate_basis_points').execute();
}
