import { DEFAULT_CURRENCY } from './constants';
import { assertHundredths } from './decimal';
import type { Paise } from './money';

/*
 * Amounts and dates as people read them, without the currency list: what the member's pages need,
 * kept apart from format.ts so they load without it.
 */

/** How an amount's digits are grouped: the Indian way for rupees, the international way otherwise. */
export type GroupingLocale = 'en-IN' | 'en-US';

// Rupee amounts group the Indian way (1,23,456.00); every other currency the international
// way (123,456.00).
export function groupingLocale(currency: string): GroupingLocale {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

// A comma before the last three digits and every two before them (Indian), or every three
// (international). Grouped by hand rather than through Intl.NumberFormat, whose first use on a
// page loads the locale's number data: tens of milliseconds on a slow phone, for the first amount
// a member's page shows.
const GROUP_BREAKS: Record<GroupingLocale, RegExp> = {
  'en-IN': /\B(?=(\d{2})*\d{3}$)/g,
  'en-US': /\B(?=(\d{3})+$)/g,
};

function formatWhole(value: number, locale: GroupingLocale): string {
  return String(value).replace(GROUP_BREAKS[locale], ',');
}

// Integer hundredths are split into whole and fraction and joined by hand, so no binary
// floating point sits between the stored value and the printed digits.
export function formatHundredths(hundredths: number, locale: GroupingLocale): string {
  assertHundredths(hundredths, 'amount');
  const magnitude = Math.abs(hundredths);
  const whole = formatWhole(Math.trunc(magnitude / 100), locale);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${whole}.${fraction}`;
}

/**
 * An amount with grouping and two decimals, no symbol: formatAmount(12345600) → "1,23,456.00",
 * formatAmount(12345600, 'USD') → "123,456.00", formatAmount(-5) → "-0.05".
 * @throws {RangeError} when `paise` is not an integer within ±MAX_PAISE.
 */
export function formatAmount(paise: Paise, currency: string = DEFAULT_CURRENCY): string {
  return formatHundredths(paise, groupingLocale(currency));
}

// Fractions are rare (a GST rate of 2.5 %), so their format is built on first use and kept.
const fractionFormats = new Map<GroupingLocale, Intl.NumberFormat>();
function fractionFormatIn(locale: GroupingLocale): Intl.NumberFormat {
  let format = fractionFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: 'negative' });
    fractionFormats.set(locale, format);
  }
  return format;
}

/**
 * A plain number (counts, percents) with grouping and at most 2 decimals:
 * formatNumber(123456) → "1,23,456", formatNumber(2.5) → "2.5". Whole numbers, the counts a page
 * shows first, are grouped by hand.
 * @throws {RangeError} when `value` is not finite.
 */
export function formatNumber(value: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  const locale = groupingLocale(currency);
  if (!Number.isSafeInteger(value)) return fractionFormatIn(locale).format(value);
  return `${value < 0 ? '-' : ''}${formatWhole(Math.abs(value), locale)}`;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Read and printed in UTC: a calendar date has no time zone, so no reader's clock may shift its day.
const calendarDateFormats = new Map<string, Intl.DateTimeFormat>();
function calendarDateFormatIn(locale: string): Intl.DateTimeFormat {
  let format = calendarDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    calendarDateFormats.set(locale, format);
  }
  return format;
}

/**
 * A 'YYYY-MM-DD' date as people read it: '2026-11-22' → '22 Nov 2026' ('hi-IN': '22 नव॰ 2026');
 * anything else as it came.
 */
export function formatCalendarDate(date: string, locale = 'en-IN'): string {
  if (!CALENDAR_DATE.test(date)) return date;
  const instant = new Date(`${date}T00:00:00Z`);
  // '2026-02-30' matches the pattern but is no day: show it as sent rather than throw or roll over.
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date
    ? date
    : calendarDateFormatIn(locale).format(instant);
}
