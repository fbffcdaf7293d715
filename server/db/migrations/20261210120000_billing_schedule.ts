import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A business's billing settings: the day of the month bills fall due by default, and the day on
 * which the server prepares the next period's run as a draft by itself (none: it does not). A run the
 * server prepared says so, and a partial unique index lets it prepare each period once, however many
 * server processes look at the same moment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('billing_settings')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('due_day', 'integer', (column) => column.notNull().defaultTo(15))
    .addColumn('repeat_day', 'integer')
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('billing_settings_due_day', sql`due_day between 1 and 28`)
    .addCheckConstraint('billing_settings_repeat_day', sql`repeat_day is null or repeat_day between 1 and 28`)
    .execute();
  await db.schema
    .alterTable('billing_runs')
    .addColumn('is_prepared', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`is_prepared in (0, 1)`),
    )
    .execute();
  await db.schema
    .createIndex('billing_runs_prepared_once')
    .on('billing_runs')
    .columns(['business_id', 'period'])
    .unique()
    .where(sql.ref('is_prepared'), '=', 1)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('billing_runs_prepared_once').execute();
  await db.schema.alterTable('billing_runs').dropColumn('is_prepared').execute();
  await db.schema.dropTable('billing_settings').execute();
}
