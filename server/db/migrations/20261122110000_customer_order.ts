import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Customers list in the natural order of their flats and are found by any of their details, both in
 * SQL with an index: `sort_key` (domain/natural-sort.ts) compares byte-wise ("C" collation on
 * PostgreSQL, SQLite's default), and `search_text` holds the searchable details in lower case.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .alterTable('customers')
    .addColumn('sort_key', type.isPostgres ? sql`text collate "C"` : 'text', (column) =>
      column.notNull().defaultTo(''),
    )
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('customers_business_order')
    .on('customers')
    .columns(['business_id', 'sort_key', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('customers_business_order').execute();
  await db.schema.alterTable('customers').dropColumn('search_text').execute();
  await db.schema.alterTable('customers').dropColumn('sort_key').execute();
}
