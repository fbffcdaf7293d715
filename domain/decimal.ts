// Exact decimals with at most two places, held as integer hundredths. Money (paise), areas
// (hundredths of a sq.ft) and percents (basis points) all share this representation, so the
// parsing rules live in one place.

const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * The largest magnitude handled: 9,999,999,999,999.99 (15 digits). A JSON number keeps every
 * decimal of up to 15 significant digits exactly, but not all 16-digit ones (75288061475735.09
 * comes back as 75288061475735.1), so the limit sits below Number.MAX_SAFE_INTEGER.
 */
export const MAX_HUNDREDTHS = 999_999_999_999_999;
const MAX_BIG = BigInt(MAX_HUNDREDTHS);

// A JavaScript number is read through its shortest round-trip text ("1234.56", not the binary
// value 1234.559999…), which is what the user typed; 0.1 + 0.2 prints as 0.30000000000000004
// and is rejected rather than silently rounded.
function toDecimalText(value: number | string): string {
  if (typeof value === 'string') return value;
  if (!Number.isFinite(value)) throw new RangeError(`Expected a finite number, got ${value}`);
  return String(value);
}

/**
 * Parses a decimal number with at most two decimals into integer hundredths.
 * Accepts numbers and strings like "1234", "-12.5", "0.05" or "12.500" (trailing zeros beyond
 * two places are harmless). Rejects exponents, signs other than a leading "-", spaces, empty
 * text, more than two significant decimals and magnitudes beyond MAX_HUNDREDTHS.
 * @throws {RangeError} when the value is not such a decimal.
 */
export function parseHundredths(value: number | string): number {
  const text = toDecimalText(value);
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) throw new RangeError(`Expected a decimal number, got "${text}"`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (/[1-9]/.test(fraction.slice(2))) {
    throw new RangeError(`Expected at most 2 decimals, got "${text}"`);
  }
  const magnitude = BigInt(whole) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  if (magnitude > MAX_BIG) throw new RangeError(`Number too large: "${text}"`);
  if (magnitude === 0n) return 0;
  return sign === '-' ? -Number(magnitude) : Number(magnitude);
}

/** True when `parseHundredths` would accept the value. */
export function isTwoDecimalValue(value: number | string): boolean {
  try {
    parseHundredths(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * Converts integer hundredths back to a JavaScript number (12345 → 123.45). Dividing by 100
 * yields the double nearest to the decimal, which prints back as that decimal.
 * @throws {RangeError} when the input is not an integer within ±MAX_HUNDREDTHS.
 */
export function hundredthsToNumber(hundredths: number): number {
  assertHundredths(hundredths, 'hundredths');
  if (hundredths === 0) return 0;
  return hundredths / 100;
}

/** Exact decimal text with two places: 12345 → "123.45", -5 → "-0.05". */
export function hundredthsToText(hundredths: number): string {
  assertHundredths(hundredths, 'hundredths');
  const magnitude = Math.abs(hundredths);
  const whole = Math.trunc(magnitude / 100);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${whole}.${fraction}`;
}

/** @throws {RangeError} unless `value` is an integer within ±MAX_HUNDREDTHS. */
export function assertHundredths(value: number, name: string): void {
  if (!Number.isInteger(value) || Math.abs(value) > MAX_HUNDREDTHS) {
    throw new RangeError(`${name} must be an integer within ±${MAX_HUNDREDTHS}, got ${value}`);
  }
}

/** Narrows an exact bigint result to a number. @throws {RangeError} beyond ±MAX_HUNDREDTHS. */
export function toHundredthsNumber(value: bigint, name: string): number {
  if (value > MAX_BIG || value < -MAX_BIG) {
    throw new RangeError(`${name} is beyond ±${MAX_HUNDREDTHS}: ${value}`);
  }
  return Number(value);
}
