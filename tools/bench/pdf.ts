import { invoicePdfPath } from '@domain/api/documents';
import { buildCustomer, buildInvoice } from '../../server/test/factories';
import { elapsedMs, percentile, startBenchApp } from './bench-app';

/**
 * Invoice PDFs through the whole server in process, rendered by its worker pool (min(2, CPUs)
 * workers, each replaced after 200 renders): latency of GET /api/v2/invoices/{id}/pdf for a 1-page
 * and a 30-line invoice, PDFs per second with concurrent requests, and the process's memory (main
 * thread and workers share one RSS) while rendering many, which recycling keeps bounded.
 * Usage: node --import tsx tools/bench/pdf.ts [renders for the memory run, default 1000]
 */
const MEMORY_RENDERS = Number(process.argv[2] ?? 1000);
const LATENCY_RENDERS = 40;
const THROUGHPUT_RENDERS = 200;
const CONCURRENCY = 8;

const { app, business, ownerId } = await startBenchApp();
const db = app.database.db;
const user = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
const parent = await buildCustomer(db, { parent: { user, business }, values: { name: 'Ananyā Śarmā' } });
const onePage = await buildInvoice(db, { parent });
const thirtyLines = await buildInvoice(db, {
  parent,
  items: Array.from({ length: 30 }, (_, index) => ({
    itemName: `Maintenance charges, line ${index + 1}`,
    unitPrice: 250,
    quantity: 125_050,
  })),
});

let client = 0;
/** One GET as its own client address, so the per-client download limit does not stop the bench. */
async function download(invoiceId: string): Promise<number> {
  client += 1;
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'GET',
    url: invoicePdfPath(invoiceId),
    remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
  });
  if (response.statusCode !== 200)
    throw new Error(`the PDF answered ${response.statusCode}: ${response.body}`);
  return elapsedMs(started);
}

async function latency(label: string, invoiceId: string): Promise<string> {
  for (let warmUp = 0; warmUp < 5; warmUp += 1) await download(invoiceId);
  const samples: number[] = [];
  for (let render = 0; render < LATENCY_RENDERS; render += 1) samples.push(await download(invoiceId));
  samples.sort((first, second) => first - second);
  const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
  return `  ${label.padEnd(34)} p50 ${ms(percentile(samples, 0.5))}  p95 ${ms(percentile(samples, 0.95))}`;
}

/** Renders `count` PDFs with `CONCURRENCY` requests in flight; answers PDFs per second. */
async function burst(count: number, invoiceIds: string[], onEach: (done: number) => void = () => {}) {
  let next = 0;
  const started = process.hrtime.bigint();
  async function lane() {
    while (next < count) {
      const index = next;
      next += 1;
      await download(invoiceIds[index % invoiceIds.length] as string);
      onEach(index + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  return count / (elapsedMs(started) / 1000);
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

console.log(
  `Invoice PDFs on ${app.database.dialect}, worker pool of ${Math.min(2, (await import('node:os')).availableParallelism())}:`,
);
console.log('Sequential requests, after 5 warm-up ones:');
console.log(await latency('1 page (1 line)', onePage.invoice.id));
console.log(await latency('2 pages (30 lines)', thirtyLines.invoice.id));
const perSecond = await burst(THROUGHPUT_RENDERS, [onePage.invoice.id]);
console.log(`Throughput, ${CONCURRENCY} requests in flight: ${perSecond.toFixed(1)} PDFs/s (1 page)`);
const mixed = await burst(THROUGHPUT_RENDERS / 2, [thirtyLines.invoice.id]);
console.log(`Throughput, ${CONCURRENCY} requests in flight: ${mixed.toFixed(1)} PDFs/s (30 lines)`);

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const checkpoints: string[] = [];
const rendersPerSecond = await burst(MEMORY_RENDERS, [onePage.invoice.id, thirtyLines.invoice.id], (done) => {
  if (done % 250 === 0) checkpoints.push(`${done}: ${megabytes(process.memoryUsage().rss)}`);
});
clearInterval(sampler);
const stats = app.pdf.stats();
console.log(
  `Memory over ${MEMORY_RENDERS} more PDFs (half 1 page, half 30 lines; ${rendersPerSecond.toFixed(1)} PDFs/s): ` +
    `peak RSS ${megabytes(peakRss)} (main thread and workers); RSS after ${checkpoints.join(', ')}; ` +
    `${stats.workersStarted} workers started for ${stats.rendersCompleted} renders`,
);
await app.close();
