import { MAX_PERCENT, MIN_PERCENT } from './constants';
import { parseHundredths } from './decimal';

/** Hundredths of a percent: 18 % → 1800, 2.5 % → 250, 12.75 % → 1275. */
export type BasisPoints = number;

export const BASIS_POINTS_PER_WHOLE = 10_000;

/**
 * Converts a percent with at most 2 decimals to basis points, exactly.
 * @throws {RangeError} for NaN, Infinity or more than 2 decimals.
 */
export function toBasisPoints(percent: number | string): BasisPoints {
  return parseHundredths(percent);
}

/** True for a percent the invoice form accepts: 0 to 100 inclusive, at most 2 decimals. */
export function isValidPercent(percent: number): boolean {
  if (!Number.isFinite(percent)) return false;
  if (percent < MIN_PERCENT || percent > MAX_PERCENT) return false;
  try {
    toBasisPoints(percent);
    return true;
  } catch {
    return false;
  }
}

/** Basis points of a valid percent. @throws {RangeError} naming the field otherwise. */
export function toValidBasisPoints(percent: number, name: string): BasisPoints {
  if (!isValidPercent(percent)) {
    throw new RangeError(
      `${name} must be between ${MIN_PERCENT} and ${MAX_PERCENT} with at most 2 decimals, got ${percent}`,
    );
  }
  return toBasisPoints(percent);
}
