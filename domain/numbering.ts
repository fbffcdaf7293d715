import { INVOICE_NUMBER_MIN_DIGITS } from './constants';

const DIGITS_ONLY = /^\d+$/;
const DOCUMENT_NUMBER = /^[A-Za-z0-9/-]{1,16}$/;
/** Runs of digits and runs of anything else. */
const RUNS = /\d+|\D+/g;

/**
 * Invoice number as shown and stored: zero-padded to 3 digits below 100
 * (1 → "001", 99 → "099", 100 → "100", 12345 → "12345").
 * @throws {RangeError} unless `value` is a positive safe integer.
 */
export function formatInvoiceNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`An invoice number must be a positive integer, got ${value}`);
  }
  return String(value).padStart(INVOICE_NUMBER_MIN_DIGITS, '0');
}

/**
 * The number following a business's counter (the highest number issued so far, 0 for none),
 * formatted: 0 → "001", 99 → "100".
 * @throws {RangeError} unless `counter` is a non-negative safe integer below the maximum.
 */
export function nextInvoiceNumber(counter: number): string {
  if (!Number.isSafeInteger(counter) || counter < 0) {
    throw new RangeError(`The invoice counter must be a non-negative integer, got ${counter}`);
  }
  return formatInvoiceNumber(counter + 1);
}

/**
 * The numeric value of a typed invoice number, for sorting and for advancing the counter:
 * digits only, leading zeros allowed ("007" → 7), positive and safe. Anything else (spaces,
 * signs, letters, "000") gives null.
 */
export function parseInvoiceNumber(text: string): number | null {
  if (!DIGITS_ONLY.test(text)) return null;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 1) return null;
  return value;
}

/** True when `parseInvoiceNumber` accepts the text. */
export function isValidInvoiceNumber(text: string): boolean {
  return parseInvoiceNumber(text) !== null;
}

/**
 * What a tax document's number may be (GST): 1 to 16 letters, digits, '-' and '/' ('007',
 * '2026-27/007', 'R/26-27-012').
 */
export function isDocumentNumberText(text: string): boolean {
  return DOCUMENT_NUMBER.test(text);
}

/** Two runs of digits by their value ('999' before '1000'); equal values keep their text order. */
function compareDigitRuns(first: string, second: string): number {
  const firstDigits = first.replace(/^0+(?=\d)/, '');
  const secondDigits = second.replace(/^0+(?=\d)/, '');
  if (firstDigits.length !== secondDigits.length) return firstDigits.length - secondDigits.length;
  if (firstDigits !== secondDigits) return firstDigits < secondDigits ? -1 : 1;
  return 0;
}

/** Text with its runs of digits compared as numbers: '2026-27/999' before '2026-27/1000'. */
function compareNaturally(first: string, second: string): number {
  const firstRuns = first.match(RUNS) ?? [];
  const secondRuns = second.match(RUNS) ?? [];
  for (let index = 0; index < Math.min(firstRuns.length, secondRuns.length); index += 1) {
    const [firstRun = '', secondRun = ''] = [firstRuns[index], secondRuns[index]];
    const order =
      DIGITS_ONLY.test(firstRun) && DIGITS_ONLY.test(secondRun)
        ? compareDigitRuns(firstRun, secondRun)
        : firstRun < secondRun
          ? -1
          : firstRun > secondRun
            ? 1
            : 0;
    if (order !== 0) return order;
  }
  if (firstRuns.length !== secondRuns.length) return firstRuns.length - secondRuns.length;
  if (first === second) return 0;
  return first < second ? -1 : 1;
}

/**
 * Sort order for invoice numbers: numerically ("2" before "10"), then by text so "007" and "7"
 * have a stable order; numbers that do not parse (a financial year's '2026-27/007') come last, their
 * runs of digits compared as numbers, so they go by year, then serial.
 */
export function compareInvoiceNumbers(first: string, second: string): number {
  const firstValue = parseInvoiceNumber(first);
  const secondValue = parseInvoiceNumber(second);
  if (firstValue !== null && secondValue !== null && firstValue !== secondValue) {
    return firstValue - secondValue;
  }
  if (firstValue === null && secondValue !== null) return 1;
  if (firstValue !== null && secondValue === null) return -1;
  if (firstValue === null) return compareNaturally(first, second);
  if (first === second) return 0;
  return first < second ? -1 : 1;
}

/** A receipt's number as printed: its own series, "R-" and the value padded as invoice numbers are (7 → "R-007"). */
export function formatReceiptNumber(value: number): string {
  return `R-${formatInvoiceNumber(value)}`;
}

/** A credit note's number as printed: its own series, "CN-" and the padded value (7 → "CN-007"). */
export function formatCreditNoteNumber(value: number): string {
  return `CN-${formatInvoiceNumber(value)}`;
}

/**
 * A receipt's number as it was issued: the text stored with it, or for a receipt stored before the
 * text was kept (always the continuous series), 'R-' and its padded value.
 */
export function receiptNumberOf(value: number, text: string | null): string {
  return text ?? formatReceiptNumber(value);
}

/** A credit note's number as it was issued: its stored text, or 'CN-' and the value for an older note. */
export function creditNoteNumberOf(value: number, text: string | null): string {
  return text ?? formatCreditNoteNumber(value);
}
