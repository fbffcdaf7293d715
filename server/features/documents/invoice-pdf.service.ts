import { taxSplitOf, taxSplitOfSummary } from '@domain/gst-split';
import { exemptionLabel } from '@domain/invoice-tax';
import { balanceDue } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import { fileNameOf } from '../../http/content-disposition';
import type { InvoicePdfData, PdfImage } from '../../integrations/pdf';
import { findInvoiceInterest } from '../interest';
import { findInvoiceDocument, paymentOptionsOf, taxSummaryFromLines } from '../invoices';

export type PdfFile = { bytes: Buffer; fileName: string };

/** The business's logo as documents draw it (PNG or JPEG, at most 512 px a side), or null. */
export type DocumentLogoReader = (
  businessId: string,
  logoPath: string | null,
) => Promise<{ bytes: Uint8Array; contentType: string } | null>;

/** `{document}-{client name}-{number}.pdf`, safe as a file name; headers need more care (attachmentDisposition). */
export function pdfFileName(
  document: 'invoice' | 'receipt' | 'statement' | 'credit-note',
  clientName: string,
  number: string,
): string {
  return fileNameOf([document, clientName, number], 'pdf');
}

/** The business's logo as a document draws it, or null. */
export async function pdfLogoOf(
  logoOf: DocumentLogoReader,
  businessId: string,
  logoPath: string | null,
): Promise<PdfImage | null> {
  const logo = await logoOf(businessId, logoPath);
  return logo && { bytes: logo.bytes, format: logo.contentType === 'image/jpeg' ? 'jpg' : 'png' };
}

/**
 * The PDF of one invoice, rendered in the worker pool, with the file name to offer it under; for
 * downloads and for e-mail and WhatsApp attachments alike.
 *
 * - `businessId`: the business whose invoice it must be (an owner's request, the outbox), or null for
 *   anyone's (the public link, where the random invoice id is the key).
 * - Answers undefined when there is no such invoice (or it is another business's): callers turn that
 *   into their own not-found.
 * - Figures are the stored ones; the logo is read from the database, never fetched. Throws an
 *   AppError 503 when the pool is saturated, times out, or is closing.
 * - Rendered once per version: the data is read every time, and the PDF comes from this process's
 *   cache when the invoice's business already had one drawn from exactly the same data (any change to
 *   the invoice, its payments, credit notes or interest, the issuer's profile, logo or language makes
 *   other data, so a new render).
 */
export async function renderInvoicePdf(
  context: Pick<ServiceContext, 'db' | 'config' | 'pdfCache'>,
  logoOf: DocumentLogoReader,
  businessId: string | null,
  invoiceId: string,
): Promise<PdfFile | undefined> {
  const found = await findInvoiceDocument(context.db, businessId, invoiceId);
  if (!found) return undefined;
  const { invoice, lines, issuer } = found;
  const image = await pdfLogoOf(logoOf, invoice.businessId, issuer.logoPath);
  const balancePaise = balanceDue(invoice.totalPaise, invoice.receivedPaise, invoice.creditedPaise);
  const ways = paymentOptionsOf(invoice, issuer);
  const summary = taxSummaryFromLines(lines);
  // A flat's bill goes to its member, in the language the society writes to its members in.
  const language = invoice.client.flat ? issuer.memberLanguage : 'en';
  const document: InvoicePdfData = {
    language,
    invoiceNumber: invoice.invoiceNumber,
    type: invoice.type,
    status: invoice.status,
    currency: invoice.currency,
    hsn: invoice.hsn,
    date: invoice.date,
    dueDate: invoice.dueDate,
    notes: invoice.notes,
    issuer: {
      businessName: issuer.businessName,
      contactAddress: issuer.contactAddress,
      gstin: issuer.gstin ?? '',
      logo: image,
    },
    client: {
      name: invoice.client.name,
      email: invoice.client.email,
      phone: invoice.client.phone,
      gstin: invoice.client.gstin ?? '',
      block: invoice.client.block,
      floor: invoice.client.floor,
      flat: invoice.client.flat,
    },
    items: lines.map((line) => ({
      ...line,
      tax: line.tax && {
        hsn: line.tax.hsn,
        rateBasisPoints: line.tax.rateBasisPoints,
        exemption: line.tax.exemption && exemptionLabel(line.tax.exemption, language),
      },
    })),
    interest: await findInvoiceInterest(context.db, invoice.businessId, invoice.id),
    gstRateBasisPoints: invoice.gstRateBasisPoints,
    subTotalPaise: invoice.subTotalPaise,
    gstPaise: invoice.gstPaise,
    totalPaise: invoice.totalPaise,
    receivedPaise: invoice.receivedPaise,
    creditedPaise: invoice.creditedPaise,
    placeOfSupply: invoice.placeOfSupply,
    taxSplit: summary ? taxSplitOfSummary(summary) : taxSplitOf(invoice, issuer.supplierState),
    taxDocument: invoice.taxDocument,
    taxSummary: summary,
    balancePaise,
    upiId: ways.upi?.id ?? null,
    upiPayLink: ways.upi?.uri ?? null,
    payOnlineUrl: ways.online ? `${context.config.publicUrl}/payment/${invoice.id}` : null,
  };
  const bytes = await context.pdfCache.render(
    { businessId: invoice.businessId, documentId: invoice.id },
    document,
  );
  return { bytes, fileName: pdfFileName('invoice', invoice.client.name, invoice.invoiceNumber) };
}
