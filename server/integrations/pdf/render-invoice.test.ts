import { describe, expect, it } from 'vitest';
import { sampleInvoicePdf } from '../../test/invoice-pdf-samples';
import { pdfTextRunsOf } from '../../test/pdf-text';
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
