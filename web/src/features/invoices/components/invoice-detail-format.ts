import { formatMoney, formatNumber, formatQuantity } from '../../../../../domain/format';
import { toPaise } from '../../../../../domain/money';
import { toHundredths } from '../../../../../domain/quantity';

// The API speaks rupee numbers; they are turned into integer paise and hundredths before printing, so
// the digits on the invoice are the stored ones, never a float's approximation.

/** '₹4,853.00' for 4853 in INR. */
export function money(amount: number, currency: string): string {
  return formatMoney(toPaise(amount), currency);
}

/** '1,250.00' for an area of 1250 sq.ft. */
export function area(sqft: number, currency: string): string {
  return formatQuantity(toHundredths(sqft), currency);
}

/** '18', '2.5': a percent as typed. */
export function percent(value: number): string {
  return formatNumber(value);
}
