import type { CalendarDate } from '@domain/dates';
import { receiptNumberOf } from '@domain/numbering';
import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import type { AccountsRange, BillClient } from '../accounts';
import { isLedgerBill } from '../invoices';

/*
 * The receipts the books take for a period, a page at a time: money received in it (a receipt
 * reversed since was received all the same), and receipts reversed in it (a bounced cheque). Each
 * with its party: the flat it was received for, or, once that flat is gone, the client of the bill it
 * paid. A receipt of neither (money on a bill in another currency) is no rupee of the books.
 */

/** Receipts per read: a page's memory, whatever the export's length. */
const PAGE_SIZE = 500;

export type BookedReceipt = {
  id: string;
  number: string;
  /** The order of its number in its series, for paging. */
  numberValue: number;
  datePaid: CalendarDate;
  amountPaise: number;
  paymentMethod: string;
  reference: string;
  reversedOn: CalendarDate | null;
  reversalReason: string;
  client: BillClient;
};

type Receipts = ExpressionBuilder<DB, 'receipts' | 'customers'>;

/** The payments of a receipt on its rupee ledger bills, the first bill first. */
function paidBills(eb: Receipts) {
  return eb
    .selectFrom('payments')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.business_id', '=', 'payments.business_id')
        .onRef('invoices.id', '=', 'payments.invoice_id'),
    )
    .whereRef('payments.business_id', '=', 'receipts.business_id')
    .whereRef('payments.receipt_id', '=', 'receipts.id')
    .where(isLedgerBill)
    .orderBy('invoices.invoice_date')
    .orderBy('invoices.id')
    .limit(1);
}

function receiptsOf(db: Executor, businessId: string) {
  return db
    .selectFrom('receipts')
    .leftJoin('customers', (join) =>
      join
        .onRef('customers.business_id', '=', 'receipts.business_id')
        .onRef('customers.id', '=', 'receipts.customer_id'),
    )
    .where('receipts.business_id', '=', businessId)
    .where((eb) =>
      eb.or([eb('customers.id', 'is not', null), eb.exists(paidBills(eb).select('payments.id'))]),
    );
}

/** Its party: the flat's block, flat and holder, else those of the bill it paid. */
function partyColumns(eb: Receipts) {
  return [
    eb.fn.coalesce('customers.block', paidBills(eb).select('invoices.client_block')).as('block'),
    eb.fn.coalesce('customers.flat', paidBills(eb).select('invoices.client_flat')).as('flat'),
    eb.fn.coalesce('customers.name', paidBills(eb).select('invoices.client_name')).as('name'),
  ] as const;
}

function receiptColumns(eb: Receipts) {
  return [
    'receipts.id',
    'receipts.receipt_number_value',
    'receipts.number_text',
    'receipts.amount_paise',
    'receipts.date_paid',
    'receipts.payment_method',
    'receipts.reference',
    'receipts.reversed_on',
    'receipts.reversal_reason',
    ...partyColumns(eb),
  ] as const;
}

type ReceiptRow = {
  id: string;
  receipt_number_value: number;
  number_text: string | null;
  amount_paise: number;
  date_paid: string;
  payment_method: string;
  reference: string;
  reversed_on: string | null;
  reversal_reason: string;
  block: string | null;
  flat: string | null;
  name: string | null;
};

function bookedReceiptOf(row: ReceiptRow): BookedReceipt {
  return {
    id: row.id,
    number: receiptNumberOf(Number(row.receipt_number_value), row.number_text),
    numberValue: Number(row.receipt_number_value),
    datePaid: row.date_paid,
    amountPaise: Number(row.amount_paise),
    paymentMethod: row.payment_method,
    reference: row.reference,
    reversedOn: row.reversed_on,
    reversalReason: row.reversal_reason,
    client: { block: row.block ?? '', flat: row.flat ?? '', name: row.name ?? '' },
  };
}

type Cursor = { date: CalendarDate; numberValue: number; id: string };
type DateColumn = 'receipts.date_paid' | 'receipts.reversed_on';

async function readPage(db: Executor, range: AccountsRange, column: DateColumn, after: Cursor | undefined) {
  let query = receiptsOf(db, range.businessId).where(column, '>=', range.from).where(column, '<=', range.to);
  if (after) {
    const { date, numberValue, id } = after;
    query = query.where((eb) =>
      eb(
        eb.refTuple(column, 'receipts.receipt_number_value', 'receipts.id'),
        '>',
        eb.tuple(date, numberValue, id),
      ),
    );
  }
  const rows = await query
    .select(receiptColumns)
    .orderBy(column)
    .orderBy('receipts.receipt_number_value')
    .orderBy('receipts.id')
    .limit(PAGE_SIZE)
    .execute();
  return rows.map(bookedReceiptOf);
}

/**
 * Keyset pages by the day, then the number: each page asked for before the last is handed out, so on
 * PostgreSQL the database reads while the export writes.
 */
async function* pagedBy(
  db: Executor,
  range: AccountsRange,
  column: DateColumn,
): AsyncGenerator<BookedReceipt> {
  const dayOf = (receipt: BookedReceipt) =>
    (column === 'receipts.date_paid' ? receipt.datePaid : receipt.reversedOn) ?? '';
  let next = readPage(db, range, column, undefined);
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    const hasMore = last !== undefined && page.length === PAGE_SIZE;
    if (hasMore) {
      next = readPage(db, range, column, { date: dayOf(last), numberValue: last.numberValue, id: last.id });
      // Awaited on the next turn; handled now, so an export cut short leaves no unhandled rejection.
      next.catch(() => undefined);
    }
    yield* page;
    if (!hasMore) return;
  }
}

/** The period's receipts by the day they were paid, then number, reversed ones too. */
export function receiptsPaidIn(db: Executor, range: AccountsRange): AsyncGenerator<BookedReceipt> {
  return pagedBy(db, range, 'receipts.date_paid');
}

/** The receipts reversed in the period, by the day they were reversed, then number. */
export function receiptsReversedIn(db: Executor, range: AccountsRange): AsyncGenerator<BookedReceipt> {
  return pagedBy(db, range, 'receipts.reversed_on');
}

/** Every party the period's receipts and reversals name, each once, in one grouped read. */
export async function receiptClientsIn(db: Executor, range: AccountsRange): Promise<BillClient[]> {
  const rows = await receiptsOf(db, range.businessId)
    .where((eb) =>
      eb.or([
        eb.and([eb('receipts.date_paid', '>=', range.from), eb('receipts.date_paid', '<=', range.to)]),
        eb.and([eb('receipts.reversed_on', '>=', range.from), eb('receipts.reversed_on', '<=', range.to)]),
      ]),
    )
    .select(partyColumns)
    .distinct()
    .execute();
  return rows.map((row) => ({ block: row.block ?? '', flat: row.flat ?? '', name: row.name ?? '' }));
}
