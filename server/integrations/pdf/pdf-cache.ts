import { createHash } from 'node:crypto';
import type { PdfDocument } from './pdf-document';
import type { PdfPool } from './pdf-pool';

/** What the PDFs kept in one process may weigh together, by default. */
export const PDF_CACHE_DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

/** Whose document a PDF is: its business is part of every key, so no business is served another's. */
export type PdfOwner = { businessId: string; documentId: string };

export type PdfCacheStats = {
  /** PDFs kept, and what they weigh together in bytes. */
  entries: number;
  bytes: number;
  /** Answers given from a kept PDF (or a render already under way), and PDFs rendered. */
  hits: number;
  renders: number;
};

export type PdfCache = {
  /**
   * The PDF of `document`: the one kept under the same owner and the same data when there is one,
   * else rendered by the pool and kept. Each caller gets bytes of its own.
   */
  render: (owner: PdfOwner, document: PdfDocument) => Promise<Buffer>;
  stats: () => PdfCacheStats;
};

export type PdfCacheOptions = { maxBytes?: number };

/**
 * A digest of everything a render worker is handed: the data as JSON, with each image's bytes hashed
 * in place of the array JSON would spell out. Two documents with the same digest draw the same PDF.
 */
export function pdfDataDigest(document: PdfDocument): string {
  const hash = createHash('sha256');
  const binaries: Uint8Array[] = [];
  const json = JSON.stringify(document, function (this: Record<string, unknown>, key, value: unknown) {
    // `this[key]` is the value before its toJSON (a Buffer's would list every byte).
    const original = this[key];
    if (!ArrayBuffer.isView(original)) return value;
    binaries.push(new Uint8Array(original.buffer, original.byteOffset, original.byteLength));
    return { binary: binaries.length - 1, byteLength: original.byteLength };
  });
  hash.update(json);
  for (const bytes of binaries) hash.update(bytes);
  return hash.digest('base64url');
}

/** The key a PDF is kept under: its business, its document and a digest of the data it shows. */
export function pdfCacheKey(owner: PdfOwner, document: PdfDocument): string {
  return `${owner.businessId}/${owner.documentId}/${pdfDataDigest(document)}`;
}

/**
 * Rendered PDFs kept in this process, least recently used out first once they weigh more than
 * `maxBytes`. A PDF is kept under its business, its document and a digest of all the data it shows,
 * so any change to what it shows (the document, a payment, the issuer's profile or logo, the language)
 * makes a new key and a new render; nothing needs invalidating, and an old key is simply not asked
 * for again until it ages out. Each server process keeps its own: none depends on another's.
 * Renders of one key already under way are shared, not repeated.
 */
export function createPdfCache(pool: Pick<PdfPool, 'render'>, options: PdfCacheOptions = {}): PdfCache {
  const maxBytes = options.maxBytes ?? PDF_CACHE_DEFAULT_MAX_BYTES;
  const kept = new Map<string, Buffer>();
  const rendering = new Map<string, Promise<Buffer>>();
  const counts = { bytes: 0, hits: 0, renders: 0 };

  function keep(key: string, bytes: Buffer): void {
    if (bytes.byteLength > maxBytes) return;
    const replaced = kept.get(key);
    if (replaced) counts.bytes -= replaced.byteLength;
    kept.delete(key);
    kept.set(key, bytes);
    counts.bytes += bytes.byteLength;
    for (const [oldest, oldBytes] of kept) {
      if (counts.bytes <= maxBytes) break;
      kept.delete(oldest);
      counts.bytes -= oldBytes.byteLength;
    }
  }

  async function renderOnce(key: string, document: PdfDocument): Promise<Buffer> {
    counts.renders += 1;
    try {
      const bytes = await pool.render(document);
      keep(key, bytes);
      return bytes;
    } finally {
      rendering.delete(key);
    }
  }

  return {
    async render(owner, document) {
      const key = pdfCacheKey(owner, document);
      const found = kept.get(key);
      if (found) {
        // Most recently used: to the back of the line.
        kept.delete(key);
        kept.set(key, found);
        counts.hits += 1;
        return Buffer.from(found);
      }
      let pending = rendering.get(key);
      if (pending) counts.hits += 1;
      else {
        pending = renderOnce(key, document);
        rendering.set(key, pending);
      }
      return Buffer.from(await pending);
    },
    stats: () => ({ entries: kept.size, ...counts }),
  };
}
