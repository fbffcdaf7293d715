import { type Kysely, sql } from 'kysely';

/**
 * Each invoice line says how GST treats it: 'taxable' (every line stored before was, since GST was
 * charged on the whole sub total), 'exempt', or a statutory 'levy' collected for an authority. A
 * line billed for a bill head remembers the head, so a billing run's bills show per head; deleting
 * the head leaves the line as billed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('invoice_items')
    .addColumn('gst_treatment', 'text', (column) =>
      column.notNull().defaultTo('taxable').check(sql`gst_treatment in ('taxable', 'exempt', 'levy')`),
    )
    .execute();
  await db.schema.alterTable('invoice_items').addColumn('bill_head_id', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoice_items').dropColumn('bill_head_id').execute();
  await db.schema.alterTable('invoice_items').dropColumn('gst_treatment').execute();
}
