import { addDays, type CalendarDate, daysInMonth } from './dates';

/*
 * A billing run bills one period: a calendar month ('2026-11') or a calendar quarter ('2026-Q3',
 * July to September). Bill heads are monthly charges, so a quarter bills three months of each.
 */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FULL_MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type BillingPeriod = {
  /** As typed and stored: '2026-11' or '2026-Q3'. */
  key: string;
  /** How a bill names it: 'November 2026', 'Jul–Sep 2026'. */
  label: string;
  start: CalendarDate;
  end: CalendarDate;
  /** How many months of each monthly charge it bills. */
  months: number;
};

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function span(year: number, firstMonth: number, months: number): Pick<BillingPeriod, 'start' | 'end'> {
  const lastMonth = firstMonth + months - 1;
  return {
    start: `${year}-${pad(firstMonth)}-01`,
    end: `${year}-${pad(lastMonth)}-${pad(daysInMonth(year, lastMonth))}`,
  };
}

/** The period a key names; undefined for anything else ('2026-13', '2026-Q5', 'Nov 2026'). */
export function parseBillingPeriod(key: string): BillingPeriod | undefined {
  const month = MONTH.exec(key);
  if (month) {
    const year = Number(month[1]);
    const index = Number(month[2]);
    return { key, label: `${FULL_MONTH_NAMES[index - 1]} ${year}`, months: 1, ...span(year, index, 1) };
  }
  const quarter = QUARTER.exec(key);
  if (quarter) {
    const year = Number(quarter[1]);
    const first = (Number(quarter[2]) - 1) * 3 + 1;
    const label = `${MONTH_NAMES[first - 1]}–${MONTH_NAMES[first + 1]} ${year}`;
    return { key, label, months: 3, ...span(year, first, 3) };
  }
  return undefined;
}

/** The period after this one, of the same kind: '2026-12' → '2027-01', '2026-Q4' → '2027-Q1'. */
export function nextBillingPeriod(period: BillingPeriod): BillingPeriod {
  const [year, part] = period.key.split('-') as [string, string];
  if (period.months === 3) {
    const quarter = Number(part.slice(1));
    const key = quarter === 4 ? `${Number(year) + 1}-Q1` : `${year}-Q${quarter + 1}`;
    return parseBillingPeriod(key) as BillingPeriod;
  }
  const month = Number(part);
  const key = month === 12 ? `${Number(year) + 1}-01` : `${year}-${pad(month + 1)}`;
  return parseBillingPeriod(key) as BillingPeriod;
}

/**
 * A run's dates where none are given: the bills are dated the period's first day (or `billDate`) and
 * fall due on `dueDay` of the period's first month, never before the bill date: a bill dated later
 * falls due `dueDay` days after it.
 */
export function defaultRunDates(
  period: BillingPeriod,
  dueDay: number,
  billDate: CalendarDate = period.start,
): { billDate: CalendarDate; dueDate: CalendarDate } {
  const [year, month] = period.start.split('-').map(Number) as [number, number];
  const dueDate: CalendarDate = `${year}-${pad(month)}-${pad(Math.min(dueDay, daysInMonth(year, month)))}`;
  return { billDate, dueDate: dueDate >= billDate ? dueDate : addDays(billDate, dueDay) };
}

/** The months a bill covers: its billing run's period's (a quarter is three), one for a bill made by hand. */
export function monthsBilled(period: string | null | undefined): number {
  return (period && parseBillingPeriod(period)?.months) || 1;
}
