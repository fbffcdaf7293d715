import { formatAmount, formatCalendarDate } from '@domain/format-basic';
import { toPaise } from '@domain/money';

/** Rupees as the member reads them, grouped the Indian way: 123456 → '₹1,23,456.00'. */
export function rupees(amount: number): string {
  const paise = toPaise(amount);
  return `${paise < 0 ? '-' : ''}₹${formatAmount(Math.abs(paise))}`;
}

export const day = formatCalendarDate;
