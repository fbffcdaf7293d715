import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';

/**
 * An amount with its currency: '₹4,853.00' for 4853 in INR. Apart from lib/invoice-format (which
 * re-exports it) so a page that prints amounts, not invoices, does without an invoice's tax wording.
 */
export function formatInvoiceMoney(amount: number, currency: string): string {
  return formatMoney(toPaise(amount), currency);
}
