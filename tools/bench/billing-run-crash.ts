import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabaseFor } from '../../server/db/database';
import { multipartPayload } from '../../server/test/multipart';
import { elapsedMs } from './bench-app';
import { startServerProcess } from './server-process';

/**
 * A kill -9 in the middle of publishing a billing run: a server process of its own imports a
 * `flats`-flat society, drafts the month and publishes it; once some bills exist the process is killed
 * outright. A new process on the same data must find only whole bills (none without lines), the run
 * still publishing, and finish it when asked: every flat billed once, numbered 1 to `flats` in turn.
 * On SQLite, or PostgreSQL when DATABASE_URL is set.
 * Usage: node --import tsx tools/bench/billing-run-crash.ts [flats]
 */
const FLATS = Number(process.argv[2] ?? 2_000);
const PORT = 3_291;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bahi-crash-'));

async function call(base: string, token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => undefined)) as Record<string, never>,
  };
}

let server = await startServerProcess(PORT, { DATA_DIR: dataDir });
const password = 'correct horse battery';
const signup = await fetch(`${server.base}/api/v2/users/signup`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    firstName: 'Crash',
    lastName: 'Owner',
    email: `crash-${crypto.randomUUID()}@example.test`,
    password,
    confirmPassword: password,
  }),
});
const token = ((await signup.json()) as { token: string }).token;

// The society comes in through the customer import, as a treasurer's would.
const lines = Array.from({ length: FLATS }, (_, index) => {
  const block = String.fromCharCode(65 + (index % 4));
  const number = Math.floor(index / 4) + 1;
  return `Resident ${index},,r${index}@example.test,,${800 + (index % 50) * 10.25},0,${block},${Math.floor(number / 10)},${block}-${number}`;
});
const csv = Buffer.from(
  `Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.\r\n${lines.join('\r\n')}\r\n`,
);
const file = multipartPayload([{ bytes: csv, filename: 'flats.csv', contentType: 'text/csv' }]);
const imported = await fetch(`${server.base}/api/v2/clients/import?dryRun=false`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}`, ...file.headers },
  body: file.payload,
});
if (imported.status !== 200) throw new Error(`import answered ${imported.status}`);
for (const head of [
  { name: 'Maintenance', basis: 'area', rate: 3.25 },
  { name: 'Sinking fund', basis: 'flat', rate: 500, gstTreatment: 'exempt' },
  { name: 'Repair fund', basis: 'area', rate: 0.5 },
]) {
  await call(server.base, token, 'POST', '/api/v2/bill-heads', head);
}
const draft = await call(server.base, token, 'POST', '/api/v2/billing-runs', { period: '2026-11' });
const runId = String(draft.body._id);

const database = createDatabaseFor({ databaseUrl: process.env.DATABASE_URL, dataDir });
const billsOfPeriod = async () =>
  Number(
    (
      await database.db
        .selectFrom('invoices')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('billing_period', '=', '2026-11')
        .executeTakeFirstOrThrow()
    ).count,
  );

const publishing = fetch(`${server.base}/api/v2/billing-runs/${runId}/publish`, {
  method: 'POST',
  headers: { authorization: `Bearer ${token}` },
}).catch(() => undefined);
let before = 0;
for (let waited = 0; before < 150 && waited < 600; waited++) {
  await new Promise((resolve) => setTimeout(resolve, 20));
  before = await billsOfPeriod();
}
server.child.kill('SIGKILL');
await publishing;
await new Promise((resolve) => server.child.once('exit', resolve));
const atKill = await billsOfPeriod();

server = await startServerProcess(PORT, { DATA_DIR: dataDir });
const withoutLines = await database.db
  .selectFrom('invoices')
  .select((eb) => eb.fn.countAll<number>().as('count'))
  .where('billing_period', '=', '2026-11')
  .where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('invoice_items').select('id').whereRef('invoice_items.invoice_id', '=', 'invoices.id'),
      ),
    ),
  )
  .executeTakeFirstOrThrow();
const status = (
  await database.db
    .selectFrom('billing_runs')
    .select('status')
    .where('id', '=', runId)
    .executeTakeFirstOrThrow()
).status;

const started = process.hrtime.bigint();
const resumed = await call(server.base, token, 'POST', `/api/v2/billing-runs/${runId}/publish`);
const resumeMs = elapsedMs(started);
const numbers = await database.db
  .selectFrom('invoices')
  .select('invoice_number_value')
  .where('billing_period', '=', '2026-11')
  .orderBy('invoice_number_value')
  .execute();
const consecutive = numbers.every((row, index) => Number(row.invoice_number_value) === index + 1);
const flats = new Set(
  (
    await database.db
      .selectFrom('invoices')
      .select('customer_id')
      .where('billing_period', '=', '2026-11')
      .execute()
  ).map((row) => row.customer_id),
);
server.stop();
await database.destroy();

console.log(`kill -9 while publishing ${FLATS} flats on ${process.env.DATABASE_URL ? 'postgres' : 'sqlite'}`);
console.log(`  bills when killed        ${atKill} (whole batches of 100)`);
console.log(`  bills without lines      ${withoutLines.count}`);
console.log(`  run after the restart    ${status}`);
console.log(
  `  publish again            ${resumed.status}, ${resumeMs.toFixed(0)} ms, run ${String((resumed.body.run as { status?: string } | undefined)?.status)}`,
);
console.log(
  `  bills now                ${numbers.length}, one per flat: ${flats.size === FLATS}, numbered 1–${numbers.length} in turn: ${consecutive}`,
);
if (Number(withoutLines.count) !== 0 || numbers.length !== FLATS || !consecutive || flats.size !== FLATS) {
  process.exitCode = 1;
}
