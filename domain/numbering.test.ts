import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareInvoiceNumbers,
  formatInvoiceNumber,
  isValidInvoiceNumber,
  nextInvoiceNumber,
  parseInvoiceNumber,
} from './numbering';

describe('formatInvoiceNumber', () => {
  it.each([
    [1, '001'],
    [9, '009'],
    [10, '010'],
    [99, '099'],
    [100, '100'],
    [999, '999'],
    [1000, '1000'],
    [12345, '12345'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ])('%d → %s', (value, expected) => {
    expect(formatInvoiceNumber(value)).toBe(expected);
  });

  it.each([[0], [-1], [1.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 1]])('rejects %d', (value) => {
    expect(() => formatInvoiceNumber(value)).toThrow(RangeError);
  });

  it('round-trips through parseInvoiceNumber', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(parseInvoiceNumber(formatInvoiceNumber(value))).toBe(value);
      }),
    );
  });
});

describe('nextInvoiceNumber', () => {
  it.each([
    [0, '001'],
    [1, '002'],
    [98, '099'],
    [99, '100'],
    [12344, '12345'],
  ])('after %d comes %s', (counter, expected) => {
    expect(nextInvoiceNumber(counter)).toBe(expected);
  });

  it('rejects a negative, fractional or exhausted counter', () => {
    expect(() => nextInvoiceNumber(-1)).toThrow(RangeError);
    expect(() => nextInvoiceNumber(0.5)).toThrow(RangeError);
    expect(() => nextInvoiceNumber(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
  });
});

describe('parseInvoiceNumber', () => {
  it.each([
    ['001', 1],
    ['1', 1],
    ['099', 99],
    ['100', 100],
    ['0000012345', 12345],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('%s → %d', (text, expected) => {
    expect(parseInvoiceNumber(text)).toBe(expected);
  });

  it.each([
    [''],
    ['0'],
    ['000'],
    ['-1'],
    ['+1'],
    ['1.0'],
    ['1e3'],
    [' 1'],
    ['1 '],
    ['A-12'],
    ['١٢'],
    ['9007199254740992'],
  ])('gives null for %j', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });
});

describe('isValidInvoiceNumber', () => {
  it('accepts positive digit strings only', () => {
    expect(isValidInvoiceNumber('007')).toBe(true);
    expect(isValidInvoiceNumber('000')).toBe(false);
    expect(isValidInvoiceNumber('INV-7')).toBe(false);
  });
});

describe('compareInvoiceNumbers', () => {
  it('sorts numerically, then by text, invalid numbers last', () => {
    const numbers = ['10', 'X-1', '002', '2', '100', '099', '', '1', 'A'];
    expect([...numbers].sort(compareInvoiceNumbers)).toEqual([
      '1',
      '002',
      '2',
      '10',
      '099',
      '100',
      '',
      'A',
      'X-1',
    ]);
  });

  it('is zero only for equal text and antisymmetric', () => {
    expect(compareInvoiceNumbers('7', '7')).toBe(0);
    expect(compareInvoiceNumbers('007', '7')).toBeLessThan(0);
    fc.assert(
      fc.property(fc.string(), fc.string(), (first, second) => {
        const forward = Math.sign(compareInvoiceNumbers(first, second));
        expect(forward).toBe(-Math.sign(compareInvoiceNumbers(second, first)) || 0);
        expect(forward === 0).toBe(first === second);
      }),
    );
  });
});
