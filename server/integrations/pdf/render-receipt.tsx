import { renderToBuffer } from '@react-pdf/renderer';
import './pdf-fonts';
import { ReceiptDocument } from './receipt-document';
import type { ReceiptPdfData } from './receipt-pdf-data';

/** The PDF of one receipt (in a render worker); an unreadable logo is left out, as on invoices. */
export async function renderReceipt(document: ReceiptPdfData): Promise<Uint8Array> {
  let buffer: Buffer;
  try {
    buffer = await renderToBuffer(<ReceiptDocument document={document} />);
  } catch (error) {
    if (!document.issuer.logo) throw error;
    const withoutLogo = { ...document, issuer: { ...document.issuer, logo: null } };
    buffer = await renderToBuffer(<ReceiptDocument document={withoutLogo} />);
  }
  return new Uint8Array(buffer);
}
