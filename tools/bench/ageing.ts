import { randomUUID } from 'node:crypto';
import { DEFAULT_HSN } from '@domain/constants';
import { addMonths, endOfMonth, todayIn } from '@domain/dates';
import { formatInvoiceNumber } from '@domain/numbering';
import { deriveStatus } from '@domain/status';
import type { Insertable } from 'kysely';
import { sql } from 'kysely';
import type { DB, NewInvoiceRow, NewPaymentRow } from '../../server/db/schema';
import { customerValuesToColumns } from '../../server/features/customers/customer-rows';
import { clientColumnsOf, clientOfCustomer } from '../../server/features/invoices/invoice-rows';
import { elapsedMs, percentile, startBenchApp } from './bench-app';

/**
 * Reports → Dues for a society of 1,000 flats, each billed monthly for three years (36,000 bills):
 * most flats pay each bill a few weeks after it is due, some a few months behind, one in ten has paid
 * nothing for a year, one in ten pays part of each bill, and one in five brought an opening balance
 * (half of them partly paid). Every payment is a receipt with its payment row. Through the whole server
 * in process, on SQLite or on PostgreSQL when DATABASE_URL is set; the budget is 150 ms.
 * Usage: node --import tsx tools/bench/ageing.ts [requests]
 */
const FLATS = 1_000;
const MONTHS = 36;
const REQUESTS = Number(process.argv[2] ?? 50);
const WARM_UP = 10;
/** Rows per insert, under SQLite's 32,766 bound parameters for the widest row (invoices, ~30 columns). */
const INSERT_BATCH = 500;

const { app, headers, business } = await startBenchApp();
const db = app.database.db;
const now = new Date();
const today = todayIn(business.time_zone, now);
const createdAt = now.toISOString();

async function insertAll<
  Table extends 'customers' | 'invoices' | 'receipts' | 'payments' | 'ledger_accounts',
>(table: Table, rows: Insertable<DB[Table]>[]) {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + INSERT_BATCH) as never)
      .execute();
  }
}

/** How many months behind a flat is (0: pays every bill but the current one), and whether it pays in part. */
function habitOf(index: number): { monthsBehind: number; isPartial: boolean } {
  const kind = index % 10;
  if (kind === 9) return { monthsBehind: 12, isPartial: false };
  if (kind === 8) return { monthsBehind: 1, isPartial: true };
  if (kind >= 6) return { monthsBehind: 2 + (index % 4), isPartial: false };
  return { monthsBehind: index % 2, isPartial: false };
}

async function seed() {
  const started = process.hrtime.bigint();
  const customers = Array.from({ length: FLATS }, (_, index) => {
    const block = String.fromCharCode(65 + (index % 10));
    const floor = String(Math.floor(index / 10) % 20);
    return {
      id: randomUUID(),
      business_id: business.id,
      ...customerValuesToColumns({
        name: `Resident ${index}`,
        email: index % 7 === 0 ? '' : `resident-${index}@example.test`,
        phone: `+9198${String(index).padStart(8, '0')}`,
        gstno: '',
        parkingSlots: 0,
        occupancy: 'owner',
        block,
        floor,
        flat: `${block}-${floor}${String(Math.floor(index / 200)).padStart(2, '0')}`,
        flatarea: 1000,
        price: 2.5,
      }),
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
  await insertAll('customers', customers);
  const stored = await db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', business.id)
    .execute();
  const invoices: NewInvoiceRow[] = [];
  const receipts: Insertable<DB['receipts']>[] = [];
  const payments: NewPaymentRow[] = [];
  const accounts: Insertable<DB['ledger_accounts']>[] = [];
  let number = 0;
  for (const [index, customer] of stored.entries()) {
    const { monthsBehind, isPartial } = habitOf(index);
    const totalPaise = 250_000 + (index % 5) * 10_000;
    for (let month = MONTHS; month >= 1; month -= 1) {
      number += 1;
      const invoiceDate = `${addMonths(today, -month + 1).slice(0, 7)}-01`;
      const dueDate = `${invoiceDate.slice(0, 8)}15`;
      const isPaid = month > monthsBehind + 1;
      const receivedPaise = isPaid ? totalPaise : isPartial ? totalPaise / 2 : 0;
      const id = randomUUID();
      invoices.push({
        id,
        business_id: business.id,
        invoice_number: formatInvoiceNumber(number),
        invoice_number_value: number,
        type: 'Invoice',
        status: deriveStatus(totalPaise, receivedPaise),
        currency: 'INR',
        gst_rate_basis_points: 0,
        hsn: DEFAULT_HSN,
        sub_total_paise: totalPaise,
        gst_paise: 0,
        total_paise: totalPaise,
        total_received_paise: receivedPaise,
        invoice_date: invoiceDate,
        due_date: dueDate,
        notes: '',
        ...clientColumnsOf(clientOfCustomer(customer)),
        replaced_by_invoice_id: null,
        created_at: createdAt,
        updated_at: createdAt,
      });
      if (receivedPaise === 0) continue;
      const receiptId = randomUUID();
      const datePaid = endOfMonth(invoiceDate) < today ? endOfMonth(invoiceDate) : today;
      const paid = {
        amount_paise: receivedPaise,
        date_paid: datePaid,
        payment_method: 'UPI',
        created_at: createdAt,
      };
      receipts.push({
        id: receiptId,
        business_id: business.id,
        customer_id: customer.id,
        receipt_number_value: receipts.length + 1,
        opening_paise: 0,
        ...paid,
      });
      payments.push({
        id: randomUUID(),
        business_id: business.id,
        invoice_id: id,
        receipt_id: receiptId,
        provider: null,
        provider_payment_id: null,
        ...paid,
      });
    }
    if (index % 5 === 0) {
      accounts.push({
        business_id: business.id,
        customer_id: customer.id,
        opening_paise: 1_200_000,
        opening_as_of: addMonths(today, -MONTHS - 1),
        updated_at: createdAt,
      });
      if (index % 10 === 0) {
        const paid = {
          amount_paise: 500_000,
          opening_paise: 500_000,
          date_paid: addMonths(today, -MONTHS),
          payment_method: 'Cheque',
          created_at: createdAt,
        };
        receipts.push({
          id: randomUUID(),
          business_id: business.id,
          customer_id: customer.id,
          receipt_number_value: receipts.length + 1,
          ...paid,
        });
      }
    }
  }
  await insertAll('invoices', invoices);
  await insertAll('receipts', receipts);
  await insertAll('payments', payments);
  await insertAll('ledger_accounts', accounts);
  if (app.database.dialect === 'postgres') {
    for (const table of ['customers', 'invoices', 'receipts', 'payments', 'ledger_accounts']) {
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  }
  return { seedMs: elapsedMs(started), bills: invoices.length, receipts: receipts.length };
}

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

const { seedMs, bills, receipts } = await seed();
console.log(
  `Dues report on ${app.database.dialect}: ${FLATS} flats, ${bills} bills, ${receipts} receipts, seeded in ${seedMs.toFixed(0)} ms. ` +
    `Sequential requests after ${WARM_UP} warm-up ones:`,
);
console.log(`  ${'GET'.padEnd(60)} ${'n'.padStart(5)} ${'p50'.padStart(10)} ${'p95'.padStart(10)}`);
console.log(await measure('/api/v2/reports/ageing', everyFlat));
console.log(await measure('/api/v2/reports/ageing?sort=total&minAge=days90plus&min=10000', someFlats));
console.log(await measure('/api/v2/reports/ageing?block=C&sort=lastPayment', someFlats));
console.log(await measure('/api/v2/reports/ageing.xlsx', () => undefined));
await app.close();
