import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeItemAmount } from './invoice-math';
import { billedQuantity } from './line-basis';

const hundredths = fc.integer({ min: 1, max: 100_000_000 });

describe('billedQuantity', () => {
  it('bills a per-sq.ft line for the flat area and a fixed line for its typed quantity', () => {
    fc.assert(
      fc.property(hundredths, hundredths, (area, typed) => {
        expect(billedQuantity({ basis: 'area' }, area)).toBe(area);
        expect(billedQuantity({ basis: 'fixed', quantity: typed }, area)).toBe(typed);
      }),
    );
  });

  it('leaves the arithmetic to invoice-math: 1 × ₹500 is ₹500, 1,250.50 sq.ft × ₹3.25 is ₹4,064.13', () => {
    const line = { unitPrice: 50_000, discount: 0, overDues: 0 };
    expect(
      computeItemAmount({ ...line, quantity: billedQuantity({ basis: 'fixed', quantity: 100 }, 125_050) }),
    ).toBe(50_000);
    expect(
      computeItemAmount({ ...line, unitPrice: 325, quantity: billedQuantity({ basis: 'area' }, 125_050) }),
    ).toBe(406_413);
  });
});
