import type { TaxSplit } from '@domain/gst-split';
import type { PdfIssuer } from './invoice-pdf-data';

/**
 * Everything one credit note's PDF shows, as plain data (like InvoicePdfData): the bill it corrects,
 * why, what it takes off each line, the GST it reverses and its total. Amounts in paise.
 */
export type CreditNotePdfData = {
  kind: 'credit_note';
  creditNoteNumber: string;
  date: string;
  issuer: PdfIssuer;
  /** The bill's own copy of its client. */
  client: { name: string; gstin: string; block: string; floor: string; flat: string };
  invoice: { invoiceNumber: string; date: string; totalPaise: number };
  reason: string;
  /** The bill's GST rate in basis points (1800: 18 %). */
  gstRateBasisPoints: number;
  /** The GST it reverses as CGST + SGST or IGST, as its bill names its own; null: the single figure. */
  taxSplit: TaxSplit | null;
  lines: Array<{ itemName: string; taxable: boolean; amountPaise: number }>;
  subTotalPaise: number;
  gstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
};
