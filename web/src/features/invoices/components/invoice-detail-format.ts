import { formatNumber, formatQuantity } from '../../../../../domain/format';
import { toHundredths } from '../../../../../domain/quantity';

// The API speaks decimal numbers; areas become integer hundredths before printing, so the digits on the
// invoice are the stored ones, never a float's approximation. Amounts: format-money.ts.

/** '1,250.00' for an area of 1250 sq.ft. */
export function area(sqft: number, currency: string): string {
  return formatQuantity(toHundredths(sqft), currency);
}

/** '18', '2.5': a percent as typed. */
export function percent(value: number): string {
  return formatNumber(value);
}
