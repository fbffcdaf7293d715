import type { ServiceContext } from '../../app-context';
import { documentLogoOf } from '../uploads';
import { type PdfFile, renderInvoicePdf } from './invoice-pdf.service';
import { renderReceiptPdf } from './receipt-pdf.service';

/**
 * Invoice PDFs wired to the service context (database, configuration, worker pool) and the uploads
 * feature's logo reader, for the routes and the outbox's senders.
 */
export function invoicePdfRendererOf(
  context: ServiceContext,
): (businessId: string | null, invoiceId: string) => Promise<PdfFile | undefined> {
  const logoOf = (businessId: string, logoPath: string | null) =>
    documentLogoOf(context, businessId, logoPath);
  return (businessId, invoiceId) => renderInvoicePdf(context, logoOf, businessId, invoiceId);
}

/** Receipt PDFs wired the same way: always one business's own. */
export function receiptPdfRendererOf(
  context: ServiceContext,
): (businessId: string, receiptId: string) => Promise<PdfFile | undefined> {
  const logoOf = (businessId: string, logoPath: string | null) =>
    documentLogoOf(context, businessId, logoPath);
  return (businessId, receiptId) => renderReceiptPdf(context, logoOf, businessId, receiptId);
}
