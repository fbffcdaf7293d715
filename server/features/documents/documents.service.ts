import { z } from 'zod';
import { invoicePdfPath, type TGenerateAnswer } from '../../../domain/api/documents';
import { INVOICE_NOT_FOUND_MESSAGE } from '../../../domain/api/invoices';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import { type InvoicePdf, renderInvoicePdf } from '../../integrations/pdf';
import type { Caller } from '../../plugins/authenticate';
import { isInvoiceOf } from './documents.repository';

const ZInvoiceId = z.uuid();

/**
 * SPEC §7 generate: the caller's own invoice only. Nothing is rendered here: the answer points at the
 * PDF's URL, rendered when fetched, so the figures are those of that moment.
 */
export async function generateInvoicePdf(
  app: AppInstance,
  caller: Caller,
  invoiceId: string,
): Promise<TGenerateAnswer> {
  if (!(await isInvoiceOf(app.database.db, caller.business.id, invoiceId))) {
    throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  }
  return { status: 'success', url: invoicePdfPath(invoiceId) };
}

/**
 * Anyone's invoice by its id, as the public invoice view serves it (the random id is the link's
 * key). A malformed id is as unknown as a made-up one: a link that points at no invoice.
 */
export async function publicInvoicePdf(app: AppInstance, invoiceId: string): Promise<InvoicePdf> {
  const pdf = ZInvoiceId.safeParse(invoiceId).success
    ? await renderInvoicePdf(app, null, invoiceId)
    : undefined;
  if (!pdf) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return pdf;
}
