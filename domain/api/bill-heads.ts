import { z } from 'zod';
import { BILL_HEAD_BASES, type BillHeadBasis, GST_TREATMENTS, HEAD_OCCUPANCY_FILTERS } from '../bill-heads';
import { DEFAULT_HSN, MAX_PERCENT } from '../constants';
import { isTwoDecimalValue } from '../decimal';
import { GST_RATE_SLABS, isGstSlab } from '../invoice-tax';
import { MAX_FLAT_PART_LENGTH } from './customers';
import { text } from './limits';

/** `GET/POST/PATCH/DELETE /api/v2/bill-heads`: the society's charges, billed by billing runs. */

export const MAX_BILL_HEAD_NAME_LENGTH = 60;
/** Far more heads than any society bills, far fewer than would slow a run. */
export const MAX_BILL_HEADS = 100;
/** The most flats a head may be limited to or override, one list each. */
export const MAX_HEAD_FLATS = 10_000;
/** Largest rate in rupees (per sq.ft, per flat, per slot): far above any real charge. */
export const MAX_BILL_HEAD_AMOUNT = 1_000_000;
export const MAX_HEAD_ORDER = 1_000;

export const BILL_HEAD_NOT_FOUND_MESSAGE = 'Bill head not found';
export const HEAD_GST_RATE_MESSAGE = `The GST rate must be one of ${GST_RATE_SLABS.join(', ')} %`;
/** The rate a head bills at unless it says otherwise, and every head stored before heads had one. */
export const DEFAULT_HEAD_GST_RATE = 18;
export const BILL_HEAD_DELETED_MESSAGE = 'Bill head deleted';
export const UNKNOWN_BILL_HEAD_MESSAGE = 'That bill head does not exist';
export const UNKNOWN_FLAT_MESSAGE = 'That flat does not exist';
export const PERCENT_OF_REQUIRED_MESSAGE = 'Choose the bill heads this percentage is of';
export const TOO_MANY_BILL_HEADS_MESSAGE = `A business can have at most ${MAX_BILL_HEADS} bill heads`;

export function duplicateBillHeadMessage(name: string): string {
  return `A bill head named "${name}" already exists`;
}

export function percentCycleMessage(names: readonly string[]): string {
  return `A percentage cannot be of itself: ${names.join(' → ')}`;
}

export function billHeadInUseMessage(name: string, usedBy: string): string {
  return `${name} is part of ${usedBy}: change that bill head first`;
}

/** What the rate means for each basis, as the form labels it. */
export const RATE_LABELS: Record<BillHeadBasis, string> = {
  area: 'Rate per sq.ft (₹)',
  flat: 'Amount per flat (₹)',
  parking: 'Amount per parking slot (₹)',
  percent: 'Percentage (%)',
  typed: 'Default amount per flat (₹)',
};

const ZRate = z
  .number({ error: 'Please enter the rate as a number' })
  .min(0, 'The rate cannot be negative')
  .max(MAX_BILL_HEAD_AMOUNT, `The rate must be at most ${MAX_BILL_HEAD_AMOUNT}`)
  .refine(isTwoDecimalValue, 'The rate can have at most 2 decimals');

const ZHeadId = z.uuid(UNKNOWN_BILL_HEAD_MESSAGE);
const ZFlatId = z.uuid(UNKNOWN_FLAT_MESSAGE);

export const ZHeadLimit = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({
    kind: z.literal('block'),
    block: text('the block')
      .trim()
      .min(1, 'Please enter the block')
      .max(MAX_FLAT_PART_LENGTH, `The block must be at most ${MAX_FLAT_PART_LENGTH} characters`),
  }),
  z.strictObject({
    kind: z.literal('flats'),
    flats: z
      .array(ZFlatId)
      .min(1, 'Choose at least one flat')
      .max(MAX_HEAD_FLATS, `A bill head can be limited to at most ${MAX_HEAD_FLATS} flats`),
  }),
]);
export type THeadLimit = z.infer<typeof ZHeadLimit>;

export const ZRateOverride = z.strictObject({ flat: ZFlatId, rate: ZRate });

const billHeadFields = {
  name: text('the name', { error: 'Please enter the name' })
    .trim()
    .min(1, 'Please enter the name')
    .max(MAX_BILL_HEAD_NAME_LENGTH, `The name must be at most ${MAX_BILL_HEAD_NAME_LENGTH} characters`),
  basis: z.enum(BILL_HEAD_BASES, { error: 'Choose how the bill head is charged' }),
  /** Rupees per sq.ft, per flat or per slot; a percentage (percent); a default amount (typed). */
  rate: ZRate,
  /** The heads a percentage is of (percent only). */
  percentOf: z.array(ZHeadId).max(MAX_BILL_HEADS),
  /** The flats it bills: all, or only those let out (non-occupancy charges). */
  appliesTo: z.enum(HEAD_OCCUPANCY_FILTERS),
  gstTreatment: z.enum(GST_TREATMENTS),
  /** Percent, one of the GST slabs: what a run charges on the head's taxable lines. */
  gstRate: z.number({ error: HEAD_GST_RATE_MESSAGE }).refine(isGstSlab, HEAD_GST_RATE_MESSAGE),
  hsn: z
    .string()
    .trim()
    .regex(/^\d{4,8}$/, 'The SAC/HSN must be 4 to 8 digits'),
  order: z.number().int('The order must be a whole number').min(0).max(MAX_HEAD_ORDER),
  active: z.boolean(),
  limit: ZHeadLimit,
  /** A flat's own rate, in the head's unit. */
  overrides: z
    .array(ZRateOverride)
    .max(MAX_HEAD_FLATS, `A bill head can have at most ${MAX_HEAD_FLATS} flat overrides`),
};

type BasisFields = {
  basis?: BillHeadBasis;
  rate?: number;
  percentOf?: readonly string[];
  overrides?: ReadonlyArray<{ rate: number }>;
};
export type BasisIssue = { path: Array<string | number>; message: string };

const PERCENT_TOO_LARGE_MESSAGE = 'The percentage must be at most 100';

/**
 * What the basis asks of the other fields: a percentage is at most 100 % (its overrides too) and is
 * of at least one head; no other basis is of other heads. A create checks its fields, an edit the
 * stored head with its changes.
 */
export function basisIssues(head: BasisFields): BasisIssue[] {
  const issues: BasisIssue[] = [];
  if (head.basis === 'percent') {
    if (head.rate !== undefined && head.rate > MAX_PERCENT) {
      issues.push({ path: ['rate'], message: PERCENT_TOO_LARGE_MESSAGE });
    }
    for (const [index, override] of (head.overrides ?? []).entries()) {
      if (override.rate > MAX_PERCENT) {
        issues.push({ path: ['overrides', index, 'rate'], message: PERCENT_TOO_LARGE_MESSAGE });
      }
    }
    if (head.percentOf !== undefined && head.percentOf.length === 0) {
      issues.push({ path: ['percentOf'], message: PERCENT_OF_REQUIRED_MESSAGE });
    }
  } else if (head.basis !== undefined && head.percentOf !== undefined && head.percentOf.length > 0) {
    issues.push({ path: ['percentOf'], message: 'Only a percentage is of other bill heads' });
  }
  return issues;
}

export const ZBillHeadInput = z
  .strictObject({
    ...billHeadFields,
    percentOf: billHeadFields.percentOf.default([]),
    appliesTo: billHeadFields.appliesTo.default('all'),
    gstTreatment: billHeadFields.gstTreatment.default('taxable'),
    gstRate: billHeadFields.gstRate.default(DEFAULT_HEAD_GST_RATE),
    hsn: billHeadFields.hsn.default(DEFAULT_HSN),
    /** Where it sits on the bill; a new head goes last when none is given. */
    order: billHeadFields.order.optional(),
    active: billHeadFields.active.default(true),
    limit: ZHeadLimit.default({ kind: 'all' }),
    overrides: billHeadFields.overrides.default([]),
  })
  .superRefine((head, context) => {
    for (const issue of basisIssues(head)) context.addIssue({ code: 'custom', ...issue });
  });
export type TBillHeadInput = z.input<typeof ZBillHeadInput>;
export type TBillHeadValues = z.output<typeof ZBillHeadInput>;

/** An edit: what is sent replaces what is stored (lists whole); the basis is checked with the stored one. */
export const ZBillHeadUpdate = z.strictObject(billHeadFields).partial();
export type TBillHeadUpdate = z.input<typeof ZBillHeadUpdate>;

export const ZBillHead = z.object({
  _id: z.string(),
  name: z.string(),
  basis: z.enum(BILL_HEAD_BASES),
  rate: z.number(),
  percentOf: z.array(z.string()),
  appliesTo: z.enum(HEAD_OCCUPANCY_FILTERS),
  gstTreatment: z.enum(GST_TREATMENTS),
  gstRate: z.number(),
  hsn: z.string(),
  order: z.number().int(),
  active: z.boolean(),
  limit: ZHeadLimit,
  overrides: z.array(z.object({ flat: z.string(), rate: z.number() })),
  /** Advice that never blocks, e.g. the non-occupancy cap. */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBillHead = z.infer<typeof ZBillHead>;

export const ZBillHeadList = z.object({ items: z.array(ZBillHead) });
export type TBillHeadList = z.infer<typeof ZBillHeadList>;

export const ZBillHeadDeleted = z.object({ message: z.string() });
