import { EXPORT_FIRST_YEAR, EXPORT_LAST_YEAR } from './api/payment-export';
import { type CalendarDate, endOfMonth } from './dates';
import { financialYearLabel } from './fy-numbering';
import { financialYearSpanOf } from './statement';

/**
 * The period an accountant's export covers: a month ('2026-11', a GSTR-1 return period) or an Indian
 * financial year ('2026-27', 1 April to 31 March), with its first and last days and its months.
 */
export type AccountsPeriod = {
  kind: 'month' | 'year';
  /** As typed and as the file names carry it: '2026-11' or '2026-27'. */
  label: string;
  from: CalendarDate;
  to: CalendarDate;
  /** Its months in order ('2026-04' … '2027-03'); one for a month. */
  months: string[];
};

export const ACCOUNTS_PERIOD_MESSAGE = 'Please choose a month (YYYY-MM) or a financial year (2026-27)';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const YEAR = /^(\d{4})-(\d{2})$/;

function monthsFrom(firstMonth: string, count: number): string[] {
  const year = Number(firstMonth.slice(0, 4));
  const month = Number(firstMonth.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, index) => {
    const at = month + index;
    return `${year + Math.floor(at / 12)}-${String((at % 12) + 1).padStart(2, '0')}`;
  });
}

/**
 * The period a label names, or null when it names none: a month of the years 2000 to 2050, or a
 * financial year starting in one of them whose second part is the next year's last two digits.
 * A month is tried first: '2026-12' is December, never a year.
 */
export function accountsPeriodOf(label: string): AccountsPeriod | null {
  const month = MONTH.exec(label);
  if (month) {
    const year = Number(month[1]);
    if (year < EXPORT_FIRST_YEAR || year > EXPORT_LAST_YEAR) return null;
    const from = `${label}-01`;
    return { kind: 'month', label, from, to: endOfMonth(from), months: [label] };
  }
  const fy = YEAR.exec(label);
  if (!fy) return null;
  const startYear = Number(fy[1]);
  if (startYear < EXPORT_FIRST_YEAR || startYear > EXPORT_LAST_YEAR) return null;
  if (financialYearLabel(startYear) !== label) return null;
  const { from, to } = financialYearSpanOf(`${fy[1]}-04-01`);
  return { kind: 'year', label, from, to, months: monthsFrom(`${fy[1]}-04`, 12) };
}

/** GSTR-1's return period of a month: 'MMYYYY' ('2026-11' → '112026'). */
export function returnPeriodOf(month: string): string {
  return `${month.slice(5, 7)}${month.slice(0, 4)}`;
}
