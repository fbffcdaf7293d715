import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Late payment is charged either by a late-fee invoice that replaces the overdue bill (as before), or
 * as simple interest on the arrears, posted on the flat's next bill: the business's choice, its rate a
 * year (never above its ceiling), grace days, a minimum and the first day interest may run on.
 * Every posting is kept: which earlier bill was charged, on which bill, for which days, and each
 * stretch of days on one principal, so no day of a bill is ever charged twice (the next charge starts
 * where its last one ended, and a bill's charges never start on the same day twice). Deleting the bill
 * that carried interest (a billing run undone) lets those days go back to waiting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('interest_settings')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('late_charge', 'text', (column) => column.notNull().defaultTo('late-fee-invoice'))
    .addColumn('rate_basis_points', 'integer', (column) => column.notNull())
    .addColumn('ceiling_basis_points', 'integer', (column) => column.notNull())
    .addColumn('grace_days', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('minimum_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('charge_from', type.calendarDate)
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('interest_settings_late_charge', sql`late_charge in ('late-fee-invoice', 'interest')`)
    .addCheckConstraint(
      'interest_settings_rate',
      sql`rate_basis_points between 0 and ceiling_basis_points and ceiling_basis_points <= 10000`,
    )
    .addCheckConstraint('interest_settings_grace_days', sql`grace_days between 0 and 365`)
    .addCheckConstraint('interest_settings_minimum', sql`minimum_paise >= 0`)
    .execute();

  await db.schema
    .createTable('interest_charges')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('source_invoice_id', type.id, (column) => column.notNull())
    .addColumn('posted_on_invoice_id', type.id, (column) => column.notNull())
    .addColumn('from_date', type.calendarDate, (column) => column.notNull())
    .addColumn('to_date', type.calendarDate, (column) => column.notNull())
    .addColumn('days', 'integer', (column) => column.notNull())
    .addColumn('rate_basis_points', 'integer', (column) => column.notNull())
    .addColumn('amount_paise', 'bigint', (column) => column.notNull())
    .addColumn('created_at', type.instant, (column) => column.notNull())
    // A bill that was charged interest stays: it cannot be deleted from under the bill that carries it.
    .addForeignKeyConstraint('interest_charges_source', ['business_id', 'source_invoice_id'], 'invoices', [
      'business_id',
      'id',
    ])
    .addForeignKeyConstraint(
      'interest_charges_posted_on',
      ['business_id', 'posted_on_invoice_id'],
      'invoices',
      ['business_id', 'id'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .addCheckConstraint('interest_charges_days', sql`days > 0 and from_date < to_date`)
    .addCheckConstraint('interest_charges_amount', sql`amount_paise > 0`)
    .execute();
  // Two postings of one bill never start on the same day: the database's word on a race.
  await db.schema
    .createIndex('interest_charges_source_from')
    .on('interest_charges')
    .columns(['business_id', 'source_invoice_id', 'from_date'])
    .unique()
    .execute();
  await db.schema
    .createIndex('interest_charges_posted_on')
    .on('interest_charges')
    .columns(['business_id', 'posted_on_invoice_id'])
    .execute();

  await db.schema
    .createTable('interest_charge_segments')
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('charge_id', type.id, (column) =>
      column.notNull().references('interest_charges.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('from_date', type.calendarDate, (column) => column.notNull())
    .addColumn('to_date', type.calendarDate, (column) => column.notNull())
    .addColumn('days', 'integer', (column) => column.notNull())
    .addColumn('principal_paise', 'bigint', (column) => column.notNull())
    .addColumn('year_days', 'integer', (column) => column.notNull())
    .addPrimaryKeyConstraint('interest_charge_segments_key', ['business_id', 'charge_id', 'position'])
    .addCheckConstraint('interest_charge_segments_year', sql`year_days in (365, 366)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['interest_charge_segments', 'interest_charges', 'interest_settings']) {
    await db.schema.dropTable(table).execute();
  }
}
