import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';

/**
 * An amount the API sends (rupees, up to 2 decimals) with its currency: '₹4,853.00' for 4853 in INR.
 * It becomes integer paise before printing, so the digits shown are the stored ones, never a float's.
 */
export function formatInvoiceMoney(amount: number, currency: string): string {
  return formatMoney(toPaise(amount), currency);
}
