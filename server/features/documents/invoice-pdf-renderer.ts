import type { ServiceContext } from '../../app-context';
import { documentLogoOf } from '../uploads';
import { type InvoicePdf, renderInvoicePdf } from './invoice-pdf.service';

/**
 * Invoice PDFs wired to the service context (database, configuration, worker pool) and the uploads
 * feature's logo reader, for the routes and the outbox's senders.
 */
export function invoicePdfRendererOf(
  context: ServiceContext,
): (businessId: string | null, invoiceId: string) => Promise<InvoicePdf | undefined> {
  const logoOf = (businessId: string, logoPath: string | null) =>
    documentLogoOf(context, businessId, logoPath);
  return (businessId, invoiceId) => renderInvoicePdf(context, logoOf, businessId, invoiceId);
}
