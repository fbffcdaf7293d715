import type { AppInstance } from '../../app-context';
import { documentLogoOf } from '../uploads';
import { type InvoicePdf, renderInvoicePdf } from './invoice-pdf.service';

/**
 * Invoice PDFs wired to the app: its database, configuration and worker pool, and the uploads
 * feature's logo reader. Built where the app is at hand (the routes, the outbox's senders), so the
 * service itself never sees the Fastify app.
 */
export function invoicePdfRendererOf(
  app: AppInstance,
): (businessId: string | null, invoiceId: string) => Promise<InvoicePdf | undefined> {
  const logoOf = (businessId: string, logoPath: string | null) => documentLogoOf(app, businessId, logoPath);
  return (businessId, invoiceId) => renderInvoicePdf(app.serviceContext, logoOf, businessId, invoiceId);
}
