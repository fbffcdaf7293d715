import { continents, countries } from 'countries-list';

/** One option of the currency picker: a country and the currency it uses. */
export type CurrencyOption = {
  /** ISO 3166-1 alpha-2, e.g. 'IN'. */
  countryCode: string;
  /** What the picker shows: 'India (INR)'. */
  label: string;
  /** ISO 4217 currency code, e.g. 'INR'. */
  value: string;
  capital: string;
  continentName: string;
  /** The picker's option shape has a population; countries-list has none, so it stays unset. */
  population?: number;
};

const DEFAULT_COUNTRY = 'IN';
const collator = new Intl.Collator('en', { sensitivity: 'base' });

function buildOptions(): CurrencyOption[] {
  const named: Array<{ name: string; option: CurrencyOption }> = [];
  for (const [countryCode, country] of Object.entries(countries)) {
    // The first currency is the one in everyday use (BT: BTN before INR, US: USD before USN).
    const currency = country.currency[0];
    if (!currency) continue;
    named.push({
      name: country.name,
      option: {
        countryCode,
        label: `${country.name} (${currency})`,
        value: currency,
        capital: country.capital,
        continentName: continents[country.continent],
      },
    });
  }
  named.sort(
    (first, second) =>
      collator.compare(first.name, second.name) ||
      first.option.countryCode.localeCompare(second.option.countryCode),
  );
  const options = named.map((entry) => entry.option);
  const india = options.findIndex((option) => option.countryCode === DEFAULT_COUNTRY);
  return [...options.splice(india, 1), ...options];
}

/** About 250 countries; the first is India/INR (the default), the rest sorted by country name. */
export const CURRENCIES: readonly CurrencyOption[] = Object.freeze(buildOptions());

const currencyCodes = new Set(CURRENCIES.map((option) => option.value));

/** True for a currency code used by some country in the list (upper case, e.g. 'INR'). */
export function isCurrencyCode(code: string): boolean {
  return currencyCodes.has(code);
}

/**
 * The picker option for a currency code. Several countries share a currency, so the issuing
 * country is preferred when it exists by ISO 4217's convention that the code begins with it
 * (USD → United States, EUR → the first euro country by name).
 */
export function findCurrency(code: string): CurrencyOption | undefined {
  const matches = CURRENCIES.filter((option) => option.value === code);
  return matches.find((option) => code.startsWith(option.countryCode)) ?? matches[0];
}

export { currencyName, findCurrencyDetails } from './currency-details';
