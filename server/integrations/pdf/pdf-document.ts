import type { InvoicePdfData } from './invoice-pdf-data';
import type { ReceiptPdfData } from './receipt-pdf-data';
import type { StatementPdfData } from './statement-pdf-data';

/** What a render worker draws: an invoice, or a receipt or a statement (which say so by their kind). */
export type PdfDocument = InvoicePdfData | ReceiptPdfData | StatementPdfData;
