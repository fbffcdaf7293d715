import { z } from 'zod';
import type { LateFeeRefusal } from '../late-fee';
import { invoiceFields, ZInvoice } from './invoices';

export const LATE_FEE_SOURCE_MESSAGE = 'Please choose the invoice to add the late fee to';

/**
 * `POST /api/v2/invoices/overdue`: a late-fee invoice made `from` one of the caller's Unpaid
 * invoices past their due date, replacing it. What is left out comes from the original (client,
 * lines, GST rate, HSN, currency, type, notes) or takes a new invoice's default (number, date, due
 * date); each line's late fee defaults to the one due today. The client is always the original's:
 * the fee is on its debt.
 */
export const ZLateFeeInput = z.strictObject({
  from: z.uuid({ error: LATE_FEE_SOURCE_MESSAGE }),
  items: invoiceFields.items.optional(),
  rates: invoiceFields.rates,
  hsn: invoiceFields.hsn,
  currency: invoiceFields.currency,
  type: invoiceFields.type,
  date: invoiceFields.date,
  dueDate: invoiceFields.dueDate,
  notes: invoiceFields.notes,
  invoiceNumber: invoiceFields.invoiceNumber,
});
export type TLateFeeInput = z.input<typeof ZLateFeeInput>;
export type TLateFeeValues = z.output<typeof ZLateFeeInput>;

/** Why the late fee cannot be added, said with the original's number (and due date when it matters). */
export function lateFeeRefusalMessage(
  reason: LateFeeRefusal,
  original: { invoiceNumber: string; dueDate: string; replacedByNumber?: string },
): string {
  const name = `Invoice No. ${original.invoiceNumber}`;
  switch (reason) {
    case 'quotation':
      return `${name} is a quotation: it asks for no payment, so it takes no late fee`;
    case 'replaced':
      return `${name} has already been replaced by a late-fee invoice${
        original.replacedByNumber ? ` (No. ${original.replacedByNumber})` : ''
      }`;
    case 'paid':
      return `${name} is paid: there is no late fee to add`;
    case 'partial':
      return `${name} has payments recorded: edit it to add the late fee instead`;
    case 'credited':
      return `${name} has a credit note: it takes no late fee on its lines`;
    case 'not-due':
      return `${name} is not overdue yet: it is due on ${original.dueDate}`;
  }
}

/** The answer: the new invoice, and its id again where older clients read it. */
export const ZLateFeeAnswer = z.object({ data: ZInvoice, id: z.string() });
export type TLateFeeAnswer = z.infer<typeof ZLateFeeAnswer>;
