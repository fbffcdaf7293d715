import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { MAX_SHORT_TEXT_LENGTH, text } from './limits';

export const MAX_PAYMENT_NOTE_LENGTH = 500;

export const AMOUNT_REQUIRED_MESSAGE = 'Please enter the amount paid';
export const AMOUNT_NOT_POSITIVE_MESSAGE = 'The amount paid must be more than 0';
export const DATE_PAID_IN_FUTURE_MESSAGE = 'The payment date cannot be in the future';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
/** What a replaced invoice owed is owed on its late-fee invoice: payments go there. */
export const INVOICE_REPLACED_MESSAGE =
  'This invoice was replaced by a late-fee invoice: record the payment on the new invoice';

/** The owner's own words for an overpayment: what is still due, in the invoice's currency. */
export function amountAboveBalanceMessage(balance: string): string {
  return `The amount paid cannot be more than the ${balance} still due`;
}

/**
 * A payment recorded by hand (the Record Payment dialog): `POST /api/v2/invoices/{id}/payments`.
 * The server checks the amount against the balance due and the date against today in the
 * business's zone, and recomputes the invoice's status and total received.
 */
export const ZPaymentInput = z.strictObject({
  amountPaid: z
    .number({ error: AMOUNT_REQUIRED_MESSAGE })
    .gt(0, AMOUNT_NOT_POSITIVE_MESSAGE)
    .refine(isMoneyValue, 'The amount paid can have at most 2 decimals'),
  /** 'YYYY-MM-DD', the day the money arrived. */
  datePaid: z
    .string({ error: 'Please enter the date paid' })
    .refine(isValidDateString, 'The date paid must be a date (YYYY-MM-DD)'),
  paymentMethod: z.enum(PAYMENT_METHODS, {
    error: `The payment method must be one of ${PAYMENT_METHODS.join(', ')}`,
  }),
  note: text('the note', { lines: true })
    .max(MAX_PAYMENT_NOTE_LENGTH, `The note must be at most ${MAX_PAYMENT_NOTE_LENGTH} characters`)
    .default(''),
  /** Who paid, when it was not the client themselves. */
  paidBy: text('the payer')
    .trim()
    .max(MAX_SHORT_TEXT_LENGTH, `The payer must be at most ${MAX_SHORT_TEXT_LENGTH} characters`)
    .default(''),
});
export type TPaymentInput = z.input<typeof ZPaymentInput>;
export type TPaymentValues = z.output<typeof ZPaymentInput>;

export const ZDeletePaymentAnswer = z.object({ message: z.string() });
export const PAYMENT_DELETED_MESSAGE = 'Payment deleted successfully';
