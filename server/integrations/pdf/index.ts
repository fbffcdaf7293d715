// Invoice, receipt, statement and credit note PDFs from plain data: the worker pool that renders them. Gathering the data is the
// documents feature's; nothing here reads the database or any feature.
export type { CreditNotePdfData } from './credit-note-pdf-data';
export type { InvoicePdfData, InvoicePdfItem, PdfImage, PdfIssuer } from './invoice-pdf-data';
export { createPdfPool, type PdfPool, type PdfPoolOptions, type PdfPoolStats } from './pdf-pool';
export type { ReceiptPdfData } from './receipt-pdf-data';
export type { StatementPdfData } from './statement-pdf-data';
