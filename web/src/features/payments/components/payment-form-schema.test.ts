import {
  AMOUNT_NOT_POSITIVE_MESSAGE,
  AMOUNT_REQUIRED_MESSAGE,
  DATE_PAID_IN_FUTURE_MESSAGE,
} from '@domain/api/payments';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  type PaymentFormValues,
  paymentFieldOf,
  paymentFormDefaults,
  paymentFormSchema,
} from './payment-form-schema';

/** ₹1,234.50 still due on 26 Nov 2026. */
const schema = paymentFormSchema({ balance: 123450, currency: 'INR', today: '2026-11-26' });

function values(overrides: Partial<PaymentFormValues> = {}): PaymentFormValues {
  return { datePaid: '2026-11-26', amountPaid: '1234.5', paymentMethod: 'UPI', note: '', ...overrides };
}

/** The messages per field, or the body when the values are valid. */
function check(overrides: Partial<PaymentFormValues>) {
  const result = schema.safeParse(values(overrides));
  if (result.success) return result.data;
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the payment form', () => {
  it('offers total − received as a plain number, today in India and UPI', () => {
    expect(balanceOf({ total: 4853, totalAmountReceived: 2000, totalCredited: 0 })).toBe(285300);
    expect(balanceOf({ total: 4853, totalAmountReceived: 3618.5, totalCredited: 0 })).toBe(123450);
    // A credit note takes its total off what is owed.
    expect(balanceOf({ total: 4853, totalAmountReceived: 2000, totalCredited: 1180 })).toBe(167300);
    // Nothing below zero: an invoice edited down after a payment owes nothing.
    expect(balanceOf({ total: 4853, totalAmountReceived: 5000, totalCredited: 0 })).toBe(0);
    // 20:00 UTC on the 25th is already the 26th in India.
    expect(paymentFormDefaults(285300, new Date('2026-11-25T20:00:00.000Z'))).toEqual({
      datePaid: '2026-11-26',
      amountPaid: '2853',
      paymentMethod: 'UPI',
      note: '',
    });
    expect(paymentFormDefaults(123450).amountPaid).toBe('1234.5');
    expect(paymentFormDefaults(5).amountPaid).toBe('0.05');
  });

  it('turns the typed amount into the number the API takes, grouping commas allowed', () => {
    expect(check({ amountPaid: ' 1,234.50 ', note: 'Cheque 1234' })).toEqual({
      datePaid: '2026-11-26',
      amountPaid: 1234.5,
      paymentMethod: 'UPI',
      note: 'Cheque 1234',
    });
    expect(check({ amountPaid: '.5' })).toMatchObject({ amountPaid: 0.5 });
  });

  it('gives the API’s messages for an amount that is missing, not positive or too precise', () => {
    expect(check({ amountPaid: '' })).toEqual({ amountPaid: AMOUNT_REQUIRED_MESSAGE });
    expect(check({ amountPaid: 'abc' })).toEqual({ amountPaid: AMOUNT_REQUIRED_MESSAGE });
    expect(check({ amountPaid: '-5' })).toEqual({ amountPaid: AMOUNT_NOT_POSITIVE_MESSAGE });
    expect(check({ amountPaid: '0' })).toEqual({ amountPaid: AMOUNT_NOT_POSITIVE_MESSAGE });
    expect(check({ amountPaid: '10.005' })).toEqual({
      amountPaid: 'The amount paid can have at most 2 decimals',
    });
  });

  it('refuses more than the balance with the server’s words, to the paisa', () => {
    expect(check({ amountPaid: '1234.51' })).toEqual({
      amountPaid: 'The amount paid cannot be more than the ₹1,234.50 still due',
    });
    expect(check({ amountPaid: '1234.50' })).toMatchObject({ amountPaid: 1234.5 });
  });

  it('refuses a date after today, and a missing or impossible one', () => {
    expect(check({ datePaid: '2026-11-27' })).toEqual({ datePaid: DATE_PAID_IN_FUTURE_MESSAGE });
    expect(check({ datePaid: '2020-01-01' })).toMatchObject({ datePaid: '2020-01-01' });
    expect(check({ datePaid: '' })).toEqual({ datePaid: 'Please enter the date paid' });
    expect(check({ datePaid: '2026-02-30' })).toEqual({
      datePaid: 'The date paid must be a date (YYYY-MM-DD)',
    });
  });

  it('puts the server’s errors under the fields it has', () => {
    expect(paymentFieldOf('amountPaid')).toBe('amountPaid');
    expect(paymentFieldOf('datePaid')).toBe('datePaid');
    expect(paymentFieldOf('paidBy')).toBeUndefined();
  });
});
