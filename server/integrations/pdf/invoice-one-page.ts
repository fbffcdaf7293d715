import type { InvoicePdfData } from './invoice-pdf-data';

/**
 * What the parts of an invoice that vary take of an A4 page, measured in rows of the item table (a
 * short line's name with its SAC under it, about 26 pt), and how many such rows a page holds beside
 * the parts every invoice has. Read off renders (an English bill of 12 short lines and nothing else
 * fills a page; a UPI QR code takes 4 rows, a tax summary 2.5 and 1.5 a rate, …), rounded up and
 * half a row to spare, so that a bill this measure says fits always does (invoice-one-page.test.ts
 * holds it to that over every mix of the parts that make a bill long).
 */
const ROWS_ON_A_PAGE = 11.5;
const ROWS = {
  /** An item row, and each further line its name wraps onto. */
  item: 1,
  itemNameWrap: 0.5,
  taxSummary: 2.5,
  taxSummaryRate: 1.5,
  interest: 1.5,
  interestBill: 0.5,
  interestSegment: 0.4,
  notes: 1.5,
  notesLine: 0.45,
  qrCode: 4,
  payOnlineOnly: 2,
  hindi: 1,
  /** A further line of the issuer's block or the client's, or of the totals (credit notes). */
  extraLine: 0.5,
};
/** Characters a printed line holds, at most: of an item's name, the notes, the issuer's name and address. */
const CHARACTERS_PER_LINE = { itemName: 30, notes: 100, businessName: 35, address: 50 };

const linesOf = (text: string, perLine: number) =>
  text
    .split(/\r?\n/)
    .reduce((lines, paragraph) => lines + Math.max(1, Math.ceil(paragraph.length / perLine)), 0);

/**
 * Whether an invoice may fit on one page, by a generous measure of its parts: only decides how it is
 * drawn first (see render-invoice.tsx). A bill it wrongly says fits costs one more render; a page
 * number is never wrong for it.
 */
export function mayFitOnOnePage(document: InvoicePdfData): boolean {
  let rows = 0;
  for (const item of document.items) {
    // Under its name: 'SAC 995419 · GST 18%', or why it carries no GST.
    const taxLine = `SAC ${item.tax?.hsn ?? ''} · ${item.tax?.exemption ?? 'GST 28%'}`;
    const wraps =
      linesOf(item.itemName, CHARACTERS_PER_LINE.itemName) -
      1 +
      linesOf(taxLine, CHARACTERS_PER_LINE.itemName) -
      1;
    rows += ROWS.item + ROWS.itemNameWrap * wraps;
  }
  const rates = document.taxSummary?.length ?? 0;
  if (rates > 0) rows += ROWS.taxSummary + ROWS.taxSummaryRate * rates;
  if (document.interest.length > 0) {
    rows += ROWS.interest;
    for (const bill of document.interest) {
      rows += ROWS.interestBill + ROWS.interestSegment * Math.max(1, bill.segments.length);
    }
  }
  if (document.notes)
    rows += ROWS.notes + ROWS.notesLine * linesOf(document.notes, CHARACTERS_PER_LINE.notes);
  if (document.upiPayLink) rows += ROWS.qrCode;
  else if (document.payOnlineUrl) rows += ROWS.payOnlineOnly;
  if (document.language === 'hi') rows += ROWS.hindi;
  // The issuer's name and address sit beside the invoice's facts, which are taller up to 4 lines.
  const issuerLines =
    linesOf(document.issuer.businessName, CHARACTERS_PER_LINE.businessName) +
    linesOf(document.issuer.contactAddress, CHARACTERS_PER_LINE.address);
  const extraLines =
    Math.max(0, issuerLines - 4) + (document.client.gstin ? 1 : 0) + (document.creditedPaise > 0 ? 1 : 0);
  rows += ROWS.extraLine * extraLines;
  return rows <= ROWS_ON_A_PAGE;
}

/** Where pdfkit writes how many pages a PDF has: in its one page tree, in the clear. */
const PAGE_COUNT_MARKER = Buffer.from('/Type /Pages\n/Count ', 'latin1');

/** How many pages a PDF the renderer wrote has, or null when that cannot be told for sure. */
export function pageCountOf(pdf: Buffer): number | null {
  const at = pdf.indexOf(PAGE_COUNT_MARKER);
  if (at < 0 || pdf.lastIndexOf(PAGE_COUNT_MARKER) !== at) return null;
  const start = at + PAGE_COUNT_MARKER.length;
  const digits = /^\d+/.exec(pdf.toString('latin1', start, start + 8));
  return digits ? Number(digits[0]) : null;
}
