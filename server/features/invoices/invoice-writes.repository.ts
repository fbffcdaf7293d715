import type { DbTransaction } from '../../db/schema';
import {
  type InvoiceChanges,
  invoiceUpdateOf,
  lineRowsOf,
  type NewInvoice,
  newInvoiceRowOf,
} from './invoice-rows';

/**
 * Stores an invoice with its lines. Answers false, storing nothing, when the number is already
 * taken: the unique index (business_id, invoice_number) decides, even between racing requests.
 */
export async function insertInvoice(
  trx: DbTransaction,
  businessId: string,
  invoice: NewInvoice,
  now: string,
): Promise<boolean> {
  const stored = await trx
    .insertInto('invoices')
    .values(newInvoiceRowOf(businessId, invoice, now))
    .onConflict((conflict) => conflict.columns(['business_id', 'invoice_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) return false;
  await trx
    .insertInto('invoice_items')
    .values(lineRowsOf(businessId, stored.id, invoice.lines))
    .execute();
  return true;
}

/** Writes the recomputed invoice and replaces its lines; payments are the ledger's. */
export async function updateInvoice(
  trx: DbTransaction,
  businessId: string,
  id: string,
  changes: InvoiceChanges,
  now: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set(invoiceUpdateOf(changes, now))
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
  await trx
    .deleteFrom('invoice_items')
    .where('business_id', '=', businessId)
    .where('invoice_id', '=', id)
    .execute();
  await trx
    .insertInto('invoice_items')
    .values(lineRowsOf(businessId, id, changes.lines))
    .execute();
}

/** Marks the (locked) original as replaced by its late-fee invoice. */
export async function markInvoiceReplaced(
  trx: DbTransaction,
  businessId: string,
  id: string,
  replacementId: string,
): Promise<void> {
  await trx
    .updateTable('invoices')
    .set({ replaced_by_invoice_id: replacementId })
    .where('business_id', '=', businessId)
    .where('id', '=', id)
    .execute();
}
