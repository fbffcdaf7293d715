import { DEFAULT_TIME_ZONE, type InvoiceStatus, type InvoiceType } from './constants';
import { type CalendarDate, toCalendarDate, todayIn } from './dates';
import { assertHundredths } from './decimal';
import type { Paise } from './money';

/**
 * Status from money alone: Paid when received ≥ what the bill claims (its total less its credit
 * notes), Partial when something was received short of that, else Unpaid. Taken literally, a zero
 * claim is Paid even with nothing received, since nothing is owed (a bill credited in full).
 * @throws {RangeError} for negative or non-integer amounts.
 */
export function deriveStatus(totalPaise: Paise, receivedPaise: Paise, creditedPaise: Paise): InvoiceStatus {
  assertAmount(receivedPaise, 'received');
  const claim = claimOf(totalPaise, creditedPaise);
  if (receivedPaise >= claim) return 'Paid';
  if (receivedPaise > 0) return 'Partial';
  return 'Unpaid';
}

/**
 * What a bill asks to be paid: its total less what its credit notes took off it.
 * @throws {RangeError} for negative or non-integer amounts.
 */
export function claimOf(totalPaise: Paise, creditedPaise: Paise): Paise {
  assertAmount(totalPaise, 'total');
  assertAmount(creditedPaise, 'credited');
  return totalPaise - creditedPaise;
}

/**
 * What a new invoice has received the moment it is created: a Receipt records a payment of its
 * whole total, so every Paid document has money behind it; any other type nothing.
 */
export function receivedOnCreate(type: InvoiceType, totalPaise: Paise): Paise {
  return type === 'Receipt' ? totalPaise : 0;
}

/** The status a new invoice of this type starts with: a Receipt Paid, any other Unpaid. */
export function statusOnCreate(type: InvoiceType): InvoiceStatus {
  return receivedOnCreate(type, 1) > 0 ? 'Paid' : 'Unpaid';
}

/**
 * What is still owed: total − credited − received, never below zero (an invoice edited down after a
 * payment owes nothing, rather than a negative amount a payment form could pre-fill).
 * @throws {RangeError} for negative or non-integer amounts.
 */
export function balanceDue(totalPaise: Paise, receivedPaise: Paise, creditedPaise: Paise): Paise {
  assertAmount(receivedPaise, 'received');
  return Math.max(claimOf(totalPaise, creditedPaise) - receivedPaise, 0);
}

/**
 * What can be paid on an invoice now: its balance, or nothing once a late-fee invoice has replaced it
 * (the debt is carried there).
 */
export function payableNow(invoice: {
  totalPaise: Paise;
  receivedPaise: Paise;
  creditedPaise: Paise;
  isReplaced: boolean;
}): Paise {
  return invoice.isReplaced
    ? 0
    : balanceDue(invoice.totalPaise, invoice.receivedPaise, invoice.creditedPaise);
}

export type OverdueCandidate = {
  /** 'YYYY-MM-DD', or an ISO 8601 instant / Date read in `timeZone`. */
  dueDate: CalendarDate | Date;
  status: InvoiceStatus;
  /** Replaced by a late-fee invoice: the new invoice carries the debt. */
  isReplaced: boolean;
};

/**
 * A due date has passed once its day is over in the business's zone: on the due date itself the
 * invoice is not yet expired, on the next day it is.
 */
export function isExpired(
  dueDate: CalendarDate | Date,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return toCalendarDate(dueDate, timeZone) < todayIn(timeZone, now);
}

/**
 * Overdue = (due date passed and Unpaid) or Partial, whatever the due date of a Partial
 * one; invoices replaced by a late-fee invoice are never overdue.
 */
export function isOverdue(
  invoice: OverdueCandidate,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (invoice.isReplaced) return false;
  if (invoice.status === 'Partial') return true;
  return invoice.status === 'Unpaid' && isExpired(invoice.dueDate, now, timeZone);
}

/**
 * What lists and the invoice page call an invoice's state: a quotation only offers a price, so it
 * reads 'Quotation' rather than 'Unpaid'; once paid it is an invoice like any other.
 */
export function statusLabel(type: string, status: string): string {
  return type === 'Quotation' && status !== 'Paid' ? 'Quotation' : status;
}

function assertAmount(value: Paise, name: string): void {
  assertHundredths(value, name);
  if (value < 0) throw new RangeError(`${name} must not be negative, got ${value}`);
}

/**
 * A document is headed with its type, or 'Invoice' once nothing is left to pay (a paid Proforma is an
 * invoice). A bill of a business in India's GST says what it is in law instead: 'Tax Invoice' or 'Bill
 * of Supply' (a proforma or a quotation is neither, and keeps its type).
 */
export function documentHeading(type: string, balanceDue: number, taxDocument: string | null = null): string {
  const heading = balanceDue <= 0 ? 'Invoice' : type;
  return taxDocument && (heading === 'Invoice' || heading === 'Bill') ? taxDocument : heading;
}
