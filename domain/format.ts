import { DEFAULT_CURRENCY } from './constants';
import { findCurrencyDetails } from './currency-details';
import { formatAmount, formatHundredths, groupingLocale } from './format-basic';
import type { Paise } from './money';
import type { Hundredths } from './quantity';

export { formatAmount, formatCalendarDate, formatNumber } from './format-basic';

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

/** Narrow currency symbol: 'INR' → '₹', 'USD' → '$', 'EUR' → '€'; the code when unknown. */
export function currencySymbol(code: string = DEFAULT_CURRENCY): string {
  return findCurrencyDetails(code)?.symbol ?? code;
}
