import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { isValidDateString } from '../dates';
import { ZCustomer, ZFlatHolder } from './customers';
import { MAX_REFERENCE_LENGTH, ZLedger } from './ledger';
import { text } from './limits';

/** What happens to what the flat owes when it changes hands: the new holder carries it, or the outgoing one settles it. */
export const TRANSFER_DUES = ['carry', 'settle'] as const;
export type TransferDues = (typeof TRANSFER_DUES)[number];

export const TRANSFER_IN_FUTURE_MESSAGE = 'The transfer date cannot be in the future';
export const SETTLE_METHOD_REQUIRED_MESSAGE = 'Choose how the outgoing holder paid the dues';

export function transferBeforeLastMessage(lastDate: string): string {
  return `The flat last changed hands on ${lastDate}: a transfer cannot be earlier`;
}

/**
 * A flat changes hands: `POST /api/v2/clients/{id}/transfer`. From `date` the new holder's name and
 * contacts are the flat's; its number, bills and account stay. What it owes is carried to the new
 * holder, or settled: the outgoing holder pays it all on that date, with a receipt (`paymentMethod`,
 * `reference`). An advance always stays with the flat.
 */
export const ZFlatTransferInput = ZFlatHolder.extend({
  date: z
    .string({ error: 'Please enter the transfer date' })
    .refine(isValidDateString, 'The transfer date must be a date (YYYY-MM-DD)'),
  dues: z.enum(TRANSFER_DUES, { error: 'Choose whether the dues are carried or settled' }),
  paymentMethod: z
    .enum(PAYMENT_METHODS, { error: `The payment method must be one of ${PAYMENT_METHODS.join(', ')}` })
    .optional(),
  reference: text('the reference')
    .trim()
    .max(MAX_REFERENCE_LENGTH, `The reference must be at most ${MAX_REFERENCE_LENGTH} characters`)
    .default(''),
});
export type TFlatTransferInput = z.input<typeof ZFlatTransferInput>;
export type TFlatTransferValues = z.output<typeof ZFlatTransferInput>;

export const ZFlatTransferAnswer = z.object({
  customer: ZCustomer,
  ledger: ZLedger,
  transfer: z.object({
    date: z.string(),
    from: z.string(),
    to: z.string(),
    /** Owed (positive) or held in advance (negative) when it changed hands. */
    balance: z.number(),
    dues: z.enum(TRANSFER_DUES),
    /** The outgoing holder's receipt, when they settled the dues. */
    receiptNumber: z.string().nullable(),
  }),
});
export type TFlatTransferAnswer = z.infer<typeof ZFlatTransferAnswer>;
