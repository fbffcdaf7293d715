import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { DEFAULT_GST_RATE, DEFAULT_HSN, type InvoiceStatus, PAYMENT_METHODS } from '../../domain/constants';
import { addMonths, type CalendarDate, daysBetween, endOfMonth, todayIn } from '../../domain/dates';
import { computeInvoiceTotals } from '../../domain/invoice-math';
import { fromPaise } from '../../domain/money';
import { formatInvoiceNumber } from '../../domain/numbering';
import { toBasisPoints } from '../../domain/percent';
import { deriveStatus } from '../../domain/status';
import { buildApp } from '../../server/app';
import { parseConfig } from '../../server/config';
import type { NewInvoiceItemRow, NewInvoiceRow, NewPaymentRow } from '../../server/db/schema';
import { customerValuesToColumns } from '../../server/features/customers/customer-rows';
import { clientColumnsOf, itemColumnsOf } from '../../server/features/invoices/invoice-rows';

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
const PASSWORD = 'correct horse battery';
/**
 * Invoices per batch: an invoice row has 29 columns, so 500 of them (and their up to 1,500 lines)
 * stay under SQLite's 32,766 bound parameters per statement.
 */
const SEED_BATCH = 500;
const SEARCH_FRAGMENT = 'kulkar';

/** A seeded generator (mulberry32), so every run has the same invoices and the same expected answers. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = seededRandom(20_000);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
function pick<Value>(values: readonly Value[]): Value {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}
function shuffle<Value>(values: Value[]): Value[] {
  for (let index = values.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [values[index], values[other]] = [values[other] as Value, values[index] as Value];
  }
  return values;
}
function addDays(date: CalendarDate, days: number): CalendarDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

const config = parseConfig(
  { ...process.env, LOG_LEVEL: 'silent', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bahi-bench-')) },
  '',
);
const app = await buildApp(config);
const db = app.database.db;

const signup = await app.inject({
  method: 'POST',
  url: '/api/v2/users/signup',
  payload: {
    firstName: 'Bench',
    lastName: 'Owner',
    email: `bench-${randomUUID()}@example.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  },
});
if (signup.statusCode !== 201) throw new Error(`signup answered ${signup.statusCode}`);
const { token, result } = signup.json();
const ownerId: string = result._id;
const headers = { authorization: `Bearer ${token}` };
const business = await db
  .selectFrom('businesses')
  .selectAll()
  .where('owner_user_id', '=', ownerId)
  .executeTakeFirstOrThrow();

/** 500 distinct residents (25 first names × 20 surnames), one per flat of 5 blocks × 10 floors × 10. */
const FIRST_NAMES = (
  'Aarav Aditi Ananya Arjun Diya Ishaan Kavya Krishna Meera Neha Nikhil Priya Rahul Riya Rohan Sanjay ' +
  'Shreya Siddharth Sneha Suresh Tanvi Varun Vikram Yash Zoya'
).split(' ');
const SURNAMES = (
  'Sharma Patel Kulkarni Deshpande Iyer Nair Reddy Gupta Joshi Mehta Shah Rao Menon Chatterjee ' +
  'Banerjee Singh Verma Pillai Bhat Naidu'
).split(' ');

const seedStarted = process.hrtime.bigint();
const now = new Date().toISOString();
await db
  .insertInto('customers')
  .values(
    Array.from({ length: CUSTOMERS }, (_, index) => {
      const block = String.fromCharCode(65 + (index % 5));
      const floor = String(Math.floor(index / 5) % 10);
      const flat = `${block}-${floor}${String(Math.floor(index / 50)).padStart(2, '0')}`;
      return {
        id: randomUUID(),
        business_id: business.id,
        ...customerValuesToColumns({
          name: `${FIRST_NAMES[index % FIRST_NAMES.length]} ${SURNAMES[Math.floor(index / FIRST_NAMES.length) % SURNAMES.length]}`,
          email: `resident-${index}@example.test`,
          phone: `+9198${String(index).padStart(8, '0')}`,
          gstno: '',
          block,
          floor,
          flat,
          flatarea: between(65_000, 180_000) / 100,
          price: pick([2.5, 2.75, 3, 3.25, 3.5, 4]),
        }),
        created_at: now,
        updated_at: now,
      };
    }),
  )
  .execute();
const customers = await db
  .selectFrom('customers')
  .selectAll()
  .where('business_id', '=', business.id)
  .execute();

/** What the answers must say about each invoice, kept while seeding. */
type Seeded = {
  id: string;
  number: string;
  status: InvoiceStatus;
  dueDate: CalendarDate;
  clientName: string;
  totalPaise: number;
  items: number;
  payments: number;
};
type InvoiceRows = { invoice: NewInvoiceRow; items: NewInvoiceItemRow[]; payments: NewPaymentRow[] };

const today = todayIn(business.time_zone, new Date());
const firstDay = addMonths(today, -MONTHS);
const days = daysBetween(firstDay, today);
/** The lines a society bills, priced per sq.ft of the flat (SPEC §5: the quantity is the flat's area). */
const EXTRA_LINES = [
  { itemName: 'Sinking fund', unitPrice: 50 },
  { itemName: 'Water charges', unitPrice: 35 },
];

const seeded: Seeded[] = [];
const records: InvoiceRows[] = [];
for (let value = 1; value <= INVOICES; value += 1) {
  // Numbers follow the calendar, as issued; due at the end of the invoice's month, the form's default.
  const customer = customers[(value - 1) % customers.length];
  if (!customer) throw new Error('no customers seeded');
  const invoiceDate = addDays(firstDay, Math.floor(((value - 1) * days) / INVOICES));
  const dueDate = endOfMonth(invoiceDate);
  const lateFee = random() < 0.1 ? between(1, 3) * 2 : 0;
  const discount = random() < 0.05 ? 5 : 0;
  const lines = [
    { itemName: 'Maintenance', unitPrice: Number(customer.price_per_sqft_paise) },
    ...EXTRA_LINES.slice(0, between(0, 2)),
  ].map((line) => ({ ...line, quantity: Number(customer.area_hundredths), discount, overDues: lateFee }));
  const totals = computeInvoiceTotals(lines, DEFAULT_GST_RATE);

  // About 60 % Unpaid, 25 % Paid (in one or two payments), 15 % Partial; Partial leaves whole rupees owed.
  const draw = random();
  const wanted: InvoiceStatus = draw < 0.6 ? 'Unpaid' : draw < 0.85 ? 'Paid' : 'Partial';
  const wholeRupees = (share: number) => Math.max(100, Math.round((totals.total * share) / 100) * 100);
  const amounts =
    wanted === 'Unpaid'
      ? []
      : wanted === 'Partial'
        ? [wholeRupees(between(10, 90) / 100)]
        : random() < 0.7
          ? [totals.total]
          : [wholeRupees(0.5), totals.total - wholeRupees(0.5)];
  const received = amounts.reduce((sum, amount) => sum + amount, 0);
  const status = deriveStatus(totals.total, received);
  if (status !== wanted) throw new Error(`invoice ${value} would be ${status}, not ${wanted}`);

  const id = randomUUID();
  const createdAt = `${invoiceDate}T04:30:00.000Z`;
  const number = formatInvoiceNumber(value);
  const payments = amounts.map((amount, index) => {
    const datePaid = addDays(
      invoiceDate,
      Math.min(between(1, 45) * (index + 1), daysBetween(invoiceDate, today)),
    );
    return {
      id: randomUUID(),
      business_id: business.id,
      invoice_id: id,
      amount_paise: amount,
      date_paid: datePaid,
      payment_method: pick(PAYMENT_METHODS),
      note: '',
      paid_by: customer.name,
      provider: null,
      provider_payment_id: null,
      created_at: `${datePaid}T06:${String(10 + index).padStart(2, '0')}:00.000Z`,
    };
  });
  records.push({
    invoice: {
      id,
      business_id: business.id,
      invoice_number: number,
      invoice_number_value: value,
      type: random() < 0.8 ? 'Invoice' : 'Proforma',
      status,
      currency: 'INR',
      gst_rate_basis_points: toBasisPoints(DEFAULT_GST_RATE),
      hsn: DEFAULT_HSN,
      sub_total_paise: totals.subTotal,
      vat_paise: totals.vat,
      total_paise: totals.total,
      total_received_paise: received,
      invoice_date: invoiceDate,
      due_date: dueDate,
      notes: business.payment_details,
      ...clientColumnsOf(customer),
      replaced_by_invoice_id: null,
      created_at: createdAt,
      updated_at: payments.at(-1)?.created_at ?? createdAt,
    },
    items: itemColumnsOf(totals).map((item) => ({ ...item, business_id: business.id, invoice_id: id })),
    payments,
  });
  seeded.push({
    id,
    number,
    status,
    dueDate,
    clientName: customer.name,
    totalPaise: totals.total,
    items: lines.length,
    payments: payments.length,
  });
}

// Shuffled, so the list's order comes from the number index, not from the order rows were written.
shuffle(records);
const batches = Array.from({ length: Math.ceil(records.length / SEED_BATCH) }, (_, index) =>
  records.slice(index * SEED_BATCH, (index + 1) * SEED_BATCH),
);
// One transaction: one commit (one fsync on SQLite) instead of one per statement.
await db.transaction().execute(async (trx) => {
  for (const batch of batches) {
    await trx
      .insertInto('invoices')
      .values(batch.map((record) => record.invoice))
      .execute();
  }
  // PostgreSQL plans the foreign-key check of a line or payment once and keeps the plan for the
  // connection. Planned against an invoices table without statistics, it looked each invoice up in
  // invoices_business_status_due by business_id alone, reading every invoice of the business for each
  // of the ~50,000 lines and payments: minutes instead of seconds.
  if (app.database.dialect === 'postgres') await sql`analyze invoices`.execute(trx);
  for (const batch of batches) {
    await trx
      .insertInto('invoice_items')
      .values(batch.flatMap((record) => record.items))
      .execute();
    const payments = batch.flatMap((record) => record.payments);
    if (payments.length > 0) await trx.insertInto('payments').values(payments).execute();
  }
  await trx
    .updateTable('businesses')
    .set({ invoice_counter: INVOICES })
    .where('id', '=', business.id)
    .execute();
});
const seedMs = Number(process.hrtime.bigint() - seedStarted) / 1e6;
// Fresh statistics, as PostgreSQL's autovacuum would have them a minute after such a load. SQLite is
// left as the app runs it, which never runs ANALYZE.
if (app.database.dialect === 'postgres') {
  for (const table of ['invoices', 'invoice_items', 'payments', 'customers']) {
    await sql`analyze ${sql.table(table)}`.execute(db);
  }
}

const counted = (status: InvoiceStatus) => seeded.filter((invoice) => invoice.status === status).length;
const overdue = seeded.filter(
  (invoice) => invoice.status === 'Partial' || (invoice.status === 'Unpaid' && invoice.dueDate < today),
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
function invoiceOf(invoice: Seeded, asOwner: boolean): Check {
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
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const problem = check(response.json());
    if (problem) throw new Error(`${url} answered ${problem}`);
    if (index >= warmUp) samples.push(elapsed);
  }
  samples.sort((first, second) => first - second);
  const percentile = (share: number) =>
    samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? 0;
  const mean = samples.reduce((sum, sample) => sum + sample, 0) / samples.length;
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);
  return `  ${label.padEnd(44)} ${String(requests).padStart(5)} ${ms(percentile(0.5))} ${ms(percentile(0.95))} ${ms(mean)}`;
}

const count = await app.inject({ method: 'GET', url: '/api/v2/invoices/count', headers });
if (count.json() !== INVOICES) throw new Error(`the count answered ${count.body}`);

const lists = '/api/v2/invoices';
const fixed = (url: string, check: Check) => () => ({ url, withToken: true, check });
const randomInvoice = (withToken: boolean) => () => {
  const invoice = pick(seeded);
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
    'all, page 1 of 25',
    fixed(`${lists}/all/${ownerId}?page=1&limit=25`, listOf(25, INVOICES, '001')),
  ),
);
console.log(
  await measure(
    'all, page 400 of 25',
    fixed(`${lists}/all/${ownerId}?page=400&limit=25`, listOf(25, INVOICES, formatInvoiceNumber(9976))),
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
