import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * Money that did not arrive after all (a bounced cheque) is reversed, never deleted: the receipt
 * keeps its number and says when and why it was reversed, and what the bank charged for it, which
 * the flat's next bill carries (the bill that did, once it has). A payment row says whether it is a
 * flat's advance taken by a new bill, so undoing a run gives that advance back instead of refusing.
 * A message can carry a receipt's PDF.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema.alterTable('receipts').addColumn('reversed_on', type.calendarDate).execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('reversal_reason', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('bounce_charge_paise', 'bigint', (column) =>
      column.notNull().defaultTo(0).check(sql`bounce_charge_paise >= 0`),
    )
    .execute();
  await db.schema
    .alterTable('receipts')
    .addColumn('bounce_charge_invoice_id', type.id, (column) =>
      column.references('invoices.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .alterTable('payments')
    .addColumn('from_advance', 'integer', (column) =>
      column.notNull().defaultTo(0).check(sql`from_advance in (0, 1)`),
    )
    .execute();
  await sql`
    update payments set from_advance = 1
    where paid_by = '' and note in ('Advance applied', 'Advance brought forward applied')
  `.execute(db);
  await db.schema
    .alterTable('outbox')
    .addColumn('receipt_id', type.id, (column) => column.references('receipts.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('receipt_id').execute();
  await db.schema.alterTable('payments').dropColumn('from_advance').execute();
  for (const column of [
    'bounce_charge_invoice_id',
    'bounce_charge_paise',
    'reversal_reason',
    'reversed_on',
  ]) {
    await db.schema.alterTable('receipts').dropColumn(column).execute();
  }
}
