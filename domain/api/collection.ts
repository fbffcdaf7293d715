import { z } from 'zod';
import { type CalendarDate, endOfMonth } from '../dates';
import { EXPORT_RANGE_MESSAGE, workbookFileName, ZExportDate } from './payment-export';

/**
 * Reports → Collection: what a period billed (per bill head), what it collected (per payment method)
 * and, per block, both and what is still owed now on the period's bills.
 */

/**
 * `GET /api/v2/reports/collection` (and `.xlsx`): the days from `from` to `to`, both included. Left out,
 * each falls in the month of the other, or of today in the business's time zone.
 */
export const ZCollectionQuery = z
  .strictObject({ from: ZExportDate.optional(), to: ZExportDate.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    path: ['from'],
    message: EXPORT_RANGE_MESSAGE,
  });
export type TCollectionQuery = z.infer<typeof ZCollectionQuery>;

/** The period a query asks for, `today` standing in for a day left out. */
export function collectionPeriodOf(
  query: TCollectionQuery,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  return {
    from: query.from ?? `${(query.to ?? today).slice(0, 7)}-01`,
    to: query.to ?? endOfMonth(query.from ?? today),
  };
}

/**
 * A row of what was billed: a bill head's lines; lines billed under no head ('Other charges'); the
 * GST; the rounding of totals to whole rupees; what the period's credit notes took off (negative).
 * The rows add up to the billed total.
 */
export const BILLED_ROW_KINDS = ['head', 'other', 'gst', 'roundOff', 'credit'] as const;
export type BilledRowKind = (typeof BILLED_ROW_KINDS)[number];
export const OTHER_CHARGES = 'Other charges';

export const ZBilledRow = z.object({
  kind: z.enum(BILLED_ROW_KINDS),
  /** The bill head's id for a head's row (a deleted head's too), otherwise null. */
  headId: z.string().nullable(),
  /** The head's name; a deleted head's is its lines' own. */
  name: z.string(),
  amount: z.number(),
});
export type TBilledRow = z.infer<typeof ZBilledRow>;

export const ZCollectedRow = z.object({
  method: z.string(),
  receipts: z.number().int(),
  amount: z.number(),
});
export type TCollectedRow = z.infer<typeof ZCollectedRow>;

export const ZCollectionBlock = z.object({
  /** The flat's block (the bill's own when its flat is gone); '' for none. */
  block: z.string(),
  billed: z.number(),
  collected: z.number(),
  /** Still owed now on the period's bills. */
  outstanding: z.number(),
});
export type TCollectionBlock = z.infer<typeof ZCollectionBlock>;

export const ZCollection = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * The period's bills by their bill date: claims for money in rupees, so never a quotation or an
   * invoice a late-fee invoice replaced.
   */
  billed: z.object({ bills: z.number().int(), total: z.number(), rows: z.array(ZBilledRow) }),
  /**
   * The money received in the period by the day it was paid: every receipt that stands, so a reversed
   * one (a bounced cheque) is not counted. Every payment method is listed, those with nothing too.
   */
  collected: z.object({ receipts: z.number().int(), total: z.number(), methods: z.array(ZCollectedRow) }),
  /** Per block, in block order, and their sums. */
  blocks: z.array(ZCollectionBlock),
  totals: ZCollectionBlock.omit({ block: true }),
});
export type TCollection = z.infer<typeof ZCollection>;

/** The workbook's one sheet. */
export const COLLECTION_SHEET_NAME = 'Collection';

/** `Collection-{business or name}.xlsx`. */
export function collectionFileName(businessOrName: string): string {
  return workbookFileName('Collection', businessOrName, 'period');
}
