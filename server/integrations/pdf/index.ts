// Invoice, receipt, statement and credit note PDFs from plain data: the worker pool that renders them,
// and the cache of rendered PDFs in front of it. Gathering the data is the documents feature's; nothing
// here reads the database or any feature.
export type { CreditNotePdfData } from './credit-note-pdf-data';
export type { InvoicePdfData, InvoicePdfItem, PdfImage, PdfIssuer } from './invoice-pdf-data';
export {
  createPdfCache,
  PDF_CACHE_DEFAULT_MAX_BYTES,
  type PdfCache,
  type PdfCacheOptions,
  type PdfCacheStats,
  type PdfOwner,
} from './pdf-cache';
export { createPdfPool, type PdfPool, type PdfPoolOptions, type PdfPoolStats } from './pdf-pool';
export type { ReceiptPdfData } from './receipt-pdf-data';
export type { StatementPdfData } from './statement-pdf-data';
