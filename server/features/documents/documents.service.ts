import { invoicePdfPath, type TGenerateAnswer } from '@domain/api/documents';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { RECEIPT_NOT_FOUND_MESSAGE } from '@domain/api/receipts';
import { z } from 'zod';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { isInvoiceOf } from '../invoices';
import { memberFlatOf } from '../portal';
import { findReceipt } from '../receipts';
import type { PdfFile } from './invoice-pdf.service';

const ZInvoiceId = z.uuid();
const ZReceiptId = z.uuid();

/**
 * Generate: the caller's own invoice only. Nothing is rendered here: the answer points at the PDF's
 * URL, rendered when fetched, so the figures are those of that moment.
 */
export async function generateInvoicePdf(
  context: Pick<ServiceContext, 'db'>,
  businessId: string,
  invoiceId: string,
): Promise<TGenerateAnswer> {
  if (!(await isInvoiceOf(context.db, businessId, invoiceId))) {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  }
  return { status: 'success', url: invoicePdfPath(invoiceId) };
}

/**
 * Anyone's invoice by its id, as the public invoice view serves it (the random id is the link's
 * key). A malformed id is as unknown as a made-up one: a link that points at no invoice.
 */
export async function publicInvoicePdf(
  render: (businessId: null, invoiceId: string) => Promise<PdfFile | undefined>,
  invoiceId: string,
): Promise<PdfFile> {
  const pdf = ZInvoiceId.safeParse(invoiceId).success ? await render(null, invoiceId) : undefined;
  if (!pdf) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return pdf;
}

/**
 * One of the business's own documents (a receipt, a credit note) by id; another business's, or none,
 * is not found with `notFound` as the message.
 */
export async function ownDocumentPdf(
  render: (businessId: string, id: string) => Promise<PdfFile | undefined>,
  businessId: string,
  id: string,
  notFound: string,
): Promise<PdfFile> {
  const pdf = await render(businessId, id);
  if (!pdf) throw new AppError('NOT_FOUND', notFound);
  return pdf;
}

/**
 * A receipt of the flat a member link opens: another flat's, a malformed id or none is not found,
 * in the same words.
 */
export async function memberReceiptPdf(
  context: Pick<ServiceContext, 'db'>,
  render: (businessId: string, receiptId: string) => Promise<PdfFile | undefined>,
  token: string,
  receiptId: string,
): Promise<PdfFile> {
  const { businessId, customerId } = await memberFlatOf(context, token);
  const receipt = ZReceiptId.safeParse(receiptId).success
    ? await findReceipt(context.db, businessId, receiptId)
    : undefined;
  const pdf = receipt?.customer?.id === customerId ? await render(businessId, receiptId) : undefined;
  if (!pdf) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND_MESSAGE);
  return pdf;
}
