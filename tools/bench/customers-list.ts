import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { customerValuesToColumns } from '../../server/features/customers/customer-rows';
import { elapsedMs, percentile, startBenchApp } from './bench-app';

/**
 * Latency of the customers list for a business with 5,000 customers, through the whole server in
 * process: the first and a middle page of 25, and `limit=0` (all of them), on SQLite or on
 * PostgreSQL when DATABASE_URL is set. Usage: node --import tsx tools/bench/customers-list.ts [requests]
 */
const CUSTOMERS = 5000;
const REQUESTS = Number(process.argv[2] ?? 200);
const WARM_UP = 20;
/** Rows per INSERT: well under SQLite's limit of bound parameters per statement. */
const SEED_BATCH = 500;

const { app, headers, business } = await startBenchApp();

/** A society of 10 blocks × 25 floors × 20 flats, inserted in shuffled order so the sort has work. */
const flats = Array.from({ length: CUSTOMERS }, (_, index) => {
  const block = String.fromCharCode(65 + (index % 10));
  const floor = String(Math.floor(index / 10) % 25);
  const flat = `${block}-${floor}${String(Math.floor(index / 250)).padStart(2, '0')}`;
  return { block, floor, flat, index };
}).sort(() => Math.random() - 0.5);
const now = new Date().toISOString();
const seedStarted = process.hrtime.bigint();
for (let start = 0; start < flats.length; start += SEED_BATCH) {
  const rows = flats.slice(start, start + SEED_BATCH).map(({ block, floor, flat, index }) => ({
    id: randomUUID(),
    business_id: business.id,
    ...customerValuesToColumns({
      name: `Resident ${index}`,
      email: `resident-${index}@example.test`,
      phone: `+9198${String(index).padStart(8, '0')}`,
      gstno: '',
      state: '',
      parkingSlots: 0,
      occupancy: 'owner',
      block,
      floor,
      flat,
      flatarea: 1000 + (index % 500) / 4,
      price: 3.25,
    }),
    created_at: now,
    updated_at: now,
  }));
  await app.database.db.insertInto('customers').values(rows).execute();
}
const seedMs = elapsedMs(seedStarted);
// Fresh statistics, as autovacuum would have them a minute later; without them PostgreSQL guesses a
// handful of rows and sorts all 5,000 instead of reading the order index.
await sql`analyze customers`.execute(app.database.db);

async function measure(url: string, expected: { count: number; total: number }): Promise<string> {
  const samples: number[] = [];
  for (let index = 0; index < WARM_UP + REQUESTS; index += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers });
    const elapsed = elapsedMs(started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const body = response.json();
    if (body.data.length !== expected.count || body.total !== expected.total) {
      throw new Error(`${url} answered ${body.data.length} of ${body.total} customers`);
    }
    if (index >= WARM_UP) samples.push(elapsed);
  }
  samples.sort((first, second) => first - second);
  return `  ${url.padEnd(56)} p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms`;
}

console.log(
  `GET /api/v2/clients/user on ${app.database.dialect}, ${CUSTOMERS} customers ` +
    `(seeded in ${seedMs.toFixed(0)} ms), ${REQUESTS} sequential requests each:`,
);
const page = { count: 25, total: CUSTOMERS };
console.log(await measure('/api/v2/clients/user?page=1&limit=25', page));
console.log(await measure('/api/v2/clients/user?page=100&limit=25', page));
// resident-49, -490…499 and -4900…4999: a search that scans every row and still fills a page.
console.log(
  await measure('/api/v2/clients/user?page=1&limit=25&search=resident-49', { count: 25, total: 111 }),
);
console.log(await measure('/api/v2/clients/user?limit=0', { count: CUSTOMERS, total: CUSTOMERS }));
await app.close();
