import type { MemberLanguage } from '@domain/languages';
import type { PdfIssuer } from './invoice-pdf-data';

/**
 * Everything one receipt PDF shows, as plain data (like InvoicePdfData): money received once, what
 * it paid, the flat's balance just after it, and whether it was reversed. Amounts in paise.
 */
export type ReceiptPdfData = {
  kind: 'receipt';
  /** The language the society writes to its members in. */
  language: MemberLanguage;
  receiptNumber: string;
  datePaid: string;
  issuer: PdfIssuer;
  /** The flat it was received for; null once that customer was deleted. */
  client: { name: string; block: string; floor: string; flat: string } | null;
  amountPaise: number;
  paymentMethod: string;
  reference: string;
  paidBy: string;
  note: string;
  /** Paid on the flat's opening balance. */
  openingPaidPaise: number;
  bills: Array<{ invoiceNumber: string; paise: number }>;
  /** Left over as the flat's advance. */
  advancePaise: number;
  /** What the flat owed (positive) or had in advance (negative) just after this receipt; null: unknown. */
  balanceAfterPaise: number | null;
  reversal: { reversedOn: string; reason: string; bounceChargePaise: number } | null;
};
