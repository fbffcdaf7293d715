import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import type { ImportText } from '../text/import-text';

/** Rupees as the ledger speaks them (a number from the API): '₹12,500.50'. */
export function rupees(amount: number): string {
  return formatMoney(toPaise(amount));
}

/**
 * An opening balance as people read it: '₹12,500.50 arrears', '₹3,000.00 advance', with its date
 * when it has one; 'None' for 0.
 */
export function openingText(
  opening: { amount: number; asOf: string | null },
  words: ImportText['opening'],
): string {
  if (opening.amount === 0) return words.none;
  const kind = opening.amount > 0 ? words.arrears : words.advance;
  return kind(rupees(Math.abs(opening.amount)), opening.asOf ? formatCalendarDate(opening.asOf) : null);
}
