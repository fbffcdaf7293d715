import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type PdfText = { pages: string[]; text: string };

/**
 * The text of each page of a PDF as a reader's copy-and-paste would see it, with every run of
 * white space (spaces between cells, line ends of wrapped text) made one space.
 */
export async function pdfTextOf(bytes: Uint8Array): Promise<PdfText> {
  // pdf.js takes the buffer over, so it gets a copy.
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const runs = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? ' ' : ''}` : ''));
    pages.push(runs.join('').replace(/\s+/g, ' ').trim());
  }
  await document.destroy();
  return { pages, text: pages.join('\n') };
}

/** How many images the PDF draws on all its pages (a logo, a QR code). */
export async function pdfImageCount(bytes: Uint8Array): Promise<number> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  let count = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const operators = await (await document.getPage(number)).getOperatorList();
    count += operators.fnArray.filter((operator) => operator === OPS.paintImageXObject).length;
  }
  await document.destroy();
  return count;
}

/** A run of text on a page and its baseline, in points from the page's top. */
export type PdfTextRun = { text: string; top: number };

/** The non-empty text runs of one page (1-based) in reading order, where they sit on the page. */
export async function pdfTextRunsOf(bytes: Uint8Array, pageNumber = 1): Promise<PdfTextRun[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  const page = await document.getPage(pageNumber);
  const height = page.view[3] ?? 0;
  const content = await page.getTextContent();
  const runs = content.items.flatMap((item) =>
    'str' in item && item.str.trim() !== ''
      ? [{ text: item.str, top: Math.round((height - (item.transform[5] as number)) * 100) / 100 }]
      : [],
  );
  await document.destroy();
  return runs;
}
