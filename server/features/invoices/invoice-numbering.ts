import { formatInvoiceNumber } from '@domain/numbering';
import type { DbTransaction } from '../../db/schema';
import { duplicateNumber } from './invoice-figures';
import { invoiceNumberTaken } from './invoice-reads.repository';
import { raiseInvoiceCounterTo, takeNextInvoiceNumber } from './invoice-writes.repository';

export type InvoiceNumbering = { invoiceNumber: string; numberValue: number };

/**
 * The number a new or renumbered invoice takes: the business's counter + 1, or the typed one (stored
 * padded, '7' → '007', so '7' and '007' are the same number). A typed number raises the counter first:
 * that takes the business row's lock, so the check after it sees every create, and the numbers given
 * out later never land on it. A number another invoice has is refused.
 */
export async function claimInvoiceNumber(
  trx: DbTransaction,
  businessId: string,
  typed: number | null,
): Promise<InvoiceNumbering> {
  if (typed === null) {
    const numberValue = await takeNextInvoiceNumber(trx, businessId);
    return { invoiceNumber: formatInvoiceNumber(numberValue), numberValue };
  }
  const invoiceNumber = formatInvoiceNumber(typed);
  await raiseInvoiceCounterTo(trx, businessId, typed);
  if (await invoiceNumberTaken(trx, businessId, invoiceNumber)) throw duplicateNumber(invoiceNumber);
  return { invoiceNumber, numberValue: typed };
}
