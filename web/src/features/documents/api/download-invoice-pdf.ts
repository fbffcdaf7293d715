import { invoicePdfPath, PDF_FAILED_MESSAGE, ZGenerateAnswer } from '@domain/api/documents';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/download-file-name';
import { saveFile } from '../../../lib/save-file';

export type InvoicePdf = { blob: Blob; fileName: string };

/** The name a PDF is saved under when the server does not give one. */
const FALLBACK_PDF_NAME = 'invoice.pdf';

/** An answer that is not the PDF it promised: PDF_FAILED_MESSAGE, not a half-saved file. */
export class PdfFailedError extends Error {
  constructor() {
    super(PDF_FAILED_MESSAGE);
    this.name = 'PdfFailedError';
  }
}

/** `POST /api/v2/invoices/generate`: where the owner's PDF can be fetched. Needs the session. */
export async function generateInvoicePdf(invoiceId: string): Promise<string> {
  const answer = ZGenerateAnswer.safeParse(
    await apiClient.post<unknown>('/api/v2/invoices/generate', { id: invoiceId }),
  );
  if (!answer.success) throw new PdfFailedError();
  return answer.data.url;
}

/** The server only ever points at itself; a link elsewhere is not followed with the session's token. */
function isSameOrigin(url: string): boolean {
  return new URL(url, window.location.href).origin === window.location.origin;
}

/** `GET url`: the PDF and the name the server gives it (`invoice-{client}-{number}.pdf`). */
export async function fetchInvoicePdf(url: string): Promise<InvoicePdf> {
  if (!isSameOrigin(url)) throw new PdfFailedError();
  const response = await apiClient.get<Response>(url, { responseType: 'response' });
  const blob = await response.blob();
  if (blob.size === 0 || !blob.type.startsWith('application/pdf')) throw new PdfFailedError();
  return {
    blob,
    fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition'), FALLBACK_PDF_NAME),
  };
}

export type DownloadInvoicePdfInput = {
  invoiceId: string;
  /**
   * The owner asks the server to render it (generate needs the session); anyone else, signed in or
   * not, fetches the public PDF of the invoice straight away.
   */
  isOwner: boolean;
};

export async function downloadInvoicePdf({ invoiceId, isOwner }: DownloadInvoicePdfInput): Promise<string> {
  const url = isOwner ? await generateInvoicePdf(invoiceId) : invoicePdfPath(encodeURIComponent(invoiceId));
  const pdf = await fetchInvoicePdf(url);
  saveFile(pdf.blob, pdf.fileName);
  return pdf.fileName;
}

/** Renders, fetches and saves an invoice's PDF; answers the saved file's name. Nothing cached changes. */
export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
