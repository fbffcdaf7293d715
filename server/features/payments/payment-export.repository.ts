import type { CalendarDate } from '@domain/dates';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema';

/** How many rows each read takes: a page's memory, whatever the export's length. */
const PAGE_SIZE = 2_000;

export type ExportRange = { businessId: string; from: CalendarDate; to: CalendarDate };

export type ExportedPayment = {
  id: string;
  invoiceNumber: string;
  clientName: string;
  datePaid: CalendarDate;
  amountPaise: number;
  currency: string;
  paymentMethod: string;
  note: string;
};

/** The business's payments paid in the range, read from payments_business_paid_id in its order. */
function paymentsIn(db: Executor, { businessId, from, to }: ExportRange) {
  return db
    .selectFrom('payments')
    .where('payments.business_id', '=', businessId)
    .where('payments.date_paid', '>=', from)
    .where('payments.date_paid', '<=', to);
}

/**
 * The invoice a payment was paid on, looked up by its primary key for each payment: never joined,
 * since PostgreSQL without statistics may plan the join as every invoice of the business read again
 * for each payment. A payment points at its own business's invoice (the foreign key is on both).
 */
function ofItsInvoice(eb: ExpressionBuilder<DB, 'payments'>) {
  return eb.selectFrom('invoices').whereRef('invoices.id', '=', 'payments.invoice_id');
}

/** The longest text of each column, so the sheet's widths fit before its first row is written. */
export async function longestTexts(db: Executor, range: ExportRange) {
  const row = await paymentsIn(db, range)
    .select((eb) => [
      eb.fn
        .max(eb.fn<number>('length', [ofItsInvoice(eb).select('invoices.invoice_number').$asScalar()]))
        .as('invoiceNumber'),
      eb.fn
        .max(eb.fn<number>('length', [ofItsInvoice(eb).select('invoices.client_name').$asScalar()]))
        .as('clientName'),
      eb.fn.max(eb.fn<number>('length', ['payments.note'])).as('note'),
    ])
    .executeTakeFirstOrThrow();
  return {
    invoiceNumber: Number(row.invoiceNumber ?? 0),
    clientName: Number(row.clientName ?? 0),
    note: Number(row.note ?? 0),
  };
}

type Cursor = { datePaid: CalendarDate; id: string };

/** One page of the range's payments after `after` (keyset on date, then id), in that order. */
function readPage(db: Executor, range: ExportRange, after: Cursor | undefined, pageSize: number) {
  let query = paymentsIn(db, range);
  if (after) {
    // A row comparison, which both databases answer from the index's range.
    query = query.where(sql<SqlBool>`(payments.date_paid, payments.id) > (${after.datePaid}, ${after.id})`);
  }
  return query
    .select((eb) => [
      'payments.id',
      'payments.date_paid',
      'payments.amount_paise',
      'payments.payment_method',
      'payments.note',
      ofItsInvoice(eb).select('invoices.invoice_number').as('invoice_number'),
      ofItsInvoice(eb).select('invoices.client_name').as('client_name'),
      ofItsInvoice(eb).select('invoices.currency').as('currency'),
    ])
    .orderBy('payments.date_paid')
    .orderBy('payments.id')
    .limit(pageSize)
    .execute();
}

/**
 * The range's payments in date order, a page at a time. A cursor would hold SQLite's only connection
 * for the whole download; a page holds it for a moment, and memory stays two pages whatever the
 * number of rows. The next page is asked for before this one is handed out, so on PostgreSQL the
 * database reads while the workbook is written.
 */
export async function* paymentsBetween(
  db: Executor,
  range: ExportRange,
  pageSize = PAGE_SIZE,
): AsyncGenerator<ExportedPayment> {
  let next = readPage(db, range, undefined, pageSize);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const hasMore = last !== undefined && rows.length === pageSize;
    if (hasMore) {
      next = readPage(db, range, { datePaid: last.date_paid, id: last.id }, pageSize);
      // Awaited on the next turn; handled now, so a download cut short leaves no unhandled rejection.
      next.catch(() => undefined);
    }
    for (const row of rows) {
      yield {
        id: row.id,
        invoiceNumber: row.invoice_number ?? '',
        clientName: row.client_name ?? '',
        datePaid: row.date_paid,
        amountPaise: Number(row.amount_paise),
        currency: row.currency ?? '',
        paymentMethod: row.payment_method,
        note: row.note,
      };
    }
    if (!hasMore) return;
  }
}
