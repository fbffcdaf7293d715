import { z } from 'zod';
import { AGE_BUCKETS } from '../ageing';
import { fromPaise, isMoneyValue, MAX_PAISE } from '../money';
import { CUSTOMER_NOT_FOUND_MESSAGE } from './customers';
import { MAX_SHORT_TEXT_LENGTH, text } from './limits';
import { MESSAGE_CHANNELS, MESSAGE_DELIVERIES } from './messages';
import { workbookFileName } from './payment-export';

/** Reports → Dues: every flat that owes, its dues aged by days past due. */

/** How the flats are ordered: by flat (block, floor, flat), total dues, dues over 90 days, last payment. */
export const AGEING_SORTS = ['flat', 'total', 'days90plus', 'lastPayment'] as const;
export type AgeingSort = (typeof AGEING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The order each sort starts in: flats in their order, the biggest dues first, the longest unpaid first. */
export const DEFAULT_SORT_ORDERS: Record<AgeingSort, SortOrder> = {
  flat: 'asc',
  total: 'desc',
  days90plus: 'desc',
  lastPayment: 'asc',
};

const MAX_AMOUNT = fromPaise(MAX_PAISE);
const MIN_AMOUNT_MESSAGE = 'The minimum amount must be a number of rupees, 0 or more';
const bucketList = AGE_BUCKETS.join(', ');

/**
 * `GET /api/v2/reports/ageing` (and `.xlsx`): flats of one block only ('' or left out: all), owing at
 * least `min` rupees in all, with something at least `minAge` old; sorted by `sort` in `order`.
 */
export const ZAgeingQuery = z.strictObject({
  block: text('the block').trim().max(MAX_SHORT_TEXT_LENGTH, 'The block is too long').default(''),
  min: z.coerce
    .number({ error: MIN_AMOUNT_MESSAGE })
    .min(0, MIN_AMOUNT_MESSAGE)
    .max(MAX_AMOUNT, `The minimum amount must be at most ${MAX_AMOUNT}`)
    .refine(isMoneyValue, 'The minimum amount can have at most 2 decimals')
    .default(0),
  minAge: z.enum(AGE_BUCKETS, { error: `The minimum age must be one of ${bucketList}` }).default('notDue'),
  sort: z.enum(AGEING_SORTS, { error: `Sort must be one of ${AGEING_SORTS.join(', ')}` }).default('flat'),
  order: z.enum(SORT_ORDERS, { error: 'Order must be asc or desc' }).optional(),
});
export type TAgeingQuery = z.input<typeof ZAgeingQuery>;
export type TAgeingFilter = z.output<typeof ZAgeingQuery>;

/** Rupees in each age bucket. */
export const ZAgeAmounts = z.object(
  Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, z.number()])) as Record<
    (typeof AGE_BUCKETS)[number],
    z.ZodNumber
  >,
);
export type TAgeAmounts = z.infer<typeof ZAgeAmounts>;

export const ZAgeingFlat = z.object({
  customerId: z.string(),
  name: z.string(),
  block: z.string(),
  floor: z.string(),
  flat: z.string(),
  hasEmail: z.boolean(),
  /** A valid mobile number WhatsApp can reach. */
  hasWhatsApp: z.boolean(),
  dues: ZAgeAmounts,
  total: z.number(),
  /** The day of its latest payment, or null when it never paid. */
  lastPaymentDate: z.string().nullable(),
});
export type TAgeingFlat = z.infer<typeof ZAgeingFlat>;

export const ZAgeingSubtotal = z.object({ flats: z.number().int(), dues: ZAgeAmounts, total: z.number() });
export type TAgeingSubtotal = z.infer<typeof ZAgeingSubtotal>;

export const ZAgeing = z.object({
  /** The business's calendar date the dues are aged on. */
  today: z.string(),
  flats: z.array(ZAgeingFlat),
  /** The flats shown, summed per block in block order. */
  blocks: z.array(ZAgeingSubtotal.extend({ block: z.string() })),
  overall: ZAgeingSubtotal,
  /** Every block with a flat that owes, whatever the filters: what the block filter offers. */
  blockNames: z.array(z.string()),
  /** Whether reminders also go by WhatsApp: set up with a reminder template. */
  isWhatsAppReady: z.boolean(),
  /** Whether e-mail goes out, or waits in the outbox because it is not set up. */
  emailDelivery: z.enum(MESSAGE_DELIVERIES),
});
export type TAgeing = z.infer<typeof ZAgeing>;

/** How a block is named in a report: 'Block A', or 'No block' for flats without one. */
export const blockName = (block: string) => (block === '' ? 'No block' : `Block ${block}`);

/** The workbook's one sheet. */
export const AGEING_SHEET_NAME = 'Dues';

/** `Dues-{business or name}.xlsx`. */
export function ageingFileName(businessOrName: string): string {
  return workbookFileName('Dues', businessOrName, 'flats');
}

export const MAX_REMINDED_FLATS = 5000;

/** `POST /api/v2/reports/ageing/reminders`: the flats chosen on the dues page. */
export const ZAgeingReminderRequest = z.strictObject({
  customerIds: z
    .array(z.uuid(CUSTOMER_NOT_FOUND_MESSAGE), 'customerIds must be a list of flat ids')
    .min(1, 'Choose at least one flat to remind')
    .max(MAX_REMINDED_FLATS, `At most ${MAX_REMINDED_FLATS} flats can be reminded at once`),
});
export type TAgeingReminderRequest = z.infer<typeof ZAgeingReminderRequest>;

export const ZAgeingReminderAnswer = z.object({
  /** What the owner is told, e.g. 'Reminders queued for 2 flats (1 skipped: no dues)'. */
  message: z.string(),
  /** Messages queued (a flat may get an e-mail and a WhatsApp message). */
  queued: z.number().int(),
  reminded: z.array(
    z.object({ customerId: z.string(), name: z.string(), channels: z.array(z.enum(MESSAGE_CHANNELS)) }),
  ),
  skipped: z.array(z.object({ customerId: z.string(), name: z.string(), reason: z.string() })),
  delivery: z.enum(MESSAGE_DELIVERIES),
});
export type TAgeingReminderAnswer = z.infer<typeof ZAgeingReminderAnswer>;
