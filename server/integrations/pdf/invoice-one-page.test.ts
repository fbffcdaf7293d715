import type { BillInterest } from '@domain/interest';
import { renderToBuffer } from '@react-pdf/renderer';
import QRCode from 'qrcode';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleInvoicePdf } from '../../test/invoice-pdf-samples';
import { pdfTextOf } from '../../test/pdf-text';
import { InvoiceDocument } from './invoice-document';
import { mayFitOnOnePage, pageCountOf } from './invoice-one-page';
import type { InvoicePdfData } from './invoice-pdf-data';
import { renderInvoice } from './render-invoice';

// The measure can be told to say "fits" for every invoice, to see what happens when it is wrong.
const measure = vi.hoisted(() => ({ alwaysFits: false }));
vi.mock('./invoice-one-page', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./invoice-one-page')>();
  return {
    ...actual,
    mayFitOnOnePage: (document: InvoicePdfData) => measure.alwaysFits || actual.mayFitOnOnePage(document),
  };
});

const UPI = {
  upiPayLink: 'upi://pay?pa=society@okhdfcbank&pn=Green%20Park&am=3763.00&cu=INR',
  upiId: 'society@okhdfcbank',
  payOnlineUrl: 'http://localhost:3000/payment/0b0e3a43-1f8e-4c36-9d0e-3f3f1f1f1f1f',
};

/**
 * The invoice as it was drawn before: its pages numbered as they are laid out, and the QR code
 * packed as PNG packs by default.
 */
async function numberedTheSlowWay(document: InvoicePdfData): Promise<Buffer> {
  const qrCode = document.upiPayLink
    ? await QRCode.toBuffer(document.upiPayLink, {
        type: 'png',
        margin: 1,
        width: 276,
        errorCorrectionLevel: 'M',
      })
    : null;
  const element = createElement(InvoiceDocument, { document, qrCode });
  return renderToBuffer(element as unknown as Parameters<typeof renderToBuffer>[0]);
}

function interestOn(bills: number): BillInterest[] {
  return Array.from({ length: bills }, (_, index) => ({
    source: { id: `bill-${index}`, invoiceNumber: `00${index + 1}`, dueDate: '2026-09-30' },
    from: '2026-10-01',
    to: '2026-11-01',
    days: 31,
    rateBasisPoints: 2100,
    amountPaise: 12_345,
    segments: [
      { from: '2026-10-01', to: '2026-10-15', days: 14, principalPaise: 300_000, yearDays: 365 },
      { from: '2026-10-15', to: '2026-11-01', days: 17, principalPaise: 200_000, yearDays: 365 },
    ],
  }));
}

/** Every mix of the parts that make an invoice long, each with as many lines as the measure says fit. */
function longestThatMayFit(): InvoicePdfData[] {
  const documents: InvoicePdfData[] = [];
  for (const pay of [{}, { payOnlineUrl: UPI.payOnlineUrl }, UPI])
    for (const notes of [
      '',
      'Bank: HDFC Bank, A/c 000123456789.',
      `${'Please pay by UPI. '.repeat(25)}\n\nThank you.`,
    ])
      for (const rates of [0, 1, 3])
        for (const bills of [0, 2])
          for (const style of ['short English', 'long Hindi'] as const) {
            const isLong = style === 'long Hindi';
            const of = (lines: number): InvoicePdfData => {
              const document = sampleInvoicePdf(lines, {
                ...pay,
                notes,
                language: isLong ? 'hi' : 'en',
                interest: interestOn(bills),
                taxSummary: rates
                  ? Array.from({ length: rates }, (_, rate) => ({
                      rate: 500 + 600 * rate,
                      taxableValue: 100_000,
                      cgst: 2_500,
                      sgst: 2_500,
                      igst: 0,
                    }))
                  : null,
                taxSplit: rates ? { kind: 'cgst-sgst', cgstPaise: 7_500, sgstPaise: 7_500 } : null,
                client: { ...sampleInvoicePdf().client, gstin: isLong ? '27AAPFU0939F1ZV' : '' },
                creditedPaise: isLong ? 10_000 : 0,
              });
              if (!isLong) return document;
              const items = document.items.map((item, index) => ({
                ...item,
                itemName: `Maintenance charges for the quarter October to December 2026, part ${index + 1}`,
                tax: {
                  hsn: '995419',
                  rateBasisPoints: 0,
                  exemption: 'Exempt: member contribution up to ₹7,500 a month',
                },
              }));
              return { ...document, items };
            };
            let lines = 0;
            while (mayFitOnOnePage(of(lines + 1))) lines += 1;
            if (lines > 0) documents.push(of(lines));
          }
  return documents;
}

describe('an invoice that fits on one page', () => {
  afterEach(() => {
    measure.alwaysFits = false;
    vi.useRealTimers();
  });

  it('has its pages counted from the PDF itself', async () => {
    expect(pageCountOf(await numberedTheSlowWay(sampleInvoicePdf(1)))).toBe(1);
    expect(pageCountOf(await numberedTheSlowWay(sampleInvoicePdf(30, UPI)))).toBe(3);
    expect(pageCountOf(Buffer.from('%PDF-1.3 no page tree'))).toBeNull();
  });

  it('is the same PDF, byte for byte, as one whose pages are numbered as they are laid out', async () => {
    // One clock for both, so their creation dates agree.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    for (const document of [
      sampleInvoicePdf(1),
      sampleInvoicePdf(3, { ...UPI, language: 'hi' }),
      sampleInvoicePdf(3, { interest: interestOn(1) }),
    ]) {
      expect(mayFitOnOnePage(document)).toBe(true);
      const fast = Buffer.from(await renderInvoice(document));
      const slow = await numberedTheSlowWay(document);
      expect(fast.equals(slow)).toBe(true);
      expect((await pdfTextOf(fast)).text).toMatch(/(Page 1 of 1|पृष्ठ 1 \/ 1)$/);
    }
  });

  it('is one page whenever the measure says it may be, whatever makes it long', async () => {
    const documents = longestThatMayFit();
    // The mixes the measure gives room for at least one line, of 108.
    expect(documents).toHaveLength(39);
    const pageCounts = await Promise.all(
      documents.map(async (document) => pageCountOf(await numberedTheSlowWay(document))),
    );
    expect(pageCounts.every((count) => count === 1)).toBe(true);
  }, 60_000);

  it('is drawn again, its pages numbered as they are laid out, when it runs over after all', async () => {
    measure.alwaysFits = true;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const long = sampleInvoicePdf(30, UPI);
    const pdf = Buffer.from(await renderInvoice(long));
    expect(pdf.equals(await numberedTheSlowWay(long))).toBe(true);
    const { pages } = await pdfTextOf(pdf);
    expect(pages).toHaveLength(3);
    for (const [index, page] of pages.entries()) expect(page).toContain(`Page ${index + 1} of 3`);
  });
});
