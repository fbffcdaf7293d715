import { sql } from 'kysely';
import type { DbTransaction } from '../../db/schema';
import {
  type InvoiceChanges,
  invoiceUpdateOf,
  lineRowsOf,
  type NewInvoice,
  newInvoiceRowOf,
} from './invoice-rows';

/**
 * The next number of the business: the counter is raised and read in one statement, which on
 * PostgreSQL also locks the business row until the transaction ends, so concurrent creates queue
 * and each gets its own number (SQLite runs one transaction at a time anyway).
 */
export async function takeNextInvoiceNumber(trx: DbTransaction, businessId: string): Promise<number> {
  const row = await trx
    .updateTable('businesses')
    .set((eb) => ({ invoice_counter: eb('invoice_counter', '+', 1) }))
    .where('id', '=', businessId)
    .returning('invoice_counter')
    .executeTakeFirstOrThrow();
  return Number(row.invoice_counter);
}

/**
 * A typed number raises the counter to at least that number (under the same row lock), so the
 * numbers given out later never land on it.
 */
export async function raiseInvoiceCounterTo(trx: DbTransaction, businessId: string, value: number) {
  await trx
    .updateTable('businesses')
    .set({
      invoice_counter: sql<number>`case when invoice_counter < ${value} then ${value} else invoice_counter end`,
    })
    .where('id', '=', businessId)
    .execute();
}

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
