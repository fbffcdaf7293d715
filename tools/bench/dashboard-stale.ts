import { sql } from 'kysely';
import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { seedInvoices } from './invoice-seed';

/**
 * The dashboard on PostgreSQL right after a bulk load, before any ANALYZE: PostgreSQL's statistics
 * of the payments were taken when the business had none, then 2,880 invoices and their payments are
 * loaded (autovacuum held off, so they stay that way while measured). Then the same after ANALYZE.
 * Usage: DATABASE_URL=postgres://… node --import tsx tools/bench/dashboard-stale.ts [requests]
 */
const REQUESTS = Number(process.argv[2] ?? 50);
const WARM_UP = 5;
const TABLES = ['payments', 'invoices', 'invoice_items', 'customers'];

const { app, headers, business } = await startBenchApp();
if (app.database.dialect !== 'postgres') throw new Error('Set DATABASE_URL to a PostgreSQL database');
const db = app.database.db;

async function measure(): Promise<string> {
  const samples: number[] = [];
  for (let request = 0; request < WARM_UP + REQUESTS; request++) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url: '/api/v2/dashboard', headers });
    if (response.statusCode !== 200) throw new Error(`the dashboard answered ${response.statusCode}`);
    if (request >= WARM_UP) samples.push(elapsedMs(started));
  }
  samples.sort((left, right) => left - right);
  return `p50 ${percentile(samples, 0.5).toFixed(1)} ms, p95 ${percentile(samples, 0.95).toFixed(1)} ms`;
}

try {
  for (const table of TABLES) {
    await sql`alter table ${sql.table(table)} set (autovacuum_enabled = off)`.execute(db);
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
  await seedInvoices(app, business, {
    invoices: 2_880,
    customers: 100,
    months: 24,
    now: new Date(),
    analyze: false,
  });
  const counted = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('business_id', '=', business.id)
    .executeTakeFirstOrThrow();
  console.log(
    `dashboard on postgres, 2880 invoices and ${counted.count} payments, ${REQUESTS} sequential requests:`,
  );
  console.log(`  right after the load, statistics stale: ${await measure()}`);
  for (const table of TABLES) await sql`analyze ${sql.table(table)}`.execute(db);
  console.log(`  after ANALYZE:                          ${await measure()}`);
} finally {
  for (const table of TABLES)
    await sql`alter table ${sql.table(table)} reset (autovacuum_enabled)`.execute(db);
  await app.close();
}
