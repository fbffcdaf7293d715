import { randomUUID } from 'node:crypto';
import { DEFAULT_GST_RATE, DEFAULT_HSN, type InvoiceStatus, PAYMENT_METHODS } from '@domain/constants';
import { addDays, addMonths, type CalendarDate, daysBetween, endOfMonth, todayIn } from '@domain/dates';
import { computeInvoiceTotals } from '@domain/invoice-math';
import { sumPaise } from '@domain/money';
import { formatInvoiceNumber } from '@domain/numbering';
import { toBasisPoints } from '@domain/percent';
import { deriveStatus } from '@domain/status';
import { sql } from 'kysely';
import type { AppInstance } from '../../server/app-context';
import type { BusinessRow, NewInvoiceItemRow, NewInvoiceRow, NewPaymentRow } from '../../server/db/schema';
import { customerValuesToColumns } from '../../server/features/customers/customer-rows';
import { invoiceLinesOf } from '../../server/features/invoices/invoice-figures';
import { clientColumnsOf, clientOfCustomer, lineRowsOf } from '../../server/features/invoices/invoice-rows';

/**
 * Invoices per batch: an invoice row has 29 columns, so 500 of them (and their up to 1,500 lines)
 * stay under SQLite's 32,766 bound parameters per statement.
 */
const SEED_BATCH = 500;

/** 500 distinct residents (25 first names × 20 surnames), one per flat of 5 blocks × 10 floors × 10. */
const FIRST_NAMES = (
  'Aarav Aditi Ananya Arjun Diya Ishaan Kavya Krishna Meera Neha Nikhil Priya Rahul Riya Rohan Sanjay ' +
  'Shreya Siddharth Sneha Suresh Tanvi Varun Vikram Yash Zoya'
).split(' ');
const SURNAMES = (
  'Sharma Patel Kulkarni Deshpande Iyer Nair Reddy Gupta Joshi Mehta Shah Rao Menon Chatterjee ' +
  'Banerjee Singh Verma Pillai Bhat Naidu'
).split(' ');

/** The lines a society bills, priced per sq.ft of the flat (the quantity is the flat's area). */
const EXTRA_LINES = [
  { itemName: 'Sinking fund', unitPrice: 50 },
  { itemName: 'Water charges', unitPrice: 35 },
];

/** What the answers must say about each invoice, kept while seeding. */
export type SeededInvoice = {
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

/** A seeded generator (mulberry32), so every run has the same invoices and the same expected answers. */
function seededDraws(seed: number) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    random,
    between: (low: number, high: number) => low + Math.floor(random() * (high - low + 1)),
    pick<Value>(values: readonly Value[]): Value {
      const value = values[Math.floor(random() * values.length)];
      if (value === undefined) throw new Error('pick from an empty list');
      return value;
    },
    shuffle<Value>(values: Value[]): Value[] {
      for (let index = values.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [values[index], values[other]] = [values[other] as Value, values[index] as Value];
      }
      return values;
    },
  };
}

/**
 * Gives `business` `customers` residents and `invoices` invoices spread over the `months` before
 * `now`, with their lines and payments, the way the product stores them. Answers what was seeded, how
 * long the inserts took, and a draw of one seeded invoice that continues the seeded sequence, so every
 * run also asks for the same invoices.
 */
export async function seedInvoices(
  app: AppInstance,
  business: BusinessRow,
  options: {
    invoices: number;
    customers: number;
    months: number;
    now: Date;
    /**
     * False leaves PostgreSQL's statistics as they were before the load, as a bulk load through the
     * API leaves them (and the lines' and payments' foreign-key checks slower).
     */
    analyze?: boolean;
  },
): Promise<{ invoices: SeededInvoice[]; seedMs: number; drawInvoice: () => SeededInvoice }> {
  const db = app.database.db;
  const { random, between, pick, shuffle } = seededDraws(20_000);
  const started = process.hrtime.bigint();
  const createdAt = options.now.toISOString();
  await db
    .insertInto('customers')
    .values(
      Array.from({ length: options.customers }, (_, index) => {
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
            state: '',
            parkingSlots: 0,
            occupancy: 'owner',
            block,
            floor,
            flat,
            flatarea: between(65_000, 180_000) / 100,
            price: pick([2.5, 2.75, 3, 3.25, 3.5, 4]),
          }),
          created_at: createdAt,
          updated_at: createdAt,
        };
      }),
    )
    .execute();
  const customers = await db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', business.id)
    .execute();

  const today = todayIn(business.time_zone, options.now);
  const firstDay = addMonths(today, -options.months);
  const days = daysBetween(firstDay, today);
  const seeded: SeededInvoice[] = [];
  const records: InvoiceRows[] = [];
  for (let value = 1; value <= options.invoices; value += 1) {
    // Numbers follow the calendar, as issued; due at the end of the invoice's month, the form's default.
    const customer = customers[(value - 1) % customers.length];
    if (!customer) throw new Error('no customers seeded');
    const invoiceDate = addDays(firstDay, Math.floor(((value - 1) * days) / options.invoices));
    const dueDate = endOfMonth(invoiceDate);
    const lateFee = random() < 0.1 ? between(1, 3) * 2 : 0;
    const discount = random() < 0.05 ? 5 : 0;
    const lines = [
      { itemName: 'Maintenance', unitPrice: Number(customer.price_per_sqft_paise) },
      ...EXTRA_LINES.slice(0, between(0, 2)),
    ].map((line) => ({
      ...line,
      basis: 'area' as const,
      quantity: Number(customer.area_hundredths),
      discount,
      overDues: lateFee,
      gstTreatment: 'taxable' as const,
      billHeadId: null,
      hsn: DEFAULT_HSN,
    }));
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
    const received = sumPaise(amounts);
    const status = deriveStatus(totals.total, received, 0);
    if (status !== wanted) throw new Error(`invoice ${value} would be ${status}, not ${wanted}`);

    const id = randomUUID();
    const issuedAt = `${invoiceDate}T04:30:00.000Z`;
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
        gst_paise: totals.gst,
        total_paise: totals.total,
        total_received_paise: received,
        invoice_date: invoiceDate,
        due_date: dueDate,
        notes: business.payment_details,
        ...clientColumnsOf(clientOfCustomer(customer)),
        replaced_by_invoice_id: null,
        created_at: issuedAt,
        updated_at: payments.at(-1)?.created_at ?? issuedAt,
      },
      items: lineRowsOf(business.id, id, invoiceLinesOf(totals)),
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
    // the status index by business_id alone, reading every invoice of the business for each of the
    // ~50,000 lines and payments: minutes instead of seconds.
    if (app.database.dialect === 'postgres' && options.analyze !== false) {
      await sql`analyze invoices`.execute(trx);
    }
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
      .set({ invoice_counter: options.invoices })
      .where('id', '=', business.id)
      .execute();
  });
  const seedMs = Number(process.hrtime.bigint() - started) / 1e6;
  // Fresh statistics, as PostgreSQL's autovacuum would have them a minute after such a load. SQLite is
  // left as the app runs it, which never runs ANALYZE.
  if (app.database.dialect === 'postgres' && options.analyze !== false) {
    for (const table of ['invoices', 'invoice_items', 'payments', 'customers']) {
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  }
  return { invoices: seeded, seedMs, drawInvoice: () => pick(seeded) };
}
