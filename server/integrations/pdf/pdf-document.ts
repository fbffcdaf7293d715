import type { CreditNotePdfData } from './credit-note-pdf-data';
import type { InvoicePdfData } from './invoice-pdf-data';
import type { ReceiptPdfData } from './receipt-pdf-data';
import type { StatementPdfData } from './statement-pdf-data';

/** What a render worker draws: an invoice, or a receipt, statement or credit note (which say so by their kind). */
export type PdfDocument = InvoicePdfData | ReceiptPdfData | StatementPdfData | CreditNotePdfData;
