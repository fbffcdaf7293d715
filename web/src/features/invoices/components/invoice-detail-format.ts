import { formatNumber, formatQuantity } from '@domain/format';
import { lineTaxLabel } from '@domain/invoice-tax';
import type { LineBasis } from '@domain/line-basis';
import { toHundredths } from '@domain/quantity';

// The API speaks decimal numbers; areas become integer hundredths before printing, so the digits on the
// invoice are the stored ones, never a float's approximation. Amounts: format-money.ts.

/** '1,250.00' for an area of 1250 sq.ft. */
export function area(sqft: number, currency: string): string {
  return formatQuantity(toHundredths(sqft), currency);
}

/** A line's quantity: its area ('1,250.00') when billed per sq.ft, a count ('1', '12.5') when fixed. */
export function quantity(item: { basis: LineBasis; quantity: number }, currency: string): string {
  return item.basis === 'fixed' ? formatNumber(item.quantity, currency) : area(item.quantity, currency);
}

/** '18', '2.5': a percent as typed. */
export function percent(value: number): string {
  return formatNumber(value);
}

/** Under a line's name: its SAC and rate, or why it carries no GST; null on a line stored before lines were taxed. */
export function lineTax(item: { hsn?: string; gstRate?: number; exemption?: string | null }): string | null {
  if (item.hsn === undefined || item.gstRate === undefined) return null;
  return lineTaxLabel(
    { hsn: item.hsn, ratePercent: item.gstRate, exemption: item.exemption ?? null },
    percent,
  );
}
