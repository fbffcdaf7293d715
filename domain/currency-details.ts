import type { ICurrency, TCurrencyCode } from 'countries-list';
import { currencies as currencyDetails } from 'countries-list/currencies';

// Apart from the country list (currencies.ts), so a page that prints amounts loads the currencies alone.

/** English name of a currency ('INR' → 'Indian Rupee'), or the code itself when unknown. */
export function currencyName(code: string): string {
  return findCurrencyDetails(code)?.name ?? code;
}

/** countries-list's details (name, symbol, decimals) of a currency code, if it knows it. */
export function findCurrencyDetails(code: string): ICurrency | undefined {
  // hasOwn keeps 'constructor' and friends from reading Object.prototype.
  if (!Object.hasOwn(currencyDetails, code)) return undefined;
  return currencyDetails[code as TCurrencyCode];
}
