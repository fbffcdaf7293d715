import { addMonths, todayIn } from '@domain/dates';
import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { FLATS, seedSociety } from './society-seed';

/**
 * Reports → Dues and Reports → Collection for a society of 1,000 flats billed monthly for three years (society-seed.ts).
 * Through the whole server in process, on SQLite or on PostgreSQL when DATABASE_URL is set; the budget
 * is 150 ms.
 * Usage: node --import tsx tools/bench/ageing.ts [requests]
 */
const REQUESTS = Number(process.argv[2] ?? 50);
const WARM_UP = 10;

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const today = todayIn(business.time_zone, new Date());

async function measure(
  url: string,
  check: (response: { body: string; statusCode: number }) => string | undefined,
) {
  const samples: number[] = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request++) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers });
    const took = elapsedMs(started);
    const problem = response.statusCode === 200 ? check(response) : `answered ${response.statusCode}`;
    if (problem) throw new Error(`${url}: ${problem}`);
    if (request >= WARM_UP) samples.push(took);
  }
  samples.sort((left, right) => left - right);
  const cell = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `  ${url.padEnd(60)} ${String(REQUESTS).padStart(5)} ${cell(percentile(samples, 0.5))} ${cell(percentile(samples, 0.95))}`;
}

const everyFlat = ({ body }: { body: string }) => {
  const report = JSON.parse(body) as { flats: unknown[] };
  return report.flats.length === FLATS ? undefined : `${report.flats.length} flats, not ${FLATS}`;
};
const someFlats = ({ body }: { body: string }) =>
  (JSON.parse(body) as { flats: unknown[] }).flats.length > 0 ? undefined : 'no flats';

const { seedMs, bills, receipts } = await seedSociety({
  db,
  dialect: app.database.dialect,
  businessId: business.id,
  today,
});
console.log(
  `Dues and collection reports on ${app.database.dialect}: ${FLATS} flats, ${bills} bills, ${receipts} receipts, seeded in ${seedMs.toFixed(0)} ms. ` +
    `Sequential requests after ${WARM_UP} warm-up ones:`,
);
console.log(`  ${'GET'.padEnd(60)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
console.log(await measure('/api/v2/reports/ageing', everyFlat));
console.log(await measure('/api/v2/reports/ageing?sort=total&minAge=days90plus&min=10000', someFlats));
console.log(await measure('/api/v2/reports/ageing?block=C&sort=lastPayment', someFlats));
console.log(await measure('/api/v2/reports/ageing.xlsx', () => undefined));
const billedEveryFlat = ({ body }: { body: string }) => {
  const { billed } = JSON.parse(body) as { billed: { bills: number } };
  return billed.bills >= FLATS ? undefined : `${billed.bills} bills, fewer than ${FLATS}`;
};
const month = `${today.slice(0, 7)}-01`;
console.log(await measure('/api/v2/reports/collection', billedEveryFlat));
console.log(
  await measure(`/api/v2/reports/collection?from=${addMonths(month, -11)}&to=${today}`, billedEveryFlat),
);
console.log(
  await measure(`/api/v2/reports/collection?from=${addMonths(month, -35)}&to=${today}`, billedEveryFlat),
);
console.log(
  await measure(`/api/v2/reports/collection.xlsx?from=${addMonths(month, -11)}&to=${today}`, () => undefined),
);
await app.close();
