import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  financialYearLabel,
  financialYearOf,
  formatContinuousNumber,
  formatYearNumber,
  longestNumberOf,
  parseTypedYearNumber,
  patternProblem,
  typedYearNumberMessage,
  yearNumberOrder,
} from './fy-numbering';

describe('financialYearOf', () => {
  it.each([
    ['2027-03-31', 2026],
    ['2027-04-01', 2027],
    ['2026-04-01', 2026],
    ['2026-03-31', 2025],
    ['2027-01-15', 2026],
    ['2026-12-31', 2026],
  ])('%s is in the year starting %d', (date, year) => {
    expect(financialYearOf(date)).toBe(year);
  });
});

describe('financialYearLabel', () => {
  it.each([
    [2026, '2026-27'],
    [2009, '2009-10'],
    [2099, '2099-00'],
  ])('%d → %s', (year, label) => {
    expect(financialYearLabel(year)).toBe(label);
  });
});

describe('formatYearNumber', () => {
  it.each([
    ['{FY}/', 2026, 1, '2026-27/001'],
    ['{FY}/', 2027, 1, '2027-28/001'],
    ['{FY}/', 2026, 42, '2026-27/042'],
    ['R/{FY}/', 2026, 7, 'R/2026-27/007'],
    ['CN/{FY}/', 2026, 1000, 'CN/2026-27/1000'],
    ['INV/{YY}-', 2026, 99_999, 'INV/26-27-99999'],
    ['{YY}/SOC/', 2030, 12, '30-31/SOC/012'],
  ])('%s, %d, serial %d → %s', (pattern, year, serial, number) => {
    expect(formatYearNumber(pattern, year, serial)).toBe(number);
  });

  it.each([[0], [100_000], [1.5], [-3]])('refuses serial %d', (serial) => {
    expect(() => formatYearNumber('{FY}/', 2026, serial)).toThrow(RangeError);
  });
});

describe('patternProblem', () => {
  it.each(['{FY}/', 'R/{FY}/', 'CN/{FY}/', 'INV/{YY}/', 'IN-{FY}-', '{YY}/BILL/', 'A/{FY}/'])(
    'accepts %s',
    (pattern) => {
      expect(patternProblem(pattern, 'invoice')).toBeNull();
      expect(longestNumberOf(pattern).length).toBeLessThanOrEqual(16);
    },
  );

  it.each([
    ['', 'Please enter the invoice pattern, e.g. {FY}/'],
    ['INV/', 'The invoice pattern must hold the year once: {FY} (2026-27) or {YY} (26-27)'],
    ['{FY}/{YY}/', 'The invoice pattern must hold the year once: {FY} (2026-27) or {YY} (26-27)'],
    ['{FY}', "The invoice pattern must end with '/' or '-', before the serial number"],
    ['{FY}/A', "The invoice pattern must end with '/' or '-', before the serial number"],
    ['INV {FY}/', "The invoice pattern may hold only letters, '-' and '/' besides {FY} or {YY}"],
    ['INV1/{FY}/', "The invoice pattern may hold only letters, '-' and '/' besides {FY} or {YY}"],
    ['{fy}/', "The invoice pattern may hold only letters, '-' and '/' besides {FY} or {YY}"],
    ['{MM}/{FY}/', "The invoice pattern may hold only letters, '-' and '/' besides {FY} or {YY}"],
    ['INV_{FY}/', "The invoice pattern may hold only letters, '-' and '/' besides {FY} or {YY}"],
    // 4 + 7 + 1 + 5 = 17: one too many for GST.
    [
      'INV/{FY}/',
      'Invoice numbers can have at most 16 characters: INV/2026-27/99999 has 17; shorten the pattern or use {YY}',
    ],
    [
      'SOCIETY/{YY}/',
      'Invoice numbers can have at most 16 characters: SOCIETY/26-27/99999 has 19; shorten the pattern or use {YY}',
    ],
  ])('refuses %j', (pattern, message) => {
    expect(patternProblem(pattern, 'invoice')).toBe(message);
  });

  it('names the series it checks', () => {
    expect(patternProblem('RECEIPT/{FY}/', 'receipt')).toBe(
      'Receipt numbers can have at most 16 characters: RECEIPT/2026-27/99999 has 21; shorten the pattern or use {YY}',
    );
  });

  it('passes exactly the patterns whose longest number fits 16 characters', () => {
    const letters = fc.stringMatching(/^[A-Z/-]{0,9}$/);
    fc.assert(
      fc.property(letters, fc.constantFrom('{FY}', '{YY}'), letters, (before, year, after) => {
        const pattern = `${before}${year}${after}/`;
        const fits = longestNumberOf(pattern).length <= 16;
        expect(patternProblem(pattern, 'invoice') === null).toBe(fits);
      }),
    );
  });
});

describe('parseTypedYearNumber', () => {
  it.each([
    ['7', 7],
    ['007', 7],
    ['99999', 99_999],
    ['2026-27/007', 7],
    ['2026-27/7', 7],
    ['2026-27/1200', 1200],
  ])('reads %j as serial %d of 2026-27', (typed, serial) => {
    expect(parseTypedYearNumber('{FY}/', 2026, typed)).toBe(serial);
  });

  it.each([
    ['0'],
    ['000'],
    ['100000'],
    ['2025-26/007'],
    ['2026-27/'],
    ['2026-27/A7'],
    ['A-7'],
    ['26-27/007'],
  ])('gives null for %j', (typed) => {
    expect(parseTypedYearNumber('{FY}/', 2026, typed)).toBeNull();
  });

  it('reads back every number it formats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('{FY}/', 'R/{FY}/', 'CN-{YY}-', 'SOC/{YY}/'),
        fc.integer({ min: 2000, max: 2098 }),
        fc.integer({ min: 1, max: 99_999 }),
        (pattern, year, serial) => {
          expect(parseTypedYearNumber(pattern, year, formatYearNumber(pattern, year, serial))).toBe(serial);
        },
      ),
    );
  });
});

describe('yearNumberOrder', () => {
  it('orders by year, then serial, after every continuous number', () => {
    expect(yearNumberOrder(2026, 7)).toBe(20_260_000_000_007);
    expect(yearNumberOrder(2026, 99_999)).toBeLessThan(yearNumberOrder(2027, 1));
    expect(yearNumberOrder(2000, 1)).toBeGreaterThan(999_999_999_999);
    expect(Number.isSafeInteger(yearNumberOrder(9999, 99_999))).toBe(true);
  });
});

describe('formatContinuousNumber', () => {
  it('keeps each series’ own look', () => {
    expect(formatContinuousNumber('invoices', 7)).toBe('007');
    expect(formatContinuousNumber('receipts', 7)).toBe('R-007');
    expect(formatContinuousNumber('creditNotes', 12)).toBe('CN-012');
  });
});

describe('typedYearNumberMessage', () => {
  it('says what to type for the bill’s year', () => {
    expect(typedYearNumberMessage('{FY}/', 2026)).toBe(
      'For a bill dated in 2026-27 type the serial (7) or the whole number (2026-27/007)',
    );
  });
});
