import { type Kysely, sql } from 'kysely';

/**
 * Each invoice line says where its quantity comes from: 'area' (the flat's area, per sq.ft) or
 * 'fixed' (a typed quantity, e.g. one parking slot at ₹500). Every line stored before was billed per
 * sq.ft, so the default fills them with 'area'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoice_items')
    .addColumn('basis', 'text', (column) =>
      column.notNull().defaultTo('area').check(sql`basis in ('area', 'fixed')`),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_items').dropColumn('basis').execute();
}
