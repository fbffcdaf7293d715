import type { CalendarDate } from '@domain/dates';
import { TURNOVER_INVOICE_TYPES } from '@domain/housing-society';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { creditNoteNumberOf } from '@domain/numbering';
import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { type InvoiceLine, isLedgerBill, lineOfRow, type StoredInvoice, storedInvoiceOf } from '../invoices';

/*
 * The reads behind the accountant's exports: the period's supplies (its bills, with their lines) and
 * the credit notes issued on them, a page at a time in date order, so an export of a year holds two
 * pages in memory whatever the number of bills.
 */

/** Bills or notes per read: a page's memory, whatever the export's length. */
const PAGE_SIZE = 500;

export type AccountsRange = { businessId: string; from: CalendarDate; to: CalendarDate };

/** A supply the books and GSTR-1 report: a bill and its lines as issued. */
export type SupplyBill = { invoice: StoredInvoice; lines: InvoiceLine[] };

/** One line of a credit note and, when it still exists, the line of its bill it credits. */
export type CreditedLine = {
  position: number;
  itemName: string;
  taxable: boolean;
  amountPaise: number;
  billLine: InvoiceLine | null;
};

/** A credit note as the exports need it: its figures, its bill as issued and its lines. */
export type IssuedCreditNote = {
  id: string;
  /** Its number as issued ('CN-002', 'CN/2026-27/002'). */
  number: string;
  issuedOn: CalendarDate;
  reason: string;
  subTotalPaise: number;
  gstPaise: number;
  roundOffPaise: number;
  totalPaise: number;
  bill: StoredInvoice;
  /** Every line of its bill as issued: how the bill was taxed, which its GST is reversed as. */
  billLines: InvoiceLine[];
  lines: CreditedLine[];
};

/**
 * A supply: a claim in rupees (never a quotation, a bill in another currency, or a bill a late-fee
 * invoice replaced, whose replacement carries its lines) of a kind that is a supply (an invoice, a
 * bill or a receipt; a proforma only asks for payment of a supply not yet invoiced). The same bills
 * make the year's turnover.
 */
export function isSupply(businessId: string) {
  return (eb: ExpressionBuilder<DB, 'invoices'>) =>
    eb.and([
      eb('invoices.business_id', '=', businessId),
      eb('invoices.type', 'in', TURNOVER_INVOICE_TYPES),
      isLedgerBill(eb),
    ]);
}

/** A supply dated in the period. */
export function isSupplyIn(range: AccountsRange) {
  return (eb: ExpressionBuilder<DB, 'invoices'>) =>
    eb.and([
      isSupply(range.businessId)(eb),
      eb('invoices.invoice_date', '>=', range.from),
      eb('invoices.invoice_date', '<=', range.to),
    ]);
}

function suppliesOf(db: Executor, range: AccountsRange) {
  return db.selectFrom('invoices').where(isSupplyIn(range));
}

/** A bill's client as the books name its party: block, flat and name as the bill was issued. */
export type BillClient = { block: string; flat: string; name: string };

/**
 * Every client the period's supplies and credit notes name, each once: two grouped reads, so an
 * export can declare its parties before it streams the documents that name them.
 */
export async function clientsIn(db: Executor, range: AccountsRange): Promise<BillClient[]> {
  const columns = ['client_block as block', 'client_flat as flat', 'client_name as name'] as const;
  const [supplied, credited] = await Promise.all([
    suppliesOf(db, range).select(columns).distinct().execute(),
    db
      .selectFrom('invoices')
      .select(columns)
      .distinct()
      .where(isSupply(range.businessId))
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('credit_notes')
          .select('invoice_id')
          .where('business_id', '=', range.businessId)
          .where('issued_on', '>=', range.from)
          .where('issued_on', '<=', range.to),
      )
      .execute(),
  ]);
  return [...supplied, ...credited];
}

/** The lines of some bills, by bill, each bill's in their order. */
async function linesOfBills(db: Executor, businessId: string, invoiceIds: string[]) {
  const byBill = new Map<string, InvoiceLine[]>(invoiceIds.map((id) => [id, []]));
  if (invoiceIds.length === 0) return byBill;
  const rows = await db
    .selectFrom('invoice_items')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('invoice_id', 'in', invoiceIds)
    .orderBy('invoice_id')
    .orderBy('position')
    .execute();
  for (const row of rows) byBill.get(row.invoice_id)?.push(lineOfRow(row));
  return byBill;
}

type BillCursor = { date: CalendarDate; numberValue: number; id: string };

async function readSupplyPage(db: Executor, range: AccountsRange, after: BillCursor | undefined) {
  let query = suppliesOf(db, range);
  if (after) {
    const { date, numberValue, id } = after;
    query = query.where((eb) =>
      eb(eb.refTuple('invoice_date', 'invoice_number_value', 'id'), '>', eb.tuple(date, numberValue, id)),
    );
  }
  const rows = await query
    .selectAll()
    .orderBy('invoice_date')
    .orderBy('invoice_number_value')
    .orderBy('id')
    .limit(PAGE_SIZE)
    .execute();
  const lines = await linesOfBills(
    db,
    range.businessId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    cursor: { date: row.invoice_date, numberValue: Number(row.invoice_number_value), id: row.id },
    bill: { invoice: storedInvoiceOf(row), lines: lines.get(row.id) ?? [] },
  }));
}

/**
 * A keyset-paged read: each page asked for before the last is handed out, so on PostgreSQL the
 * database reads while the export writes; a page holds SQLite's one connection for a moment only.
 */
async function* paged<Cursor, Item>(
  readPage: (after: Cursor | undefined) => Promise<Array<{ cursor: Cursor; item: Item }>>,
): AsyncGenerator<Item> {
  let next = readPage(undefined);
  for (;;) {
    const page = await next;
    const last = page.at(-1);
    const hasMore = last !== undefined && page.length === PAGE_SIZE;
    if (hasMore) {
      next = readPage(last.cursor);
      // Awaited on the next turn; handled now, so an export cut short leaves no unhandled rejection.
      next.catch(() => undefined);
    }
    for (const { item } of page) yield item;
    if (!hasMore) return;
  }
}

/** The period's supplies by bill date, then number: each bill with its lines. */
export function suppliesIn(db: Executor, range: AccountsRange): AsyncGenerator<SupplyBill> {
  return paged(async (after: BillCursor | undefined) =>
    (await readSupplyPage(db, range, after)).map(({ cursor, bill }) => ({ cursor, item: bill })),
  );
}

type NoteCursor = { issuedOn: CalendarDate; numberValue: number; id: string };

async function readCreditNotePage(db: Executor, range: AccountsRange, after: NoteCursor | undefined) {
  let query = db
    .selectFrom('credit_notes')
    .where('business_id', '=', range.businessId)
    .where('issued_on', '>=', range.from)
    .where('issued_on', '<=', range.to)
    // Only notes on bills the exports report as supplies.
    .where('invoice_id', 'in', (eb) =>
      eb.selectFrom('invoices').select('id').where(isSupply(range.businessId)),
    );
  if (after) {
    const { issuedOn, numberValue, id } = after;
    query = query.where((eb) =>
      eb(
        eb.refTuple('issued_on', 'credit_note_number_value', 'id'),
        '>',
        eb.tuple(issuedOn, numberValue, id),
      ),
    );
  }
  const notes = await query
    .selectAll()
    .orderBy('issued_on')
    .orderBy('credit_note_number_value')
    .orderBy('id')
    .limit(PAGE_SIZE)
    .execute();
  if (notes.length === 0) return [];
  const billIds = [...new Set(notes.map((note) => note.invoice_id))];
  const bills = await db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', range.businessId)
    .where('id', 'in', billIds)
    .execute();
  const billOf = new Map(bills.map((row) => [row.id, storedInvoiceOf(row)]));
  const billLines = await linesOfBills(db, range.businessId, billIds);
  const noteLines = await db
    .selectFrom('credit_note_lines')
    .selectAll()
    .where('business_id', '=', range.businessId)
    .where(
      'credit_note_id',
      'in',
      notes.map((note) => note.id),
    )
    .orderBy('credit_note_id')
    .orderBy('line_position')
    .execute();
  return notes.flatMap((note) => {
    const bill = billOf.get(note.invoice_id);
    if (!bill) return [];
    const lines = billLines.get(note.invoice_id) ?? [];
    const issued: IssuedCreditNote = {
      id: note.id,
      number: creditNoteNumberOf(Number(note.credit_note_number_value), note.number_text),
      issuedOn: note.issued_on,
      reason: note.reason,
      subTotalPaise: Number(note.sub_total_paise),
      gstPaise: Number(note.gst_paise),
      roundOffPaise: Number(note.round_off_paise),
      totalPaise: Number(note.total_paise),
      bill,
      billLines: lines,
      lines: noteLines
        .filter((line) => line.credit_note_id === note.id)
        .map((line) => ({
          position: Number(line.line_position),
          itemName: line.item_name,
          taxable: Boolean(Number(line.taxable)),
          amountPaise: Number(line.amount_paise),
          billLine: lines[Number(line.line_position)] ?? null,
        })),
    };
    const cursor: NoteCursor = {
      issuedOn: note.issued_on,
      numberValue: Number(note.credit_note_number_value),
      id: note.id,
    };
    return [{ cursor, item: issued }];
  });
}

/** The credit notes issued in the period on its kinds of supply, by date, then number. */
export function creditNotesIn(db: Executor, range: AccountsRange): AsyncGenerator<IssuedCreditNote> {
  return paged((after: NoteCursor | undefined) => readCreditNotePage(db, range, after));
}

/**
 * The numbers of the bills issued in the period and then replaced by a late-fee invoice, by date: GSTR-1
 * counts them as cancelled (their replacements, carrying their lines, are supplies).
 */
export async function replacedBillNumbersIn(db: Executor, range: AccountsRange): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('invoice_number')
    .where('business_id', '=', range.businessId)
    .where('invoice_date', '>=', range.from)
    .where('invoice_date', '<=', range.to)
    .where('type', 'in', TURNOVER_INVOICE_TYPES)
    .where('currency', '=', LEDGER_CURRENCY)
    .where('replaced_by_invoice_id', 'is not', null)
    .orderBy('invoice_date')
    .orderBy('invoice_number_value')
    .execute();
  return rows.map((row) => row.invoice_number);
}
