import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY,
  DEFAULT_GST_RATE,
  DEFAULT_HSN,
  DEFAULT_INVOICE_TYPE,
  DEFAULT_TIME_ZONE,
  INVOICE_NUMBER_MIN_DIGITS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LATE_FEE_PERCENT_PER_MONTH,
  MAX_PERCENT,
  MIN_PERCENT,
  PAYMENT_METHODS,
} from './constants';

describe('business constants', () => {
  it('has the product defaults', () => {
    expect(DEFAULT_GST_RATE).toBe(18);
    expect(DEFAULT_HSN).toBe('995419');
    expect(DEFAULT_CURRENCY).toBe('INR');
    expect(DEFAULT_INVOICE_TYPE).toBe('Proforma');
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Kolkata');
    expect(LATE_FEE_PERCENT_PER_MONTH).toBe(2);
    expect(INVOICE_NUMBER_MIN_DIGITS).toBe(3);
    expect([MIN_PERCENT, MAX_PERCENT]).toEqual([0, 100]);
  });

  it('lists the invoice types, payment methods and statuses in their display order', () => {
    expect(INVOICE_TYPES).toEqual(['Invoice', 'Proforma', 'Receipt', 'Bill', 'Quotation']);
    expect(PAYMENT_METHODS).toEqual([
      'Bank Transfer',
      'Credit Card',
      'Debit Card',
      'UPI',
      'Cash',
      'Cheque',
      'Others',
    ]);
    expect(INVOICE_STATUSES).toEqual(['Paid', 'Partial', 'Unpaid']);
  });

  it('has a default invoice type among the types', () => {
    expect(INVOICE_TYPES).toContain(DEFAULT_INVOICE_TYPE);
  });

  it('names India Standard Time as the default zone', () => {
    const format = new Intl.DateTimeFormat('en-US', { timeZone: DEFAULT_TIME_ZONE });
    expect(format.format(new Date('2024-01-31T18:29:59Z'))).toBe('1/31/2024');
    expect(format.format(new Date('2024-01-31T18:30:00Z'))).toBe('2/1/2024');
  });
});
