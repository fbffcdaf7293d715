import { parseBillingPeriod } from './billing-periods';

/**
 * Closed books: a month whose bills, payments and credit notes are final. Once a month is closed,
 * nothing dated in it is created, edited, reversed or deleted until the owner reopens it. A
 * financial year is closed as its twelve months.
 */

/** 'YYYY-MM' of a calendar date 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** 'November 2026' for '2026-11', as a month's billing run names it. */
export function monthLabel(month: string): string {
  return parseBillingPeriod(month)?.label ?? month;
}

/** The twelve months of the financial year starting in April of `startYear`, April first. */
export function financialYearMonths(startYear: number): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = ((index + 3) % 12) + 1;
    const year = index < 9 ? startYear : startYear + 1;
    return `${year}-${String(month).padStart(2, '0')}`;
  });
}

/** The first closed month among the dates (in date order), or null when all are open. */
export function firstClosedMonth(
  dates: ReadonlyArray<string | null | undefined>,
  closed: ReadonlySet<string>,
) {
  const months = dates
    .filter((date): date is string => Boolean(date))
    .map(monthOf)
    .sort();
  return months.find((month) => closed.has(month)) ?? null;
}

/** The refusal of a change dated in a closed month. */
export function closedMonthMessage(month: string): string {
  return `The books for ${monthLabel(month)} are closed: nothing dated in it can be added, changed or removed. The owner can reopen the month in Settings → Activity.`;
}
