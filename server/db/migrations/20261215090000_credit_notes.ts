import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * An issued bill is corrected by a credit note against it, never by editing what was sent: numbered in
 * the business's own credit-note series, with a reason, the lines it credits (each against one of the
 * bill's lines) and the GST it reverses. What the credit notes of a bill add up to is kept on the bill
 * (`total_credited_paise`), beside what it has received: the bill owes its total less both.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .alterTable('invoices')
    .addColumn('total_credited_paise', 'bigint', (column) =>
      column.notNull().defaultTo(0).check(sql`total_credited_paise >= 0`),
    )
    .execute();

  await db.schema
    .createTable('credit_notes')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('invoice_id', type.id, (column) => column.notNull())
    .addColumn('customer_id', type.id, (column) => column.references('customers.id').onDelete('set null'))
    .addColumn('credit_note_number_value', 'bigint', (column) => column.notNull())
    .addColumn('issued_on', type.calendarDate, (column) => column.notNull())
    .addColumn('reason', 'text', (column) => column.notNull())
    .addColumn('sub_total_paise', 'bigint', (column) => column.notNull())
    .addColumn('gst_paise', 'bigint', (column) => column.notNull())
    .addColumn('round_off_paise', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('total_paise', 'bigint', (column) => column.notNull())
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addForeignKeyConstraint('credit_notes_invoice', ['business_id', 'invoice_id'], 'invoices', [
      'business_id',
      'id',
    ])
    .addUniqueConstraint('credit_notes_business_number_unique', ['business_id', 'credit_note_number_value'])
    .addCheckConstraint('credit_notes_total_positive', sql`total_paise > 0`)
    .execute();
  await db.schema
    .createIndex('credit_notes_business_invoice')
    .on('credit_notes')
    .columns(['business_id', 'invoice_id'])
    .execute();
  await db.schema
    .createIndex('credit_notes_business_customer')
    .on('credit_notes')
    .columns(['business_id', 'customer_id', 'issued_on'])
    .execute();

  // What a credit note takes off each line of the bill, before GST; the line's name and treatment copied.
  await db.schema
    .createTable('credit_note_lines')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull())
    .addColumn('credit_note_id', type.id, (column) =>
      column.notNull().references('credit_notes.id').onDelete('cascade'),
    )
    .addColumn('line_position', 'integer', (column) => column.notNull())
    .addColumn('item_name', 'text', (column) => column.notNull())
    .addColumn('taxable', 'integer', (column) => column.notNull().check(sql`taxable in (0, 1)`))
    .addColumn('amount_paise', 'bigint', (column) => column.notNull().check(sql`amount_paise > 0`))
    .execute();
  await db.schema
    .createIndex('credit_note_lines_business_note')
    .on('credit_note_lines')
    .columns(['business_id', 'credit_note_id'])
    .execute();

  // The last credit note number each business has given: raised in the transaction that issues one.
  await db.schema
    .createTable('credit_note_counters')
    .addColumn('business_id', type.id, (column) => column.primaryKey().references('businesses.id'))
    .addColumn('last_number', 'bigint', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['credit_note_counters', 'credit_note_lines', 'credit_notes']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('invoices').dropColumn('total_credited_paise').execute();
}
