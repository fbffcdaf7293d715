import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { seedInvoices } from './invoice-seed';

/**
 * A reminder run for a business with 20,000 invoices over two years (500 clients): the e-mail run
 * that reminds every client with overdue invoices, the same run clicked again at once, and (where
 * the server has it) the preview of who would be reminded. Through the whole server in process, on
 * SQLite or on PostgreSQL when DATABASE_URL is set. No outbox worker runs: the messages stay queued.
 * Usage: node --import tsx tools/bench/reminders.ts [repeats]
 */
const INVOICES = 20_000;
const CUSTOMERS = 500;
const MONTHS = 24;
const REPEATS = Number(process.argv[2] ?? 10);

process.env.OUTBOX_WORKER = 'off';
const { app, ownerId, headers, business } = await startBenchApp();
const { seedMs } = await seedInvoices(app, business, {
  invoices: INVOICES,
  customers: CUSTOMERS,
  months: MONTHS,
  now: new Date(),
});

/** Wall-clock and CPU time: on a shared machine the CPU time says more about the code. */
async function timed(method: 'GET' | 'POST', url: string) {
  const started = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  const response = await app.inject({ method, url, headers });
  const elapsed = elapsedMs(started);
  const used = process.cpuUsage(cpu);
  cpuMs.push((used.user + used.system) / 1000);
  if (response.statusCode !== 200)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return { elapsed, body: response.json() as { queued?: number; clients?: unknown[] } };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const cpuMs: number[] = [];
const lastCpu = () => ms(cpuMs.at(-1) ?? 0);
const run = `/api/v2/invoices/remainder/${ownerId}`;
const outbox = async () =>
  Number(
    (
      await app.database.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('business_id', '=', business.id)
        .executeTakeFirstOrThrow()
    ).count,
  );

console.log(
  `Reminders on ${app.database.dialect}: ${INVOICES} invoices, ${CUSTOMERS} clients, seeded in ${seedMs.toFixed(0)} ms.`,
);
const first = await timed('POST', run);
console.log(
  `  first e-mail run: ${ms(first.elapsed)} (CPU ${lastCpu()}), ${first.body.queued} reminders queued`,
);

const again: number[] = [];
const againCpu: number[] = [];
for (let index = 0; index < REPEATS; index += 1) {
  again.push((await timed('POST', run)).elapsed);
  againCpu.push(cpuMs.at(-1) ?? 0);
}
again.sort((a, b) => a - b);
againCpu.sort((a, b) => a - b);
console.log(
  `  the same run again, ${REPEATS} times: p50 ${ms(percentile(again, 0.5))}, p95 ${ms(percentile(again, 0.95))} ` +
    `(CPU p50 ${ms(percentile(againCpu, 0.5))}); ` +
    `outbox now ${await outbox()} messages`,
);

const preview = await app.inject({ method: 'GET', url: '/api/v2/reminders/preview', headers });
if (preview.statusCode === 200) {
  const samples: number[] = [];
  for (let index = 0; index < REPEATS + 3; index += 1)
    samples.push((await timed('GET', '/api/v2/reminders/preview')).elapsed);
  const measured = samples.slice(3).sort((a, b) => a - b);
  console.log(
    `  preview (${(preview.json() as { clients: unknown[] }).clients.length} clients): ` +
      `p50 ${ms(percentile(measured, 0.5))}, p95 ${ms(percentile(measured, 0.95))}`,
  );
}
await app.close();
