import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceStatus } from './constants';
import {
  balanceDue,
  deriveStatus,
  documentHeading,
  isExpired,
  isOverdue,
  payableNow,
  receivedOnCreate,
  statusLabel,
  statusOnCreate,
} from './status';

describe('deriveStatus', () => {
  it.each([
    [10000, 0, 'Unpaid'],
    [10000, 1, 'Partial'],
    [10000, 9999, 'Partial'],
    [10000, 10000, 'Paid'],
    [10000, 10001, 'Paid'],
    [0, 0, 'Paid'],
    [0, 500, 'Paid'],
  ])('total %d, received %d → %s', (total, received, expected) => {
    expect(deriveStatus(total, received, 0)).toBe(expected);
  });

  it.each([
    [10000, 0, 4000, 'Unpaid'],
    [10000, 5000, 4000, 'Partial'],
    [10000, 6000, 4000, 'Paid'],
    [10000, 0, 10000, 'Paid'],
  ])('total %d, received %d, credited %d → %s', (total, received, credited, expected) => {
    expect(deriveStatus(total, received, credited)).toBe(expected);
  });

  it('rejects negative or fractional amounts', () => {
    expect(() => deriveStatus(-1, 0, 0)).toThrow('total must not be negative, got -1');
    expect(() => deriveStatus(100, -1, 0)).toThrow('received must not be negative, got -1');
    expect(() => deriveStatus(100, 0, -1)).toThrow('credited must not be negative, got -1');
    expect(() => deriveStatus(100.5, 0, 0)).toThrow(RangeError);
    expect(() => deriveStatus(100, Number.NaN, 0)).toThrow(RangeError);
  });

  it('is Paid exactly when nothing is due, Unpaid exactly when nothing was received on a debt', () => {
    const amount = fc.integer({ min: 0, max: 10 ** 12 });
    fc.assert(
      fc.property(amount, amount, amount, (total, received, anyCredit) => {
        const credited = anyCredit % (total + 1);
        const status = deriveStatus(total, received, credited);
        expect(status === 'Paid').toBe(balanceDue(total, received, credited) === 0);
        expect(status === 'Unpaid').toBe(received === 0 && total - credited > 0);
      }),
    );
  });
});

describe('receivedOnCreate', () => {
  it('is the whole total for a Receipt and nothing for any other type', () => {
    expect(receivedOnCreate('Receipt', 459_200)).toBe(459_200);
    for (const type of ['Invoice', 'Proforma', 'Bill', 'Quotation'] as const) {
      expect(receivedOnCreate(type, 459_200)).toBe(0);
      expect(statusOnCreate(type)).toBe('Unpaid');
    }
    expect(statusOnCreate('Receipt')).toBe('Paid');
  });
});

describe('balanceDue', () => {
  it.each([
    [10000, 0, 10000],
    [10000, 2500, 7500],
    [10000, 10000, 0],
    [10000, 12000, 0],
    [0, 0, 0],
  ])('total %d, received %d → %d', (total, received, expected) => {
    expect(balanceDue(total, received, 0)).toBe(expected);
  });

  it('is what the credit notes left of the total, less what was received', () => {
    expect(balanceDue(10000, 2500, 3000)).toBe(4500);
    expect(balanceDue(10000, 0, 10000)).toBe(0);
  });

  it('rejects negative amounts', () => {
    expect(() => balanceDue(-1, 0, 0)).toThrow(RangeError);
    expect(() => balanceDue(0, -1, 0)).toThrow(RangeError);
    expect(() => balanceDue(0, 0, -1)).toThrow(RangeError);
  });
});

describe('isExpired', () => {
  const now = new Date('2024-05-31T18:29:59Z'); // 23:59:59 on 31 May in India

  it('is false on the due date itself and true from the next day', () => {
    expect(isExpired('2024-05-31', now)).toBe(false);
    expect(isExpired('2024-06-01', now)).toBe(false);
    expect(isExpired('2024-05-30', now)).toBe(true);
    expect(isExpired('2024-05-31', new Date('2024-05-31T18:30:00Z'))).toBe(true);
  });

  it('reads the due date and now in the given zone', () => {
    expect(isExpired('2024-05-31', new Date('2024-05-31T18:30:00Z'), 'UTC')).toBe(false);
    expect(isExpired(new Date('2024-05-30T18:30:00Z'), now)).toBe(false);
    expect(isExpired('2024-05-30T18:29:59Z', now)).toBe(true);
  });

  it('rejects an invalid due date', () => {
    expect(() => isExpired('2024-02-30', now)).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  const now = new Date('2024-06-10T06:00:00Z');
  const invoice = (status: InvoiceStatus, dueDate: string, isReplaced = false) => ({
    status,
    dueDate,
    isReplaced,
  });

  it.each([
    ['Unpaid', '2024-06-09', false, true],
    ['Unpaid', '2024-06-10', false, false],
    ['Unpaid', '2024-06-30', false, false],
    ['Partial', '2024-06-30', false, true],
    ['Partial', '2024-06-09', false, true],
    ['Paid', '2024-06-09', false, false],
    ['Paid', '2024-06-30', false, false],
    ['Unpaid', '2024-06-09', true, false],
    ['Partial', '2024-06-09', true, false],
  ] as const)('%s due %s, replaced %s → %s', (status, dueDate, isReplaced, expected) => {
    expect(isOverdue(invoice(status, dueDate, isReplaced), now)).toBe(expected);
  });

  it('uses the business time zone for "passed"', () => {
    const lateEvening = new Date('2024-06-09T20:00:00Z'); // already 10 June in India
    expect(isOverdue(invoice('Unpaid', '2024-06-09'), lateEvening)).toBe(true);
    expect(isOverdue(invoice('Unpaid', '2024-06-09'), lateEvening, 'UTC')).toBe(false);
  });
});

describe('documentHeading', () => {
  it('is the type while something is due, and Invoice once nothing is', () => {
    expect(documentHeading('Proforma', 0.01)).toBe('Proforma');
    expect(documentHeading('Proforma', 0)).toBe('Invoice');
    expect(documentHeading('Receipt', -5)).toBe('Invoice');
  });
});

describe('statusLabel', () => {
  it('calls an unpaid or partly paid quotation a Quotation, and leaves every other state as it is', () => {
    expect(statusLabel('Quotation', 'Unpaid')).toBe('Quotation');
    expect(statusLabel('Quotation', 'Partial')).toBe('Quotation');
    expect(statusLabel('Quotation', 'Paid')).toBe('Paid');
    expect(statusLabel('Invoice', 'Unpaid')).toBe('Unpaid');
    expect(statusLabel('Proforma', 'Partial')).toBe('Partial');
  });
});

describe('payableNow', () => {
  it('is the balance, or nothing once a late-fee invoice has replaced the invoice', () => {
    const bill = { totalPaise: 354_000, creditedPaise: 0, isReplaced: false };
    expect(payableNow({ ...bill, receivedPaise: 100_000 })).toBe(254_000);
    expect(payableNow({ ...bill, receivedPaise: 100_000, creditedPaise: 54_000 })).toBe(200_000);
    expect(payableNow({ ...bill, receivedPaise: 400_000 })).toBe(0);
    expect(payableNow({ ...bill, receivedPaise: 100_000, isReplaced: true })).toBe(0);
  });
});
