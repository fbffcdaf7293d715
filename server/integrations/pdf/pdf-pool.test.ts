import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { sampleInvoicePdf } from '../../test/invoice-pdf-samples';
import { pdfTextOf } from '../../test/pdf-text';
import { createPdfPool, type PdfPool } from './index';
import { PDF_BUSY_MESSAGE, PDF_CLOSED_MESSAGE, PDF_MEMORY_MESSAGE, PDF_TIMEOUT_MESSAGE } from './pdf-pool';

describe('the PDF worker pool', () => {
  const pools: PdfPool[] = [];
  function poolOf(options: Parameters<typeof createPdfPool>[0]): PdfPool {
    const pool = createPdfPool(options);
    pools.push(pool);
    return pool;
  }
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((pool) => pool.close()));
  });

  it('renders in a worker thread started on first use, from TypeScript under vitest', async () => {
    const pool = poolOf({ size: 1 });
    expect(pool.stats().workersStarted).toBe(0);
    const bytes = await pool.render(sampleInvoicePdf());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await pdfTextOf(bytes)).text).toContain('Ananyā Śarmā');
    expect(pool.stats()).toEqual({ workersStarted: 1, rendersCompleted: 1, running: 0, queued: 0 });
  });

  it('replaces a worker after its number of renders', async () => {
    const pool = poolOf({ size: 1, rendersPerWorker: 2 });
    for (let render = 0; render < 3; render += 1) await pool.render(sampleInvoicePdf());
    // Renders 1–2 on the first worker, 3 on the second.
    expect(pool.stats()).toMatchObject({ workersStarted: 2, rendersCompleted: 3 });
  });

  it('refuses with a 503 what is beyond the queue, and renders the rest', async () => {
    const pool = poolOf({ size: 1, maxQueued: 1 });
    const renders = [1, 2, 3].map(() => pool.render(sampleInvoicePdf()));
    const outcomes = await Promise.allSettled(renders);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (outcomes[2] as PromiseRejectedResult).reason;
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ status: 503, message: PDF_BUSY_MESSAGE });
  });

  it('abandons a render past its timeout with a 503 and starts a new worker for the next', async () => {
    const pool = poolOf({ size: 1, timeoutMs: 1 });
    await expect(pool.render(sampleInvoicePdf())).rejects.toMatchObject({
      status: 503,
      message: PDF_TIMEOUT_MESSAGE,
    });
    await expect(pool.render(sampleInvoicePdf())).rejects.toMatchObject({ status: 503 });
    expect(pool.stats()).toMatchObject({ workersStarted: 2, rendersCompleted: 0, running: 0 });
  });

  it('fails alone, with a 503, a render that outgrows its heap, and replaces its worker', async () => {
    // 64 MB is enough for a one-line invoice and far too little for 6,000 lines.
    const pool = poolOf({ size: 2, workerHeapMb: 64 });
    const [huge, small] = await Promise.allSettled([
      pool.render(sampleInvoicePdf(6000)),
      pool.render(sampleInvoicePdf()),
    ]);
    expect(huge.status).toBe('rejected');
    expect((huge as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect((huge as PromiseRejectedResult).reason).toMatchObject({
      status: 503,
      message: PDF_MEMORY_MESSAGE,
    });
    expect(small.status).toBe('fulfilled');
    const next = await Promise.all([pool.render(sampleInvoicePdf()), pool.render(sampleInvoicePdf())]);
    for (const bytes of next) expect((await pdfTextOf(bytes)).text).toContain('Ananyā Śarmā');
    // The worker that ran out was replaced: the other one and a new one rendered the last two.
    expect(pool.stats()).toMatchObject({ workersStarted: 3, rendersCompleted: 3, running: 0 });
  }, 120_000);

  it('renders two documents at once with two workers', async () => {
    const pool = poolOf({ size: 2 });
    const both = Promise.all([pool.render(sampleInvoicePdf()), pool.render(sampleInvoicePdf(30))]);
    expect(pool.stats()).toMatchObject({ running: 2, queued: 0 });
    const [, thirty] = await both;
    expect((await pdfTextOf(thirty)).pages.length).toBeGreaterThanOrEqual(2);
    expect(pool.stats()).toMatchObject({ workersStarted: 2, rendersCompleted: 2 });
  });

  it('refuses new work once closed, and stops what is running', async () => {
    const pool = poolOf({ size: 1 });
    const running = expect(pool.render(sampleInvoicePdf())).rejects.toMatchObject({
      status: 503,
      message: PDF_CLOSED_MESSAGE,
    });
    await pool.close();
    await running;
    await expect(pool.render(sampleInvoicePdf())).rejects.toMatchObject({ status: 503 });
  });
});
