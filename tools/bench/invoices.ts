import type { InvoiceStatus } from '@domain/constants';
import { fromPaise } from '@domain/money';
import { formatInvoiceNumber } from '@domain/numbering';
import { isOverdue } from '@domain/status';
import { elapsedMs, percentile, startBenchApp } from './bench-app';
import { type SeededInvoice, seedInvoices } from './invoice-seed';

/**
 * Latency of the invoice lists and of one invoice for a business with 20,000 invoices over two years,
 * through the whole server in process: the first and a middle page of all invoices, the overdue list,
 * every unpaid invoice at once, a search by client name, and one invoice as its owner and as the
 * public sees it, on SQLite or on PostgreSQL when DATABASE_URL is set.
 * Usage: node --import tsx tools/bench/invoices.ts [requests]
 */
const INVOICES = 20_000;
const CUSTOMERS = 500;
const MONTHS = 24;
const REQUESTS = Number(process.argv[2] ?? 200);
/** `limit=0` answers ~12,000 invoices: fewer requests keep the run short. */
const ALL_UNPAID_REQUESTS = 20;
const WARM_UP = 20;
const SEARCH_FRAGMENT = 'kulkar';

const { app, ownerId, headers, business } = await startBenchApp();

const now = new Date();
const {
  invoices: seeded,
  seedMs,
  drawInvoice,
} = await seedInvoices(app, business, {
  invoices: INVOICES,
  customers: CUSTOMERS,
  months: MONTHS,
  now,
});

const counted = (status: InvoiceStatus) => seeded.filter((invoice) => invoice.status === status).length;
const overdue = seeded.filter((invoice) =>
  isOverdue({ ...invoice, isReplaced: false }, now, business.time_zone),
).length;
const searched = seeded.filter(
  (invoice) =>
    invoice.number.includes(SEARCH_FRAGMENT) || invoice.clientName.toLowerCase().includes(SEARCH_FRAGMENT),
).length;

type Check = (body: Record<string, unknown>) => string | undefined;

/** Checks a list answer: its total, how many rows and, when given, the first row's number. */
function listOf(count: number, total: number, firstNumber?: string): Check {
  return (body) => {
    const data = body.data as Array<{ invoiceNumber: string }>;
    if (body.total !== total || data.length !== count) return `${data.length} of ${body.total} invoices`;
    if (firstNumber !== undefined && data[0]?.invoiceNumber !== firstNumber) {
      return `first invoice ${data[0]?.invoiceNumber}, not ${firstNumber}`;
    }
    return undefined;
  };
}

/** Checks one invoice against what was seeded; the public view has neither creator nor payments. */
function invoiceOf(invoice: SeededInvoice, asOwner: boolean): Check {
  return (body) => {
    if (body._id !== invoice.id || body.total !== fromPaise(invoice.totalPaise)) return 'another invoice';
    if ((body.items as unknown[]).length !== invoice.items) return 'other lines';
    const records = body.paymentRecords as unknown[] | undefined;
    if (asOwner ? records?.length !== invoice.payments : 'creator' in body) return 'the wrong view';
    return undefined;
  };
}

type Request = { url: string; withToken: boolean; check: Check };

async function measure(
  label: string,
  next: () => Request,
  requests = REQUESTS,
  warmUp = WARM_UP,
): Promise<string> {
  const samples: number[] = [];
  for (let index = 0; index < warmUp + requests; index += 1) {
    const { url, withToken, check } = next();
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url, headers: withToken ? headers : {} });
    const elapsed = elapsedMs(started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const problem = check(response.json());
    if (problem) throw new Error(`${url} answered ${problem}`);
    if (index >= warmUp) samples.push(elapsed);
  }
  samples.sort((first, second) => first - second);
  const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `  ${label.padEnd(44)} ${String(requests).padStart(5)} ${ms(percentile(samples, 0.5))} ${ms(percentile(samples, 0.95))} ${ms(mean)}`;
}

const count = await app.inject({ method: 'GET', url: '/api/v2/invoices/count', headers });
if (count.json() !== INVOICES) throw new Error(`the count answered ${count.body}`);

const lists = '/api/v2/invoices';
const fixed = (url: string, check: Check) => () => ({ url, withToken: true, check });
const randomInvoice = (withToken: boolean) => () => {
  const invoice = drawInvoice();
  return { url: `${lists}/${invoice.id}`, withToken, check: invoiceOf(invoice, withToken) };
};

console.log(
  `Invoices on ${app.database.dialect}: ${INVOICES} invoices over ${MONTHS} months for ${CUSTOMERS} customers ` +
    `(${counted('Unpaid')} Unpaid, ${counted('Paid')} Paid, ${counted('Partial')} Partial; ${overdue} overdue), ` +
    `seeded in ${seedMs.toFixed(0)} ms. Sequential requests, after warm-up ones:`,
);
console.log(
  `  ${'GET'.padEnd(44)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)} ${'mean'.padStart(10)}`,
);
console.log(
  await measure(
    'all, by number, page 1 of 25',
    fixed(`${lists}/all/${ownerId}?page=1&limit=25&sort=number`, listOf(25, INVOICES, '001')),
  ),
);
console.log(
  await measure(
    'all, by number, page 400 of 25',
    fixed(
      `${lists}/all/${ownerId}?page=400&limit=25&sort=number`,
      listOf(25, INVOICES, formatInvoiceNumber(9976)),
    ),
  ),
);
console.log(
  await measure(
    'all, the default page (100, newest first)',
    fixed(`${lists}/all/${ownerId}`, listOf(100, INVOICES, formatInvoiceNumber(INVOICES))),
  ),
);
// The position after invoice 10,000 by number, as "load more" reaches it.
const middle = await app.inject({
  method: 'GET',
  url: `${lists}/all/${ownerId}?sort=number&page=100`,
  headers,
});
const cursor = encodeURIComponent(middle.json().nextCursor);
console.log(
  await measure(
    'all, by number, 100 after a cursor at 10,000',
    fixed(
      `${lists}/all/${ownerId}?sort=number&after=${cursor}`,
      listOf(100, INVOICES, formatInvoiceNumber(10_001)),
    ),
  ),
);
console.log(
  await measure(
    'overdues, page 1 of 25',
    fixed(`${lists}/overdues/${ownerId}?page=1&limit=25`, listOf(25, overdue)),
  ),
);
console.log(
  await measure(
    `unpaid, limit=0 (all ${counted('Unpaid')})`,
    fixed(`${lists}/unpaid/${ownerId}?limit=0`, listOf(counted('Unpaid'), counted('Unpaid'))),
    ALL_UNPAID_REQUESTS,
    3,
  ),
);
console.log(
  await measure(
    `search "${SEARCH_FRAGMENT}", page 1 of 25 (${searched} match)`,
    fixed(`${lists}?searchQuery=${SEARCH_FRAGMENT}&page=1&limit=25`, listOf(25, searched)),
  ),
);
console.log(await measure('one invoice, owner (random ids)', randomInvoice(true)));
console.log(await measure('one invoice, public view (random ids)', randomInvoice(false)));
await app.close();
