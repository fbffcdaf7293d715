import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { percentile, startBenchApp } from './bench-app';
import { benchInOwnSchema } from './bench-schema';
import { LARGEST, type LoadBusiness, SMALL, seedLoad } from './load-seed';
import { highWaterMark, type ServerProcess, startServerProcess } from './server-process';

/**
 * A mixed API load on built server processes: 1,000 businesses (one with 20,000 invoices, the rest
 * small societies), each owner signed in, and `connections` clients (autocannon) that each send one
 * request after another, every one a weighted draw of what an owner does (lists, an invoice, the
 * dashboard, a new invoice, a payment) for a random business: the largest one request in ten. Prints
 * req/s, p50/p95/p99, non-2xx and errors per kind of request and overall, and each server's peak RSS.
 * SQLite, or PostgreSQL when DATABASE_URL is set (in a schema of its own, dropped afterwards);
 * `--processes N` (PostgreSQL with REDIS_URL, as a multi-process deployment runs) spreads the
 * connections over N servers on ports of their own.
 * Usage: node --import tsx tools/bench/load.ts [--duration 60] [--connections 50] [--processes N]
 */
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '50' },
    processes: { type: 'string', default: '1' },
  },
});
const SECONDS = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const PROCESSES = Number(options.processes);
const BUSINESSES = 1_000;
/** The share of requests for the largest business; the rest go to a small one drawn at random. */
const LARGEST_SHARE = 0.1;
if (PROCESSES > 1 && !(process.env.DATABASE_URL && process.env.REDIS_URL)) {
  // SQLite is one file for one process; several processes share rate limits only through Redis.
  throw new Error('--processes needs DATABASE_URL (PostgreSQL) and REDIS_URL');
}
if (![SECONDS, CONNECTIONS, PROCESSES].every((value) => Number.isInteger(value) && value > 0)) {
  throw new Error('--duration, --connections and --processes take whole numbers above 0');
}
if (CONNECTIONS < PROCESSES) throw new Error('give every process at least one connection');

/** autocannon 9 ships no types: the part of its API used here. */
type CannonRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};
type Context = { kind?: string; started?: number };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: object[];
  setupClient: (client: { setRequests: (requests: object[]) => void }) => void;
}) => Promise<{ requests: { total: number }; errors: number; timeouts: number; non2xx: number }>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

/** What one kind of request sends for a business; weights as a treasurer's day reads more than it writes. */
const MIX: { kind: string; weight: number; request: (business: LoadBusiness) => CannonRequest }[] = [
  {
    // The web app's invoice list: a page of 100, mostly "All", sometimes the unpaid or overdue ones.
    kind: 'invoice list',
    weight: 30,
    request: (business) =>
      get(`/api/v2/invoices/${pick(LISTS)}/${business.ownerId}?page=1&limit=100`, business),
  },
  {
    kind: 'customer list',
    weight: 15,
    request: (business) =>
      get(`/api/v2/clients/user?searchQuery=${business.ownerId}&page=1&limit=10`, business),
  },
  {
    kind: 'invoice',
    weight: 20,
    request: (business) => get(`/api/v2/invoices/${pick(business.invoiceIds)}`, business),
  },
  { kind: 'dashboard', weight: 15, request: (business) => get('/api/v2/dashboard', business) },
  {
    kind: 'new invoice',
    weight: 10,
    request: (business) =>
      post('/api/v2/invoices', business, {
        client: { _id: pick(business.customerIds) },
        type: 'Invoice',
        items: [
          { itemName: 'Maintenance', unitPrice: 3.25 },
          { itemName: 'Sinking fund', unitPrice: 0.5 },
        ],
      }),
  },
  {
    kind: 'payment',
    weight: 10,
    request: (business) =>
      post(`/api/v2/invoices/${pick(business.unpaidInvoiceIds)}/payments`, business, {
        amountPaid: 100,
        datePaid: business.today,
        paymentMethod: 'UPI',
      }),
  },
];
const LISTS = ['all', 'all', 'all', 'unpaid', 'overdues'];
const TOTAL_WEIGHT = MIX.reduce((sum, entry) => sum + entry.weight, 0);

function pick<Value>(values: readonly Value[]): Value {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}
/** One entry of MIX, each as likely as its weight. */
function drawEntry(): (typeof MIX)[number] {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const entry of MIX) {
    draw -= entry.weight;
    if (draw < 0) return entry;
  }
  return pick(MIX);
}
function get(path: string, business: LoadBusiness): CannonRequest {
  return { method: 'GET', path, headers: { authorization: `Bearer ${business.token}` } };
}
function post(path: string, business: LoadBusiness, body: object): CannonRequest {
  const headers = { authorization: `Bearer ${business.token}`, 'content-type': 'application/json' };
  return { method: 'POST', path, headers, body: JSON.stringify(body) };
}

/** Samples and failures per kind ('dashboard', 'dashboard (largest)'), shared by every autocannon instance. */
const stats = new Map<string, { ms: number[]; failed: number; firstFailure?: string }>();
function statsOf(kind: string) {
  const found = stats.get(kind) ?? { ms: [], failed: 0 };
  stats.set(kind, found);
  return found;
}

/**
 * One request description per connection (autocannon shares a `requests` array between its clients,
 * and with it the buffer built for each), drawn afresh before each request; its latency is timed here
 * because autocannon's own figures are not split by kind.
 */
function mixedRequest(small: LoadBusiness[], largest: LoadBusiness) {
  return {
    setupRequest: (defaults: CannonRequest, context: Context) => {
      const business = Math.random() < LARGEST_SHARE ? largest : pick(small);
      const entry = drawEntry();
      context.kind = business.isLargest ? `${entry.kind} (largest)` : entry.kind;
      context.started = performance.now();
      return { ...defaults, ...entry.request(business) };
    },
    onResponse: (status: number, body: string, context: Context) => {
      const kind = statsOf(context.kind ?? '?');
      kind.ms.push(performance.now() - (context.started ?? 0));
      if (status >= 200 && status < 300) return;
      kind.failed += 1;
      kind.firstFailure ??= `${status} ${body.slice(0, 300)}`;
    },
  };
}

/**
 * The CPU seconds a process has used (Linux: user + system ticks, 100 a second): on a shared machine
 * its servers' share of the cores says as much as their requests per second.
 */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A port nobody listens on now: other benchmarks may be running on this machine. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const dropSchema = await benchInOwnSchema('load');

/** Before anything of ours runs: whether the machine was busy with other work. */
const loadBefore = loadavg();
const servers: ServerProcess[] = [];
try {
  const bench = await startBenchApp();
  const { dialect } = bench.app.database;
  const seedStarted = performance.now();
  const businesses = await seedLoad(bench.app, bench, BUSINESSES);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  // The server processes read the same SQLite file (or schema) and the secret generated into DATA_DIR.
  const { dataDir } = bench.app.config;
  await bench.app.close();
  for (let index = 0; index < PROCESSES; index += 1) {
    servers.push(await startServerProcess(await freePort(), { DATA_DIR: dataDir }));
  }

  const [largest, ...small] = businesses;
  if (!largest) throw new Error('nothing seeded');
  const cpuBefore = servers.map((server) => cpuSeconds(server.child.pid));
  const results = await Promise.all(
    // autocannon targets one host: one instance per server process, the connections shared out.
    servers.map((server, index) =>
      autocannon({
        url: server.base,
        connections: Math.floor(CONNECTIONS / PROCESSES) + (index < CONNECTIONS % PROCESSES ? 1 : 0),
        duration: SECONDS,
        requests: [{}],
        setupClient: (client) => client.setRequests([mixedRequest(small, largest)]),
      }),
    ),
  );
  report(
    dialect,
    seedSeconds,
    loadBefore,
    results,
    servers.map((server, index) => ({
      peakKiB: highWaterMark(server.child.pid),
      cpu: cpuSeconds(server.child.pid) - (cpuBefore[index] ?? 0),
    })),
  );
} finally {
  for (const server of servers) server.stop();
  await dropSchema();
}

type CannonResult = Awaited<ReturnType<Autocannon>>;

function report(
  dialect: string,
  seedSeconds: number,
  loadBefore: number[],
  results: CannonResult[],
  servers: { peakKiB: number; cpu: number }[],
) {
  const sum = (figure: (result: CannonResult) => number) =>
    results.reduce((total, result) => total + figure(result), 0);
  console.log(
    `Mixed load on ${dialect}: ${BUSINESSES} businesses (one of ${LARGEST.invoices} invoices, the others ` +
      `${SMALL.invoices} invoices and ${SMALL.customers} customers each; seeded and signed in in ` +
      `${seedSeconds.toFixed(0)} s), ${PROCESSES} server process${PROCESSES > 1 ? 'es' : ''}, ` +
      `${CONNECTIONS} connections, ${SECONDS} s; load average before ${loadBefore.map((value) => value.toFixed(2)).join(' ')}`,
  );
  const cells = (values: (string | number)[]) => values.map((value) => String(value).padStart(9)).join('');
  console.log(
    `  ${'kind (latency in ms)'.padEnd(24)}${cells(['requests', 'req/s', 'p50', 'p95', 'p99', 'non-2xx'])}`,
  );
  const row = (label: string, samples: number[], failed: number) => {
    const sorted = samples.toSorted((left, right) => left - right);
    const at = (share: number) => percentile(sorted, share).toFixed(1);
    const rate = (sorted.length / SECONDS).toFixed(1);
    console.log(`  ${label.padEnd(24)}${cells([sorted.length, rate, at(0.5), at(0.95), at(0.99), failed])}`);
  };
  const kinds = MIX.flatMap((entry) => [entry.kind, `${entry.kind} (largest)`]);
  for (const kind of kinds.filter((name) => stats.has(name)))
    row(kind, statsOf(kind).ms, statsOf(kind).failed);
  row(
    'all',
    [...stats.values()].flatMap((kind) => kind.ms),
    sum((result) => result.non2xx),
  );
  console.log(
    `  autocannon: ${sum((result) => result.requests.total)} requests, ${sum((result) => result.non2xx)} non-2xx, ` +
      `${sum((result) => result.errors)} errors (${sum((result) => result.timeouts)} timeouts); ` +
      `server peak RSS ${servers.map((server) => `${(server.peakKiB / 1024).toFixed(0)} MiB`).join(', ')}, ` +
      `CPU ${servers.map((server) => `${(server.cpu / SECONDS).toFixed(2)}`).join(', ')} of a core ` +
      `(${(sum((result) => result.requests.total) / servers.reduce((total, server) => total + server.cpu, 0)).toFixed(0)} requests a CPU second); ` +
      `load average after ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
  );
  for (const [kind, { firstFailure }] of stats)
    if (firstFailure) console.log(`  first failure of ${kind}: ${firstFailure}`);
}
