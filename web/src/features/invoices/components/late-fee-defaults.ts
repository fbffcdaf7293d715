import type { TInvoice } from '@domain/api/invoices';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { lateFeePercentOn } from '@domain/late-fee';
import { editInvoiceDefaults, type InvoiceFormValues, newInvoiceDefaults } from './invoice-form-schema';

/**
 * The late-fee invoice's form (/overdue/:id): the original's client, lines and terms, each line's
 * Late Fee the percent due today (2 % per month started past the due date), and a new invoice's
 * number and dates.
 */
export function lateFeeInvoiceDefaults(
  original: TInvoice,
  suggestedNumber: string,
  now: Date = new Date(),
): InvoiceFormValues {
  const fresh = newInvoiceDefaults(original.notes, now);
  const copied = editInvoiceDefaults(original);
  const lateFee = String(lateFeePercentOn(original.dueDate, todayIn(DEFAULT_TIME_ZONE, now)));
  return {
    ...copied,
    invoiceNumber: suggestedNumber,
    date: fresh.date,
    dueDate: fresh.dueDate,
    items: copied.items.map((item) => ({ ...item, overDues: lateFee })),
  };
}
