import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advancePaiseOf,
  allocateOldestFirst,
  arrearsBroughtForwardOf,
  ledgerFlatOf,
  openingAdvanceLeftOf,
  openingOwedOf,
  receiptSplitOf,
  spreadInOrder,
} from './ledger';

const bills = fc.array(fc.record({ key: fc.uuid(), paise: fc.integer({ min: 0, max: 1_000_000 }) }), {
  maxLength: 12,
});

describe('allocateOldestFirst', () => {
  it('pays the opening balance, then the bills in order, and keeps the rest as advance', () => {
    const allocation = allocateOldestFirst(2_000_00, 500_00, [
      { key: 'october', paise: 1_000_00 },
      { key: 'november', paise: 1_000_00 },
    ]);
    expect(allocation).toEqual({
      openingPaise: 500_00,
      bills: [
        { key: 'october', paise: 1_000_00 },
        { key: 'november', paise: 500_00 },
      ],
      advancePaise: 0,
    });
    expect(allocateOldestFirst(300_00, -100_00, [{ key: 'october', paise: 100_00 }])).toEqual({
      openingPaise: 0,
      bills: [{ key: 'october', paise: 100_00 }],
      advancePaise: 200_00,
    });
  });

  it('never loses or makes a paisa, never pays a bill beyond its balance, and pays an earlier bill first', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        bills,
        (amount, opening, owed) => {
          const allocation = allocateOldestFirst(amount, opening, owed);
          const onBills = allocation.bills.reduce((sum, bill) => sum + bill.paise, 0);
          expect(allocation.openingPaise + onBills + allocation.advancePaise).toBe(amount);
          expect(allocation.openingPaise).toBeLessThanOrEqual(Math.max(0, opening));
          expect(allocation.advancePaise).toBeGreaterThanOrEqual(0);
          for (const paid of allocation.bills) {
            expect(paid.paise).toBeGreaterThan(0);
            expect(paid.paise).toBeLessThanOrEqual(owed.find((bill) => bill.key === paid.key)?.paise ?? 0);
          }
          // Money is left over only once every bill and the opening balance are paid in full.
          if (allocation.advancePaise > 0)
            expect(onBills).toBe(owed.reduce((sum, bill) => sum + bill.paise, 0));
        },
      ),
    );
  });
});

describe('spreadInOrder', () => {
  it('takes from each portion in turn, as much as is asked and no more', () => {
    expect(
      spreadInOrder(700, [
        { key: null, paise: 0 },
        { key: 'r1', paise: 500 },
        { key: 'r2', paise: 500 },
      ]),
    ).toEqual({
      taken: [
        { key: 'r1', paise: 500 },
        { key: 'r2', paise: 200 },
      ],
      leftPaise: 0,
    });
    expect(spreadInOrder(700, [{ key: 'r1', paise: 300 }])).toEqual({
      taken: [{ key: 'r1', paise: 300 }],
      leftPaise: 400,
    });
  });
});

describe('the opening balance and the advance', () => {
  it('owes only arrears and holds only an opening advance, less what was paid or taken', () => {
    expect(openingOwedOf(900_00, 400_00)).toBe(500_00);
    expect(openingOwedOf(-250_00, 0)).toBe(0);
    expect(openingOwedOf(300_00, 400_00)).toBe(-100_00);
    expect(openingAdvanceLeftOf(-250_50, 100_00)).toBe(150_50);
    expect(openingAdvanceLeftOf(900_00, 0)).toBe(0);
    expect(
      advancePaiseOf({ receivedPaise: 3_200_00, openingPaidPaise: 500_00, onBillsPaise: 2_000_00 }, 50_00),
    ).toBe(750_00);
  });
});

describe('arrearsBroughtForwardOf', () => {
  it('adds the opening balance still owed to the earlier bills, and never goes below 0', () => {
    expect(arrearsBroughtForwardOf(1_000_00, openingOwedOf(12_500_50, 2_500_00))).toBe(11_000_50);
    expect(arrearsBroughtForwardOf(0, openingOwedOf(-3_000_00, 0))).toBe(0);
    expect(arrearsBroughtForwardOf(750_00, openingOwedOf(300_00, 400_00))).toBe(750_00);
  });

  it('is at least each of its parts', () => {
    fc.assert(
      fc.property(fc.nat(10 ** 12), fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (bills, opening) => {
        const arrears = arrearsBroughtForwardOf(bills, opening);
        expect(arrears).toBeGreaterThanOrEqual(bills);
        expect(arrears).toBeGreaterThanOrEqual(opening);
        expect(arrears - bills).toBe(Math.max(0, opening));
      }),
    );
  });
});

describe('ledgerFlatOf', () => {
  const bill = { type: 'Bill', currency: 'INR', replacedByInvoiceId: null, customerId: 'flat-1' };
  it('counts a claim in rupees on its flat, and nothing else', () => {
    expect(ledgerFlatOf(bill)).toBe('flat-1');
    expect(ledgerFlatOf({ ...bill, type: 'Quotation' })).toBeNull();
    expect(ledgerFlatOf({ ...bill, currency: 'USD' })).toBeNull();
    expect(ledgerFlatOf({ ...bill, replacedByInvoiceId: 'late-fee' })).toBeNull();
    expect(ledgerFlatOf({ ...bill, customerId: null })).toBeNull();
  });
});

describe('where one receipt stands', () => {
  it('holds as advance what neither the opening balance nor a bill took; a reversed one nothing', () => {
    const receipt = { amountPaise: 600_000, openingPaise: 120_000, isReversed: false };
    expect(receiptSplitOf(receipt, 450_000)).toEqual({ openingPaise: 120_000, advancePaise: 30_000 });
    expect(receiptSplitOf({ ...receipt, isReversed: true }, 0)).toEqual({ openingPaise: 0, advancePaise: 0 });
  });
});
