import { availableParallelism } from 'node:os';
import { invoicePdfPath } from '@domain/api/documents';
import { buildCustomer, buildInvoice, type InvoiceItemInput } from '../../server/test/factories';
import { elapsedMs, percentile, startBenchApp } from './bench-app';

/**
 * Invoice PDFs through the whole server in process, rendered by its worker pool (min(2, CPUs)
 * workers, each replaced after 2,000 renders) behind the process's cache of rendered PDFs: latency of
 * GET /api/v2/invoices/{id}/pdf for a 1-page and a 30-line invoice, PDFs per second with concurrent
 * requests, and the process's memory (main thread and workers share one RSS) while rendering many,
 * which must stay bounded. Cold renders ask each time for an invoice whose PDF was never made
 * (its own data); cached serves ask for the same unchanged invoice again, which is read but not drawn.
 * Usage: node --import tsx tools/bench/pdf.ts [cold renders for the memory run, default 1000]
 */
const MEMORY_RENDERS = Number(process.argv[2] ?? 1000);
/** Renders before the cold latency is sampled: a new worker's first few dozen are slower while its code warms up. */
const WARM_UPS = 40;
const LATENCY_RENDERS = 40;
const THROUGHPUT_RENDERS = 200;
const CONCURRENCY = 8;

const { app, business, ownerId } = await startBenchApp();
const db = app.database.db;
const user = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
const parent = await buildCustomer(db, { parent: { user, business }, values: { name: 'Ananyā Śarmā' } });
const THIRTY_LINES: InvoiceItemInput[] = Array.from({ length: 30 }, (_, index) => ({
  itemName: `Maintenance charges, line ${index + 1}`,
  unitPrice: 250,
  quantity: 125_050,
}));

/** `count` invoices of the same shape, each with a number (so a PDF) of its own. */
async function invoices(count: number, items?: InvoiceItemInput[]): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await buildInvoice(db, { parent, ...(items ? { items } : {}) })).invoice.id);
  }
  return ids;
}

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

const renders = () => app.pdf.stats().rendersCompleted;

/** Sequential downloads of `ids` in turn after the warm-up ones; p50 and p95, and the renders they cost. */
async function latency(label: string, warmUpIds: string[], ids: string[]): Promise<string> {
  for (const id of warmUpIds) await download(id);
  const rendersBefore = renders();
  const samples: number[] = [];
  for (const id of ids) samples.push(await download(id));
  samples.sort((first, second) => first - second);
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  return (
    `  ${label.padEnd(34)} p50 ${ms(percentile(samples, 0.5))}  p95 ${ms(percentile(samples, 0.95))}` +
    `  (${renders() - rendersBefore} renders for ${ids.length} PDFs)`
  );
}

/** Downloads `count` PDFs of `invoiceIds` in turn with `CONCURRENCY` requests in flight; answers PDFs per second. */
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

/**
 * Cold 1-page renders with requests in flight before throughput is measured: the sequential runs use
 * one worker, so this is where the pool's other workers start and warm up, as they would have long
 * since in a server that has been making PDFs.
 */
const POOL_WARM_UPS = 2 * WARM_UPS;
const onePage = await invoices(WARM_UPS + LATENCY_RENDERS + POOL_WARM_UPS + THROUGHPUT_RENDERS);
const thirty = await invoices(WARM_UPS + LATENCY_RENDERS + THROUGHPUT_RENDERS / 2, THIRTY_LINES);
const latencyIds = (ids: string[]) => [
  ids.slice(0, WARM_UPS),
  ids.slice(WARM_UPS, WARM_UPS + LATENCY_RENDERS),
];
const burstIds = (ids: string[]) => ids.slice(WARM_UPS + LATENCY_RENDERS);

console.log(
  `Invoice PDFs on ${app.database.dialect}, worker pool of ${Math.min(2, availableParallelism())}, ` +
    `${availableParallelism()} CPUs:`,
);
console.log(
  `Cold renders (each request an invoice never rendered), sequential, after ${WARM_UPS} warm-up ones:`,
);
const [oneWarm = [], oneTimed = []] = latencyIds(onePage);
const [thirtyWarm = [], thirtyTimed = []] = latencyIds(thirty);
console.log(await latency('1 page (1 line)', oneWarm, oneTimed));
console.log(await latency('2 pages (30 lines)', thirtyWarm, thirtyTimed));
console.log('Cached serves (the same unchanged invoice again: read, not drawn), sequential:');
const again = (id: string) => Array.from({ length: LATENCY_RENDERS }, () => id);
console.log(await latency('1 page (1 line)', [], again(oneTimed[0] as string)));
console.log(await latency('2 pages (30 lines)', [], again(thirtyTimed[0] as string)));

const poolWarmUp = await burst(POOL_WARM_UPS, burstIds(onePage));
console.log(
  `Throughput, ${CONCURRENCY} requests in flight, cold, while the pool's other workers start and warm up: ` +
    `${poolWarmUp.toFixed(1)} PDFs/s (1 page, ${POOL_WARM_UPS} PDFs)`,
);
const coldOne = await burst(THROUGHPUT_RENDERS, burstIds(onePage).slice(POOL_WARM_UPS));
console.log(`Throughput, ${CONCURRENCY} requests in flight, cold: ${coldOne.toFixed(1)} PDFs/s (1 page)`);
const coldThirty = await burst(THROUGHPUT_RENDERS / 2, burstIds(thirty));
console.log(
  `Throughput, ${CONCURRENCY} requests in flight, cold: ${coldThirty.toFixed(1)} PDFs/s (30 lines)`,
);
const cached = await burst(THROUGHPUT_RENDERS, burstIds(onePage));
console.log(`Throughput, ${CONCURRENCY} requests in flight, cached: ${cached.toFixed(1)} PDFs/s (1 page)`);

// Alternately a 1-page and a 30-line invoice, each one never rendered before.
const half = Math.ceil(MEMORY_RENDERS / 2);
const longOnes = await invoices(MEMORY_RENDERS - half, THIRTY_LINES);
const mixed = (await invoices(half))
  .flatMap((id, index) => [id, longOnes[index]])
  .filter((id) => id !== undefined);
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const checkpoints: string[] = [];
const rendersBefore = renders();
const rendersPerSecond = await burst(MEMORY_RENDERS, mixed, (done) => {
  if (done % 250 === 0) checkpoints.push(`${done}: ${megabytes(process.memoryUsage().rss)}`);
});
clearInterval(sampler);
const stats = app.pdf.stats();
const cache = app.pdfCache.stats();
console.log(
  `Memory over ${MEMORY_RENDERS} more cold PDFs (half 1 page, half 30 lines; ${rendersPerSecond.toFixed(1)} PDFs/s, ` +
    `${stats.rendersCompleted - rendersBefore} renders): peak RSS ${megabytes(peakRss)} (main thread and workers); ` +
    `RSS after ${checkpoints.join(', ')}; ${stats.workersStarted} workers started for ${stats.rendersCompleted} renders; ` +
    `cache ${cache.entries} PDFs, ${megabytes(cache.bytes)} (${cache.hits} served from it in all)`,
);
await app.close();
