import { z } from 'zod';
import { AGE_BUCKETS } from '../ageing';
import { MEMBER_LANGUAGES } from '../languages';
import { isMoneyValue } from '../money';
import { ZMemberIntimation } from './intimations';
import { text } from './limits';

/** Said for a revoked, unknown or malformed member link alike: nothing tells whether a flat exists. */
export const MEMBER_LINK_NOT_VALID_MESSAGE = 'This link is not valid. Please ask your society for a new one.';
export const MEMBER_LINK_REVOKED_MESSAGE =
  "The flat's member link no longer opens. A new one goes with its next message.";

/** A member link's token as a path carries it: any text but control characters, checked by its hash. */
export const ZMemberToken = z.object({ token: text('the link').max(100) });

export { memberPath, memberStatementPath } from './public-pages';

export const ZPortalBill = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  type: z.string(),
  date: z.string(),
  dueDate: z.string(),
  total: z.number(),
  /** Taken off by credit notes and received so far. */
  settled: z.number(),
  balanceDue: z.number(),
  isOverdue: z.boolean(),
  /** Each line (bill head) before tax; `taxAndRounding` is the rest of the total. */
  heads: z.array(z.object({ name: z.string(), amount: z.number() })),
  taxAndRounding: z.number(),
});
export type TPortalBill = z.infer<typeof ZPortalBill>;

export const ZPortalReceipt = z.object({
  _id: z.string(),
  receiptNumber: z.string(),
  date: z.string(),
  amount: z.number(),
  paymentMethod: z.string(),
  reference: z.string(),
  isReversed: z.boolean(),
});
export type TPortalReceipt = z.infer<typeof ZPortalReceipt>;

/**
 * What a member sees through their flat's link (`GET /api/v2/portal/{token}`): their flat and
 * society, what they owe and how old it is, each unpaid bill with its heads, their advance and
 * receipts. Nothing of other flats, the owner's account or keys.
 */
export const ZMemberPortal = z.object({
  society: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  /** `flat` as English names it ('Block A, Floor 1, Flat A-101'); its parts for the page's own language. */
  member: z.object({
    name: z.string(),
    flat: z.string(),
    parts: z.object({ block: z.string(), floor: z.string(), flat: z.string() }),
  }),
  /** The flat's business day, for "as of". */
  today: z.string(),
  totalDue: z.number(),
  /** The opening balance still owed (part of the total due, in no bill). */
  openingDue: z.number(),
  advance: z.number(),
  ageing: z.object(
    Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, z.number()])) as {
      [bucket in (typeof AGE_BUCKETS)[number]]: z.ZodNumber;
    },
  ),
  bills: z.array(ZPortalBill),
  receipts: z.array(ZPortalReceipt),
  /** The member's reports of payments made outside Razorpay ("I have paid"), newest first. */
  intimations: z.array(ZMemberIntimation),
  /** The language the society opens its members' pages in; the member may switch. */
  language: z.enum(MEMBER_LANGUAGES),
  /** The society takes payments online (Razorpay keys set). */
  canPayOnline: z.boolean(),
  statementPath: z.string(),
});
export type TMemberPortal = z.infer<typeof ZMemberPortal>;

/** The owner's view of a flat's member link: `GET`, `POST` (a new one) and `DELETE` `/api/v2/clients/{id}/member-link`. */
export const ZMemberLink = z.object({ path: z.string() });
export type TMemberLink = z.infer<typeof ZMemberLink>;

/** The most a member may pay online beyond what they owe (it waits as their advance). */
export const MAX_ADVANCE_ONLINE_PAISE = 1_00_000_00;
export const NOTHING_DUE_ON_FLAT_MESSAGE = 'Nothing is due on your flat';
export function payAtLeastMessage(oldest: string): string {
  return `Please pay at least ${oldest}, your oldest due`;
}
export function payAtMostMessage(most: string): string {
  return `You can pay at most ${most} online`;
}

/**
 * `POST /api/v2/portal/{token}/checkout`: one Razorpay order for the flat's dues. Without an amount it
 * is everything owed; with one (the oldest bills the member chose, or any amount from the oldest due
 * up) that amount, spread oldest first when captured, the rest kept as advance.
 */
export const ZPortalCheckoutInput = z.strictObject({
  amount: z
    .number({ error: 'The amount must be a number' })
    .gt(0, 'The amount must be more than 0')
    .refine(isMoneyValue, 'The amount can have at most 2 decimals')
    .optional(),
});
export type TPortalCheckoutInput = z.infer<typeof ZPortalCheckoutInput>;

/** `POST /api/v2/portal/{token}/validate`: what Checkout's handler received for the flat's order. */
export const ZPortalValidateInput = z.strictObject({
  razorpay_order_id: text('the Razorpay order id').max(100),
  razorpay_payment_id: text('the Razorpay payment id').max(100),
  razorpay_signature: text('the Razorpay signature').max(200),
});
export type TPortalValidateInput = z.infer<typeof ZPortalValidateInput>;

/** The outcome, and the receipt the member lands on once it is recorded. */
export const ZPortalValidateAnswer = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  receipt: z.object({ _id: z.string(), receiptNumber: z.string(), amount: z.number() }).nullable(),
});
export type TPortalValidateAnswer = z.infer<typeof ZPortalValidateAnswer>;
