import { renderToBuffer } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { InvoiceDocument } from './invoice-document';
import type { InvoicePdfData } from './invoice-pdf-data';
import './pdf-fonts';

/**
 * The PDF of one invoice (runs in a render worker: see pdf-pool.ts). A stored logo that turns out
 * not to be a readable image is left out rather than costing the client the whole document.
 */
export async function renderInvoice(document: InvoicePdfData): Promise<Uint8Array> {
  const qrCode = document.upiPayLink
    ? await QRCode.toBuffer(document.upiPayLink, {
        type: 'png',
        margin: 1,
        width: 276,
        errorCorrectionLevel: 'M',
      })
    : null;
  let buffer: Buffer;
  try {
    buffer = await renderToBuffer(<InvoiceDocument document={document} qrCode={qrCode} />);
  } catch (error) {
    if (!document.issuer.logo) throw error;
    const withoutLogo = { ...document, issuer: { ...document.issuer, logo: null } };
    buffer = await renderToBuffer(<InvoiceDocument document={withoutLogo} qrCode={qrCode} />);
  }
  // A copy of its own, so the worker can transfer it without touching Node's shared buffer pool.
  return new Uint8Array(buffer);
}
