import type { Readable } from 'node:stream';
import {
  CURSOR_WITH_PAGE_MESSAGE,
  DEFAULT_INVOICE_SORT,
  type InvoiceListName,
  type TInvoice,
  type TInvoiceList,
  type TInvoiceListRequest,
  type TInvoiceListRow,
} from '@domain/api/invoices';
import { type CalendarDate, todayIn } from '@domain/dates';
import { taxSplitOf } from '@domain/gst-split';
import { businessStateOf } from '@domain/gst-states';
import type { ServiceContext } from '../../app-context';
import { type Caller, type CallerBusiness, namesCaller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { listRowOf, taxSplitAnswerOf } from './invoice-answers';
import { streamList } from './invoice-list-stream';
import {
  countInvoices,
  type InvoiceCondition,
  type InvoiceFilter,
  listInvoiceBlocks,
  listRunBills,
  readInvoiceList,
} from './invoice-lists.repository';
import { findTaxFacts } from './invoice-reads.repository';
import { type CursorValue, decodeCursor, encodeCursor } from './list-cursor';

/** What a named list shows; overdue is judged by today in the business's zone. */
const LIST_FILTERS: Record<Exclude<InvoiceListName, 'overdues'>, InvoiceFilter> = {
  all: [],
  paid: [{ kind: 'status', status: 'Paid' }],
  unpaid: [{ kind: 'status', status: 'Unpaid' }],
  partial: [{ kind: 'status', status: 'Partial' }],
};

export function listFilterOf(
  list: InvoiceListName,
  business: Pick<CallerBusiness, 'timeZone'>,
  now: Date,
): InvoiceFilter {
  if (list === 'overdues') return [{ kind: 'overdue', today: todayIn(business.timeZone, now) }];
  return LIST_FILTERS[list];
}

/** The owner id in a list's path is accepted for compatibility, but must be the caller's own. */
export function assertOwnInvoices(caller: Caller, ownerId: string): void {
  if (!namesCaller(caller, ownerId)) throw new AppError('FORBIDDEN', 'You can only see your own invoices');
}

/** A page (or all) of a list, in an order, narrowed by the filters a request may add. */
export type InvoiceListRequest = Pick<TInvoiceListRequest, 'page' | 'limit'> &
  Partial<Omit<TInvoiceListRequest, 'page' | 'limit'>>;

/** The request's own filters, added to its list's: each narrows, none widens. */
function requestedConditions(request: InvoiceListRequest, today: CalendarDate): InvoiceCondition[] {
  const conditions: InvoiceCondition[] = [];
  const { status, month, block, type, search } = request;
  if (status === 'Overdue') conditions.push({ kind: 'overdue', today });
  else if (status) conditions.push({ kind: 'status', status });
  if (month) conditions.push({ kind: 'month', month });
  if (block) conditions.push({ kind: 'block', block });
  if (type) conditions.push({ kind: 'type', type });
  if (search) conditions.push({ kind: 'search', text: search });
  return conditions;
}

function fullFilter(caller: Caller, filter: InvoiceFilter, request: InvoiceListRequest, now: Date) {
  return [...filter, ...requestedConditions(request, todayIn(caller.business.timeZone, now))];
}

/**
 * One page of the caller's invoices that `filter` and the request pick, in the request's order
 * (newest first unless asked otherwise): the page `page` of `limit` rows, or the `limit` rows after
 * the position `after` names. `limit` 0 puts them all on page 1. A page past the end answers none
 * with the real total; there is always one page. `nextCursor` continues the list from this page.
 */
export async function invoiceListOf(
  context: ServiceContext,
  caller: Caller,
  filter: InvoiceFilter,
  request: InvoiceListRequest,
  now: Date = context.clock(),
): Promise<TInvoiceList> {
  const { page, limit, after } = request;
  const sort = request.sort ?? DEFAULT_INVOICE_SORT;
  if (after !== undefined && (page !== 1 || limit === 0)) {
    throw new AppError('BAD_REQUEST', CURSOR_WITH_PAGE_MESSAGE);
  }
  const position = after === undefined ? undefined : decodeCursor(after, sort);
  const { db } = context;
  const conditions = fullFilter(caller, filter, request, now);
  const pageRead =
    limit === 0 && page > 1
      ? Promise.resolve({ data: [], nextPosition: null })
      : readInvoiceList(db, caller.business.id, conditions, {
          sort,
          limit: limit === 0 ? null : limit,
          offset: (page - 1) * limit,
          after: position?.values,
        });
  const [{ data, nextPosition }, { total, upTo }] = await Promise.all([
    pageRead,
    countInvoices(db, caller.business.id, conditions, position),
  ]);
  // A session is its business's owner's, so the caller is every invoice's creator.
  const numberOfPages = limit === 0 ? 1 : Math.max(1, Math.ceil(total / limit));
  // After a position, this page follows the `upTo` invoices before it.
  const currentPage = position && limit > 0 ? Math.floor(upTo / limit) + 1 : page;
  const nextCursor = nextPosition ? encodeCursor(sort, nextPosition) : null;
  return {
    data: data.map((invoice) => listRowOf(invoice, caller.business.ownerUserId)),
    currentPage,
    numberOfPages,
    total,
    nextCursor,
  };
}

/** Invoices read per query while "All" streams: each read is short, and other requests run between them. */
const STREAM_BATCH = 500;

/**
 * Every invoice of the list (`limit=0`) as a JSON text written while it is read, a batch at a time
 * in keyset order, so neither the answer nor the time to build it grows with the list; it stops
 * reading when the client goes away. Each batch is its own query: an invoice written meanwhile may
 * or may not be in it.
 */
export async function invoiceListStreamOf(
  context: ServiceContext,
  caller: Caller,
  filter: InvoiceFilter,
  request: InvoiceListRequest,
  now: Date = context.clock(),
): Promise<Readable> {
  if (request.after !== undefined) throw new AppError('BAD_REQUEST', CURSOR_WITH_PAGE_MESSAGE);
  const sort = request.sort ?? DEFAULT_INVOICE_SORT;
  const { db } = context;
  const conditions = fullFilter(caller, filter, request, now);
  const { total } = await countInvoices(db, caller.business.id, conditions);
  return streamList({
    head: { currentPage: 1, numberOfPages: 1, total, nextCursor: null },
    readBatch: async (after: CursorValue[] | null) => {
      const { data, nextPosition } = await readInvoiceList(db, caller.business.id, conditions, {
        sort,
        limit: STREAM_BATCH,
        after: after ?? undefined,
      });
      return { data: data.map((invoice) => listRowOf(invoice, caller.business.ownerUserId)), nextPosition };
    },
  });
}

export async function invoiceBlocksOf(context: ServiceContext, caller: Caller): Promise<{ data: string[] }> {
  return { data: await listInvoiceBlocks(context.db, caller.business.id) };
}

/** A billing run's bills as lists show them, in number order, each with its GST as its document names it. */
export async function runBillRowsOf(
  db: Executor,
  caller: Pick<Caller, 'user' | 'business'>,
  runId: string,
): Promise<Array<TInvoiceListRow & Pick<TInvoice, 'taxSplit'>>> {
  const supplierState = businessStateOf(await findTaxFacts(db, caller.business.id));
  return (await listRunBills(db, caller.business.id, runId)).map((invoice) => ({
    ...listRowOf(invoice, caller.business.ownerUserId),
    // A bill taxed line by line has CGST equal to SGST on every line, so its halves are exact: the
    // split of its one GST figure is its summary's.
    taxSplit: taxSplitAnswerOf(taxSplitOf(invoice, supplierState)),
  }));
}
