import type { Kysely } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * The months whose books are closed: nothing dated in one is added, changed or removed until the
 * owner reopens it (the row goes). A financial year is closed as its twelve months.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('closed_months')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('month', 'text', (column) => column.notNull())
    .addColumn('closed_by_user_id', type.id, (column) => column.references('users.id'))
    .addColumn('closed_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('closed_months_pk', ['business_id', 'month'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('closed_months').execute();
}
