import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatAmount,
  formatCalendarDate,
  formatMoney,
  formatNumber,
  formatQuantity,
} from './format';
import { MAX_PAISE } from './money';

describe('formatAmount', () => {
  it.each([
    [12345600, 'INR', '1,23,456.00'],
    [12345678, 'INR', '1,23,456.78'],
    [123456789012, 'INR', '1,23,45,67,890.12'],
    [100000, 'INR', '1,000.00'],
    [99999, 'INR', '999.99'],
    [0, 'INR', '0.00'],
    [5, 'INR', '0.05'],
    [-5, 'INR', '-0.05'],
    [-12345600, 'INR', '-1,23,456.00'],
    [MAX_PAISE, 'INR', '99,99,99,99,99,999.99'],
    [12345600, 'USD', '123,456.00'],
    [123456789012, 'EUR', '1,234,567,890.12'],
    [MAX_PAISE, 'USD', '9,999,999,999,999.99'],
    [-100, 'USD', '-1.00'],
  ])('%d paise in %s → %s', (paise, currency, expected) => {
    expect(formatAmount(paise, currency)).toBe(expected);
  });

  it('uses Indian grouping by default', () => {
    expect(formatAmount(12345600)).toBe('1,23,456.00');
  });

  it('rejects fractions of a paisa and amounts out of range', () => {
    expect(() => formatAmount(0.5)).toThrow(RangeError);
    expect(() => formatAmount(MAX_PAISE + 1)).toThrow(RangeError);
  });

  it('prints exactly the digits of the amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), (paise) => {
        const digits = formatAmount(paise, 'INR').replace(/[,.]/g, '');
        expect(BigInt(digits)).toBe(BigInt(paise));
        expect(formatAmount(paise, 'INR')).toMatch(/^-?(\d{1,3}|[1-9]\d?(,\d\d)*,\d{3})\.\d\d$/);
        expect(formatAmount(paise, 'USD')).toMatch(/^-?(\d{1,3}|[1-9]\d{0,2}(,\d{3})+)\.\d\d$/);
      }),
    );
  });
});

describe('formatAmount against Intl', () => {
  it('groups the digits as Intl.NumberFormat does in each locale', () => {
    const intl = {
      INR: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      USD: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }),
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
        ),
        fc.constantFrom('INR' as const, 'USD' as const),
        (paise, currency) => {
          // Intl reads a float; below 2^53 hundredths divide exactly enough to round back.
          expect(formatAmount(paise, currency)).toBe(intl[currency].format(paise / 100));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatMoney', () => {
  it.each([
    [12345600, 'INR', '₹1,23,456.00'],
    [-500, 'INR', '-₹5.00'],
    [123450, 'USD', '$1,234.50'],
    [123450, 'EUR', '€1,234.50'],
    [123450, 'CHF', 'CHF 1,234.50'],
    [123450, 'XYZ', 'XYZ 1,234.50'],
  ])('%d paise in %s → %s', (paise, currency, expected) => {
    expect(formatMoney(paise, currency)).toBe(expected);
  });

  it('defaults to rupees', () => {
    expect(formatMoney(0)).toBe('₹0.00');
  });
});

describe('formatQuantity', () => {
  it.each([
    [125050, '1,250.50'],
    [12345600, '1,23,456.00'],
    [1, '0.01'],
  ])('%d hundredths → %s', (hundredths, expected) => {
    expect(formatQuantity(hundredths)).toBe(expected);
  });

  it('groups the international way for other currencies', () => {
    expect(formatQuantity(12345600, 'USD')).toBe('123,456.00');
  });
});

describe('formatNumber', () => {
  it.each([
    [123456, 'INR', '1,23,456'],
    [123456, 'USD', '123,456'],
    [2.5, 'INR', '2.5'],
    [1234567.891, 'INR', '12,34,567.89'],
    [0, 'INR', '0'],
    [-0, 'INR', '0'],
    [-0.001, 'INR', '0'],
    [-1234, 'INR', '-1,234'],
  ])('%d in %s → %s', (value, currency, expected) => {
    expect(formatNumber(value, currency)).toBe(expected);
  });

  it('uses Indian grouping by default and rejects non-finite numbers', () => {
    expect(formatNumber(10000000)).toBe('1,00,00,000');
    expect(() => formatNumber(Number.NaN)).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('prints every number as Intl.NumberFormat does in each locale', () => {
    const options = { maximumFractionDigits: 2, signDisplay: 'negative' } as const;
    const intl = {
      INR: new Intl.NumberFormat('en-IN', options),
      USD: new Intl.NumberFormat('en-US', options),
    };
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -1_000_000, max: 1_000_000 }),
          fc.maxSafeInteger(),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          fc.double({ min: -1000, max: 1000, noNaN: true }),
        ),
        fc.constantFrom('INR' as const, 'USD' as const),
        (value, currency) => {
          expect(formatNumber(value, currency)).toBe(intl[currency].format(value));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('currencySymbol', () => {
  it.each([
    ['INR', '₹'],
    ['USD', '$'],
    ['EUR', '€'],
    ['GBP', '£'],
    ['JPY', '¥'],
    ['CHF', 'CHF'],
    ['XYZ', 'XYZ'],
    ['constructor', 'constructor'],
  ])('%s → %s', (code, expected) => {
    expect(currencySymbol(code)).toBe(expected);
  });

  it('defaults to the rupee', () => {
    expect(currencySymbol()).toBe('₹');
  });
});

describe('formatCalendarDate', () => {
  it('prints a calendar date as people read it, and anything else as it came', () => {
    expect(formatCalendarDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatCalendarDate('2026-02-30')).toBe('2026-02-30');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
