import { z } from 'zod';
import { isValidDateString } from '../dates';
import { NUMBERING_MODES, type NumberSeries, patternProblem, SERIES_LABELS } from '../fy-numbering';
import { text } from './limits';

/** Far above the longest pattern that fits 16 characters: anything longer is refused by the length rule anyway. */
export const MAX_PATTERN_LENGTH = 40;

export const NUMBERING_PATH = '/api/v2/settings/numbering';

/** One series' numbering as sent: continuous, or by financial year with a pattern holding the year. */
function seriesNumbering(series: NumberSeries) {
  const label = SERIES_LABELS[series];
  return z.strictObject({
    mode: z.enum(NUMBERING_MODES, {
      error: `The ${label} numbering must be 'continuous' or 'financial-year'`,
    }),
    pattern: text(`the ${label} pattern`, { error: `Please enter the ${label} pattern, e.g. {FY}/` })
      .trim()
      .max(MAX_PATTERN_LENGTH, `The ${label} pattern must be at most ${MAX_PATTERN_LENGTH} characters`)
      .superRefine((pattern, context) => {
        const problem = patternProblem(pattern, label);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      }),
  });
}

/**
 * `PUT /api/v2/settings/numbering`: how each series is numbered. A pattern is checked in either mode,
 * since it is kept for when the series switches to financial-year numbering.
 */
export const ZNumberingInput = z.strictObject({
  invoices: seriesNumbering('invoices'),
  receipts: seriesNumbering('receipts'),
  creditNotes: seriesNumbering('creditNotes'),
});
export type TNumberingInput = z.infer<typeof ZNumberingInput>;

/** `GET …?date=`: the day the next numbers are previewed for (today in the business's zone when left out). */
export const ZNumberingQuery = z.strictObject({
  date: z.string().refine(isValidDateString, 'The date must be a date (YYYY-MM-DD)').optional(),
});

/**
 * One series as the settings show it: how it is numbered, and the next number a document dated on
 * the preview's day would take (`next`), with what each mode would give (`nextContinuous`, and
 * `nextSerial`, the serial of that day's financial year), so a changed setting can be previewed as typed.
 */
export const ZSeriesNumberingAnswer = z.object({
  mode: z.enum(NUMBERING_MODES),
  pattern: z.string(),
  next: z.string(),
  nextContinuous: z.string(),
  nextSerial: z.number(),
});
export type TSeriesNumberingAnswer = z.infer<typeof ZSeriesNumberingAnswer>;

export const ZNumbering = z.object({
  /** The day previewed, 'YYYY-MM-DD', and its financial year ('2026-27'). */
  date: z.string(),
  financialYear: z.string(),
  invoices: ZSeriesNumberingAnswer,
  receipts: ZSeriesNumberingAnswer,
  creditNotes: ZSeriesNumberingAnswer,
});
export type TNumbering = z.infer<typeof ZNumbering>;
