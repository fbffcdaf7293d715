import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Each of a business's series (invoices, receipts, credit notes) is numbered continuously, as before,
 * or by financial year with a pattern holding the year ('{FY}/' → 2026-27/001), its serial starting
 * again every 1 April. A business without a row for a series numbers it continuously. A financial
 * year's counter is kept per series and year (named by the year it starts: 2026 for 2026-27), so a
 * document dated in an earlier year takes that year's next number, and switching back and forth never
 * gives a number twice. Receipts and credit notes keep the number they were issued with as text;
 * those stored before have none and print as they always did ('R-007', 'CN-002').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('numbering_settings')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('series', 'text', (column) => column.notNull())
    .addColumn('mode', 'text', (column) => column.notNull())
    .addColumn('pattern', 'text', (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('numbering_settings_pk', ['business_id', 'series'])
    .addCheckConstraint('numbering_settings_series', sql`series in ('invoices', 'receipts', 'creditNotes')`)
    .addCheckConstraint('numbering_settings_mode', sql`mode in ('continuous', 'financial-year')`)
    .execute();

  await db.schema
    .createTable('number_counters')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('series', 'text', (column) => column.notNull())
    .addColumn('financial_year', 'integer', (column) => column.notNull())
    .addColumn('last_number', 'bigint', (column) => column.notNull())
    .addPrimaryKeyConstraint('number_counters_pk', ['business_id', 'series', 'financial_year'])
    .execute();

  await db.schema.alterTable('receipts').addColumn('number_text', 'text').execute();
  await db.schema.alterTable('credit_notes').addColumn('number_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('credit_notes').dropColumn('number_text').execute();
  await db.schema.alterTable('receipts').dropColumn('number_text').execute();
  await db.schema.dropTable('number_counters').execute();
  await db.schema.dropTable('numbering_settings').execute();
}
