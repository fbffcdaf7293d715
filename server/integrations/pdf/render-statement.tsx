import { renderToBuffer } from '@react-pdf/renderer';
import './pdf-fonts';
import { StatementDocument } from './statement-document';
import type { StatementPdfData } from './statement-pdf-data';

/** The PDF of one statement (in a render worker); an unreadable logo is left out, as on invoices. */
export async function renderStatement(document: StatementPdfData): Promise<Uint8Array> {
  let buffer: Buffer;
  try {
    buffer = await renderToBuffer(<StatementDocument document={document} />);
  } catch (error) {
    if (!document.issuer.logo) throw error;
    const withoutLogo = { ...document, issuer: { ...document.issuer, logo: null } };
    buffer = await renderToBuffer(<StatementDocument document={withoutLogo} />);
  }
  return new Uint8Array(buffer);
}
