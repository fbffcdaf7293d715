import { z } from 'zod';
import { type CalendarDate, endOfMonth, isValidDateString } from '../dates';

/** The month picker allows years 2000 to 2050; the export takes no day outside them. */
export const EXPORT_FIRST_YEAR = 2000;
export const EXPORT_LAST_YEAR = 2050;

export const EXPORT_DATE_MESSAGE = 'Please choose a date (YYYY-MM-DD)';
export const EXPORT_YEAR_MESSAGE = `Please choose a date between ${EXPORT_FIRST_YEAR} and ${EXPORT_LAST_YEAR}`;
export const EXPORT_RANGE_MESSAGE = 'The start date must be on or before the end date';

/** The workbook's one sheet and its columns, in order. */
export const PAYSHEET_SHEET_NAME = 'Payment History';
export const PAYSHEET_COLUMNS = [
  'Invoice No.',
  'Client',
  'Paid At',
  'Amount Paid',
  'Payment Method',
  'Payment Note',
] as const;

/** A day of the years the month picker offers. */
export const ZExportDate = z
  .string({ error: EXPORT_DATE_MESSAGE })
  .refine(isValidDateString, EXPORT_DATE_MESSAGE)
  .refine((date) => {
    const year = Number(date.slice(0, 4));
    return year >= EXPORT_FIRST_YEAR && year <= EXPORT_LAST_YEAR;
  }, EXPORT_YEAR_MESSAGE);

const ZExportRange = z.object({ from: ZExportDate, to: ZExportDate });

/** `GET /api/v2/payments?from=&to=`: the payments made on the days from `from` to `to`, both included. */
export const ZPaymentExportQuery = z
  .strictObject({ from: ZExportDate, to: ZExportDate })
  .refine((range) => range.from <= range.to, {
    message: EXPORT_RANGE_MESSAGE,
    path: ['to'],
    // Compared only once both are dates: a malformed date is its own mistake, not a wrong order.
    when: (payload) => ZExportRange.safeParse(payload.value).success,
  });
export type TPaymentExportQuery = z.infer<typeof ZPaymentExportQuery>;

/**
 * `{prefix}-{business or name}.xlsx`, with what a file name cannot hold taken out, and the dots a name
 * may end with ('… Pvt. Ltd.'), so the extension follows one dot, not two.
 */
export function workbookFileName(prefix: string, businessOrName: string, fallback: string): string {
  const safe = businessOrName
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s.]+$/, '')
    .trim();
  return `${prefix}-${safe === '' ? fallback : safe}.xlsx`;
}

/** `Paysheet-{business or name}.xlsx`. */
export function paysheetFileName(businessOrName: string): string {
  return workbookFileName('Paysheet', businessOrName, 'payments');
}

/** The first and last day of the month a date falls in: what the export menu asks for. */
export function monthRangeOf(date: CalendarDate): TPaymentExportQuery {
  return { from: `${date.slice(0, 7)}-01`, to: endOfMonth(date) };
}
