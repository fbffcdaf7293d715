import { hundredthsToText } from './decimal';
import type { Paise } from './money';

export type UpiBill = {
  /** The business's UPI ID (VPA); empty or null when it has none. */
  upiId: string | null;
  payeeName: string;
  balancePaise: Paise;
  currency: string;
  invoiceNumber: string;
};

/**
 * The UPI deep link a payment app opens (NPCI's URL form): payee address and name, the balance in
 * rupees, INR, and the invoice number as the note. The invoice's PDF puts it in its QR code and the
 * public invoice page in its own, so both ask for the same payment. Null when nothing can be paid by
 * UPI: the business has no UPI ID, the invoice is not in rupees, or nothing is due.
 */
export function upiPayUri(bill: UpiBill): string | null {
  if (!bill.upiId || bill.currency !== 'INR' || bill.balancePaise <= 0) return null;
  const parameters = new URLSearchParams({
    pa: bill.upiId,
    pn: bill.payeeName,
    am: hundredthsToText(bill.balancePaise),
    cu: 'INR',
    tn: `Invoice ${bill.invoiceNumber}`,
  });
  // Payment apps read '+' literally: spaces are written %20.
  return `upi://pay?${parameters.toString().replaceAll('+', '%20')}`;
}
