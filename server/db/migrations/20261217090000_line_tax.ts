import type { Kysely } from 'kysely';

/**
 * A tax invoice taxes each line on its own: its SAC/HSN, its rate, the part of it GST is charged on,
 * its CGST, SGST and IGST, and why the rest is exempt. The bill says whether it is a tax invoice or a
 * bill of supply. Lines and bills stored before keep these empty: their single GST figure stands as
 * issued, never recomputed.
 */
const LINE_COLUMNS = [
  ['hsn', 'text'],
  ['gst_rate_basis_points', 'integer'],
  ['taxable_value_paise', 'integer'],
  ['cgst_paise', 'integer'],
  ['sgst_paise', 'integer'],
  ['igst_paise', 'integer'],
  ['tax_exemption', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of LINE_COLUMNS) {
    await db.schema.alterTable('invoice_items').addColumn(name, type).execute();
  }
  await db.schema.alterTable('invoices').addColumn('tax_document', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').dropColumn('tax_document').execute();
  for (const [name] of [...LINE_COLUMNS].reverse()) {
    await db.schema.alterTable('invoice_items').dropColumn(name).execute();
  }
}
