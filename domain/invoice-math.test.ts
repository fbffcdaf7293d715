import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeDecimalInvoiceTotals,
  computeInvoiceTotals,
  computeItemAmount,
  type ItemFigures,
  lateFeePercent,
} from './invoice-math';
import { MAX_PAISE, percentOf, roundHalfUp } from './money';

const item = (overrides: Partial<ItemFigures> = {}): ItemFigures => ({
  quantity: 125050,
  unitPrice: 250,
  discount: 0,
  overDues: 0,
  ...overrides,
});

const percentArbitrary = fc.integer({ min: 0, max: 10000 }).map((basisPoints) => basisPoints / 100);
const itemArbitrary = fc.record({
  quantity: fc.integer({ min: 0, max: 10_000_000 }),
  unitPrice: fc.integer({ min: 0, max: 10_000_000 }),
  discount: percentArbitrary,
  overDues: percentArbitrary,
});

describe('computeItemAmount', () => {
  it('multiplies area by price: 1250.50 sq.ft × ₹2.50 = ₹3126.25', () => {
    expect(computeItemAmount(item())).toBe(312625);
  });

  it('adds the late fee and takes the discount off the base: 3126.25 × 0.97 = 3032.4625 → 3032.46', () => {
    expect(computeItemAmount(item({ overDues: 2, discount: 5 }))).toBe(303246);
  });

  it.each([
    [{ overDues: 2 }, 318878], // 3188.775 → 3188.78 (an exact half paisa rounds up)
    [{ discount: 5 }, 296994], // 2969.9375 → 2969.94
    [{ discount: 100 }, 0],
    [{ discount: 100, overDues: 100 }, 312625],
    [{ overDues: 100 }, 625250],
    [{ discount: 12.75, overDues: 2.5 }, 280581], // 3126.25 × 0.8975 = 2805.809375 → 2805.81
  ])('applies %j to ₹3126.25', (overrides, expected) => {
    expect(computeItemAmount(item(overrides))).toBe(expected);
  });

  it('rounds an exact x.xx5 up: 1.01 sq.ft × ₹0.50 = 0.505 → ₹0.51', () => {
    expect(computeItemAmount(item({ quantity: 101, unitPrice: 50 }))).toBe(51);
  });

  it('rounds around a half paisa: ₹10 with 0.05 % late fee = 10.005 → 10.01, with 0.05 % discount = 9.995 → 10.00', () => {
    expect(computeItemAmount(item({ quantity: 100, unitPrice: 1000, overDues: 0.05 }))).toBe(1001);
    expect(computeItemAmount(item({ quantity: 100, unitPrice: 1000, discount: 0.05 }))).toBe(1000);
  });

  it('rounds once, not the base first: 0.505 × 1.01 = 0.51005 → 0.51 (not 0.51 × 1.01 → 0.52)', () => {
    expect(computeItemAmount(item({ quantity: 101, unitPrice: 50, overDues: 1 }))).toBe(51);
  });

  it('rounds below half down: 0.0049 → 0', () => {
    // 0.07 sq.ft × ₹0.07 = 0.0049
    expect(computeItemAmount(item({ quantity: 7, unitPrice: 7 }))).toBe(0);
    // 0.07 sq.ft × ₹0.08 = 0.0056 → 0.01
    expect(computeItemAmount(item({ quantity: 7, unitPrice: 8 }))).toBe(1);
  });

  it('is zero for a zero area or price', () => {
    expect(computeItemAmount(item({ quantity: 0 }))).toBe(0);
    expect(computeItemAmount(item({ unitPrice: 0, overDues: 50 }))).toBe(0);
  });

  it.each([
    [{ quantity: -1 }, 'quantity must not be negative, got -1'],
    [{ unitPrice: -1 }, 'unitPrice must not be negative, got -1'],
    [{ quantity: 1.5 }, 'quantity must be an integer'],
    [{ unitPrice: Number.NaN }, 'unitPrice must be an integer'],
    [{ discount: 100.01 }, 'discount must be between 0 and 100'],
    [{ discount: -0.01 }, 'discount must be between 0 and 100'],
    [{ overDues: 101 }, 'overDues must be between 0 and 100'],
    [{ overDues: 2.005 }, 'overDues must be between 0 and 100 with at most 2 decimals'],
    [{ overDues: Number.NaN }, 'overDues must be between 0 and 100'],
  ])('rejects %j', (overrides, message) => {
    expect(() => computeItemAmount(item(overrides))).toThrow(message);
  });

  it('rejects an amount beyond MAX_PAISE instead of losing precision', () => {
    expect(() => computeItemAmount(item({ quantity: MAX_PAISE, unitPrice: MAX_PAISE }))).toThrow(RangeError);
  });

  it('handles products beyond 2^53 exactly', () => {
    // 9,999,999.99 sq.ft × ₹9,99,999.99 = 9,999,999,890,000.0001 → …890,000.00
    expect(computeItemAmount(item({ quantity: 999999999, unitPrice: 99999999 }))).toBe(999999989000000);
  });

  it('equals the rounded base when there is no discount or late fee', () => {
    fc.assert(
      fc.property(itemArbitrary, (figures) => {
        const plain = { ...figures, discount: 0, overDues: 0 };
        const base = roundHalfUp(BigInt(figures.quantity) * BigInt(figures.unitPrice), 100n);
        expect(computeItemAmount(plain)).toBe(Number(base));
      }),
    );
  });

  it('is an integer within half a paisa of the exact amount', () => {
    fc.assert(
      fc.property(itemArbitrary, (figures) => {
        const amount = computeItemAmount(figures);
        expect(Number.isSafeInteger(amount)).toBe(true);
        const factor = BigInt(Math.round((100 + figures.overDues - figures.discount) * 100));
        const exact = BigInt(figures.quantity) * BigInt(figures.unitPrice) * factor;
        const twiceError = 2n * (BigInt(amount) * 1_000_000n - exact);
        expect(twiceError <= 1_000_000n && twiceError > -1_000_000n).toBe(true);
      }),
    );
  });

  it('never decreases when price, area or late fee grow, nor when the discount shrinks', () => {
    fc.assert(
      fc.property(itemArbitrary, itemArbitrary, (first, second) => {
        const low = {
          quantity: Math.min(first.quantity, second.quantity),
          unitPrice: Math.min(first.unitPrice, second.unitPrice),
          overDues: Math.min(first.overDues, second.overDues),
          discount: Math.max(first.discount, second.discount),
        };
        const high = {
          quantity: Math.max(first.quantity, second.quantity),
          unitPrice: Math.max(first.unitPrice, second.unitPrice),
          overDues: Math.max(first.overDues, second.overDues),
          discount: Math.min(first.discount, second.discount),
        };
        expect(computeItemAmount(low)).toBeLessThanOrEqual(computeItemAmount(high));
      }),
    );
  });
});

describe('computeInvoiceTotals', () => {
  it('computes a two-flat invoice with 18 % GST', () => {
    const totals = computeInvoiceTotals(
      [
        { itemName: 'A-101 maintenance', quantity: 125050, unitPrice: 250, discount: 5, overDues: 2 },
        { itemName: 'B-204 maintenance', quantity: 98075, unitPrice: 320, discount: 0, overDues: 4 },
      ],
      18,
    );
    expect(totals).toEqual({
      items: [
        {
          itemName: 'A-101 maintenance',
          quantity: 125050,
          unitPrice: 250,
          discount: 5,
          overDues: 2,
          amount: 303246,
          rate: 1800,
          taxableValue: 303246,
          tax: null,
          exemption: null,
        },
        {
          itemName: 'B-204 maintenance',
          quantity: 98075,
          unitPrice: 320,
          discount: 0,
          overDues: 4,
          amount: 326394, // 980.75 × 3.20 × 1.04 = 3263.936
          rate: 1800,
          taxableValue: 326394,
          tax: null,
          exemption: null,
        },
      ],
      subTotal: 629640,
      gst: 113335, // 18 % of 6296.40 = 1133.352
      roundOff: 25,
      total: 743000, // 7429.75 → 7430
      summary: [{ rate: 1800, taxableValue: 629640, cgst: 0, sgst: 0, igst: 0 }],
      document: null,
    });
  });

  it('rounds GST half-up: 18 % of ₹3126.25 = 562.725 → 562.73, total 3688.98 → 3689', () => {
    const totals = computeInvoiceTotals([item()], 18);
    expect(totals).toMatchObject({ subTotal: 312625, gst: 56273, total: 368900 });
  });

  it('rounds a GST of exactly half a paisa up: 2.5 % of ₹0.20 = 0.005 → 0.01', () => {
    const totals = computeInvoiceTotals([item({ quantity: 100, unitPrice: 20 })], 2.5);
    expect(totals).toMatchObject({ subTotal: 20, gst: 1, total: 0 });
  });

  it('rounds the total half-up to a rupee: 1234.50 → 1235 and 1234.49 → 1234', () => {
    // ₹1046.19 + 18 % (188.3142 → 188.31) = 1234.50
    expect(computeInvoiceTotals([item({ quantity: 100, unitPrice: 104619 })], 18)).toMatchObject({
      subTotal: 104619,
      gst: 18831,
      total: 123500,
    });
    // ₹1046.18 + 18 % (188.3124 → 188.31) = 1234.49
    expect(computeInvoiceTotals([item({ quantity: 100, unitPrice: 104618 })], 18)).toMatchObject({
      subTotal: 104618,
      gst: 18831,
      total: 123400,
    });
  });

  it('with no GST the total is the sub total rounded to a rupee', () => {
    expect(computeInvoiceTotals([item()], 0)).toMatchObject({ subTotal: 312625, gst: 0, total: 312600 });
  });

  it('with 100 % GST doubles the sub total', () => {
    expect(computeInvoiceTotals([item()], 100)).toMatchObject({ gst: 312625, total: 625300 });
  });

  it('gives zeros for no items', () => {
    expect(computeInvoiceTotals([], 18)).toEqual({
      items: [],
      subTotal: 0,
      gst: 0,
      roundOff: 0,
      total: 0,
      summary: [],
      document: null,
    });
  });

  it('does not change the items it is given', () => {
    const items = [item()];
    computeInvoiceTotals(items, 18);
    expect(items).toEqual([item()]);
  });

  it('rejects a GST rate outside 0–100 or with more than 2 decimals', () => {
    expect(() => computeInvoiceTotals([item()], 100.01)).toThrow('GST rate must be between 0 and 100');
    expect(() => computeInvoiceTotals([item()], -1)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([item()], 18.001)).toThrow(RangeError);
    expect(() => computeInvoiceTotals([], Number.NaN)).toThrow(RangeError);
  });

  it('rejects a sub total beyond MAX_PAISE', () => {
    const huge = item({ quantity: 999999999, unitPrice: 99999999 });
    expect(() =>
      computeInvoiceTotals([huge, huge, huge, huge, huge, huge, huge, huge, huge, huge, huge], 0),
    ).toThrow(RangeError);
  });

  it('keeps its invariants for any items and rate', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 20 }), percentArbitrary, (items, rate) => {
        const totals = computeInvoiceTotals(items, rate);
        const amounts = totals.items.map((line) => line.amount);
        expect(totals.subTotal).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
        expect(amounts).toEqual(items.map(computeItemAmount));
        expect(totals.gst).toBe(percentOf(totals.subTotal, rate));
        expect(totals.total % 100).toBe(0);
        expect(Math.abs(totals.total - (totals.subTotal + totals.gst))).toBeLessThanOrEqual(50);
        for (const value of [totals.subTotal, totals.gst, totals.total, ...amounts]) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('does not depend on the order of the items', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 10 }), percentArbitrary, (items, rate) => {
        const forward = computeInvoiceTotals(items, rate);
        const backward = computeInvoiceTotals([...items].reverse(), rate);
        expect([backward.subTotal, backward.gst, backward.total]).toEqual([
          forward.subTotal,
          forward.gst,
          forward.total,
        ]);
      }),
    );
  });

  it('never decreases when the GST rate grows', () => {
    fc.assert(
      fc.property(
        fc.array(itemArbitrary, { maxLength: 5 }),
        percentArbitrary,
        percentArbitrary,
        (items, first, second) => {
          const low = computeInvoiceTotals(items, Math.min(first, second));
          const high = computeInvoiceTotals(items, Math.max(first, second));
          expect(low.gst).toBeLessThanOrEqual(high.gst);
          expect(low.total).toBeLessThanOrEqual(high.total);
        },
      ),
    );
  });
});

describe('computeDecimalInvoiceTotals', () => {
  it('computes from sq.ft and rupees and answers in rupees', () => {
    const totals = computeDecimalInvoiceTotals(
      [
        { itemName: 'A-101', quantity: 1250.5, unitPrice: 2.5, discount: 5, overDues: 2 },
        { itemName: 'B-204', quantity: 980.75, unitPrice: 3.2, discount: 0, overDues: 4 },
      ],
      18,
    );
    expect(totals).toEqual({
      items: [
        { itemName: 'A-101', quantity: 1250.5, unitPrice: 2.5, discount: 5, overDues: 2, amount: 3032.46 },
        { itemName: 'B-204', quantity: 980.75, unitPrice: 3.2, discount: 0, overDues: 4, amount: 3263.94 },
      ],
      subTotal: 6296.4,
      gst: 1133.35,
      roundOff: 0.25,
      total: 7430,
      summary: [{ rate: 18, taxableValue: 6296.4, cgst: 0, sgst: 0, igst: 0 }],
      document: null,
    });
  });

  it('avoids the float error of multiplying decimals: 1.15 sq.ft × ₹1 = 1.15', () => {
    expect(1.15 * 1 * 100).toBe(114.99999999999999);
    const totals = computeDecimalInvoiceTotals(
      [{ quantity: 1.15, unitPrice: 1, discount: 0, overDues: 0 }],
      0,
    );
    expect(totals.items[0]?.amount).toBe(1.15);
    expect(totals.subTotal).toBe(1.15);
    expect(totals.total).toBe(1);
  });

  it('gives zeros for no items', () => {
    expect(computeDecimalInvoiceTotals([], 18)).toEqual({
      items: [],
      subTotal: 0,
      gst: 0,
      roundOff: 0,
      total: 0,
      summary: [],
      document: null,
    });
  });

  it('rejects figures with more than 2 decimals', () => {
    const line = { quantity: 1250.5, unitPrice: 2.5, discount: 0, overDues: 0 };
    expect(() => computeDecimalInvoiceTotals([{ ...line, quantity: 1250.505 }], 18)).toThrow(RangeError);
    expect(() => computeDecimalInvoiceTotals([{ ...line, unitPrice: 0.1 + 0.2 }], 18)).toThrow(RangeError);
    expect(() => computeDecimalInvoiceTotals([{ ...line, unitPrice: -1 }], 18)).toThrow(RangeError);
  });

  it('agrees with the exact computation for any items', () => {
    fc.assert(
      fc.property(fc.array(itemArbitrary, { maxLength: 10 }), percentArbitrary, (items, rate) => {
        const exact = computeInvoiceTotals(items, rate);
        const decimal = computeDecimalInvoiceTotals(
          items.map((line) => ({ ...line, quantity: line.quantity / 100, unitPrice: line.unitPrice / 100 })),
          rate,
        );
        expect(decimal.items.map((line) => Math.round(line.amount * 100))).toEqual(
          exact.items.map((line) => line.amount),
        );
        expect([decimal.subTotal, decimal.gst, decimal.total]).toEqual([
          exact.subTotal / 100,
          exact.gst / 100,
          exact.total / 100,
        ]);
      }),
    );
  });
});

describe('lateFeePercent', () => {
  it.each([
    [0, 0],
    [1, 2],
    [3, 6],
    [49, 98],
    [50, 100],
    [51, 100],
    [1000, 100],
  ])('%d months late → %d per cent', (months, expected) => {
    expect(lateFeePercent(months)).toBe(expected);
  });

  it('rejects negative or fractional months', () => {
    expect(() => lateFeePercent(-1)).toThrow('monthsLate must not be negative, got -1');
    expect(() => lateFeePercent(1.5)).toThrow(RangeError);
  });
});
