import type { InvoiceStatus, InvoiceType } from './constants';
import { type CalendarDate, monthsStartedSince } from './dates';
import { lateFeePercent } from './invoice-math';

// The late-fee invoice: a new invoice replacing an unpaid one past its due date, each
// line's late fee (overDues) = LATE_FEE_PERCENT_PER_MONTH × the months started since the due date.

/**
 * The late fee percent on `today` for an invoice due on `dueDate`, both calendar dates in the
 * business's zone: 0 on the due date, 2 from the next day until a month after it, then 4, and so on.
 */
export function lateFeePercentOn(dueDate: CalendarDate, today: CalendarDate): number {
  return lateFeePercent(monthsStartedSince(dueDate, today));
}

/** What a late-fee invoice is made from: the original's type, status, due date and whether it was replaced. */
export type LateFeeCandidate = {
  type: InvoiceType;
  status: InvoiceStatus;
  dueDate: CalendarDate;
  isReplaced: boolean;
  /** A credit note corrected it: its lines no longer say what it claims. */
  isCredited: boolean;
};

/**
 * Why an invoice cannot get a late-fee invoice today, or null when it can. Only an Unpaid invoice
 * past its due date can: a quotation asks for no money, a Paid one owes nothing, one not yet due owes
 * no fee, and a Partial one has payments that would stay behind on the original (its owner edits it
 * to add the fee instead). A credited one claims less than its lines: a fee on them would bill again
 * what the credit note took off.
 */
export type LateFeeRefusal = 'quotation' | 'replaced' | 'paid' | 'partial' | 'credited' | 'not-due';

export function lateFeeRefusal(invoice: LateFeeCandidate, today: CalendarDate): LateFeeRefusal | null {
  if (invoice.type === 'Quotation') return 'quotation';
  if (invoice.isReplaced) return 'replaced';
  if (invoice.status === 'Paid') return 'paid';
  if (invoice.status === 'Partial') return 'partial';
  if (invoice.isCredited) return 'credited';
  if (monthsStartedSince(invoice.dueDate, today) === 0) return 'not-due';
  return null;
}

/** The lines with each one's late fee set to `percent`; everything else as it was. */
export function withLateFee<Item extends { overDues: number }>(
  items: readonly Item[],
  percent: number,
): Item[] {
  return items.map((item) => ({ ...item, overDues: percent }));
}
