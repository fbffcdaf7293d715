import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { invoicePdfPath } from '@domain/api/documents';
import { uploadPath } from '@domain/api/uploads';
import sharp from 'sharp';
import { buildCustomer, buildInvoice } from '../../server/test/factories';
import { zeroBombPng } from '../../server/test/images';
import { multipartPayload } from '../../server/test/multipart';
import { elapsedMs, startBenchApp } from './bench-app';

/**
 * Logos through the whole server in process: the time to upload a normal logo and an image bomb (a
 * 14,000 × 14,000 RGBA PNG of about 760 KB), and the time and the process's peak RSS (main thread and
 * PDF workers share it) of the public invoice PDF with each as the business's logo. The bomb is also
 * stored straight into the database, as a logo uploaded before uploads were checked would be, and so
 * is a large but sane one (4,000 px a side).
 * With --three, three bomb PDFs are asked for at once (several GB of RSS on unbounded code).
 * Usage: node --import tsx tools/bench/logo-bomb.ts [--three]
 */
const BOMB_SIDE = 14_000;
const LARGE_SIDE = 4_000;
const SAMPLES = 5;

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const loadAtStart = loadAverage();

const { app, business, ownerId, headers } = await startBenchApp();
const db = app.database.db;
const user = await db.selectFrom('users').selectAll().where('id', '=', ownerId).executeTakeFirstOrThrow();
const parent = await buildCustomer(db, { parent: { user, business }, values: { name: 'Ananyā Śarmā' } });

/** A normal logo: 1,000 px square, shapes and lettering on transparency, as a designer exports one. */
const normalLogo = await sharp(
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000">
      <circle cx="500" cy="420" r="330" fill="#0f766e"/><rect x="300" y="300" width="400" height="260" fill="#fff"/>
      <text x="500" y="900" font-size="120" text-anchor="middle" fill="#1f2937">GREEN PARK</text></svg>`,
  ),
)
  .png()
  .toBuffer();
const bomb = await zeroBombPng(BOMB_SIDE);
const largestLogo = await sharp({
  create: { width: 5000, height: 5000, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 0.5 } },
})
  .png()
  .toBuffer();

let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);

async function upload(bytes: Buffer): Promise<{ ms: number; status: number; body: string }> {
  const body = multipartPayload([{ bytes }]);
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/uploads',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { ms: elapsedMs(started), status: response.statusCode, body: response.body };
}

async function makeLogo(logo: string): Promise<void> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/v2/profiles/${business.id}`,
    headers,
    payload: { logo },
  });
  if (response.statusCode !== 200) throw new Error(`the profile answered ${response.statusCode}`);
}

/** Stores bytes as a logo without the upload's checks, as logos uploaded before them were. */
async function storeDirectly(bytes: Buffer): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('uploads')
    .values({
      id,
      business_id: business.id,
      content_type: 'image/png',
      bytes,
      byte_size: bytes.byteLength,
      created_at: new Date().toISOString(),
    })
    .execute();
  return uploadPath(id);
}

let client = 0;
/** The public PDF of a new invoice, as its own client address (the download limit is per client). */
async function publicPdf(): Promise<{ ms: number; status: number; body: string }> {
  const { invoice } = await buildInvoice(db, { parent });
  client += 1;
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'GET',
    url: invoicePdfPath(invoice.id),
    remoteAddress: `10.9.${client >> 8}.${client & 255}`,
  });
  const body = response.statusCode === 200 ? `${response.rawPayload.length} bytes` : response.body;
  return { ms: elapsedMs(started), status: response.statusCode, body };
}

function median(values: number[]): number {
  return [...values].sort((first, second) => first - second)[Math.floor(values.length / 2)] ?? 0;
}

/** Runs `work` and answers its result with the peak RSS and the event loop's longest stall meanwhile. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; peak: number; stall: number }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  peakRss = process.memoryUsage().rss;
  delay.enable();
  const result = await work();
  delay.disable();
  return { result, peak: peakRss, stall: delay.max / 1e6 };
}

const report = (label: string, line: string) => console.log(`  ${label.padEnd(44)} ${line}`);
const answer = (outcome: { ms: number; status: number; body: string }) =>
  `${outcome.status} in ${outcome.ms.toFixed(0)} ms${outcome.status >= 400 ? ` ${outcome.body}` : ''}`;

console.log(
  `Logos on ${app.database.dialect}; normal logo ${(normalLogo.length / 1024).toFixed(0)} KB (1,000 × 1,000 PNG), ` +
    `bomb ${(bomb.length / 1024).toFixed(0)} KB (${BOMB_SIDE} × ${BOMB_SIDE} RGBA PNG); idle RSS ${megabytes(process.memoryUsage().rss)}`,
);

// Normal logo: upload, then its PDF (the first renders start the workers, so warm up first).
const uploads: number[] = [];
let logo = '';
for (let sample = 0; sample < SAMPLES; sample += 1) {
  const outcome = await upload(normalLogo);
  if (outcome.status !== 201) throw new Error(`the normal logo answered ${answer(outcome)}`);
  uploads.push(outcome.ms);
  logo = JSON.parse(outcome.body).secure_url;
}
report('normal logo upload (median of 5)', `${median(uploads).toFixed(0)} ms`);
await makeLogo(logo);
for (let warmUp = 0; warmUp < 3; warmUp += 1) await publicPdf();
const pdfs = await measured(async () => {
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample += 1) times.push((await publicPdf()).ms);
  return times;
});
report(
  'normal logo public PDF (median of 5)',
  `${median(pdfs.result).toFixed(0)} ms, peak RSS ${megabytes(pdfs.peak)}`,
);

// The largest logo taken (5,000 px a side): decoded and scaled off the event loop.
const largest = await measured(() => upload(largestLogo));
report(
  'largest logo upload (5,000 × 5,000 PNG)',
  `${answer(largest.result)}, peak RSS ${megabytes(largest.peak)}, longest event-loop stall ${largest.stall.toFixed(0)} ms`,
);

// The bomb, uploaded: accepted or refused.
const bombUpload = await measured(() => upload(bomb));
report(
  'bomb upload',
  `${answer(bombUpload.result)}, peak RSS ${megabytes(bombUpload.peak)}, longest event-loop stall ${bombUpload.stall.toFixed(0)} ms`,
);
if (bombUpload.result.status === 201) {
  await makeLogo(JSON.parse(bombUpload.result.body).secure_url);
  const accepted = await measured(publicPdf);
  report(
    'public PDF with the uploaded bomb',
    `${answer(accepted.result)}, peak RSS ${megabytes(accepted.peak)}`,
  );
}

// A large logo (4,000 px a side) stored before uploads were re-encoded: its first PDF and the next.
await makeLogo(await storeDirectly(await zeroBombPng(LARGE_SIDE)));
const largeFirst = await measured(publicPdf);
report(
  'public PDF with a stored 4,000 px logo',
  `${answer(largeFirst.result)}, peak RSS ${megabytes(largeFirst.peak)}`,
);
const largeNext = await measured(publicPdf);
report('the same, once more', `${answer(largeNext.result)}, peak RSS ${megabytes(largeNext.peak)}`);

// The bomb stored before uploads were checked.
await makeLogo(await storeDirectly(bomb));
const stored = await measured(publicPdf);
report('public PDF with a stored bomb', `${answer(stored.result)}, peak RSS ${megabytes(stored.peak)}`);
const again = await measured(publicPdf);
report('the same, once more', `${answer(again.result)}, peak RSS ${megabytes(again.peak)}`);
if (process.argv.includes('--three')) {
  await makeLogo(await storeDirectly(bomb));
  const three = await measured(() => Promise.all([publicPdf(), publicPdf(), publicPdf()]));
  report(
    'three PDFs at once with a stored bomb',
    `${three.result.map(answer).join('; ')}, peak RSS ${megabytes(three.peak)}`,
  );
}

clearInterval(sampler);
console.log(`Load average at start ${loadAtStart}, at the end ${loadAverage()}`);
await app.close();
