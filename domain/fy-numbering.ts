import { INVOICE_NUMBER_MIN_DIGITS } from './constants';
import { formatCreditNoteNumber, formatInvoiceNumber, formatReceiptNumber } from './numbering';

/*
 * GST asks that each tax document's number be unique and consecutive within a financial year
 * (1 April to 31 March) and at most 16 characters of letters, digits, '-' and '/'. A business numbers
 * each of its series (invoices, receipts, credit notes) either continuously ('007', 'R-007', 'CN-007',
 * never restarting) or by financial year: a pattern holding the year, then a serial that starts again
 * at 001 every 1 April ('{FY}/' → '2026-27/001'). A document takes the series of the year of its own
 * date, so a bill dated 15 March 2027 is numbered in 2026-27 even when issued in April 2027.
 */

export const NUMBER_SERIES = ['invoices', 'receipts', 'creditNotes'] as const;
export type NumberSeries = (typeof NUMBER_SERIES)[number];

export const NUMBERING_MODES = ['continuous', 'financial-year'] as const;
export type NumberingMode = (typeof NUMBERING_MODES)[number];

/** How one series is numbered; the pattern is kept while the series is continuous, for a switch back. */
export type SeriesNumbering = { mode: NumberingMode; pattern: string };

/** GST's limit on a tax document's number. */
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
/** The most documents one series numbers in a financial year: its serial has at most 5 digits. */
export const MAX_YEAR_SERIAL = 99_999;

/** What a pattern's year tokens print for the year 2026-27. */
export const YEAR_TOKENS = { '{FY}': '2026-27', '{YY}': '26-27' } as const;

export const DEFAULT_NUMBERING: Record<NumberSeries, SeriesNumbering> = {
  invoices: { mode: 'continuous', pattern: '{FY}/' },
  receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
  creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
};

/** How messages name a series' documents. */
export const SERIES_LABELS: Record<NumberSeries, string> = {
  invoices: 'invoice',
  receipts: 'receipt',
  creditNotes: 'credit note',
};

const YEAR_TOKEN = /\{FY\}|\{YY\}/g;
const LITERAL_TEXT = /^[A-Za-z/-]*$/;
const DIGITS = /^\d+$/;

/**
 * Financial-year numbers sort after every continuous number a business could reach, by year, then by
 * serial: the order value kept beside each number (the lists sort by it).
 */
const YEAR_ORDER_BASE = 10_000_000_000;

/** The financial year a calendar date 'YYYY-MM-DD' falls in, named by the year it starts: 2027-03-31 → 2026. */
export function financialYearOf(date: string): number {
  const year = Number(date.slice(0, 4));
  return Number(date.slice(5, 7)) >= 4 ? year : year - 1;
}

/** The financial year as GST returns write it: 2026 → '2026-27', 2099 → '2099-00'. */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

function yearText(token: string, startYear: number): string {
  const label = financialYearLabel(startYear);
  return token === '{FY}' ? label : label.slice(2);
}

/** The pattern with its year written out: the text before the serial. */
function prefixOf(pattern: string, startYear: number): string {
  return pattern.replace(YEAR_TOKEN, (token) => yearText(token, startYear));
}

/** 'invoice' → 'Invoice'. */
function capitalized(label: string): string {
  return `${label[0]?.toUpperCase() ?? ''}${label.slice(1)}`;
}

/**
 * Why a financial-year pattern cannot number a series, or null when it can. A pattern holds the year
 * once ({FY} → 2026-27 or {YY} → 26-27), letters, '-' and '/' (no digits of its own, so numbers of
 * different years and patterns can never coincide), ends with '-' or '/' before the serial, and its
 * longest number (serial 99999) has at most 16 characters.
 */
export function patternProblem(pattern: string, label: string): string | null {
  if (pattern === '') return `Please enter the ${label} pattern, e.g. {FY}/`;
  if (!LITERAL_TEXT.test(pattern.replace(YEAR_TOKEN, ''))) {
    return `The ${label} pattern may hold only letters, '-' and '/' besides {FY} or {YY}`;
  }
  if ((pattern.match(YEAR_TOKEN) ?? []).length !== 1) {
    return `The ${label} pattern must hold the year once: {FY} (2026-27) or {YY} (26-27)`;
  }
  if (!pattern.endsWith('/') && !pattern.endsWith('-')) {
    return `The ${label} pattern must end with '/' or '-', before the serial number`;
  }
  const longest = longestNumberOf(pattern);
  if (longest.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    return `${capitalized(label)} numbers can have at most ${MAX_DOCUMENT_NUMBER_LENGTH} characters: ${longest} has ${longest.length}; shorten the pattern or use {YY}`;
  }
  return null;
}

/** The longest number a pattern makes (the year 2026-27, serial 99999): what the 16-character limit is checked on. */
export function longestNumberOf(pattern: string): string {
  return `${prefixOf(pattern, 2026)}${MAX_YEAR_SERIAL}`;
}

/**
 * A number of a financial-year series: the pattern with the year written out, then the serial padded
 * to 3 digits ('{FY}/', 2026, 7 → '2026-27/007'; 'R/{YY}-', 2027, 1234 → 'R/27-28-1234').
 * @throws {RangeError} unless the serial is a whole number from 1 to 99999.
 */
export function formatYearNumber(pattern: string, startYear: number, serial: number): string {
  if (!Number.isSafeInteger(serial) || serial < 1 || serial > MAX_YEAR_SERIAL) {
    throw new RangeError(`A serial must be a whole number from 1 to ${MAX_YEAR_SERIAL}, got ${serial}`);
  }
  return `${prefixOf(pattern, startYear)}${String(serial).padStart(INVOICE_NUMBER_MIN_DIGITS, '0')}`;
}

/** A serial the series can give: a positive safe digit string up to 99999 ('007' → 7), else null. */
function serialOf(digits: string): number | null {
  if (!DIGITS.test(digits)) return null;
  const serial = Number(digits);
  return serial >= 1 && serial <= MAX_YEAR_SERIAL ? serial : null;
}

/**
 * The serial of a number typed for a document of the year `startYear`: the serial alone ('7', '007')
 * or the whole number as the pattern makes it for that year ('2026-27/007', '2026-27/7'). Null for
 * anything else, a number of another year among them.
 */
export function parseTypedYearNumber(pattern: string, startYear: number, typed: string): number | null {
  const prefix = prefixOf(pattern, startYear);
  if (typed.startsWith(prefix)) return serialOf(typed.slice(prefix.length));
  return serialOf(typed);
}

/** The order value of a financial-year number: by year, then serial (2026-27/007 → 20_260_000_000_007). */
export function yearNumberOrder(startYear: number, serial: number): number {
  return startYear * YEAR_ORDER_BASE + serial;
}

/** The continuous series' number for a counter value: '007', 'R-007', 'CN-007'. */
export function formatContinuousNumber(series: NumberSeries, value: number): string {
  if (series === 'receipts') return formatReceiptNumber(value);
  if (series === 'creditNotes') return formatCreditNoteNumber(value);
  return formatInvoiceNumber(value);
}

/** Why a typed invoice number does not fit a financial-year series: what to type instead. */
export function typedYearNumberMessage(pattern: string, startYear: number): string {
  return `For a bill dated in ${financialYearLabel(startYear)} type the serial (7) or the whole number (${formatYearNumber(pattern, startYear, 7)})`;
}
