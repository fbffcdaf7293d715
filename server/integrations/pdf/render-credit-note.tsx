import { renderToBuffer } from '@react-pdf/renderer';
import './pdf-fonts';
import { CreditNoteDocument } from './credit-note-document';
import type { CreditNotePdfData } from './credit-note-pdf-data';

/** The PDF of one credit note (in a render worker); an unreadable logo is left out, as on invoices. */
export async function renderCreditNote(document: CreditNotePdfData): Promise<Uint8Array> {
  let buffer: Buffer;
  try {
    buffer = await renderToBuffer(<CreditNoteDocument document={document} />);
  } catch (error) {
    if (!document.issuer.logo) throw error;
    const withoutLogo = { ...document, issuer: { ...document.issuer, logo: null } };
    buffer = await renderToBuffer(<CreditNoteDocument document={withoutLogo} />);
  }
  return new Uint8Array(buffer);
}
