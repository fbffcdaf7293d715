import type { ServiceContext } from '../../app-context';
import type { FlatStatement } from '../statements';
import { documentLogoOf } from '../uploads';
import { renderCreditNotePdf } from './credit-note-pdf.service';
import { type PdfFile, renderInvoicePdf } from './invoice-pdf.service';
import { renderReceiptPdf } from './receipt-pdf.service';
import { renderStatementPdf } from './statement-pdf.service';

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

/** Statement PDFs wired the same way, from a statement already worked out. */
export function statementPdfRendererOf(
  context: ServiceContext,
): (statement: FlatStatement) => Promise<PdfFile> {
  const logoOf = (businessId: string, logoPath: string | null) =>
    documentLogoOf(context, businessId, logoPath);
  return (statement) => renderStatementPdf(context, logoOf, statement);
}

/** Credit note PDFs wired the same way: always one business's own. */
export function creditNotePdfRendererOf(
  context: ServiceContext,
): (businessId: string, creditNoteId: string) => Promise<PdfFile | undefined> {
  const logoOf = (businessId: string, logoPath: string | null) =>
    documentLogoOf(context, businessId, logoPath);
  return (businessId, creditNoteId) => renderCreditNotePdf(context, logoOf, businessId, creditNoteId);
}
