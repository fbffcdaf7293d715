import type { InvoicePdfData } from './invoice-pdf-data';
import type { ReceiptPdfData } from './receipt-pdf-data';

/** What a render worker draws: an invoice, or a receipt (which says so by its kind). */
export type PdfDocument = InvoicePdfData | ReceiptPdfData;
