import { randomUUID } from 'node:crypto';
import { PAYMENT_METHODS } from '@domain/constants';
import { addDays } from '@domain/dates';
import { sql } from 'kysely';
import type { NewPaymentRow } from '../../server/db/schema';
import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { seedInvoices } from './invoice-seed';
import { highWaterMark, startServerProcess } from './server-process';
import { FLATS, seedSociety } from './society-seed';

/**
 * The dashboard and the payment-history export for a business with 20,000 invoices over two years
 * and 40,000 payments (the seeded ones topped up with smaller instalments), through the whole server
 * in process, on SQLite or on PostgreSQL when DATABASE_URL is set. Then the export of 50,000 payments
 * from a server process of its own: its time and that process's peak memory. Last, the dashboard of
 * a society whose flats have ledgers (society-seed.ts: 1,000 flats, 36,000 bills, their receipts and
 * opening balances), whose dues and advance it adds up.
 * Usage: node --import tsx tools/bench/dashboard.ts [requests]
 */
const INVOICES = 20_000;
const DASHBOARD_PAYMENTS = 40_000;
const EXPORT_PAYMENTS = 50_000;
const REQUESTS = Number(process.argv[2] ?? 100);
const WARM_UP = 10;
/** Rows per insert: 10 columns × 2,000 stays under SQLite's 32,766 bound parameters. */
const INSERT_BATCH = 2_000;

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const now = new Date();
const { invoices, seedMs } = await seedInvoices(app, business, {
  invoices: INVOICES,
  customers: 500,
  months: 24,
  now,
});

/** Extra instalments of ₹100 on the seeded invoices, spread over the last 700 days. */
async function topUpPaymentsTo(total: number) {
  const counted = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', business.id)
    .executeTakeFirstOrThrow();
  const missing = total - Number(counted.count);
  const today = new Date().toISOString().slice(0, 10);
  const rows: NewPaymentRow[] = Array.from({ length: missing }, (_, index) => ({
    id: randomUUID(),
    business_id: business.id,
    invoice_id: invoices[index % invoices.length]?.id ?? '',
    amount_paise: 10_000,
    date_paid: addDays(today, -(index % 700)),
    payment_method: PAYMENT_METHODS[index % PAYMENT_METHODS.length] ?? 'Cash',
    note: index % 10 === 0 ? `Cheque no. ${100_000 + index}, drawn on State Bank of India` : '',
    provider: null,
    provider_payment_id: null,
    created_at: now.toISOString(),
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await trx
        .insertInto('payments')
        .values(rows.slice(start, start + INSERT_BATCH))
        .execute();
    }
  });
  if (app.database.dialect === 'postgres') await sql`analyze payments`.execute(db);
}

type Bench = Pick<Awaited<ReturnType<typeof startBenchApp>>, 'app' | 'headers'>;

async function measure(
  label: string,
  url: string,
  check: (body: string) => string | undefined,
  bench: Bench = { app, headers },
) {
  const samples: number[] = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request++) {
    const started = process.hrtime.bigint();
    const response = await bench.app.inject({ method: 'GET', url, headers: bench.headers });
    const took = elapsedMs(started);
    const problem = response.statusCode === 200 ? check(response.body) : `answered ${response.statusCode}`;
    if (problem) throw new Error(`${label}: ${problem}`);
    if (request >= WARM_UP) samples.push(took);
  }
  samples.sort((left, right) => left - right);
  const cell = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `  ${label.padEnd(44)} ${String(REQUESTS).padStart(5)} ${cell(percentile(samples, 0.5))} ${cell(percentile(samples, 0.95))}`;
}

const totalIs = (body: string) =>
  JSON.parse(body).counts.total === INVOICES ? undefined : 'wrong invoice count';

await topUpPaymentsTo(DASHBOARD_PAYMENTS);
console.log(
  `dashboard on ${app.database.dialect}: ${INVOICES} invoices and ${DASHBOARD_PAYMENTS} payments, ` +
    `seeded in ${seedMs.toFixed(0)} ms. Sequential requests after ${WARM_UP} warm-up ones:`,
);
console.log(`  ${'GET'.padEnd(44)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
console.log(await measure('/api/v2/dashboard', '/api/v2/dashboard', totalIs));
console.log(
  await measure('/api/v2/dashboard?search=kulkar', '/api/v2/dashboard?search=kulkar', (body) =>
    JSON.parse(body).counts.total > 0 ? undefined : 'nothing found',
  ),
);

await topUpPaymentsTo(EXPORT_PAYMENTS);
const { dataDir } = app.config;
await app.close();
console.log(await measureExportInServerProcess());
console.log(await measureSocietyDashboard());

/** The dashboard of a business of its own whose flats have ledgers: opening arrears, receipts, advance. */
async function measureSocietyDashboard(): Promise<string> {
  const society = await startBenchApp();
  try {
    const seeded = await seedSociety({
      db: society.app.database.db,
      dialect: society.app.database.dialect,
      businessId: society.business.id,
      today: now.toISOString().slice(0, 10),
    });
    const allBills = (body: string) =>
      JSON.parse(body).counts.total === seeded.bills ? undefined : 'wrong invoice count';
    const someBills = (body: string) => (JSON.parse(body).counts.total > 0 ? undefined : 'nothing found');
    return [
      `dashboard of a society: ${seeded.bills} bills and ${seeded.receipts} receipts of ${FLATS} flats, ` +
        `seeded in ${seeded.seedMs.toFixed(0)} ms:`,
      await measure('/api/v2/dashboard', '/api/v2/dashboard', allBills, society),
      await measure(
        '/api/v2/dashboard?search=Resident 1',
        '/api/v2/dashboard?search=Resident%201',
        someBills,
        society,
      ),
    ].join('\n');
  } finally {
    await society.app.close();
  }
}

/**
 * The export as production runs it: a server process of its own on the same data (the SQLite file or
 * the PostgreSQL database, and the same generated secret, so the session still holds), asked over
 * HTTP. Its peak memory is the kernel's high-water mark of that process (VmHWM), sampled nowhere else.
 */
async function measureExportInServerProcess(): Promise<string> {
  const server = await startServerProcess(3190, { DATA_DIR: dataDir });
  try {
    const base = server.base;
    const peakBefore = highWaterMark(server.child.pid);
    const started = process.hrtime.bigint();
    const response = await fetch(`${base}/api/v2/payments?from=2000-01-01&to=2050-12-31`, { headers });
    const bytes = (await response.arrayBuffer()).byteLength;
    const exportMs = elapsedMs(started);
    if (response.status !== 200) throw new Error(`export answered ${response.status}`);
    const mebibytes = (kibibytes: number) => `${(kibibytes / 1024).toFixed(0)} MiB`;
    return (
      `export of ${EXPORT_PAYMENTS} payments over HTTP: ${exportMs.toFixed(0)} ms, ${(bytes / 1_048_576).toFixed(1)} MiB file; ` +
      `server process peak RSS ${mebibytes(peakBefore)} after start-up, ${mebibytes(highWaterMark(server.child.pid))} after the export`
    );
  } finally {
    server.stop();
  }
}
