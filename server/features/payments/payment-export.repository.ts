import type { CalendarDate } from '../../../domain/dates';
import type { Executor } from '../../db/schema';

/** How many rows each read takes: a page's memory, whatever the export's length. */
const PAGE_SIZE = 1_000;

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

/**
 * The range's payments in date order, a page at a time, each page read after the last (keyset on
 * date, then id). A cursor would hold SQLite's only connection for the whole download; a page holds
 * it for a moment, and memory stays one page whatever the number of rows.
 */
export async function* paymentsBetween(db: Executor, range: ExportRange): AsyncGenerator<ExportedPayment> {
  let after: { datePaid: CalendarDate; id: string } | undefined;
  for (;;) {
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
    const rows = await query
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
      .limit(PAGE_SIZE)
      .execute();
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
    const last = rows.at(-1);
    if (!last || rows.length < PAGE_SIZE) return;
    after = { datePaid: last.date_paid, id: last.id };
  }
}
