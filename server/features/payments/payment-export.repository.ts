import type { CalendarDate } from '@domain/dates';
import type { Executor } from '../../db/schema';

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

/** The business's payments paid in the range, each with the invoice it was paid on. */
function paymentsIn(db: Executor, { businessId, from, to }: ExportRange) {
  return db
    .selectFrom('payments')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.business_id', '=', 'payments.business_id')
        .onRef('invoices.id', '=', 'payments.invoice_id'),
    )
    .where('payments.business_id', '=', businessId)
    .where('payments.date_paid', '>=', from)
    .where('payments.date_paid', '<=', to);
}

/** The longest text of each column, so the sheet's widths fit before its first row is written. */
export async function longestTexts(db: Executor, range: ExportRange) {
  const row = await paymentsIn(db, range)
    .select((eb) => [
      eb.fn.max(eb.fn<number>('length', ['invoices.invoice_number'])).as('invoiceNumber'),
      eb.fn.max(eb.fn<number>('length', ['invoices.client_name'])).as('clientName'),
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
    const { datePaid, id } = after;
    query = query.where((eb) =>
      eb.or([
        eb('payments.date_paid', '>', datePaid),
        eb.and([eb('payments.date_paid', '=', datePaid), eb('payments.id', '>', id)]),
      ]),
    );
  }
  return query
    .select([
      'payments.id',
      'payments.date_paid',
      'payments.amount_paise',
      'payments.payment_method',
      'payments.note',
      'invoices.invoice_number',
      'invoices.client_name',
      'invoices.currency',
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
        invoiceNumber: row.invoice_number,
        clientName: row.client_name,
        datePaid: row.date_paid,
        amountPaise: Number(row.amount_paise),
        currency: row.currency,
        paymentMethod: row.payment_method,
        note: row.note,
      };
    }
    if (!hasMore) return;
  }
}
