import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';

/** Rupees as the ledger speaks them (a number from the API): '₹12,500.50'. */
export function rupees(amount: number): string {
  return formatMoney(toPaise(amount));
}

/**
 * An opening balance as people read it: '₹12,500.50 arrears', '₹3,000.00 advance', with its date
 * when it has one; 'None' for 0.
 */
export function openingText(opening: { amount: number; asOf: string | null }): string {
  if (opening.amount === 0) return 'None';
  const kind = opening.amount > 0 ? 'arrears' : 'advance';
  const asOf = opening.asOf ? ` as of ${formatCalendarDate(opening.asOf)}` : '';
  return `${rupees(Math.abs(opening.amount))} ${kind}${asOf}`;
}
