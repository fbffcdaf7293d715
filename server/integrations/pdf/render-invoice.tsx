import { renderToBuffer } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { InvoiceDocument } from './invoice-document';
import { mayFitOnOnePage, pageCountOf } from './invoice-one-page';
import type { InvoicePdfData } from './invoice-pdf-data';
import './pdf-fonts';

/**
 * How the QR code's PNG is packed: unfiltered and lightly deflated. The PDF never keeps these bytes (the
 * renderer unpacks the PNG's pixels and compresses them again itself, its alpha apart), so the PDF is
 * the same byte for byte as with PNG's best and slowest packing, which cost about 5 ms a render.
 */
const QR_PNG_PACKING = { filterType: 0, deflateLevel: 1 };

/**
 * An invoice that may fit on one page is drawn as one first, its footer written at once; should it
 * run over (or its page count not be told), it is drawn again with its pages numbered as they are
 * laid out. Either way the PDF is the same, byte for byte, as numbering its pages the slow way.
 */
async function drawn(document: InvoicePdfData, qrCode: Buffer | null): Promise<Buffer> {
  if (mayFitOnOnePage(document)) {
    const onePage = await renderToBuffer(<InvoiceDocument document={document} qrCode={qrCode} isOnOnePage />);
    if (pageCountOf(onePage) === 1) return onePage;
  }
  return renderToBuffer(<InvoiceDocument document={document} qrCode={qrCode} />);
}

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
        rendererOpts: QR_PNG_PACKING,
      })
    : null;
  let buffer: Buffer;
  try {
    buffer = await drawn(document, qrCode);
  } catch (error) {
    if (!document.issuer.logo) throw error;
    const withoutLogo = { ...document, issuer: { ...document.issuer, logo: null } };
    buffer = await drawn(withoutLogo, qrCode);
  }
  // A copy of its own, so the worker can transfer it without touching Node's shared buffer pool.
  return new Uint8Array(buffer);
}
