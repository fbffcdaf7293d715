import { z } from 'zod';
import { INVOICE_NOT_FOUND_MESSAGE } from './invoices';

export { invoicePdfPath, PDF_DOWNLOADED_MESSAGE, PDF_FAILED_MESSAGE } from './public-pages';

/** `POST /api/v2/invoices/generate`: which invoice to render (the server reads its own figures). */
export const ZGenerateInput = z.strictObject({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
export type TGenerateInput = z.infer<typeof ZGenerateInput>;

/** Where the PDF can be fetched: `GET url` answers `application/pdf`, with or without a session. */
export const ZGenerateAnswer = z.object({ status: z.literal('success'), url: z.string() });
export type TGenerateAnswer = z.infer<typeof ZGenerateAnswer>;
