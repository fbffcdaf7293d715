import { formatAmount } from '@domain/format-basic';
import { toPaise } from '@domain/money';
import type { PortalText } from './portal-text';

/** Rupees as the member reads them, grouped the Indian way: 123456 → '₹1,23,456.00'. */
export function rupees(amount: number): string {
  const paise = toPaise(amount);
  return `${paise < 0 ? '-' : ''}₹${formatAmount(Math.abs(paise))}`;
}

/** A payment method as the member's language names it; one it does not know, as stored. */
export function methodName(text: PortalText, method: string): string {
  return text.paymentMethods[method as keyof PortalText['paymentMethods']] ?? method;
}
