import { INVOICE_NUMBER_MESSAGE } from '@domain/api/invoices';
import {
  financialYearLabel,
  financialYearOf,
  formatContinuousNumber,
  formatYearNumber,
  MAX_YEAR_SERIAL,
  type NumberSeries,
  parseTypedYearNumber,
  SERIES_LABELS,
  typedYearNumberMessage,
  yearNumberOrder,
} from '@domain/fy-numbering';
import { formatInvoiceNumber, parseInvoiceNumber } from '@domain/numbering';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import {
  raiseInvoiceCounterTo,
  raiseYearCounterTo,
  takeContinuousNumber,
  takeYearSerial,
} from './number-counters.repository';
import { findSeriesNumbering } from './numbering-settings.repository';

/** A document's number as printed, and the value kept beside it to sort by (and keep unique). */
export type DocumentNumber = { text: string; value: number };

/** A typed invoice number once read: what it is, and the counter it is kept clear of. */
export type TypedInvoiceNumber = DocumentNumber & { financialYear: number | null; serial: number };

/**
 * The next number of a series for a document dated `date`, its counter raised in this transaction:
 * continuous ('007', 'R-007', 'CN-007'), or the next serial of the financial year the date falls in,
 * whatever year it is now, in the series' pattern ('2026-27/007').
 */
export async function takeDocumentNumber(
  trx: DbTransaction,
  businessId: string,
  series: NumberSeries,
  date: string,
): Promise<DocumentNumber> {
  const numbering = await findSeriesNumbering(trx, businessId, series);
  if (numbering.mode === 'continuous') {
    const value = await takeContinuousNumber(trx, businessId, series);
    return { text: formatContinuousNumber(series, value), value };
  }
  const year = financialYearOf(date);
  const serial = await takeYearSerial(trx, businessId, series, year);
  if (serial > MAX_YEAR_SERIAL) {
    throw new AppError(
      'CONFLICT',
      `The ${SERIES_LABELS[series]} numbers of ${financialYearLabel(year)} have all been given (${MAX_YEAR_SERIAL})`,
    );
  }
  return { text: formatYearNumber(numbering.pattern, year, serial), value: yearNumberOrder(year, serial) };
}

function badInvoiceNumber(message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ path: 'invoiceNumber', message }]);
}

/**
 * What a typed invoice number is for a bill dated `billDate`. Continuous numbering takes a whole
 * number ('7' → '007'); financial-year numbering the serial ('7') or the whole number of the bill's own
 * year ('2026-27/007'), both → '2026-27/007'. Anything else is a 400 on the invoice number.
 */
export async function typedInvoiceNumberOf(
  db: Executor,
  businessId: string,
  typed: string,
  billDate: string,
): Promise<TypedInvoiceNumber> {
  const numbering = await findSeriesNumbering(db, businessId, 'invoices');
  if (numbering.mode === 'continuous') {
    const value = parseInvoiceNumber(typed);
    if (value === null) throw badInvoiceNumber(INVOICE_NUMBER_MESSAGE);
    return { text: formatInvoiceNumber(value), value, financialYear: null, serial: value };
  }
  const year = financialYearOf(billDate);
  const serial = parseTypedYearNumber(numbering.pattern, year, typed);
  if (serial === null) throw badInvoiceNumber(typedYearNumberMessage(numbering.pattern, year));
  return {
    text: formatYearNumber(numbering.pattern, year, serial),
    value: yearNumberOrder(year, serial),
    financialYear: year,
    serial,
  };
}

/**
 * Raises the counter a typed number belongs to up to it: that holds the counter's row, so a check for
 * the number after it sees every invoice numbered at once, and the numbers given out later never land on it.
 */
export async function reserveTypedInvoiceNumber(
  trx: DbTransaction,
  businessId: string,
  number: TypedInvoiceNumber,
): Promise<void> {
  if (number.financialYear === null) await raiseInvoiceCounterTo(trx, businessId, number.serial);
  else await raiseYearCounterTo(trx, businessId, 'invoices', number.financialYear, number.serial);
}
