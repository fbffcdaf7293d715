import { z } from 'zod';
import { DEFAULT_RWA_MODE, DEFAULT_TURNOVER_THRESHOLD_PAISE, RWA_MODES } from '../housing-society';
import { fromPaise, isMoneyValue } from '../money';
import { ZExportDate } from './payment-export';

/** ₹10,00,00,000: far above any registration threshold, so a slipped digit is caught. */
export const MAX_TURNOVER_THRESHOLD = 100_000_000;

export const RWA_MODE_MESSAGE =
  'Choose how GST applies above ₹7,500: on the whole contribution or the excess';
export const TURNOVER_THRESHOLD_MESSAGE = 'Please enter the turnover threshold in rupees';

/**
 * `GET/PUT /api/v2/settings/gst`: whether the business is a resident welfare association (housing
 * society), whose members' contributions are exempt up to ₹7,500 a flat a month; above it, GST on the
 * whole contribution (`whole`, CBIC circular 109/28/2019) or only the excess (`excess`, Madras High
 * Court, 2021); the turnover (rupees, a financial year) under which nothing is taxed; and whether
 * bill totals are rounded to the rupee with a Round off line. A business that saved none has the defaults.
 */
export const ZGstSettings = z.strictObject({
  housingSociety: z.boolean({ error: 'Housing society must be on or off' }),
  rwaMode: z.enum(RWA_MODES, { error: RWA_MODE_MESSAGE }),
  turnoverThreshold: z
    .number({ error: TURNOVER_THRESHOLD_MESSAGE })
    .min(0, 'The turnover threshold cannot be negative')
    .max(MAX_TURNOVER_THRESHOLD, 'The turnover threshold must be at most ₹10,00,00,000')
    .refine(isMoneyValue, 'The turnover threshold can have at most 2 decimals'),
  roundOff: z.boolean({ error: 'Rounding totals must be on or off' }),
});
export type TGstSettings = z.infer<typeof ZGstSettings>;

export const DEFAULT_GST_SETTINGS: TGstSettings = {
  housingSociety: false,
  rwaMode: DEFAULT_RWA_MODE,
  turnoverThreshold: fromPaise(DEFAULT_TURNOVER_THRESHOLD_PAISE),
  roundOff: true,
};

/**
 * `?date=` the day whose financial year is asked for (today in the business's zone when left out);
 * `exceptInvoiceId` a bill of the business left out of the sum (the one an edit is figuring again).
 */
export const ZGstTurnoverQuery = z.strictObject({
  date: ZExportDate.optional(),
  exceptInvoiceId: z.uuid({ error: 'Invoice not found' }).optional(),
});
export type TGstTurnoverQuery = z.infer<typeof ZGstTurnoverQuery>;

/**
 * `GET /api/v2/settings/gst/turnover`: the business's turnover in the financial year of the day asked
 * for, in rupees: its bills' sub totals before GST (invoices, bills and receipts; never quotations or
 * proformas) less its credit notes', against the threshold; `warning` from 80 % of it, `exceeded` past it.
 */
export const ZGstTurnover = z.object({
  /** '2026-27' */
  financialYear: z.string(),
  /** 'YYYY-MM-DD': 1 April and 31 March. */
  from: z.string(),
  to: z.string(),
  turnover: z.number(),
  threshold: z.number(),
  /** Turnover as a percent of the threshold, one decimal, rounded down. */
  percent: z.number(),
  warning: z.boolean(),
  exceeded: z.boolean(),
});
export type TGstTurnover = z.infer<typeof ZGstTurnover>;
