import { upiPayUri } from '../../../domain/upi';
import type { AppInstance } from '../../app-context';
import { documentLogoOf } from '../../features/uploads/uploads.service';
import { findInvoicePdf, type StoredInvoicePdf } from './invoice-pdf.repository';
import type { InvoicePdfData, PdfImage } from './invoice-pdf-data';

export type { InvoicePdfData, InvoicePdfItem } from './invoice-pdf-data';
export { createPdfPool, type PdfPool, type PdfPoolOptions, type PdfPoolStats } from './pdf-pool';

export type InvoicePdf = { bytes: Buffer; fileName: string };

/** Characters no file system or mail client takes in a name; the rest, accents included, are kept. */
const UNSAFE_IN_FILE_NAMES = /[\p{Cc}\p{Cf}/\\:*?"<>|]+/gu;

/** `invoice-{client name}-{number}.pdf` (SPEC §7), safe as a file name; headers need more care (see documents). */
export function invoicePdfFileName(clientName: string, invoiceNumber: string): string {
  const name = `invoice-${clientName}-${invoiceNumber}`
    .replace(UNSAFE_IN_FILE_NAMES, '_')
    .replace(/\s+/g, ' ');
  return `${name.trim()}.pdf`;
}

/**
 * The stored invoice as the renderer takes it: with the issuer's logo, and the ways to pay what is
 * left, if anything is.
 */
function documentOf(app: AppInstance, stored: StoredInvoicePdf, logo: PdfImage | null): InvoicePdfData {
  const { document, issuer } = stored;
  const isDue = document.balancePaise > 0;
  const upiPayLink = upiPayUri({
    upiId: stored.upiId,
    payeeName: issuer.businessName,
    balancePaise: document.balancePaise,
    currency: document.currency,
    invoiceNumber: document.invoiceNumber,
  });
  return {
    ...document,
    issuer: { ...issuer, logo },
    upiId: upiPayLink ? stored.upiId : null,
    upiPayLink,
    payOnlineUrl:
      isDue && stored.takesOnlinePayments ? `${app.config.publicUrl}/payment/${stored.invoiceId}` : null,
  };
}

/**
 * The PDF of one invoice, rendered in the app's worker pool (`app.pdf`), with the file name to offer
 * it under; for downloads and for e-mail attachments alike.
 *
 * - `businessId`: the business whose invoice it must be (an owner's request, the e-mail outbox), or
 *   null for anyone's (the public link, where the random invoice id is the key).
 * - Answers undefined when there is no such invoice (or it is another business's): callers turn that
 *   into their own not-found.
 * - Figures are the stored ones; the logo is read from the database, never fetched, and is at most
 *   512 px a side (see documentLogoOf). Throws an
 *   AppError 503 when the pool is saturated, times out, or is closing.
 */
export async function renderInvoicePdf(
  app: AppInstance,
  businessId: string | null,
  invoiceId: string,
): Promise<InvoicePdf | undefined> {
  const stored = await findInvoicePdf(app.database.db, businessId, invoiceId);
  if (!stored) return undefined;
  const logo = await documentLogoOf(app, stored.businessId, stored.logo);
  const image: PdfImage | null = logo && {
    bytes: logo.bytes,
    format: logo.contentType === 'image/jpeg' ? 'jpg' : 'png',
  };
  const bytes = await app.pdf.render(documentOf(app, stored, image));
  return { bytes, fileName: invoicePdfFileName(stored.document.client.name, stored.document.invoiceNumber) };
}
