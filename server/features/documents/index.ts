// What the rest of the server may use of documents: an invoice's PDF, for the outbox's attachments.

export type { PdfFile } from './invoice-pdf.service';
export { invoicePdfRendererOf, receiptPdfRendererOf } from './invoice-pdf-renderer';
