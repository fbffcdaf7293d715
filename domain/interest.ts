import { addDays, type CalendarDate, daysBetween } from './dates';
import { hundredthsToNumber } from './decimal';
import { formatCalendarDate, formatMoney, formatNumber } from './format';
import { roundHalfUp, sumPaise } from './money';
import { BASIS_POINTS_PER_WHOLE } from './percent';

/*
 * Interest on arrears, as housing societies' bye-laws charge it: simple interest, per year, on what a
 * bill still owes of its principal, never on interest (never compound).
 *
 * - A bill's principal is what it claims (its total less its credit notes) less the interest lines it
 *   carries itself. A payment on the bill pays its principal first, then its interest, so interest a
 *   bill carries never earns interest, and a bill that still owes only interest earns none.
 * - Each day is charged on the principal unpaid at the end of that day: a payment dated P stops the
 *   interest from day P on. A day runs from the first day after the due date and the grace days, and
 *   never before the day the business started charging interest; it ends before the day the money was
 *   paid or the date of the bill the interest is posted on, whichever is earlier. So a bill due
 *   11 Oct with no grace, billed again on 30 Nov, is charged 12 Oct … 29 Nov: 49 days, written
 *   "12 Oct – 30 Nov".
 * - Day count: each day at rate ÷ the days of its own year (365, or 366 in a leap year), so a leap
 *   year's days, 29 February too, count at ÷ 366.
 * - The sum of a bill's days is worked out exactly (bigint) and rounded half-up to the paisa once, for
 *   the bill's charge; a posting whose bills come to less than the minimum charges nothing.
 * - Days already charged are never charged again: the next charge of a bill starts where its last one
 *   ended.
 */

/** What the business charges: a rate a year (basis points), grace days, a minimum, and the first day. */
export type InterestTerms = {
  rateBasisPoints: number;
  graceDays: number;
  minimumPaise: number;
  /** The first day interest may run on; earlier days are never charged. */
  chargeFrom: CalendarDate;
};

/** A bill interest may run on, figures in paise. */
export type InterestSource = {
  id: string;
  invoiceNumber: string;
  dueDate: CalendarDate;
  /** What it claims (total less credit notes) less the interest it carries itself. */
  principalPaise: number;
  /** Every payment on it with its date, in any order. */
  payments: ReadonlyArray<{ date: CalendarDate; paise: number }>;
  /** Where its last charge ended (the first day not charged), or null when it was never charged. */
  chargedUntil: CalendarDate | null;
};

/** A stretch of days on one principal within one year: days × principal × rate ÷ yearDays. */
export type InterestSegment = {
  from: CalendarDate;
  /** The first day after the stretch. */
  to: CalendarDate;
  days: number;
  principalPaise: number;
  /** 365, or 366 for a leap year's days. */
  yearDays: number;
};

/** One bill's interest for one posting: its days and principals, and the amount, half-up once. */
export type BillInterest = {
  source: Pick<InterestSource, 'id' | 'invoiceNumber' | 'dueDate'>;
  from: CalendarDate;
  to: CalendarDate;
  days: number;
  rateBasisPoints: number;
  segments: InterestSegment[];
  amountPaise: number;
};

/** A posting: each bill's interest, their sum, and what is charged (nothing below the minimum). */
export type PostingInterest = {
  bills: BillInterest[];
  totalPaise: number;
  isBelowMinimum: boolean;
  chargedPaise: number;
};

/** The days of a common and of a leap year; their product is a denominator both divide. */
const COMMON_YEAR = 365n;
const LEAP_YEAR = 366n;
const BOTH_YEARS = COMMON_YEAR * LEAP_YEAR;

function yearOf(date: CalendarDate): number {
  return Number(date.slice(0, 4));
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** 366 for a day of a leap year, else 365. */
export function yearDaysOf(date: CalendarDate): number {
  return isLeapYear(yearOf(date)) ? 366 : 365;
}

/** A bill's principal: what it claims less the interest lines it carries (never below 0). */
export function principalOf(claimPaise: number, interestCarriedPaise: number): number {
  return Math.max(0, claimPaise - interestCarriedPaise);
}

/** The first day a bill's interest may run on: after its due date and grace, its last charge, the start. */
export function firstInterestDay(source: InterestSource, terms: InterestTerms): CalendarDate {
  const candidates = [addDays(source.dueDate, terms.graceDays + 1), terms.chargeFrom];
  if (source.chargedUntil) candidates.push(source.chargedUntil);
  return candidates.reduce((latest, date) => (date > latest ? date : latest));
}

/** The days where the principal or the year changes, strictly inside (from, to). */
function breakpoints(source: InterestSource, from: CalendarDate, to: CalendarDate): CalendarDate[] {
  const dates = new Set<CalendarDate>();
  for (const payment of source.payments)
    if (payment.date > from && payment.date < to) dates.add(payment.date);
  for (let year = yearOf(from) + 1; year <= yearOf(to); year += 1) {
    const newYear = `${String(year).padStart(4, '0')}-01-01`;
    if (newYear > from && newYear < to) dates.add(newYear);
  }
  return [...dates].sort();
}

/** The principal still unpaid at the end of `day`: payments dated that day or earlier have paid it. */
function unpaidOn(source: InterestSource, day: CalendarDate): number {
  const paid = sumPaise(source.payments.filter((payment) => payment.date <= day).map((p) => p.paise));
  return Math.max(0, source.principalPaise - paid);
}

/**
 * A bill's interest from its first uncharged late day up to (not including) `upTo`, the date of the
 * bill it is posted on; null when no day with principal unpaid falls in between.
 */
export function billInterestOf(
  source: InterestSource,
  terms: InterestTerms,
  upTo: CalendarDate,
): BillInterest | null {
  const start = firstInterestDay(source, terms);
  if (start >= upTo || source.principalPaise <= 0) return null;
  const edges = [start, ...breakpoints(source, start, upTo), upTo];
  const segments: InterestSegment[] = [];
  for (let index = 0; index + 1 < edges.length; index += 1) {
    const from = edges[index] as CalendarDate;
    const to = edges[index + 1] as CalendarDate;
    const principalPaise = unpaidOn(source, from);
    if (principalPaise > 0) {
      segments.push({ from, to, days: daysBetween(from, to), principalPaise, yearDays: yearDaysOf(from) });
    }
  }
  const first = segments[0];
  const last = segments.at(-1);
  if (!first || !last) return null;
  // Σ principal × days × rate ÷ (10 000 × yearDays), over the common denominator 10 000 × 365 × 366.
  let numerator = 0n;
  for (const segment of segments) {
    numerator +=
      BigInt(segment.principalPaise) *
      BigInt(segment.days) *
      BigInt(terms.rateBasisPoints) *
      (BOTH_YEARS / BigInt(segment.yearDays));
  }
  return {
    source: { id: source.id, invoiceNumber: source.invoiceNumber, dueDate: source.dueDate },
    from: first.from,
    to: last.to,
    days: segments.reduce((days, segment) => days + segment.days, 0),
    rateBasisPoints: terms.rateBasisPoints,
    segments,
    amountPaise: Number(roundHalfUp(numerator, BigInt(BASIS_POINTS_PER_WHOLE) * BOTH_YEARS)),
  };
}

/**
 * The interest a flat's next bill, dated `upTo`, carries on its earlier bills: each bill's charge (those
 * that come to at least a paisa), their sum, and what is charged: the sum, or nothing below the minimum.
 */
export function postingInterestOf(
  sources: readonly InterestSource[],
  terms: InterestTerms,
  upTo: CalendarDate,
): PostingInterest {
  const bills = sources
    .map((source) => billInterestOf(source, terms, upTo))
    .filter((bill): bill is BillInterest => bill !== null && bill.amountPaise > 0);
  const totalPaise = sumPaise(bills.map((bill) => bill.amountPaise));
  const isBelowMinimum = totalPaise < terms.minimumPaise;
  return { bills, totalPaise, isBelowMinimum, chargedPaise: isBelowMinimum ? 0 : totalPaise };
}

/** A stretch of days as a bill shows it: '12 Oct – 30 Nov 2026' (the second day not counted). */
export function interestPeriodText(from: CalendarDate, to: CalendarDate): string {
  const [fromDay, fromMonth, fromYear] = formatCalendarDate(from).split(' ');
  const end = formatCalendarDate(to);
  return fromYear === yearOf(to).toString()
    ? `${fromDay} ${fromMonth} – ${end}`
    : `${formatCalendarDate(from)} – ${end}`;
}

/**
 * How one stretch's interest is worked out, as the invoice page and its PDF print it:
 * '49 days × ₹4,925.00 × 21 % ÷ 365'.
 */
export function segmentWorkingText(
  segment: InterestSegment,
  rateBasisPoints: number,
  currency: string,
): string {
  const rate = formatNumber(hundredthsToNumber(rateBasisPoints), currency);
  const days = `${segment.days} day${segment.days === 1 ? '' : 's'}`;
  return `${days} × ${formatMoney(segment.principalPaise, currency)} × ${rate} % ÷ ${segment.yearDays}`;
}
