import {
  CLIENT_REQUIRED_MESSAGE,
  DATE_TOO_LATE_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  duplicateInvoiceNumberMessage,
  type TInvoiceValues,
} from '../../../domain/api/invoices';
import {
  type CalendarDate,
  defaultDueDate,
  endOfMonth,
  latestInvoiceDate,
  toCalendarDate,
  todayIn,
} from '../../../domain/dates';
import { hundredthsToNumber } from '../../../domain/decimal';
import { computeInvoiceTotals, type InvoiceTotals, type ItemFigures } from '../../../domain/invoice-math';
import { billedQuantity, type LineBasis, type LineQuantity } from '../../../domain/line-basis';
import { toPaise } from '../../../domain/money';
import { type Hundredths, toHundredths } from '../../../domain/quantity';
import type { BusinessRow, InvoiceItemRow } from '../../db/schema';
import { AppError } from '../../errors';

/*
 * What a new invoice and an edit share: their dates, lines and totals (figures from domain/), and the
 * refusals both give.
 */

export const TOTAL_TOO_LARGE_MESSAGE = 'The invoice total is too large';
/** How the payment a new Receipt records is described (DESIGN §4: every Paid document has money behind it). */
export const RECEIPT_PAYMENT_METHOD = 'Others';
export const RECEIPT_PAYMENT_NOTE = 'Recorded with the receipt';

export type Dates = { date: CalendarDate; dueDate: CalendarDate };

/**
 * The invoice date defaults to today in the business's zone and may be back-dated, but not more
 * than a day ahead; the due date defaults to the end of the current month (or of the invoice's
 * month when that is later) and is never before the invoice date.
 */
export function datesOf(
  values: Pick<TInvoiceValues, 'date' | 'dueDate'>,
  business: BusinessRow,
  now: Date,
): Dates {
  const timeZone = business.time_zone;
  const today = todayIn(timeZone, now);
  const date = values.date === undefined ? today : toCalendarDate(values.date, timeZone);
  if (date > latestInvoiceDate(now, timeZone)) {
    throw new AppError('BAD_REQUEST', DATE_TOO_LATE_MESSAGE, [
      { path: 'date', message: DATE_TOO_LATE_MESSAGE },
    ]);
  }
  const fallbackDue = defaultDueDate(now, timeZone);
  const dueDate =
    values.dueDate === undefined
      ? fallbackDue < date
        ? endOfMonth(date)
        : fallbackDue
      : toCalendarDate(values.dueDate, timeZone);
  if (dueDate < date) {
    throw new AppError('BAD_REQUEST', DUE_BEFORE_DATE_MESSAGE, [
      { path: 'dueDate', message: DUE_BEFORE_DATE_MESSAGE },
    ]);
  }
  return { date, dueDate };
}

type Line = ItemFigures & { itemName: string; basis: LineBasis };

/** A line before its quantity is known: a per-sq.ft line takes the flat's area (in hundredths). */
type LineValues = Pick<Line, 'itemName' | 'unitPrice' | 'discount' | 'overDues'> & LineQuantity<Hundredths>;

/**
 * A per-sq.ft line's quantity is the customer's flat area (the spec's rule), a fixed line's the typed one;
 * the figures come from domain/ only.
 */
export function totalsOf(lines: LineValues[], areaHundredths: number, gstRate: number): InvoiceTotals<Line> {
  try {
    return computeInvoiceTotals(
      lines.map(({ itemName, unitPrice, discount, overDues, ...source }) => ({
        itemName,
        unitPrice,
        discount,
        overDues,
        basis: source.basis,
        quantity: billedQuantity(source, areaHundredths),
      })),
      gstRate,
    );
  } catch (error) {
    // Inputs are validated; only an amount beyond what can be stored exactly remains.
    if (error instanceof RangeError) throw new AppError('BAD_REQUEST', TOTAL_TOO_LARGE_MESSAGE);
    throw error;
  }
}

/** The lines as sent, prices in paise and typed quantities in hundredths. */
export function linesOf(items: TInvoiceValues['items']): LineValues[] {
  return items.map((item) => ({
    itemName: item.itemName,
    unitPrice: toPaise(item.unitPrice),
    discount: item.discount,
    overDues: item.overDues,
    ...(item.basis === 'fixed'
      ? { basis: item.basis, quantity: toHundredths(item.quantity) }
      : { basis: item.basis }),
  }));
}

/** The stored lines, to recompute when only the customer or the GST rate changes. */
export function storedLinesOf(rows: InvoiceItemRow[]): LineValues[] {
  return rows.map((row) => ({
    itemName: row.item_name,
    unitPrice: Number(row.unit_price_paise),
    discount: hundredthsToNumber(row.discount_basis_points),
    overDues: hundredthsToNumber(row.over_dues_basis_points),
    ...(row.basis === 'fixed'
      ? { basis: row.basis, quantity: Number(row.quantity_hundredths) }
      : { basis: row.basis }),
  }));
}

export function customerNotFound(): AppError {
  return new AppError('BAD_REQUEST', CLIENT_REQUIRED_MESSAGE, [
    { path: 'client._id', message: 'Customer not found' },
  ]);
}

export function duplicateNumber(invoiceNumber: string): AppError {
  const message = duplicateInvoiceNumberMessage(invoiceNumber);
  return new AppError('CONFLICT', message, [{ path: 'invoiceNumber', message }]);
}
