import { describe, expect, it } from 'vitest';
import { sampleInvoicePdf } from '../../test/invoice-pdf-samples';
import { createPdfCache, pdfDataDigest } from './pdf-cache';
import type { PdfDocument } from './pdf-document';

/**
 * A pool that answers at once with `size` bytes naming the render (1, 2, …), and records what it
 * was given; `fail` makes the next render fail.
 */
function fakePool(size = 100) {
  const rendered: PdfDocument[] = [];
  let fail = false;
  return {
    rendered,
    failNext: () => {
      fail = true;
    },
    async render(document: PdfDocument): Promise<Buffer> {
      if (fail) {
        fail = false;
        throw new Error('PDF render failed');
      }
      rendered.push(document);
      return Buffer.alloc(size, rendered.length);
    },
  };
}

const A = { businessId: 'business-a', documentId: 'invoice-1' };
const B = { businessId: 'business-b', documentId: 'invoice-1' };

describe('the cache of rendered PDFs', () => {
  it('renders a document once and serves the same bytes again, a copy to each caller', async () => {
    const pool = fakePool();
    const cache = createPdfCache(pool);
    const first = await cache.render(A, sampleInvoicePdf());
    first.fill(0);
    const second = await cache.render(A, sampleInvoicePdf());
    expect(pool.rendered).toHaveLength(1);
    expect(second).toEqual(Buffer.alloc(100, 1));
    expect(cache.stats()).toEqual({ entries: 1, bytes: 100, hits: 1, renders: 1 });
  });

  it('renders again when anything the PDF shows changes: a payment, the issuer, the logo, the language', async () => {
    const pool = fakePool();
    const cache = createPdfCache(pool);
    const logo = { bytes: new Uint8Array([1, 2, 3]), format: 'png' as const };
    const issuer = { ...sampleInvoicePdf().issuer, logo };
    const versions = [
      sampleInvoicePdf(1, { issuer }),
      sampleInvoicePdf(1, { issuer, receivedPaise: 100_000, balancePaise: 276_300 }),
      sampleInvoicePdf(1, { issuer: { ...issuer, businessName: 'Renamed Society' } }),
      sampleInvoicePdf(1, { issuer: { ...issuer, logo: { ...logo, bytes: new Uint8Array([1, 2, 4]) } } }),
      sampleInvoicePdf(1, { issuer, language: 'hi' }),
    ];
    for (const version of versions) await cache.render(A, version);
    expect(pool.rendered).toHaveLength(5);
    // The same data again, a logo in bytes of its own included: served, not drawn.
    await cache.render(
      A,
      sampleInvoicePdf(1, { issuer: { ...issuer, logo: { ...logo, bytes: Buffer.from([1, 2, 3]) } } }),
    );
    expect(pool.rendered).toHaveLength(5);
    expect(cache.stats()).toMatchObject({ entries: 5, hits: 1, renders: 5 });
  });

  it('never serves one business the PDF of another, even of the very same data', async () => {
    const pool = fakePool();
    const cache = createPdfCache(pool);
    const mine = await cache.render(A, sampleInvoicePdf());
    const theirs = await cache.render(B, sampleInvoicePdf());
    expect(pool.rendered).toHaveLength(2);
    expect(pool.rendered[0]).toEqual(pool.rendered[1]);
    expect(mine).toEqual(Buffer.alloc(100, 1));
    expect(theirs).toEqual(Buffer.alloc(100, 2));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200, hits: 0, renders: 2 });
  });

  it('renders once for requests that come together, and keeps no failed render', async () => {
    const pool = fakePool();
    const cache = createPdfCache(pool);
    const together = await Promise.all([1, 2, 3].map(() => cache.render(A, sampleInvoicePdf())));
    expect(pool.rendered).toHaveLength(1);
    expect(together.map((bytes) => bytes[0])).toEqual([1, 1, 1]);

    pool.failNext();
    await expect(cache.render(B, sampleInvoicePdf())).rejects.toThrow('PDF render failed');
    expect(await cache.render(B, sampleInvoicePdf())).toEqual(Buffer.alloc(100, 2));
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200, hits: 2, renders: 3 });
  });

  it('evicts the least recently used PDFs once they weigh more than its bytes, and keeps none too big', async () => {
    const pool = fakePool(100);
    const cache = createPdfCache(pool, { maxBytes: 250 });
    const owner = (documentId: string) => ({ businessId: 'business-a', documentId });
    for (const id of ['1', '2', '3']) await cache.render(owner(id), sampleInvoicePdf());
    // 300 bytes > 250: the first went.
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200, hits: 0, renders: 3 });
    await cache.render(owner('2'), sampleInvoicePdf()); // used: now the newest
    await cache.render(owner('4'), sampleInvoicePdf()); // 3 goes, not 2
    expect(cache.stats()).toEqual({ entries: 2, bytes: 200, hits: 1, renders: 4 });
    await cache.render(owner('2'), sampleInvoicePdf());
    await cache.render(owner('1'), sampleInvoicePdf());
    await cache.render(owner('3'), sampleInvoicePdf());
    expect(pool.rendered).toHaveLength(6);

    const small = createPdfCache(fakePool(300), { maxBytes: 250 });
    await small.render(owner('1'), sampleInvoicePdf());
    await small.render(owner('1'), sampleInvoicePdf());
    expect(small.stats()).toEqual({ entries: 0, bytes: 0, hits: 0, renders: 2 });
  });
});

describe('the digest of a PDF’s data', () => {
  it('is the same for the same data and differs with any figure or byte of an image', () => {
    const logo = (bytes: number[]) => ({
      ...sampleInvoicePdf().issuer,
      logo: { bytes: new Uint8Array(bytes), format: 'png' as const },
    });
    const digest = pdfDataDigest(sampleInvoicePdf(1, { issuer: logo([1, 2, 3]) }));
    expect(pdfDataDigest(sampleInvoicePdf(1, { issuer: logo([1, 2, 3]) }))).toBe(digest);
    expect(pdfDataDigest(sampleInvoicePdf(1, { issuer: logo([1, 2, 4]) }))).not.toBe(digest);
    expect(pdfDataDigest(sampleInvoicePdf(1, { issuer: logo([1, 2, 3]), notes: 'Paid by cheque' }))).not.toBe(
      digest,
    );
    expect(pdfDataDigest(sampleInvoicePdf(1, { issuer: logo([1, 2, 3]), creditedPaise: 1 }))).not.toBe(
      digest,
    );
  });
});
