import { randomUUID } from 'node:crypto';
import { DEFAULT_HSN } from '@domain/constants';
import { addMonths, endOfMonth } from '@domain/dates';
import { formatInvoiceNumber } from '@domain/numbering';
import { deriveStatus } from '@domain/status';
import type { Insertable, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB, NewInvoiceItemRow, NewInvoiceRow, NewPaymentRow } from '../../server/db/schema';
import { customerValuesToColumns } from '../../server/features/customers/customer-rows';
import { clientColumnsOf, clientOfCustomer } from '../../server/features/invoices/invoice-rows';
import { elapsedMs } from './bench-app';

/**
 * A society of 1,000 flats, each billed monthly for three years (36,000 bills): most flats pay each
 * bill a few weeks after it is due, some a few months behind, one in ten has paid nothing for a year,
 * one in ten pays part of each bill, and one in five brought an opening balance (half of them partly
 * paid). Every payment is a receipt with its payment row. Each bill has two lines billed by a run:
 * maintenance and the sinking fund, each under its bill head. The dues report's, the collection
 * report's and the flat ledger's benchmarks share it.
 */
export const FLATS = 1_000;
export const MONTHS = 36;
const SINKING_FUND_PAISE = 20_000;
/** Rows per insert, under SQLite's 32,766 bound parameters for the widest row (invoices, ~30 columns). */
const INSERT_BATCH = 500;

type Society = {
  db: Kysely<DB>;
  dialect: 'sqlite' | 'postgres';
  businessId: string;
  today: string;
  /** Another size than 1,000 flats billed for 36 months (the accounts export: 3,000 flats for a year). */
  size?: { flats: number; months: number };
};

async function insertAll<
  Table extends
    | 'customers'
    | 'bill_heads'
    | 'invoices'
    | 'invoice_items'
    | 'receipts'
    | 'payments'
    | 'ledger_accounts',
>(db: Kysely<DB>, table: Table, rows: Insertable<DB[Table]>[]) {
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

/** Seeds the society; answers how long it took and how many bills and receipts it holds. */
export async function seedSociety({ db, dialect, businessId, today, size }: Society) {
  const { flats, months } = size ?? { flats: FLATS, months: MONTHS };
  const started = process.hrtime.bigint();
  const createdAt = new Date().toISOString();
  const customers = Array.from({ length: flats }, (_, index) => {
    const block = String.fromCharCode(65 + (index % 10));
    const floor = String(Math.floor(index / 10) % 20);
    return {
      id: randomUUID(),
      business_id: businessId,
      ...customerValuesToColumns({
        name: `Resident ${index}`,
        email: index % 7 === 0 ? '' : `resident-${index}@example.test`,
        phone: `+9198${String(index).padStart(8, '0')}`,
        gstno: '',
        state: '',
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
  await insertAll(db, 'customers', customers);
  const stored = await db.selectFrom('customers').selectAll().where('business_id', '=', businessId).execute();
  const heads = ['Maintenance', 'Sinking fund'].map((name, position) => ({
    id: randomUUID(),
    business_id: businessId,
    name,
    name_key: name.toLowerCase(),
    basis: 'flat' as const,
    rate_hundredths: 0,
    hsn: DEFAULT_HSN,
    position,
    created_at: createdAt,
    updated_at: createdAt,
  }));
  await insertAll(db, 'bill_heads', heads);
  const invoices: NewInvoiceRow[] = [];
  const items: NewInvoiceItemRow[] = [];
  const receipts: Insertable<DB['receipts']>[] = [];
  const payments: NewPaymentRow[] = [];
  const accounts: Insertable<DB['ledger_accounts']>[] = [];
  let number = 0;
  for (const [index, customer] of stored.entries()) {
    const { monthsBehind, isPartial } = habitOf(index);
    const totalPaise = 250_000 + (index % 5) * 10_000;
    for (let month = months; month >= 1; month -= 1) {
      number += 1;
      const invoiceDate = `${addMonths(today, -month + 1).slice(0, 7)}-01`;
      const dueDate = `${invoiceDate.slice(0, 8)}15`;
      const isPaid = month > monthsBehind + 1;
      const receivedPaise = isPaid ? totalPaise : isPartial ? totalPaise / 2 : 0;
      const id = randomUUID();
      invoices.push({
        id,
        business_id: businessId,
        invoice_number: formatInvoiceNumber(number),
        invoice_number_value: number,
        type: 'Invoice',
        status: deriveStatus(totalPaise, receivedPaise, 0),
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
      for (const [position, amountPaise] of [totalPaise - SINKING_FUND_PAISE, SINKING_FUND_PAISE].entries()) {
        items.push({
          id: randomUUID(),
          business_id: businessId,
          invoice_id: id,
          position,
          item_name: heads[position]?.name ?? '',
          unit_price_paise: amountPaise,
          quantity_hundredths: 100,
          basis: 'fixed',
          bill_head_id: heads[position]?.id ?? null,
          amount_paise: amountPaise,
        });
      }
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
        business_id: businessId,
        customer_id: customer.id,
        receipt_number_value: receipts.length + 1,
        opening_paise: 0,
        ...paid,
      });
      payments.push({
        id: randomUUID(),
        business_id: businessId,
        invoice_id: id,
        receipt_id: receiptId,
        provider: null,
        provider_payment_id: null,
        ...paid,
      });
    }
    if (index % 5 === 0) {
      accounts.push({
        business_id: businessId,
        customer_id: customer.id,
        opening_paise: 1_200_000,
        opening_as_of: addMonths(today, -months - 1),
        updated_at: createdAt,
      });
      if (index % 10 === 0) {
        const paid = {
          amount_paise: 500_000,
          opening_paise: 500_000,
          date_paid: addMonths(today, -months),
          payment_method: 'Cheque',
          created_at: createdAt,
        };
        receipts.push({
          id: randomUUID(),
          business_id: businessId,
          customer_id: customer.id,
          receipt_number_value: receipts.length + 1,
          ...paid,
        });
      }
    }
  }
  await insertAll(db, 'invoices', invoices);
  await insertAll(db, 'invoice_items', items);
  await insertAll(db, 'receipts', receipts);
  await insertAll(db, 'payments', payments);
  await insertAll(db, 'ledger_accounts', accounts);
  // The business's receipt series goes on after the receipts seeded.
  await db
    .insertInto('receipt_counters')
    .values({ business_id: businessId, last_number: receipts.length })
    .execute();
  if (dialect === 'postgres') {
    for (const table of [
      'customers',
      'invoices',
      'invoice_items',
      'receipts',
      'payments',
      'ledger_accounts',
    ]) {
      await sql`analyze ${sql.table(table)}`.execute(db);
    }
  }
  return { seedMs: elapsedMs(started), bills: invoices.length, receipts: receipts.length };
}
