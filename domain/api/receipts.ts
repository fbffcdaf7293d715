import { z } from 'zod';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { text } from './limits';

export const RECEIPT_NOT_FOUND_MESSAGE = 'Receipt not found';
export const RECEIPT_ALREADY_REVERSED_MESSAGE = 'This payment is already reversed';
export const ONLINE_PAYMENT_NOT_REVERSED_MESSAGE =
  'A payment made online is refunded through Razorpay, not reversed here';
export const REVERSAL_IN_FUTURE_MESSAGE = 'The reversal date cannot be in the future';
export const REVERSAL_BEFORE_PAYMENT_MESSAGE = 'The reversal date cannot be before the payment date';

export const MAX_REVERSAL_REASON_LENGTH = 200;
/** The largest bounce charge: far above any bank's, small enough to catch a slip of the keyboard. */
export const MAX_BOUNCE_CHARGE = 100_000;

/**
 * Money that did not arrive after all, most often a bounced cheque: `POST /api/v2/receipts/{id}/reverse`.
 * The receipt stays in the ledger as reversed; what it paid is owed again; a bounce charge, when
 * given, is billed on the flat's next bill.
 */
export const ZReversalInput = z.strictObject({
  reversedOn: z
    .string({ error: 'Please enter the date of the reversal' })
    .refine(isValidDateString, 'The reversal date must be a date (YYYY-MM-DD)'),
  reason: text('the reason')
    .trim()
    .max(MAX_REVERSAL_REASON_LENGTH, `The reason must be at most ${MAX_REVERSAL_REASON_LENGTH} characters`)
    .default(''),
  bounceCharge: z
    .number({ error: 'The bounce charge must be a number' })
    .min(0, 'The bounce charge cannot be negative')
    .max(MAX_BOUNCE_CHARGE, `The bounce charge must be at most ${MAX_BOUNCE_CHARGE}`)
    .refine(isMoneyValue, 'The bounce charge can have at most 2 decimals')
    .default(0),
});
export type TReversalInput = z.input<typeof ZReversalInput>;
export type TReversalValues = z.output<typeof ZReversalInput>;

/** One receipt as the flat's receipts list, its page and its PDF read it, amounts in rupees. */
export const ZReceipt = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  customer: z.object({ _id: z.string(), name: z.string(), flat: z.string() }).nullable(),
  amount: z.number(),
  datePaid: z.string(),
  paymentMethod: z.string(),
  reference: z.string(),
  note: z.string(),
  paidBy: z.string(),
  /** Paid on the flat's opening balance. */
  openingPaid: z.number(),
  /** What it paid on each bill (nothing once reversed: those bills are owed again). */
  bills: z.array(z.object({ _id: z.string(), invoiceNumber: z.string(), amount: z.number() })),
  /** Not yet taken by a bill: the flat's advance. */
  advance: z.number(),
  reversal: z.object({ reversedOn: z.string(), reason: z.string(), bounceCharge: z.number() }).nullable(),
  createdAt: z.string(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZReceiptList = z.object({ items: z.array(ZReceipt) });
export type TReceiptList = z.infer<typeof ZReceiptList>;
