import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyName, findCurrency, findCurrencyDetails, isCurrencyCode } from './currencies';

describe('CURRENCIES', () => {
  it('has about 250 entries', () => {
    expect(CURRENCIES.length).toBeGreaterThanOrEqual(240);
    expect(CURRENCIES.length).toBeLessThanOrEqual(260);
    expect(CURRENCIES).toHaveLength(251);
  });

  it('starts with India and INR, the default', () => {
    expect(CURRENCIES[0]).toEqual({
      countryCode: 'IN',
      label: 'India (INR)',
      value: 'INR',
      capital: 'New Delhi',
      continentName: 'Asia',
    });
  });

  it('sorts the rest by country name', () => {
    const rest = CURRENCIES.slice(1).map((option) => option.label);
    expect(rest.slice(0, 3)).toEqual(['Afghanistan (AFN)', 'Aland (EUR)', 'Albania (ALL)']);
    expect(rest.slice(-3)).toEqual(['Yemen (YER)', 'Zambia (ZMW)', 'Zimbabwe (ZWG)']);
    const names = rest.map((label) => label.replace(/ \([A-Z]{3}\)$/, ''));
    const sorted = [...names].sort(new Intl.Collator('en', { sensitivity: 'base' }).compare);
    expect(names).toEqual(sorted);
  });

  it('has a 3-letter currency code, a label naming it and a continent for every entry', () => {
    const continents = new Set([
      'Africa',
      'Antarctica',
      'Asia',
      'Europe',
      'North America',
      'Oceania',
      'South America',
    ]);
    for (const option of CURRENCIES) {
      expect(option.value).toMatch(/^[A-Z]{3}$/);
      expect(option.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(option.label.endsWith(` (${option.value})`)).toBe(true);
      expect(continents.has(option.continentName)).toBe(true);
      expect(typeof option.capital).toBe('string');
    }
  });

  it('lists each country once', () => {
    const codes = CURRENCIES.map((option) => option.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('drops countries without a currency and uses the first of several', () => {
    expect(CURRENCIES.some((option) => option.countryCode === 'AQ')).toBe(false);
    expect(CURRENCIES.find((option) => option.countryCode === 'BT')?.value).toBe('BTN');
    expect(CURRENCIES.find((option) => option.countryCode === 'US')?.value).toBe('USD');
    expect(CURRENCIES.find((option) => option.countryCode === 'ZW')?.value).toBe('ZWG');
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(CURRENCIES)).toBe(true);
  });
});

describe('findCurrency', () => {
  it.each([
    ['INR', 'IN'],
    ['USD', 'US'],
    ['GBP', 'GB'],
    ['JPY', 'JP'],
    ['EUR', 'AX'],
    ['XOF', 'BJ'],
  ])('finds %s in %s', (code, countryCode) => {
    expect(findCurrency(code)?.countryCode).toBe(countryCode);
  });

  it('gives the whole option', () => {
    expect(findCurrency('USD')).toEqual({
      countryCode: 'US',
      label: 'United States (USD)',
      value: 'USD',
      capital: 'Washington D.C.',
      continentName: 'North America',
    });
  });

  it('is undefined for unknown or lower-case codes', () => {
    expect(findCurrency('XYZ')).toBeUndefined();
    expect(findCurrency('inr')).toBeUndefined();
    expect(findCurrency('')).toBeUndefined();
  });
});

describe('isCurrencyCode', () => {
  it('accepts codes in the list only', () => {
    expect(isCurrencyCode('INR')).toBe(true);
    expect(isCurrencyCode('EUR')).toBe(true);
    expect(isCurrencyCode('inr')).toBe(false);
    expect(isCurrencyCode('USN')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('constructor')).toBe(false);
  });
});

describe('currencyName', () => {
  it.each([
    ['INR', 'Indian Rupee'],
    ['USD', 'US Dollar'],
    ['EUR', 'Euro'],
    ['XYZ', 'XYZ'],
    ['constructor', 'constructor'],
  ])('%s → %s', (code, expected) => {
    expect(currencyName(code)).toBe(expected);
  });
});

describe('findCurrencyDetails', () => {
  it('gives symbol and decimals of known codes only', () => {
    expect(findCurrencyDetails('INR')).toMatchObject({ symbol: '₹', decimals: 2 });
    expect(findCurrencyDetails('toString')).toBeUndefined();
    expect(findCurrencyDetails('XYZ')).toBeUndefined();
  });
});
