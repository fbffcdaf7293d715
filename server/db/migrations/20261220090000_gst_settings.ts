import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A business's GST settings: whether it is a housing society (resident welfare association), whose
 * members' contributions are exempt up to ₹7,500 a flat a month, and above that taxed on the whole
 * contribution ('whole') or only the excess ('excess'); the financial year's turnover under which it
 * charges no GST (₹20,00,000 by default); and whether bill totals are rounded to the rupee. A business
 * without a row has the defaults. Credit notes are summed by the day they were issued, for the turnover.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('gst_settings')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('housing_society', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`housing_society in (0, 1)`),
    )
    .addColumn('rwa_mode', 'text', (column) =>
      column.notNull().defaultTo('whole').check(sql`rwa_mode in ('whole', 'excess')`),
    )
    .addColumn('turnover_threshold_paise', 'bigint', (column) =>
      column.notNull().defaultTo(2_000_000_00).check(sql`turnover_threshold_paise >= 0`),
    )
    .addColumn('round_off', 'integer', (column) =>
      column.notNull().defaultTo(1).check(sql`round_off in (0, 1)`),
    )
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('credit_notes_business_issued')
    .on('credit_notes')
    .columns(['business_id', 'issued_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('credit_notes_business_issued').execute();
  await db.schema.dropTable('gst_settings').execute();
}
