import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromHundredths, isQuantityValue, toHundredths } from './quantity';

describe('toHundredths', () => {
  it.each([
    [1250.5, 125050],
    ['1250.50', 125050],
    [1250, 125000],
    [0.01, 1],
    [0, 0],
    [980.75, 98075],
  ])('%j sq.ft → %d hundredths', (input, expected) => {
    expect(toHundredths(input)).toBe(expected);
  });

  it('rejects more than 2 decimals and non-finite numbers', () => {
    expect(() => toHundredths(1250.505)).toThrow(RangeError);
    expect(() => toHundredths(Number.NaN)).toThrow(RangeError);
    expect(() => toHundredths('12 sq.ft')).toThrow(RangeError);
  });
});

describe('fromHundredths', () => {
  it.each([
    [125050, 1250.5],
    [1, 0.01],
    [0, 0],
  ])('%d → %d', (hundredths, expected) => {
    expect(fromHundredths(hundredths)).toBe(expected);
  });

  it('is the inverse of toHundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (hundredths) => {
        expect(toHundredths(fromHundredths(hundredths))).toBe(hundredths);
      }),
    );
  });
});

describe('isQuantityValue', () => {
  it('accepts at most 2 decimals', () => {
    expect(isQuantityValue(1250.5)).toBe(true);
    expect(isQuantityValue('1250.50')).toBe(true);
    expect(isQuantityValue(1250.505)).toBe(false);
  });
});
