import { INVOICE_NUMBER_MIN_DIGITS } from './constants';

const DIGITS_ONLY = /^\d+$/;

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
 * Sort order for invoice numbers: numerically ("2" before "10"), then by text so "007" and "7"
 * have a stable order; numbers that do not parse come last, by text.
 */
export function compareInvoiceNumbers(first: string, second: string): number {
  const firstValue = parseInvoiceNumber(first);
  const secondValue = parseInvoiceNumber(second);
  if (firstValue !== null && secondValue !== null && firstValue !== secondValue) {
    return firstValue - secondValue;
  }
  if (firstValue === null && secondValue !== null) return 1;
  if (firstValue !== null && secondValue === null) return -1;
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
