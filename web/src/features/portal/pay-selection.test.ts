import type { TMemberPortal, TPortalBill } from '@domain/api/portal';
import { describe, expect, it } from 'vitest';
import { countAfter, leastAmount, selectionAmount } from './pay-selection';

const bill = (balanceDue: number): TPortalBill => ({
  _id: `bill-${balanceDue}`,
  invoiceNumber: '001',
  type: 'Bill',
  date: '2026-10-01',
  dueDate: '2026-10-15',
  total: balanceDue,
  settled: 0,
  balanceDue,
  isOverdue: true,
  heads: [],
  taxAndRounding: 0,
});

const portalOwing = (openingDue: number, balances: number[]) =>
  ({ openingDue, bills: balances.map(bill) }) as unknown as TMemberPortal;

describe('what the Pay button pays', () => {
  it('adds the balance brought forward and the oldest bills chosen, to the paisa', () => {
    const portal = portalOwing(500.1, [1000.2, 2000.3, 3000.4]);
    expect([0, 1, 2, 3].map((count) => selectionAmount(portal, count))).toEqual([
      500.1, 1500.3, 3500.6, 6501,
    ]);
  });

  it('ticks every older bill with a newer one, and unticks every newer one with an older one', () => {
    expect(countAfter(2, true)).toBe(3);
    expect(countAfter(0, false)).toBe(0);
    expect(countAfter(1, false)).toBe(1);
  });

  it('asks at least the oldest due: the balance brought forward, else the oldest bill, never below ₹1', () => {
    expect(leastAmount(portalOwing(500, [1000]))).toBe(500);
    expect(leastAmount(portalOwing(0, [1000, 2000]))).toBe(1000);
    expect(leastAmount(portalOwing(0, []))).toBe(1);
    expect(leastAmount(portalOwing(0, [0.5]))).toBe(1);
  });
});
