import type { DbTransaction } from '../../db/schema';
import {
  reserveTypedInvoiceNumber,
  type TypedInvoiceNumber,
  takeDocumentNumber,
  typedInvoiceNumberOf,
} from '../numbering';
import { duplicateNumber } from './invoice-figures';
import { invoiceNumberTaken } from './invoice-reads.repository';

export type InvoiceNumbering = { invoiceNumber: string; numberValue: number };

/**
 * A typed number, once its counter is raised to it (which holds the counter's row, so the check after
 * it sees every create at once); a number another invoice has is refused.
 */
async function claimTyped(
  trx: DbTransaction,
  businessId: string,
  number: TypedInvoiceNumber,
): Promise<InvoiceNumbering> {
  await reserveTypedInvoiceNumber(trx, businessId, number);
  if (await invoiceNumberTaken(trx, businessId, number.text)) throw duplicateNumber(number.text);
  return { invoiceNumber: number.text, numberValue: number.value };
}

/**
 * The number a new invoice takes: the next of the business's invoice series for the bill's date (a bill
 * dated in an earlier financial year takes that year's next number), or the typed one, read as the
 * series reads it ('7' → '007', or '2026-27/007').
 */
export async function claimInvoiceNumber(
  trx: DbTransaction,
  businessId: string,
  typed: string | undefined,
  billDate: string,
): Promise<InvoiceNumbering> {
  if (!typed) {
    const { text, value } = await takeDocumentNumber(trx, businessId, 'invoices', billDate);
    return { invoiceNumber: text, numberValue: value };
  }
  return claimTyped(trx, businessId, await typedInvoiceNumberOf(trx, businessId, typed, billDate));
}

/**
 * An edited invoice's new number, or undefined when it keeps its own: nothing typed, its own number
 * typed (whatever its date now is: a bill moved into another financial year keeps its number), or
 * what the series reads as its own number ('7' for '007').
 */
export async function renumberInvoice(
  trx: DbTransaction,
  businessId: string,
  typed: string | undefined,
  billDate: string,
  storedNumber: string,
): Promise<InvoiceNumbering | undefined> {
  if (!typed || typed === storedNumber) return undefined;
  const number = await typedInvoiceNumberOf(trx, businessId, typed, billDate);
  return number.text === storedNumber ? undefined : claimTyped(trx, businessId, number);
}
