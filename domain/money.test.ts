import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fromPaise,
  isMoneyValue,
  MAX_PAISE,
  PAISE_PER_RUPEE,
  percentOf,
  roundHalfUp,
  roundToWholeRupee,
  shareInPercent,
  sumPaise,
  toPaise,
} from './money';

describe('toPaise', () => {
  it.each([
    [1234.56, 123456],
    ['1234.5', 123450],
    [1234.5, 123450],
    [0, 0],
    [0.3, 30],
    [4.35, 435],
    [1.15, 115],
    [8.2, 820],
    ['0.05', 5],
    [-10.1, -1010],
    [9999999999999.99, MAX_PAISE],
  ])('%j → %d paise', (input, expected) => {
    expect(toPaise(input)).toBe(expected);
  });

  it('is exact where multiplying by 100 in floating point is not', () => {
    expect(4.35 * 100).toBe(434.99999999999994);
    expect(toPaise(4.35)).toBe(435);
    expect(1.15 * 100).toBe(114.99999999999999);
    expect(toPaise(1.15)).toBe(115);
  });

  it.each([[0.1 + 0.2], [1.005], ['1.234'], [Number.NaN], [Number.POSITIVE_INFINITY], ['₹10'], [1e16]])(
    'rejects %j with a RangeError',
    (input) => {
      expect(() => toPaise(input)).toThrow(RangeError);
    },
  );

  it('agrees with Math.round(x * 100) on every 2-decimal value it accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), (paise) => {
        const asNumber = paise / 100;
        expect(toPaise(asNumber)).toBe(paise);
        expect(toPaise(asNumber.toFixed(2))).toBe(paise);
      }),
    );
  });
});

describe('isMoneyValue', () => {
  it('accepts what toPaise accepts', () => {
    expect(isMoneyValue(12.34)).toBe(true);
    expect(isMoneyValue('0.5')).toBe(true);
    expect(isMoneyValue(-1)).toBe(true);
    expect(isMoneyValue(12.345)).toBe(false);
    expect(isMoneyValue(0.1 + 0.2)).toBe(false);
    expect(isMoneyValue(Number.NaN)).toBe(false);
    expect(isMoneyValue(10_000_000_000_000)).toBe(false);
  });
});

describe('fromPaise', () => {
  it.each([
    [12345, 123.45],
    [123456, 1234.56],
    [100, 1],
    [1, 0.01],
    [0, 0],
    [-250, -2.5],
    [MAX_PAISE, 9999999999999.99],
  ])('%d paise → %d', (paise, expected) => {
    expect(fromPaise(paise)).toBe(expected);
  });

  it('rejects fractions of a paisa and amounts beyond MAX_PAISE', () => {
    expect(() => fromPaise(0.5)).toThrow(RangeError);
    expect(() => fromPaise(MAX_PAISE + 1)).toThrow(RangeError);
  });

  it('is the inverse of toPaise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -MAX_PAISE, max: MAX_PAISE }), (paise) => {
        expect(toPaise(fromPaise(paise))).toBe(paise);
      }),
    );
  });

  it('exports the number of paise in a rupee', () => {
    expect(PAISE_PER_RUPEE).toBe(100);
  });
});

describe('roundHalfUp', () => {
  it.each([
    [0n, 1n, 0n],
    [7n, 1n, 7n],
    [5n, 2n, 3n],
    [3n, 2n, 2n],
    [1n, 2n, 1n],
    [-1n, 2n, -1n],
    [-5n, 2n, -3n],
    [-3n, 2n, -2n],
    [24999n, 10000n, 2n],
    [25000n, 10000n, 3n],
    [-24999n, 10000n, -2n],
    [-25000n, 10000n, -3n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [-2n, 3n, -1n],
    [10n ** 30n + 5n, 10n, 10n ** 29n + 1n],
  ])('%d / %d → %d', (numerator, denominator, expected) => {
    expect(roundHalfUp(numerator, denominator)).toBe(expected);
  });

  it('rejects a zero or negative denominator', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUp(1n, -2n)).toThrow('denominator must be positive');
  });

  it('is within half of the exact quotient, ties going away from zero', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 12n }), (numerator, denominator) => {
        const rounded = roundHalfUp(numerator, denominator);
        // |2·(n − r·d)| ≤ d, and equality (a tie) only when r is the farther from zero.
        const twiceError = 2n * (numerator - rounded * denominator);
        const magnitude = twiceError < 0n ? -twiceError : twiceError;
        expect(magnitude <= denominator).toBe(true);
        if (magnitude === denominator) {
          expect(rounded < 0n ? -rounded : rounded).toBeGreaterThan(
            numerator < 0n ? -numerator / denominator : numerator / denominator,
          );
        }
      }),
    );
  });

  it('is odd: rounding −x gives −(rounding x)', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.bigInt({ min: 1n, max: 10n ** 6n }), (numerator, denominator) => {
        expect(roundHalfUp(-numerator, denominator)).toBe(-roundHalfUp(numerator, denominator));
      }),
    );
  });
});

describe('percentOf', () => {
  it.each([
    [10000, 18, 1800],
    [100001, 18, 18000],
    [100003, 18, 18001],
    [1, 50, 1],
    [3, 50, 2],
    [1, 49.99, 0],
    [-1, 50, -1],
    [-3, 50, -2],
    [-1, 49.99, 0],
    [12345, 2.5, 309],
    [12345, 12.75, 1574],
    [313445, 18, 56420],
    [0, 18, 0],
    [10000, 0, 0],
    [10000, 100, 10000],
    [10000, 250, 25000],
    [10000, -2, -200],
    [MAX_PAISE, 100, MAX_PAISE],
    [MAX_PAISE, 0.01, 100000000000],
  ])('%d paise × %d per cent → %d', (amount, percent, expected) => {
    expect(percentOf(amount, percent)).toBe(expected);
  });

  it('rounds an exact half paisa up', () => {
    // 18 % of 25 paise = 4.5 paise → 5; 18 % of 75 paise = 13.5 → 14.
    expect(percentOf(25, 18)).toBe(5);
    expect(percentOf(75, 18)).toBe(14);
  });

  it('rejects fractional paise, bad percents and results beyond MAX_PAISE', () => {
    expect(() => percentOf(1.5, 18)).toThrow(RangeError);
    expect(() => percentOf(100, 18.001)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(MAX_PAISE, 200)).toThrow(RangeError);
  });

  it('is exact: the result differs from amount × percent / 100 by at most half a paisa', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 10000 }),
        (amount, basisPoints) => {
          const result = percentOf(amount, basisPoints / 100);
          const twiceError = 2n * (BigInt(result) * 10000n - BigInt(amount) * BigInt(basisPoints));
          expect(twiceError <= 10000n && twiceError > -10000n).toBe(true);
          expect(Number.isInteger(result)).toBe(true);
        },
      ),
    );
  });
});

describe('sumPaise', () => {
  it('adds exactly', () => {
    expect(sumPaise([])).toBe(0);
    expect(sumPaise([10, 20])).toBe(30);
    expect(sumPaise([MAX_PAISE, -MAX_PAISE, 1])).toBe(1);
  });

  it('rejects bad addends and sums beyond MAX_PAISE', () => {
    expect(() => sumPaise([0.5])).toThrow(RangeError);
    expect(() => sumPaise([MAX_PAISE, 1])).toThrow(RangeError);
  });
});

describe('roundToWholeRupee', () => {
  it.each([
    [123450, 123500],
    [123449, 123400],
    [123400, 123400],
    [50, 100],
    [49, 0],
    [0, 0],
    [-50, -100],
    [-49, 0],
    [-123450, -123500],
    [99999999999949, 99999999999900],
  ])('%d → %d', (paise, expected) => {
    expect(roundToWholeRupee(paise)).toBe(expected);
  });

  it('is a multiple of 100 within 50 paise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (paise) => {
        const rounded = roundToWholeRupee(paise);
        expect(rounded % 100 === 0).toBe(true);
        expect(Math.abs(rounded - paise)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('rejects an amount whose rounding leaves the range', () => {
    expect(() => roundToWholeRupee(MAX_PAISE)).toThrow(RangeError);
  });
});

describe('shareInPercent', () => {
  it('is the part in percent to one decimal, rounded down, and 0 of nothing', () => {
    expect(shareInPercent(10_000, 2_785_000)).toBe(0.3);
    expect(shareInPercent(2_784_999, 2_785_000)).toBe(99.9);
    expect(shareInPercent(2_785_000, 2_785_000)).toBe(100);
    expect(shareInPercent(0, 0)).toBe(0);
  });
});
