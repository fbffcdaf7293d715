import { z } from 'zod';
import { BILL_HEAD_BASES, GST_TREATMENTS, OCCUPANCIES } from '../bill-heads';
import { parseBillingPeriod } from '../billing-periods';
import { isValidDateString } from '../dates';
import { MEMBER_LANGUAGES } from '../languages';
import { isMoneyValue } from '../money';
import {
  MAX_BILL_HEAD_AMOUNT,
  MAX_BILL_HEADS,
  MAX_HEAD_FLATS,
  UNKNOWN_BILL_HEAD_MESSAGE,
  UNKNOWN_FLAT_MESSAGE,
  ZHeadLimit,
} from './bill-heads';

/** `/api/v2/billing-runs`: one period's bills for many flats, drafted, previewed, then published. */

export const BILLING_RUN_NOT_FOUND_MESSAGE = 'Billing run not found';
export const BILLING_RUN_DELETED_MESSAGE = 'Draft deleted';
export const PERIOD_MESSAGE = 'Please enter the period as a month (2026-11) or a quarter (2026-Q3)';
export const DUE_BEFORE_BILL_DATE_MESSAGE = 'The due date cannot be before the bill date';
export const NO_HEADS_MESSAGE = 'Choose at least one bill head, or add bill heads in Settings first';
export const NO_FLATS_MESSAGE = 'No flats to bill: add customers, or choose other flats';
export const RUN_NOT_DRAFT_MESSAGE = 'This run is published: only a draft can change';
export const TYPED_HEAD_ONLY_MESSAGE = 'Amounts are typed only for a head charged "typed per flat"';

export const RUN_NOT_PUBLISHED_MESSAGE = 'This run is a draft: there is nothing to undo';

/** Why a published run can no longer be undone, naming what its bills already have. */
export function runInUseMessage(inUse: {
  payments: number;
  orders: number;
  messages: number;
  replaced: number;
  credited: number;
}): string {
  const reasons = [
    inUse.payments > 0 && `${inUse.payments} payment${inUse.payments === 1 ? '' : 's'}`,
    inUse.orders > 0 && 'online payments started',
    inUse.messages > 0 && 'messages sent',
    inUse.replaced > 0 && 'late-fee invoices',
    inUse.credited > 0 && 'credit notes',
  ].filter(Boolean);
  return `This run's bills already have ${reasons.join(', ')}: correct them one by one instead`;
}

export function periodBilledMessage(label: string): string {
  return `${label} is already billed for every chosen flat`;
}

const runDate = (label: string) =>
  z
    .string({ error: `Please enter the ${label}` })
    .refine(isValidDateString, `The ${label} must be a date (YYYY-MM-DD)`);

export const ZBillingPeriodKey = z
  .string({ error: PERIOD_MESSAGE })
  .trim()
  .refine((key) => parseBillingPeriod(key) !== undefined, PERIOD_MESSAGE);

/** Which flats a run bills: every flat, one block, or chosen flats (customer ids). */
export const ZRunFlats = ZHeadLimit;
export type TRunFlats = z.infer<typeof ZRunFlats>;

export const ZBillingRunInput = z
  .strictObject({
    period: ZBillingPeriodKey,
    /** The bills' date; the period's first day when not given. */
    billDate: runDate('bill date').optional(),
    /** When the bills fall due; the 15th of the period's first month when not given. */
    dueDate: runDate('due date').optional(),
    flats: ZRunFlats.default({ kind: 'all' }),
    /** The heads billed, in bill order; every active head when not given. */
    heads: z.array(z.uuid(UNKNOWN_BILL_HEAD_MESSAGE)).max(MAX_BILL_HEADS).optional(),
  })
  .superRefine((run, context) => {
    if (run.billDate && run.dueDate && run.dueDate < run.billDate) {
      context.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_BEFORE_BILL_DATE_MESSAGE });
    }
  });
export type TBillingRunInput = z.input<typeof ZBillingRunInput>;
export type TBillingRunValues = z.output<typeof ZBillingRunInput>;

/** Amounts typed per flat for "typed per flat" heads (water by meter); null clears one. */
export const ZTypedAmounts = z.strictObject({
  amounts: z
    .array(
      z.strictObject({
        flat: z.uuid(UNKNOWN_FLAT_MESSAGE),
        head: z.uuid(UNKNOWN_BILL_HEAD_MESSAGE),
        amount: z
          .number({ error: 'Please enter the amount as a number' })
          .min(0, 'The amount cannot be negative')
          .max(MAX_BILL_HEAD_AMOUNT, `The amount must be at most ${MAX_BILL_HEAD_AMOUNT}`)
          .refine(isMoneyValue, 'The amount can have at most 2 decimals')
          .nullable(),
      }),
    )
    .max(MAX_HEAD_FLATS * 2),
});
export type TTypedAmounts = z.input<typeof ZTypedAmounts>;

export const BILLING_RUN_STATUSES = ['draft', 'publishing', 'published'] as const;

export const ZBillingRun = z.object({
  _id: z.string(),
  period: z.string(),
  periodLabel: z.string(),
  billDate: z.string(),
  dueDate: z.string(),
  flats: ZRunFlats,
  heads: z.array(z.object({ _id: z.string(), name: z.string() })),
  status: z.enum(BILLING_RUN_STATUSES),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  /** How the run's bills are doing: how many, their total, what they have received, and that as a percent. */
  collection: z.object({
    bills: z.number(),
    billed: z.number(),
    collected: z.number(),
    percent: z.number(),
  }),
});
export type TBillingRun = z.infer<typeof ZBillingRun>;

/** Why a flat's row deserves a look before publishing. */
export const PREVIEW_FLAGS = [
  'no_area',
  'zero_amount',
  'no_contact',
  'already_billed',
  'bounce_charge',
  'interest',
] as const;
export type PreviewFlag = (typeof PREVIEW_FLAGS)[number];

export const PREVIEW_FLAG_LABELS: Record<PreviewFlag, string> = {
  no_area: 'No area',
  zero_amount: 'Amount 0',
  no_contact: 'No e-mail or phone',
  already_billed: 'Already billed',
  bounce_charge: 'Bounce charge added',
  interest: 'Interest on arrears added',
};

export const ZPreviewRow = z.object({
  flat: z.object({
    _id: z.string(),
    name: z.string(),
    block: z.string(),
    floor: z.string(),
    flat: z.string(),
    /** sq.ft */
    area: z.number(),
    parkingSlots: z.number(),
    occupancy: z.enum(OCCUPANCIES),
  }),
  /** Each run head's amount in rupees, in the run's head order; null when the head does not bill this flat. */
  amounts: z.array(z.number().nullable()),
  /** A bounced payment's bank charges, billed as lines of their own beyond the heads (no GST). */
  otherCharges: z.number(),
  /** Interest on arrears on the flat's earlier bills up to the bill date, a line of its own (no GST). */
  interest: z.number(),
  subTotal: z.number(),
  gst: z.number(),
  total: z.number(),
  /** What the flat still owes on earlier bills: shown on the bill, not billed again. */
  arrears: z.number(),
  flags: z.array(z.enum(PREVIEW_FLAGS)),
  /** The flat's bill for this period when it already has one: it is skipped. */
  billed: z.object({ _id: z.string(), invoiceNumber: z.string() }).nullable(),
});
export type TPreviewRow = z.infer<typeof ZPreviewRow>;

const ZPreviewTotals = z.object({
  /** Per run head, in rupees. */
  heads: z.array(z.number()),
  subTotal: z.number(),
  gst: z.number(),
  total: z.number(),
  arrears: z.number(),
  /** Flats the run would bill (those already billed for the period left out). */
  flats: z.number(),
});

export const ZBillingRunPreview = z.object({
  run: ZBillingRun,
  heads: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      basis: z.enum(BILL_HEAD_BASES),
      gstTreatment: z.enum(GST_TREATMENTS),
      /** The GST rate its taxable lines are charged at, in percent. */
      gstRate: z.number(),
      /** What an empty box of a "typed per flat" head bills, in rupees; null for other heads. */
      defaultAmount: z.number().nullable(),
    }),
  ),
  /** The bill's rate: what a line of no head of its own would be charged at, in percent. */
  gstRate: z.number(),
  rows: z.array(ZPreviewRow),
  /** Every flat the run would bill; already-billed flats count nowhere. */
  totals: ZPreviewTotals,
  blocks: z.array(ZPreviewTotals.extend({ block: z.string() })),
  flagCounts: z.record(z.enum(PREVIEW_FLAGS), z.number()),
});
export type TBillingRunPreview = z.infer<typeof ZBillingRunPreview>;

export const ZBillingRunList = z.object({ items: z.array(ZBillingRun) });
export type TBillingRunList = z.infer<typeof ZBillingRunList>;

export const ZBillingRunDeleted = z.object({ message: z.string() });

export const SEND_CHANNEL_REQUIRED_MESSAGE = 'Choose e-mail, WhatsApp or both';
export const SEND_NOT_PUBLISHED_MESSAGE = 'Publish the run before sending its bills';

/** `POST /api/v2/billing-runs/{id}/send`: which channels every bill goes out on. */
export const ZRunSendInput = z
  .strictObject({ email: z.boolean().default(false), whatsapp: z.boolean().default(false) })
  .refine((channels) => channels.email || channels.whatsapp, {
    message: SEND_CHANNEL_REQUIRED_MESSAGE,
    path: ['email'],
  });
export type TRunSendInput = z.input<typeof ZRunSendInput>;

/** A bill's message on a channel: the outbox's status, or skipped (with the reason) when it could not go. */
export const RUN_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept', 'skipped'] as const;
export type RunMessageStatus = (typeof RUN_MESSAGE_STATUSES)[number];

export const ZRunSending = z.object({
  counts: z.record(z.enum(RUN_MESSAGE_STATUSES), z.number()),
  items: z.array(
    z.object({
      invoice: z.object({ _id: z.string(), invoiceNumber: z.string() }),
      client: z.string(),
      flat: z.string(),
      channel: z.enum(['email', 'whatsapp']),
      status: z.enum(RUN_MESSAGE_STATUSES),
      /** Why it was skipped, or the provider's last answer when it failed. */
      reason: z.string().nullable(),
    }),
  ),
});
export type TRunSending = z.infer<typeof ZRunSending>;

export const MAX_BILLING_DAY = 28;
export const DEFAULT_DUE_DAY = 15;

const billingDay = (label: string) =>
  z
    .number({ error: `Please enter the ${label} as a day of the month` })
    .int(`The ${label} must be a whole day`)
    .min(1, `The ${label} must be between 1 and ${MAX_BILLING_DAY}`)
    .max(MAX_BILLING_DAY, `The ${label} must be between 1 and ${MAX_BILLING_DAY}`);

/**
 * `GET/PUT /api/v2/billing-settings`: the day of the month bills fall due by default, the day the
 * server prepares the next period's run as a draft by itself (null: it does not), and whether each
 * receipt is sent to the member who paid when it is recorded (on unless turned off), and the language
 * members' pages open in. Days stop at the
 * 28th, so every month has them.
 */
export const ZBillingSettings = z.strictObject({
  dueDay: billingDay('due day'),
  repeatDay: billingDay('preparing day').nullable(),
  sendReceipts: z.boolean({ error: 'Sending receipts must be on or off' }).default(true),
  /** The language members' pages open in; each member may switch for themselves. */
  memberLanguage: z
    .enum(MEMBER_LANGUAGES, { error: 'The members’ language must be English or Hindi' })
    .default('en'),
});
export type TBillingSettings = z.infer<typeof ZBillingSettings>;

/** The preview workbook's columns before and after the heads; the heads' columns carry their names. */
export const RUN_WORKBOOK_FLAT_COLUMNS = ['Block', 'Floor', 'Flat No.', 'Name'] as const;
export const RUN_WORKBOOK_TOTAL_COLUMNS = ['Sub total', 'GST', 'Total', 'Arrears', 'Flags'] as const;
export const RUN_WORKBOOK_COLUMNS_MESSAGE =
  'The first row must name the columns Block, Floor and Flat No.: download the preview workbook to start from';

export function typedAmountMessage(row: number, head: string, problem: string): string {
  return `Row ${row}, ${head}: ${problem}`;
}
