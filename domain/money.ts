import {
  assertHundredths,
  hundredthsToNumber,
  isTwoDecimalValue,
  MAX_HUNDREDTHS,
  parseHundredths,
  toHundredthsNumber,
} from './decimal';
import { toBasisPoints } from './percent';

/** An amount of money in integer minor units (paise for INR), within ±MAX_PAISE. */
export type Paise = number;

/** ₹9,999,999,999,999.99: the largest amount that survives a JSON number exactly. */
export const MAX_PAISE = MAX_HUNDREDTHS;

export const PAISE_PER_RUPEE = 100;

/**
 * Converts an API amount (a decimal with at most 2 decimals) to paise, exactly:
 * 1234.56 → 123456, "1234.5" → 123450, 4.35 → 435 (where 4.35 * 100 would give 434.99…).
 * @throws {RangeError} for NaN, Infinity, more than 2 decimals, malformed text or amounts
 * beyond MAX_PAISE. Validate input with `isMoneyValue` to avoid the throw.
 */
export function toPaise(value: number | string): Paise {
  return parseHundredths(value);
}

/** True when `toPaise` accepts the value. */
export function isMoneyValue(value: number | string): boolean {
  return isTwoDecimalValue(value);
}

/** Paise to the decimal number the API speaks: 12345 → 123.45. */
export function fromPaise(paise: Paise): number {
  return hundredthsToNumber(paise);
}

/**
 * numerator / denominator rounded to the nearest integer, ties away from zero
 * (2.5 → 3, -2.5 → -3, 2.4999 → 2). This is "half-up" as accountants mean it, for both signs.
 * @throws {RangeError} when the denominator is not positive.
 */
export function roundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * `percent` % of an amount, rounded half-up to the paisa once:
 * percentOf(100001, 18) = 18000.18 → 18000; percentOf(1, 50) = 0.5 → 1.
 * `percent` may carry up to 2 decimals (2.5, 12.75) and may be negative or above 100.
 * @throws {RangeError} for a non-integer amount or a percent with more than 2 decimals.
 */
export function percentOf(amountPaise: Paise, percent: number): Paise {
  assertHundredths(amountPaise, 'amount');
  const basisPoints = BigInt(toBasisPoints(percent));
  return toHundredthsNumber(roundHalfUp(BigInt(amountPaise) * basisPoints, 10_000n), 'percent of amount');
}

/** Sum of amounts, exact. @throws {RangeError} when an addend or the sum is beyond MAX_PAISE. */
export function sumPaise(amounts: readonly Paise[]): Paise {
  let total = 0n;
  for (const amount of amounts) {
    assertHundredths(amount, 'amount');
    total += BigInt(amount);
  }
  return toHundredthsNumber(total, 'sum');
}

/** Rounds paise half-up to a whole rupee (multiple of 100): 123450 → 123500, 123449 → 123400. */
export function roundToWholeRupee(paise: Paise): Paise {
  assertHundredths(paise, 'amount');
  const rupees = roundHalfUp(BigInt(paise), BigInt(PAISE_PER_RUPEE));
  return toHundredthsNumber(rupees * BigInt(PAISE_PER_RUPEE), 'rounded amount');
}

/**
 * `part` as a percent of `whole`, to one decimal, rounded down so that 100 means all of it:
 * shareInPercent(10_000, 2_785_000) = 0.3; 0 when the whole is 0.
 */
export function shareInPercent(part: Paise, whole: Paise): number {
  if (whole === 0) return 0;
  return Number((BigInt(part) * 1000n) / BigInt(whole)) / 10;
}

/**
 * `totalPaise` spread over `weights` in proportion to them, exact to the paisa: each share rounded
 * down, then the paise left over go one each to the largest remainders (the earlier on a tie). The
 * shares add up to `totalPaise` (≥ 0); with no weight at all every share is 0. Weights are whole
 * numbers, as large as they need to be (a taxable value × a rate).
 */
export function spreadInProportion(totalPaise: Paise, weights: ReadonlyArray<number | bigint>): Paise[] {
  const parts = weights.map((weight) => BigInt(weight));
  const whole = parts.reduce((sum, part) => sum + part, 0n);
  if (whole === 0n) return parts.map(() => 0);
  const total = BigInt(totalPaise);
  const shares = parts.map((part) => (total * part) / whole);
  const byRemainder = parts
    .map((part, index) => ({ index, rest: (total * part) % whole }))
    .sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  let left = Number(total - shares.reduce((sum, share) => sum + share, 0n));
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1;
  }
  return shares.map(Number);
}
