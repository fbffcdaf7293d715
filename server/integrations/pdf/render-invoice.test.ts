import { describe, expect, it } from 'vitest';
import { sampleInvoicePdf } from '../../test/invoice-pdf-samples';
import { pdfTextOf, pdfTextRunsOf } from '../../test/pdf-text';
import { renderInvoice } from './render-invoice';

/** The body text's size (9 pt) times its line height (1.35). */
const LINE_PITCH = 12.15;

async function notesLines(notes: string): Promise<{ text: string; gap: number }[]> {
  const runs = await pdfTextRunsOf(await renderInvoice(sampleInvoicePdf(1, { notes })));
  const start = runs.findIndex((run) => run.text === 'NOTES');
  const lines = runs.slice(start + 1).filter((run) => run.text.startsWith('Line'));
  return lines.map((line, index) => ({
    text: line.text,
    gap: index === 0 ? 0 : Math.round((line.top - (lines[index - 1]?.top ?? 0)) * 100) / 100,
  }));
}

describe('the notes on an invoice PDF', () => {
  it('are single-spaced, whether the lines end in \\n or \\r\\n', async () => {
    for (const notes of ['Line one\nLine two\nLine three', 'Line one\r\nLine two\r\nLine three']) {
      expect(await notesLines(notes)).toEqual([
        { text: 'Line one', gap: 0 },
        { text: 'Line two', gap: LINE_PITCH },
        { text: 'Line three', gap: LINE_PITCH },
      ]);
    }
  });

  it('keep one blank line between paragraphs, and wrap long lines at the same pitch', async () => {
    const wrapped = `Line ${'long words '.repeat(30)}end`;
    const lines = await notesLines(`Line one\r\n\r\nLine two\n${wrapped}`);
    expect(lines.slice(0, 2)).toEqual([
      { text: 'Line one', gap: 0 },
      { text: 'Line two', gap: 2 * LINE_PITCH },
    ]);
    expect(lines[2]?.gap).toBe(LINE_PITCH);
  });
});

describe('a flat’s bill in Hindi', () => {
  it('prints its words in Hindi and its total in Hindi words, its figures as ever', async () => {
    const hindi = (await pdfTextOf(await renderInvoice(sampleInvoicePdf(1, { language: 'hi' })))).text;
    // A PDF's text comes out in drawn order (a vowel sign drawn before its letter comes out first), so
    // the words checked are ones drawn as they are spelled.
    for (const expected of [
      'तारीख 01 नव॰ 2026',
      'देय तारीख 30 नव॰ 2026',
      'HSN संख्या 995419',
      '30 नव॰ 2026 तक देय',
      'दर छूट (%)',
      '1,250.50 ₹2.50',
      'तीन हज़ार सात सौ',
      'उप-योग ₹3,188.78 GST(18%) ₹573.98',
      'कुल ₹3,763.00 चुकाया ₹0.00 बाकी ₹3,763.00',
      'पृष्ठ 1 / 1',
    ]) {
      expect(hindi).toContain(expected);
    }
    expect(hindi).not.toContain('Balance due');
    const english = (await pdfTextOf(await renderInvoice(sampleInvoicePdf(1)))).text;
    expect(english).toContain('Rupees Three Thousand Seven Hundred Sixty-Three Only');
    expect(english).toContain('Page 1 of 1');
  });
});
