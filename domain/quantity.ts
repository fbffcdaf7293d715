import { hundredthsToNumber, isTwoDecimalValue, parseHundredths } from './decimal';

/** A quantity (a flat's area in sq.ft) in integer hundredths: 1250.50 sq.ft → 125050. */
export type Hundredths = number;

/**
 * Converts an API quantity (a decimal with at most 2 decimals) to hundredths, exactly.
 * @throws {RangeError} for NaN, Infinity, more than 2 decimals, malformed text or results
 * beyond MAX_HUNDREDTHS. Validate with `isQuantityValue` to avoid the throw.
 */
export function toHundredths(value: number | string): Hundredths {
  return parseHundredths(value);
}

/** True when `toHundredths` accepts the value. */
export function isQuantityValue(value: number | string): boolean {
  return isTwoDecimalValue(value);
}

/** Hundredths back to the decimal number the API speaks: 125050 → 1250.5. */
export function fromHundredths(hundredths: Hundredths): number {
  return hundredthsToNumber(hundredths);
}
