import { z } from 'zod';
import { INTIMATION_METHODS } from '../constants';
import { isValidDateString } from '../dates';
import { isMoneyValue } from '../money';
import { MAX_REFERENCE_LENGTH } from './ledger';
import { text } from './limits';
import { MAX_PAYMENT_NOTE_LENGTH } from './payments';

/** A proof of payment may be at most this large: a phone's photo fits, a scan of a book does not. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** A photo's side beyond this is refused before it is decoded (an image bomb); smaller ones are kept at most 2,000 px. */
export const MAX_PROOF_SIDE_PX = 12_000;
export const PROOF_TOO_LARGE_MESSAGE = 'The proof must be at most 5 MB';
export const PROOF_TYPE_MESSAGE = 'The proof must be a JPEG or PNG picture, or a PDF';
export const PROOF_UNREADABLE_MESSAGE = 'The proof could not be read; please attach the picture or PDF again';
export const PROOF_DIMENSIONS_MESSAGE = `The picture must be at most ${MAX_PROOF_SIDE_PX.toLocaleString('en-IN')} pixels a side`;
export const INTIMATION_NOT_FOUND_MESSAGE = 'Payment report not found';
export const INTIMATION_DECIDED_MESSAGE = 'This payment report was already confirmed or rejected';
export const INTIMATION_SENT_MESSAGE =
  'Thank you. The society will confirm your payment and send you a receipt.';
export const INTIMATION_CONFIRMED_MESSAGE = 'Payment confirmed and its receipt issued';
export const INTIMATION_REJECTED_MESSAGE = 'Payment report rejected; the member is told why';
export const REFERENCE_REQUIRED_MESSAGE = 'Please enter the UTR or cheque number';

export const INTIMATION_STATUSES = ['pending', 'confirmed', 'rejected'] as const;

/**
 * "I have paid" (`POST /api/v2/portal/{token}/intimations`, multipart: these fields and an optional
 * `file`): the amount, the day, how, and the UTR or cheque number (not needed for cash).
 */
export const ZIntimationInput = z
  .strictObject({
    amount: z.coerce
      .number({ error: 'Please enter the amount paid' })
      .gt(0, 'The amount paid must be more than 0')
      .refine(isMoneyValue, 'The amount paid can have at most 2 decimals'),
    paidOn: z
      .string({ error: 'Please enter the date paid' })
      .refine(isValidDateString, 'The date paid must be a date (YYYY-MM-DD)'),
    paymentMethod: z.enum(INTIMATION_METHODS, {
      error: `How you paid must be one of ${INTIMATION_METHODS.join(', ')}`,
    }),
    reference: text('the UTR or cheque number')
      .trim()
      .max(
        MAX_REFERENCE_LENGTH,
        `The UTR or cheque number must be at most ${MAX_REFERENCE_LENGTH} characters`,
      )
      .default(''),
    note: text('the note', { lines: true })
      .max(MAX_PAYMENT_NOTE_LENGTH, `The note must be at most ${MAX_PAYMENT_NOTE_LENGTH} characters`)
      .default(''),
  })
  .refine((input) => input.paymentMethod === 'Cash' || input.reference !== '', {
    path: ['reference'],
    message: REFERENCE_REQUIRED_MESSAGE,
  });
export type TIntimationInput = z.input<typeof ZIntimationInput>;
export type TIntimationValues = z.output<typeof ZIntimationInput>;

/** What the member sees of their reports on their page. */
export const ZMemberIntimation = z.object({
  _id: z.string(),
  amount: z.number(),
  paidOn: z.string(),
  paymentMethod: z.string(),
  reference: z.string(),
  status: z.enum(INTIMATION_STATUSES),
  reason: z.string(),
  createdAt: z.string(),
});
export type TMemberIntimation = z.infer<typeof ZMemberIntimation>;

/** The treasurer's queue: `GET /api/v2/intimations?status=`. */
export const ZIntimation = ZMemberIntimation.extend({
  flat: z.object({ _id: z.string(), name: z.string(), label: z.string() }),
  note: z.string(),
  proofType: z.string().nullable(),
  receipt: z.object({ _id: z.string(), receiptNumber: z.string() }).nullable(),
  /** What else carries the same UTR or cheque number: a receipt, or another report. */
  sameReference: z.array(z.string()),
});
export type TIntimation = z.infer<typeof ZIntimation>;

export const ZIntimationQuery = z.strictObject({
  status: z.enum([...INTIMATION_STATUSES, 'all'], { error: 'Unknown status' }).default('pending'),
});
export const ZIntimationList = z.object({ items: z.array(ZIntimation) });
export type TIntimationList = z.infer<typeof ZIntimationList>;

/** The treasurer turns a report down, saying why: `POST /api/v2/intimations/{id}/reject`. */
export const ZRejectIntimation = z.strictObject({
  reason: text('the reason')
    .trim()
    .min(1, 'Please say why, so the member knows what to do')
    .max(300, 'The reason must be at most 300 characters'),
});
export type TRejectIntimation = z.infer<typeof ZRejectIntimation>;
