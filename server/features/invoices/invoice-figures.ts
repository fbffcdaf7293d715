import {
  CLIENT_REQUIRED_MESSAGE,
  DATE_TOO_LATE_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  duplicateInvoiceNumberMessage,
  type TInvoiceValues,
} from '@domain/api/invoices';
import type { GstTreatment } from '@domain/bill-heads';
import {
  type CalendarDate,
  defaultDueDate,
  endOfMonth,
  latestInvoiceDate,
  toCalendarDate,
  todayIn,
} from '@domain/dates';
import { hundredthsToNumber } from '@domain/decimal';
import { computeInvoiceTotals, type InvoiceTotals, type ItemFigures } from '@domain/invoice-math';
import { GST_SLAB_MESSAGE, isGstSlab, type TaxBase, type TaxRegime } from '@domain/invoice-tax';
import { billedQuantity, type LineBasis, type LineQuantity } from '@domain/line-basis';
import { type Paise, toPaise } from '@domain/money';
import { toBasisPoints } from '@domain/percent';
import { type Hundredths, toHundredths } from '@domain/quantity';
import { AppError } from '../../errors';
import { type InvoiceLine, type InvoiceTerms, ownTaxOf } from './invoice-rows';

/*
 * What a new invoice and an edit compute alike: their dates, lines and totals (figures from domain/),
 * and the refusals both give.
 */

const TOTAL_TOO_LARGE_MESSAGE = 'The invoice total is too large';

export type Dates = { date: CalendarDate; dueDate: CalendarDate };

/**
 * The one reading of an invoice's dates, for a create and an edit alike. What is not sent stays as
 * `stored` has it (an edit) or takes its default (a create): the invoice date today in the business's
 * zone, the due date the end of the current month (or of the invoice's month when that is later). A
 * date sent may be back-dated but not more than a day ahead; the due date is never before the invoice date.
 */
export function resolveDates(
  values: Pick<TInvoiceValues, 'date' | 'dueDate'>,
  timeZone: string,
  now: Date,
  stored?: Dates,
): Dates {
  const date =
    values.date === undefined
      ? (stored?.date ?? todayIn(timeZone, now))
      : toCalendarDate(values.date, timeZone);
  if (values.date !== undefined && date > latestInvoiceDate(now, timeZone)) {
    throw new AppError('BAD_REQUEST', DATE_TOO_LATE_MESSAGE, [
      { path: 'date', message: DATE_TOO_LATE_MESSAGE },
    ]);
  }
  const dueDate =
    values.dueDate !== undefined
      ? toCalendarDate(values.dueDate, timeZone)
      : (stored?.dueDate ?? defaultDueDateFor(date, timeZone, now));
  if (dueDate < date) {
    throw new AppError('BAD_REQUEST', DUE_BEFORE_DATE_MESSAGE, [
      { path: 'dueDate', message: DUE_BEFORE_DATE_MESSAGE },
    ]);
  }
  return { date, dueDate };
}

function defaultDueDateFor(date: CalendarDate, timeZone: string, now: Date): CalendarDate {
  const fallbackDue = defaultDueDate(now, timeZone);
  return fallbackDue < date ? endOfMonth(date) : fallbackDue;
}

type Line = ItemFigures & {
  itemName: string;
  basis: LineBasis;
  gstTreatment: GstTreatment;
  billHeadId: string | null;
  hsn: string;
};

/**
 * A line before its quantity is known: a per-sq.ft line takes the flat's area (in hundredths). Its
 * SAC/HSN and rate are its own, or the bill's when it has none.
 */
export type LineValues = Pick<
  Line,
  'itemName' | 'unitPrice' | 'discount' | 'overDues' | 'gstTreatment' | 'billHeadId' | 'gstRate'
> & { hsn: string | null } & LineQuantity<Hundredths>;

/**
 * How a bill is taxed (domain/invoice-tax.ts): its regime, its SAC/HSN, whether it is rounded, and
 * the part of each line GST falls on where a rule decides it (a housing society's).
 */
export type BillTaxTerms = {
  regime: TaxRegime;
  hsn: string;
  roundOff: boolean;
  taxBasesOf?: (lines: ReadonlyArray<Pick<ItemFigures, 'gstTreatment'> & { amount: Paise }>) => TaxBase[];
};

/**
 * A per-sq.ft line's quantity is the customer's flat area, a fixed line's the typed one;
 * the figures come from domain/ only. A business not registered for GST charges none, at rate 0.
 */
export function totalsOf(
  lines: LineValues[],
  areaHundredths: number,
  gstRate: number,
  tax: BillTaxTerms,
): InvoiceTotals<Line> {
  const registered = tax.regime !== 'none';
  try {
    return computeInvoiceTotals(
      lines.map(
        ({ itemName, unitPrice, discount, overDues, gstTreatment, billHeadId, hsn, gstRate, ...source }) => ({
          itemName,
          unitPrice,
          discount,
          overDues,
          gstTreatment,
          billHeadId,
          hsn: hsn ?? tax.hsn,
          ...(gstRate === undefined || !registered ? {} : { gstRate }),
          basis: source.basis,
          quantity: billedQuantity(source, areaHundredths),
        }),
      ),
      registered ? gstRate : 0,
      { regime: tax.regime, roundOff: tax.roundOff, taxBasesOf: tax.taxBasesOf },
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
    gstTreatment: item.gstTreatment ?? 'taxable',
    billHeadId: null,
    hsn: item.hsn ?? null,
    ...(item.gstRate === undefined ? {} : { gstRate: item.gstRate }),
    ...(item.basis === 'fixed'
      ? { basis: item.basis, quantity: toHundredths(item.quantity) }
      : { basis: item.basis }),
  }));
}

/** The stored lines, to recompute when only the customer or the GST rate changes. */
export function lineValuesOf(
  lines: InvoiceLine[],
  bill: Pick<InvoiceTerms, 'gstRateBasisPoints' | 'hsn'>,
): LineValues[] {
  return lines.map((line) => ({
    itemName: line.itemName,
    unitPrice: line.unitPricePaise,
    discount: hundredthsToNumber(line.discountBasisPoints),
    overDues: hundredthsToNumber(line.overDuesBasisPoints),
    gstTreatment: line.gstTreatment,
    billHeadId: line.billHeadId,
    hsn: null,
    ...ownTaxOf(line, bill),
    ...(line.basis === 'fixed'
      ? { basis: line.basis, quantity: line.quantityHundredths }
      : { basis: line.basis }),
  }));
}

/** The lines to store of computed totals, in their order. */
export function invoiceLinesOf(totals: InvoiceTotals<Line>): InvoiceLine[] {
  return totals.items.map((item) => ({
    itemName: item.itemName,
    basis: item.basis,
    unitPricePaise: item.unitPrice,
    quantityHundredths: item.quantity,
    discountBasisPoints: toBasisPoints(item.discount),
    overDuesBasisPoints: toBasisPoints(item.overDues),
    amountPaise: item.amount,
    gstTreatment: item.gstTreatment,
    billHeadId: item.billHeadId,
    tax: {
      hsn: item.hsn,
      rateBasisPoints: item.rate,
      taxableValuePaise: item.taxableValue,
      taxes: item.tax,
      exemption: item.exemption,
    },
  }));
}

/**
 * A registered business charges the GST slabs' rates; any other rate (the bill's or a line's) only
 * when the owner confirms it as a custom rate.
 */
export function assertGstSlabs(
  values: Pick<TInvoiceValues, 'rates' | 'customGstRate'> & { items?: TInvoiceValues['items'] },
  regime: TaxRegime,
): void {
  if ((regime !== 'cgst-sgst' && regime !== 'igst') || values.customGstRate) return;
  const details = [
    ...(values.rates === undefined || isGstSlab(values.rates)
      ? []
      : [{ path: 'rates', message: GST_SLAB_MESSAGE }]),
    ...(values.items ?? []).flatMap((item, index) =>
      item.gstRate === undefined || isGstSlab(item.gstRate)
        ? []
        : [{ path: `items.${index}.gstRate`, message: GST_SLAB_MESSAGE }],
    ),
  ];
  if (details.length > 0) throw new AppError('BAD_REQUEST', GST_SLAB_MESSAGE, details);
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
