import { z } from 'zod';
import { text } from './limits';

import { NO_INVOICE_FOUND_MESSAGE } from './public-pages';

export {
  NO_INVOICE_FOUND_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
} from './public-pages';
export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = 'This business does not take payments online yet';

/**
 * How the public invoice page offers to pay the balance: the Pay button (the business takes payments
 * online through Razorpay) and the UPI QR code with its UPI ID. Both are off once nothing is due or a
 * late-fee invoice replaced the invoice; UPI is for rupees only.
 */
export const ZPaymentOptions = z.object({
  online: z.boolean(),
  /** The business's UPI ID and the `upi://pay` link for the balance, the same as the PDF's QR code. */
  upi: z.object({ id: z.string(), uri: z.string() }).nullable(),
});
export type TPaymentOptions = z.infer<typeof ZPaymentOptions>;

/** `POST /api/v2/payment/checkout`: the server prices the order from the invoice, never from the browser. */
export const ZCheckoutInput = z.strictObject({ invoiceId: z.uuid(NO_INVOICE_FOUND_MESSAGE) });

export const ZCheckoutAnswer = z.object({
  /** The Razorpay order for the balance due, in paise (the rupee amount × 100). */
  order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
  /** The business's public key id (never its secret). */
  key: z.string(),
  /** Where the browser loads Razorpay Checkout from (the emulator in development and tests). */
  checkoutUrl: z.string(),
  businessName: z.string(),
});
export type TCheckoutAnswer = z.infer<typeof ZCheckoutAnswer>;

/** `POST /api/v2/payment/validate`: what Checkout's handler received, checked against the stored order. */
export const ZValidateInput = z.strictObject({
  invoiceId: z.uuid(NO_INVOICE_FOUND_MESSAGE),
  razorpay_order_id: text('the Razorpay order id').max(100),
  razorpay_payment_id: text('the Razorpay payment id').max(100),
  razorpay_signature: text('the Razorpay signature').max(200),
});
export type TValidateInput = z.infer<typeof ZValidateInput>;

export const ZValidateAnswer = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
});
export type TValidateAnswer = z.infer<typeof ZValidateAnswer>;

/** Checkout refused: a late-fee invoice replaced this one, and the client is sent that one instead. */
export const INVOICE_REPLACED_ONLINE_MESSAGE =
  'This invoice has been replaced by a new one including the late fee; please pay the new invoice';
/** Checkout refused: nothing is left to pay on the invoice. */
export const NOTHING_DUE_MESSAGE = 'This invoice has nothing left to pay';
/** Checkout refused: Razorpay takes no payment below ₹1 (100 paise). */
export const AMOUNT_BELOW_MINIMUM_MESSAGE = 'The amount due is below the smallest online payment (1.00)';
/** Checkout could not reach Razorpay, or Razorpay refused the business's keys. */
export const ONLINE_PAYMENT_RETRY_MESSAGE =
  'Online payment is not available right now, please try again later';
/** Validate refused: a signature, order or amount that does not match what the server stored. */
export const PAYMENT_NOT_VERIFIED_MESSAGE = 'Payment could not be verified';
/** Money was captured but the invoice could not take it (paid meanwhile): the business refunds it. */
export const PAYMENT_NEEDS_ATTENTION_MESSAGE =
  'Your payment was received but the invoice was already settled; the business will contact you';
