import { describe, expect, it } from 'vitest';
import { BASIS_POINTS_PER_WHOLE, isValidPercent, toBasisPoints, toValidBasisPoints } from './percent';

describe('toBasisPoints', () => {
  it.each([
    [18, 1800],
    [2.5, 250],
    [12.75, 1275],
    [0.01, 1],
    [0, 0],
    [100, 10000],
    ['18', 1800],
    [-2, -200],
    [250, 25000],
  ])('%j per cent → %d basis points', (percent, expected) => {
    expect(toBasisPoints(percent)).toBe(expected);
  });

  it('rejects more than 2 decimals', () => {
    expect(() => toBasisPoints(12.345)).toThrow(RangeError);
    expect(() => toBasisPoints(Number.NaN)).toThrow(RangeError);
  });

  it('has 10 000 basis points in a whole', () => {
    expect(BASIS_POINTS_PER_WHOLE).toBe(10_000);
  });
});

describe('isValidPercent', () => {
  it.each([
    [0, true],
    [100, true],
    [18, true],
    [2.5, true],
    [99.99, true],
    [0.01, true],
    [-0.01, false],
    [100.01, false],
    [12.345, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (percent, expected) => {
    expect(isValidPercent(percent)).toBe(expected);
  });
});

describe('toValidBasisPoints', () => {
  it('returns basis points of a valid percent', () => {
    expect(toValidBasisPoints(12.75, 'discount')).toBe(1275);
  });

  it('names the field when the percent is out of range', () => {
    expect(() => toValidBasisPoints(101, 'discount')).toThrow(
      'discount must be between 0 and 100 with at most 2 decimals, got 101',
    );
    expect(() => toValidBasisPoints(-1, 'overDues')).toThrow(RangeError);
    expect(() => toValidBasisPoints(1.001, 'GST rate')).toThrow(RangeError);
  });
});
