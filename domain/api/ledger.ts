import { z } from 'zod';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { text } from './limits';
import { ZPaymentInput } from './payments';

/** The largest opening balance either way: ₹10 crore, far above any flat's arrears. */
export const MAX_OPENING_BALANCE = 100_000_000;
export const MAX_REFERENCE_LENGTH = 100;

export const OPENING_AS_OF_REQUIRED_MESSAGE = 'Please enter the date the opening balance is as of';

export const OPENING_AS_OF_IN_FUTURE_MESSAGE = 'The opening balance date cannot be after today';

export function openingBelowPaidMessage(paid: string): string {
  return `The opening balance cannot be less than the ${paid} already paid on it`;
}

export function openingBelowAdvanceUsedMessage(used: string): string {
  return `The opening advance cannot be less than the ${used} bills have already taken from it`;
}

/**
 * Money received for a flat rather than for one bill: `POST /api/v2/clients/{id}/payments`. It pays
 * the flat's oldest dues first (the opening balance, then bills by due date); the rest is an advance
 * its next bill takes. `reference` is the UTR, cheque number and bank, or transaction id.
 */
export const ZAccountPaymentInput = ZPaymentInput.extend({
  reference: text('the reference')
    .trim()
    .max(MAX_REFERENCE_LENGTH, `The reference must be at most ${MAX_REFERENCE_LENGTH} characters`)
    .default(''),
});
export type TAccountPaymentInput = z.input<typeof ZAccountPaymentInput>;
export type TAccountPaymentValues = z.output<typeof ZAccountPaymentInput>;

/**
 * A flat's opening balance as of a date, when the society moved to Bahi: what it owed (positive) or
 * had paid in advance (negative). 0 clears it. `PUT /api/v2/clients/{id}/opening-balance`.
 */
export const ZOpeningBalanceInput = z
  .strictObject({
    amount: z
      .number({ error: 'Please enter the opening balance' })
      .min(-MAX_OPENING_BALANCE, `The opening advance must be at most ${MAX_OPENING_BALANCE}`)
      .max(MAX_OPENING_BALANCE, `The opening balance must be at most ${MAX_OPENING_BALANCE}`)
      .refine(isMoneyValue, 'The opening balance can have at most 2 decimals'),
    asOf: z
      .string()
      .refine(isValidDateString, 'The opening balance date must be a date (YYYY-MM-DD)')
      .nullable()
      .default(null),
  })
  .refine((value) => value.amount === 0 || value.asOf !== null, {
    path: ['asOf'],
    message: OPENING_AS_OF_REQUIRED_MESSAGE,
  });
export type TOpeningBalanceInput = z.input<typeof ZOpeningBalanceInput>;
export type TOpeningBalanceValues = z.output<typeof ZOpeningBalanceInput>;

/** A flat's account in sums, in rupees: opening + billed − credited − received = dues − advance. */
export const ZLedger = z.object({
  customerId: z.string(),
  opening: z.object({ amount: z.number(), asOf: z.string().nullable() }),
  billed: z.number(),
  /** What credit notes took off the bills. */
  credited: z.number(),
  received: z.number(),
  /** Still owed: the opening balance unpaid and every bill's balance. */
  dues: z.number(),
  /** Paid and not yet taken by a bill. */
  advance: z.number(),
});
export type TLedger = z.infer<typeof ZLedger>;

/** A receipt of money received on account, and where it went. */
export const ZAccountReceipt = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  amount: z.number(),
  datePaid: z.string(),
  paymentMethod: z.string(),
  reference: z.string(),
  /** Paid on the opening balance. */
  openingPaid: z.number(),
  bills: z.array(z.object({ _id: z.string(), invoiceNumber: z.string(), amount: z.number() })),
  /** Left over as the flat's advance. */
  advance: z.number(),
});
export type TAccountReceipt = z.infer<typeof ZAccountReceipt>;

export const ZAccountPaymentAnswer = z.object({ receipt: ZAccountReceipt, ledger: ZLedger });
export type TAccountPaymentAnswer = z.infer<typeof ZAccountPaymentAnswer>;
