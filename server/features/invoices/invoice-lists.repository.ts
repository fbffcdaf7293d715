import type { InvoiceSort } from '@domain/api/invoices';
import type { InvoiceStatus, InvoiceType } from '@domain/constants';
import { addMonths, type CalendarDate } from '@domain/dates';
import { type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Executor, InvoiceRow } from '../../db/schema';
import { isClaim, isOverdueOn, matchesSearch } from './invoice-conditions';
import { type StoredInvoice, storedInvoiceOf } from './invoice-rows';
import { type CursorValue, SORT_ORDERS } from './list-cursor';

/** One thing a listed invoice must be; a list's filter is a few of them, all holding. */
export type InvoiceCondition =
  | { kind: 'status'; status: InvoiceStatus }
  | { kind: 'overdue'; today: CalendarDate }
  | { kind: 'search'; text: string }
  /** 'YYYY-MM': dated in that month. */
  | { kind: 'month'; month: string }
  | { kind: 'block'; block: string }
  | { kind: 'type'; type: InvoiceType };

/** Which of a business's invoices a list shows: those meeting every condition (no condition: all). */
export type InvoiceFilter = InvoiceCondition[];

type Invoices = ExpressionBuilder<DB, 'invoices'>;

function conditionOf(eb: Invoices, condition: InvoiceCondition) {
  switch (condition.kind) {
    case 'status':
      // Paid is paid whatever it was; only a claim for money is Unpaid or Partial.
      return condition.status === 'Paid'
        ? eb('status', '=', 'Paid')
        : eb.and([eb('status', '=', condition.status), isClaim(eb)]);
    case 'overdue':
      return isOverdueOn(eb, condition.today);
    case 'search':
      return matchesSearch(condition.text);
    case 'month': {
      const first = `${condition.month}-01`;
      return eb.and([eb('invoice_date', '>=', first), eb('invoice_date', '<', addMonths(first, 1))]);
    }
    case 'block':
      return eb('client_block', '=', condition.block);
    case 'type':
      return eb('type', '=', condition.type);
  }
}

function invoicesMatching(db: Executor, businessId: string, filter: InvoiceFilter) {
  return filter.reduce(
    (query, condition) => query.where((eb) => conditionOf(eb, condition)),
    db.selectFrom('invoices').where('business_id', '=', businessId),
  );
}

function inOrder<Output>(query: SelectQueryBuilder<DB, 'invoices', Output>, sort: InvoiceSort) {
  const { direction, columns } = SORT_ORDERS[sort];
  return columns.reduce((ordered, column) => ordered.orderBy(column, direction), query);
}

/** After `values` in `sort`'s order: a row comparison, which both databases answer from an index. */
function isAfter(sort: InvoiceSort, values: CursorValue[]) {
  const { direction, columns } = SORT_ORDERS[sort];
  const operator = sql.raw(direction === 'asc' ? '>' : '<');
  return sql<SqlBool>`(${sql.join(columns.map((column) => sql.ref(column)))}) ${operator} (${sql.join(values)})`;
}

/** A row's values of the columns `sort` orders by: where a page that ends on it ends. */
function positionOf(sort: InvoiceSort, row: InvoiceRow): CursorValue[] {
  return SORT_ORDERS[sort].columns.map((column) => {
    const value = row[column];
    return typeof value === 'string' ? value : Number(value);
  });
}

/** How to read a list: its order, and either a page (`limit` rows from `offset` or after `after`) or all. */
export type ListRead = {
  sort: InvoiceSort;
  /** null: every invoice. */
  limit: number | null;
  offset?: number;
  after?: CursorValue[];
};

/** Invoices in the list's order, and the position of the last when more follow (null at the end). */
export type ListPage = { data: StoredInvoice[]; nextPosition: CursorValue[] | null };

export async function readInvoiceList(
  db: Executor,
  businessId: string,
  filter: InvoiceFilter,
  { sort, limit, offset = 0, after }: ListRead,
): Promise<ListPage> {
  let matching = invoicesMatching(db, businessId, filter);
  if (after) matching = matching.where(isAfter(sort, after));
  let rows: InvoiceRow[];
  if (limit === null) {
    rows = await inOrder(matching.selectAll(), sort).execute();
  } else if (offset === 0) {
    // One more than the page, to know whether another follows.
    rows = await inOrder(matching.selectAll(), sort)
      .limit(limit + 1)
      .execute();
  } else {
    // The page's ids first, then only those rows: a deep page does not read every row it skips. Two
    // reads, each from an index: asked as `id in (the page's ids)` in one statement, PostgreSQL without
    // statistics compared every invoice of the business with each id of the page.
    const pageIds = await inOrder(matching.select('id'), sort)
      .limit(limit + 1)
      .offset(offset)
      .execute();
    rows =
      pageIds.length === 0
        ? []
        : await inOrder(
            db
              .selectFrom('invoices')
              .selectAll()
              .where('business_id', '=', businessId)
              .where(
                'id',
                'in',
                pageIds.map((row) => row.id),
              ),
            sort,
          ).execute();
  }
  const hasMore = limit !== null && rows.length > limit;
  const page = hasMore ? rows.slice(0, limit) : rows;
  const last = page.at(-1);
  return {
    data: page.map(storedInvoiceOf),
    nextPosition: hasMore && last ? positionOf(sort, last) : null,
  };
}

/**
 * How many invoices the filter picks, and, given a position, how many of them come up to it (its
 * page number follows), in one pass.
 */
export async function countInvoices(
  db: Executor,
  businessId: string,
  filter: InvoiceFilter,
  position?: { sort: InvoiceSort; values: CursorValue[] },
): Promise<{ total: number; upTo: number }> {
  const row = await invoicesMatching(db, businessId, filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      position
        ? eb.fn
            .sum<number>(eb.case().when(isAfter(position.sort, position.values)).then(0).else(1).end())
            .as('up_to')
        : eb.lit(0).as('up_to'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), upTo: Number(row.up_to ?? 0) };
}

/** The blocks the business's invoices name, each once, in natural order (Tower 2 before Tower 10). */
export async function listInvoiceBlocks(db: Executor, businessId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('client_block')
    .distinct()
    .where('business_id', '=', businessId)
    .where('client_block', '<>', '')
    .execute();
  return rows
    .map((row) => row.client_block)
    .sort((left, right) => left.localeCompare(right, 'en', { numeric: true, sensitivity: 'base' }));
}

/** A billing run's bills, in number order. */
export async function listRunBills(
  db: Executor,
  businessId: string,
  runId: string,
): Promise<StoredInvoice[]> {
  const rows = await db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('billing_run_id', '=', runId)
    .orderBy('invoice_number_value')
    .execute();
  return rows.map(storedInvoiceOf);
}
