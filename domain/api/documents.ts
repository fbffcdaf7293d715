import { z } from 'zod';
import { INVOICE_NOT_FOUND_MESSAGE } from './invoices';

/** The PDF button's error when the answer is missing or not 'success'. */
export const PDF_FAILED_MESSAGE = 'No data received or operation failed';
/** The PDF button's success message. */
export const PDF_DOWNLOADED_MESSAGE = 'Download successfully';

/** `POST /api/v2/invoices/generate`: which invoice to render (the server reads its own figures). */
export const ZGenerateInput = z.strictObject({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
export type TGenerateInput = z.infer<typeof ZGenerateInput>;

/** Where the PDF can be fetched: `GET url` answers `application/pdf`, with or without a session. */
export const ZGenerateAnswer = z.object({ status: z.literal('success'), url: z.string() });
export type TGenerateAnswer = z.infer<typeof ZGenerateAnswer>;

/** `GET /api/v2/invoices/{id}/pdf` */
export function invoicePdfPath(invoiceId: string): string {
  return `/api/v2/invoices/${invoiceId}/pdf`;
}
