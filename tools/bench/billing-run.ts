import { randomUUID } from 'node:crypto';
import { flatSortKey } from '@domain/natural-sort';
import { elapsedMs, percentile, startBenchApp } from './bench-app';

/**
 * A billing run of a 1,000-flat society with 6 bill heads, through the whole server in process, on
 * SQLite or on PostgreSQL when DATABASE_URL is set: the preview's latency, the publish's time and
 * this process's memory while it bills every flat (sampled every 10 ms), and how long the send
 * request takes to put every bill in the outbox (the worker renders and sends them afterwards).
 * Usage: node --import tsx tools/bench/billing-run.ts [flats] [previews]
 */
const FLATS = Number(process.argv[2] ?? 1_000);
const PREVIEWS = Number(process.argv[3] ?? 20);
const WARM_UP = 3;

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const now = new Date().toISOString();

const customers = Array.from({ length: FLATS }, (_, index) => {
  const block = String.fromCharCode(65 + (index % 4));
  const number = Math.floor(index / 4) + 1;
  const floor = String(Math.floor(number / 10));
  const flat = `${block}-${number}`;
  return {
    id: randomUUID(),
    business_id: business.id,
    name: `Resident ${flat}`,
    email: `resident-${index}@example.test`,
    phone: `+9198${String(index).padStart(8, '0')}`,
    block,
    floor,
    flat,
    area_hundredths: 75_050 + (index % 40) * 2_537,
    price_per_sqft_paise: 0,
    parking_slots: index % 3,
    occupancy: index % 7 === 0 ? ('let_out' as const) : ('owner' as const),
    sort_key: flatSortKey(block, floor, flat),
    search_text: '',
    created_at: now,
    updated_at: now,
  };
});
for (let start = 0; start < customers.length; start += 500) {
  await db
    .insertInto('customers')
    .values(customers.slice(start, start + 500))
    .execute();
}

async function head(payload: object): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v2/bill-heads', headers, payload });
  if (response.statusCode !== 201) throw new Error(`head answered ${response.statusCode}: ${response.body}`);
  return response.json()._id;
}
const maintenance = await head({ name: 'Maintenance', basis: 'area', rate: 3.25 });
await head({ name: 'Sinking fund', basis: 'area', rate: 0.35, gstTreatment: 'exempt' });
await head({ name: 'Repair fund', basis: 'flat', rate: 300 });
await head({ name: 'Parking', basis: 'parking', rate: 250 });
await head({
  name: 'Non-occupancy charges',
  basis: 'percent',
  rate: 10,
  percentOf: [maintenance],
  appliesTo: 'let_out',
});
const water = await head({ name: 'Water', basis: 'typed', rate: 150, gstTreatment: 'exempt' });

const drafted = await app.inject({
  method: 'POST',
  url: '/api/v2/billing-runs',
  headers,
  payload: { period: '2026-11' },
});
if (drafted.statusCode !== 201) throw new Error(`draft answered ${drafted.statusCode}: ${drafted.body}`);
const runId = drafted.json()._id as string;

const samples: number[] = [];
let expectedTotal = 0;
for (let request = 0; request < WARM_UP + PREVIEWS; request++) {
  const started = process.hrtime.bigint();
  const response = await app.inject({ method: 'GET', url: `/api/v2/billing-runs/${runId}`, headers });
  const took = elapsedMs(started);
  if (response.statusCode !== 200) throw new Error(`preview answered ${response.statusCode}`);
  const preview = response.json();
  if (preview.rows.length !== FLATS) throw new Error(`preview has ${preview.rows.length} rows`);
  expectedTotal = preview.totals.total;
  if (request >= WARM_UP) samples.push(took);
}
samples.sort((left, right) => left - right);

// Every flat's water meter typed at once, then typed again (each amount replaces the one before); the
// answer is the preview, so its time is in these figures too.
const typedMs: number[] = [];
for (const rupees of [412.5, 398]) {
  const typedStarted = process.hrtime.bigint();
  const typed = await app.inject({
    method: 'PUT',
    url: `/api/v2/billing-runs/${runId}/amounts`,
    headers,
    payload: { amounts: customers.map((customer) => ({ flat: customer.id, head: water, amount: rupees })) },
  });
  typedMs.push(elapsedMs(typedStarted));
  if (typed.statusCode !== 200) throw new Error(`typed amounts answered ${typed.statusCode}: ${typed.body}`);
  expectedTotal = typed.json().totals.total;
}

global.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
}, 10);
const started = process.hrtime.bigint();
const published = await app.inject({ method: 'POST', url: `/api/v2/billing-runs/${runId}/publish`, headers });
const publishMs = elapsedMs(started);
clearInterval(sampler);
if (published.statusCode !== 200)
  throw new Error(`publish answered ${published.statusCode}: ${published.body}`);
const bills = await db
  .selectFrom('invoices')
  .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('total_paise').as('total')])
  .where('business_id', '=', business.id)
  .executeTakeFirstOrThrow();
if (Number(bills.count) !== FLATS) throw new Error(`published ${bills.count} bills`);
if (Number(bills.total) !== Math.round(expectedTotal * 100)) {
  throw new Error(`bills total ${bills.total} paise, preview ${expectedTotal}`);
}

const sendStarted = process.hrtime.bigint();
const sent = await app.inject({
  method: 'POST',
  url: `/api/v2/billing-runs/${runId}/send`,
  headers,
  payload: { email: true },
});
const sendMs = elapsedMs(sendStarted);
if (sent.statusCode !== 200) throw new Error(`send answered ${sent.statusCode}: ${sent.body}`);
const counts = sent.json().counts as Record<string, number>;
const queued = (counts.queued ?? 0) + (counts.kept ?? 0);
if (queued !== FLATS) throw new Error(`sent ${JSON.stringify(counts)}`);

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
console.log(`billing run, ${FLATS} flats × 6 heads on ${app.database.dialect}`);
console.log(
  `  preview        p50 ${percentile(samples, 0.5).toFixed(0)} ms, p95 ${percentile(samples, 0.95).toFixed(0)} ms (${PREVIEWS} requests)`,
);
console.log(
  `  typed amounts  ${typedMs.map((ms) => ms.toFixed(0)).join(' ms, then ')} ms for ${FLATS} flats' water, answered with the preview`,
);
console.log(
  `  publish        ${publishMs.toFixed(0)} ms; process RSS ${mb(rssBefore)} before, peak ${mb(rssPeak)} during`,
);
console.log(
  `  bills          ${bills.count}, total ₹${(Number(bills.total) / 100).toFixed(2)} = the preview's`,
);
console.log(
  `  send (e-mail)  ${sendMs.toFixed(0)} ms to put ${queued} bills in the outbox; their PDFs render as the worker sends`,
);
await app.close();
