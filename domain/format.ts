import { DEFAULT_CURRENCY } from './constants';
import { findCurrencyDetails } from './currencies';
import { assertHundredths } from './decimal';
import type { Paise } from './money';
import type { Hundredths } from './quantity';

// Rupee amounts group the Indian way (1,23,456.00); every other currency the international
// way (123,456.00).
function groupingLocale(currency: string): string {
  return currency === 'INR' ? 'en-IN' : 'en-US';
}

const integerFormats = new Map<string, Intl.NumberFormat>();

function formatWhole(value: number, locale: string): string {
  let format = integerFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: true });
    integerFormats.set(locale, format);
  }
  return format.format(value);
}

// Integer hundredths are split into whole and fraction and joined by hand, so no binary
// floating point sits between the stored value and the printed digits.
function formatHundredths(hundredths: number, locale: string): string {
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

/**
 * An amount with its currency symbol: "₹1,23,456.00", "-₹5.00", "$1,234.50"; symbols made of
 * letters get a space ("CHF 1,234.50").
 */
export function formatMoney(paise: Paise, currency: string = DEFAULT_CURRENCY): string {
  const symbol = currencySymbol(currency);
  const separator = /^[A-Za-z]{2,}$/.test(symbol) ? ' ' : '';
  const amount = formatAmount(Math.abs(paise), currency);
  return `${paise < 0 ? '-' : ''}${symbol}${separator}${amount}`;
}

/** A quantity (area) with grouping and two decimals: 125050 → "1,250.50". */
export function formatQuantity(hundredths: Hundredths, currency: string = DEFAULT_CURRENCY): string {
  return formatHundredths(hundredths, groupingLocale(currency));
}

/**
 * A plain number (counts, percents) with grouping and at most 2 decimals:
 * formatNumber(123456) → "1,23,456", formatNumber(2.5) → "2.5".
 */
export function formatNumber(value: number, currency: string = DEFAULT_CURRENCY): string {
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  return new Intl.NumberFormat(groupingLocale(currency), {
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  }).format(value);
}

/** Narrow currency symbol: 'INR' → '₹', 'USD' → '$', 'EUR' → '€'; the code when unknown. */
export function currencySymbol(code: string = DEFAULT_CURRENCY): string {
  return findCurrencyDetails(code)?.symbol ?? code;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// Read and printed in UTC: a calendar date has no time zone, so no reader's clock may shift its day.
const calendarDateFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A 'YYYY-MM-DD' date as people read it: '2026-11-22' → '22 Nov 2026'; anything else as it came. */
export function formatCalendarDate(date: string): string {
  if (!CALENDAR_DATE.test(date)) return date;
  const instant = new Date(`${date}T00:00:00Z`);
  // '2026-02-30' matches the pattern but is no day: show it as sent rather than throw or roll over.
  return Number.isNaN(instant.getTime()) || instant.toISOString().slice(0, 10) !== date
    ? date
    : calendarDateFormat.format(instant);
}
