import type { TInvoice } from '@domain/api/invoices';
import { lateFeeRefusalMessage } from '@domain/api/late-fee';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { lateFeeRefusal } from '@domain/late-fee';

/**
 * Why this invoice cannot have a late-fee invoice today, in the server's words, or null when it can
 * (it can when Unpaid, past its due date and not yet replaced).
 */
export function lateFeeRefusalOf(invoice: TInvoice, now: Date = new Date()): string | null {
  const reason = lateFeeRefusal(
    {
      type: invoice.type,
      status: invoice.status,
      dueDate: invoice.dueDate,
      isReplaced: Boolean(invoice.replacedBy),
      isCredited: invoice.totalCredited > 0,
    },
    todayIn(DEFAULT_TIME_ZONE, now),
  );
  if (reason === null) return null;
  return lateFeeRefusalMessage(reason, {
    invoiceNumber: invoice.invoiceNumber,
    dueDate: invoice.dueDate,
    replacedByNumber: invoice.replacedBy?.invoiceNumber,
  });
}
