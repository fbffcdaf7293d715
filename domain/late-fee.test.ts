import { describe, expect, it } from 'vitest';
import { LATE_FEE_PERCENT_PER_MONTH } from './constants';
import { computeDecimalInvoiceTotals } from './invoice-math';
import { lateFeePercentOn, lateFeeRefusal, withLateFee } from './late-fee';

describe('lateFeePercentOn', () => {
  it('charges LATE_FEE_PERCENT_PER_MONTH for each month started', () => {
    expect(LATE_FEE_PERCENT_PER_MONTH).toBe(2);
  });

  it.each([
    ['before the due date', '2026-08-10', 0],
    ['on the due date', '2026-08-15', 0],
    ['the day after', '2026-08-16', 2],
    ['exactly one month after', '2026-09-15', 2],
    ['a month and a day after', '2026-09-16', 4],
    ['three months after', '2026-11-15', 6],
    ['three months and a day after', '2026-11-16', 8],
  ])('due 2026-08-15, %s (%s) → %d %%', (_, today, expected) => {
    expect(lateFeePercentOn('2026-08-15', today)).toBe(expected);
  });

  it('follows month ends: due 2026-01-31 is one month late through 2026-02-28', () => {
    expect(lateFeePercentOn('2026-01-31', '2026-02-28')).toBe(2);
    expect(lateFeePercentOn('2026-01-31', '2026-03-01')).toBe(4);
  });

  it('stops at 100 %, the most a late fee can be', () => {
    expect(lateFeePercentOn('2000-01-31', '2026-11-22')).toBe(100);
  });
});

describe('lateFeeRefusal', () => {
  const unpaid = {
    type: 'Proforma',
    status: 'Unpaid',
    dueDate: '2026-10-31',
    isReplaced: false,
    isCredited: false,
  } as const;

  it('accepts an Unpaid invoice past its due date', () => {
    expect(lateFeeRefusal(unpaid, '2026-11-01')).toBeNull();
  });

  it.each([
    ['quotation', { ...unpaid, type: 'Quotation' }, '2026-11-22'],
    ['replaced', { ...unpaid, isReplaced: true }, '2026-11-22'],
    ['paid', { ...unpaid, status: 'Paid' }, '2026-11-22'],
    ['partial', { ...unpaid, status: 'Partial' }, '2026-11-22'],
    ['credited', { ...unpaid, isCredited: true }, '2026-11-22'],
    ['not-due', unpaid, '2026-10-31'],
    ['not-due', unpaid, '2026-10-01'],
  ] as const)('refuses as %s', (reason, invoice, today) => {
    expect(lateFeeRefusal(invoice, today)).toBe(reason);
  });
});

describe('a late fee in the invoice figures', () => {
  // 1,250.50 sq.ft × ₹3.25 = 4,064.125; 18 % GST.
  const line = { itemName: 'Maintenance', quantity: 1250.5, unitPrice: 3.25, discount: 0, overDues: 0 };
  const totalsOn = (today: string) =>
    computeDecimalInvoiceTotals(withLateFee([line], lateFeePercentOn('2026-08-15', today)), 18);

  it('0 months late: 4,064.125 → 4,064.13; GST 731.5434 → 731.54; total 4,795.67 → 4,796', () => {
    expect(totalsOn('2026-08-15')).toMatchObject({ subTotal: 4064.13, gst: 731.54, total: 4796 });
  });

  it('1 month late (2 %): 4,064.125 × 1.02 = 4,145.4075 → 4,145.41; GST 746.1738 → 746.17; total 4,892', () => {
    const totals = totalsOn('2026-09-15');
    expect(totals.items[0]).toMatchObject({ overDues: 2, amount: 4145.41 });
    expect(totals).toMatchObject({ subTotal: 4145.41, gst: 746.17, total: 4892 });
  });

  it('3 months late (6 %): 4,064.125 × 1.06 = 4,307.9725 → 4,307.97; GST 775.4346 → 775.43; total 5,083', () => {
    const totals = totalsOn('2026-11-15');
    expect(totals.items[0]).toMatchObject({ overDues: 6, amount: 4307.97 });
    expect(totals).toMatchObject({ subTotal: 4307.97, gst: 775.43, total: 5083 });
  });

  it('keeps each line’s other figures', () => {
    expect(withLateFee([{ ...line, discount: 5, overDues: 1 }], 4)).toEqual([
      { ...line, discount: 5, overDues: 4 },
    ]);
  });
});
