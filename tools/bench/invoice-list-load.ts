import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { startBenchApp } from './bench-app';
import { seedInvoices } from './invoice-seed';

/**
 * The invoice list under load, over real HTTP, for a business with N invoices (2,000 by default):
 * the size, requests per second and p99 latency of the list as a client gets it without paging
 * parameters, and the latency of GET /healthz while other clients read "All" (`limit=0`) as fast as
 * they can (autocannon), against /healthz alone; /healthz is probed at a steady rate by
 * latency-probe.ts, which times every request however long the server stalls it. Both run in
 * processes of their own, so the server's event loop is shared with nothing but itself. SQLite, or
 * PostgreSQL when DATABASE_URL is set.
 * Usage: node --import tsx tools/bench/invoice-list-load.ts [invoices] [seconds]
 */
const INVOICES = Number(process.argv[2] ?? 2_000);
const SECONDS = Number(process.argv[3] ?? 10);
/** Clients reading "All" at once. */
const ALL_CONNECTIONS = 4;
const AUTOCANNON = 'node_modules/autocannon/autocannon.js';

type CannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  throughput: { average: number };
  errors: number;
  non2xx: number;
};

type ProbeResult = { sent: number; failed: number; p50: number; p99: number; max: number };

/** A child process's JSON report on its standard output. */
function reportOf<Report>(args: string[]): Promise<Report> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}`));
      else resolve(JSON.parse(output) as Report);
    });
  });
}

/** /healthz at a steady 20 requests a second for the run, each timed however long it waits. */
function probe(url: string): Promise<ProbeResult> {
  return reportOf(['--import', 'tsx', 'tools/bench/latency-probe.ts', url, '20', String(SECONDS)]);
}

/** One autocannon run in a child process; its JSON report. */
function cannon(url: string, options: string[], headers: Record<string, string> = {}): Promise<CannonResult> {
  const headerArgs = Object.entries(headers).flatMap(([key, value]) => ['-H', `${key}=${value}`]);
  return reportOf([AUTOCANNON, '-j', '-n', '-d', String(SECONDS), ...options, ...headerArgs, url]);
}

const { app, ownerId, headers, business } = await startBenchApp();
const now = new Date();
const { seedMs } = await seedInvoices(app, business, {
  invoices: INVOICES,
  customers: Math.min(500, INVOICES),
  months: 24,
  now,
});
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const defaultList = `${base}/api/v2/invoices/all/${ownerId}`;
const allList = `${defaultList}?limit=0`;
const healthz = `${base}/healthz`;

async function sizeOf(url: string): Promise<{ bytes: number; rows: number }> {
  const response = await fetch(url, { headers });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { bytes: Buffer.byteLength(body), rows: (JSON.parse(body) as { data: unknown[] }).data.length };
}

/**
 * Waits until the server has finished what earlier runs left it (autocannon gives up on a slow request,
 * the server does not): five /healthz answers in a row under 20 ms.
 */
async function settle(): Promise<void> {
  let fast = 0;
  while (fast < 5) {
    const started = performance.now();
    await (await fetch(healthz)).arrayBuffer();
    fast = performance.now() - started < 20 ? fast + 1 : 0;
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
/** A request that times out (10 s) counts as an error: said, not hidden, since that is the finding. */
function checked(label: string, result: CannonResult): CannonResult {
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} answers other than 2xx`);
  if (result.errors > 0) console.log(`  (${label}: ${result.errors} requests timed out or failed)`);
  return result;
}

const defaultSize = await sizeOf(defaultList);
const allSize = await sizeOf(allList);
console.log(
  `Invoice list load on ${app.database.dialect}: ${INVOICES} invoices (seeded in ${seedMs.toFixed(0)} ms), ` +
    `${SECONDS} s per run, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
console.log(`  default list (no parameters): ${defaultSize.rows} rows, ${kb(defaultSize.bytes)}`);
console.log(`  "All" (limit=0):              ${allSize.rows} rows, ${kb(allSize.bytes)}`);

await settle();
const listed = checked('default list', await cannon(defaultList, ['-c', '10', '-t', '60'], headers));
console.log(
  `  default list, 10 connections: ${listed.requests.average.toFixed(1)} req/s, ` +
    `p50 ${ms(listed.latency.p50)}, p99 ${ms(listed.latency.p99)}, ${kb(listed.throughput.average)}/s`,
);

const probed = (label: string, result: ProbeResult) =>
  `  ${label.padEnd(27)} p50 ${ms(result.p50)}, p99 ${ms(result.p99)}, max ${ms(result.max)}` +
  (result.failed > 0 ? ` (${result.failed} of ${result.sent} failed)` : '');
await settle();
const idle = await probe(healthz);
await settle();
const [busy, all] = await Promise.all([
  probe(healthz),
  cannon(allList, ['-c', String(ALL_CONNECTIONS), '-t', '60'], headers).then((result) =>
    checked('"All"', result),
  ),
]);
console.log(probed('/healthz alone:', idle));
console.log(
  `${probed('/healthz while "All" runs:', busy)} ("All" on ${ALL_CONNECTIONS} connections: ` +
    `${all.requests.average.toFixed(1)} req/s, ${all.requests.total} answered in ${SECONDS} s)`,
);
await app.close();
