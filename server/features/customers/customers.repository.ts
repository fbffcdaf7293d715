import { randomUUID } from 'node:crypto';
import type { TCustomer, TCustomerDues, TCustomerValues } from '@domain/api/customers';
import { fromPaise } from '@domain/money';
import { type SqlBool, sql, type Transaction } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';
import { blockAndFlatContain, containsPattern } from '../../db/text-search';
import { isOwing, owedOn } from '../invoices';
import { customerRowToCustomer, customerValuesToColumns } from './customer-rows';

/** Whose customers: rows are filtered by the business and answered with its owner as `userId`. */
export type CustomerOwner = { businessId: string; ownerUserId: string };

/** Which customers: those whose details contain `search`, archived or not. */
export type CustomerFilter = { search: string; archived: boolean };
type CustomerPage = CustomerFilter & { limit: number | null; offset: number };

/**
 * The business's customers, archived or not, whose details contain `search` (any case), or whose
 * block and flat run together do ('A 101' finds block A's flat 101); all of them when it is ''.
 */
function customersMatching(db: Executor, owner: CustomerOwner, { search, archived }: CustomerFilter) {
  const query = db
    .selectFrom('customers')
    .where('business_id', '=', owner.businessId)
    .where('archived_at', archived ? 'is not' : 'is', null);
  if (search === '') return query;
  const conditions = [sql<SqlBool>`search_text like ${containsPattern(search)} escape '\\'`];
  const blockAndFlat = blockAndFlatContain('block', 'flat', search);
  if (blockAndFlat) conditions.push(blockAndFlat);
  return query.where(sql<SqlBool>`(${sql.join(conditions, sql` or `)})`);
}

/** A page of the business's customers in the natural order of their flats (the sort key's bytes). */
export async function listCustomers(
  db: Executor,
  owner: CustomerOwner,
  { limit, offset, ...filter }: CustomerPage,
): Promise<TCustomer[]> {
  let query = customersMatching(db, owner, filter).selectAll().orderBy('sort_key').orderBy('id');
  if (limit !== null) query = query.limit(limit).offset(offset);
  const rows = await query.execute();
  return rows.map((row) => customerRowToCustomer(row, owner.ownerUserId));
}

export async function countCustomers(
  db: Executor,
  owner: CustomerOwner,
  filter: CustomerFilter,
): Promise<number> {
  const row = await customersMatching(db, owner, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findCustomer(
  db: Executor,
  owner: CustomerOwner,
  id: string,
): Promise<TCustomer | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', owner.businessId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && customerRowToCustomer(row, owner.ownerUserId);
}

/** The customer holding a flat, matched by its sort key: 'a-01' finds 'A-1'. */
export async function findCustomerByFlatKey(
  db: Executor,
  owner: CustomerOwner,
  sortKey: string,
): Promise<TCustomer | undefined> {
  const row = await db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', owner.businessId)
    .where('sort_key', '=', sortKey)
    .executeTakeFirst();
  return row && customerRowToCustomer(row, owner.ownerUserId);
}

/**
 * Answers undefined when the flat already has a customer: the unique indexes decide, so of two
 * requests racing for one flat exactly one is stored.
 */
export async function insertCustomer(
  db: Executor,
  owner: CustomerOwner,
  values: TCustomerValues,
): Promise<TCustomer | undefined> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('customers')
    .values({
      id: randomUUID(),
      business_id: owner.businessId,
      ...customerValuesToColumns(values),
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && customerRowToCustomer(row, owner.ownerUserId);
}

/**
 * Reads a customer for an edit and holds it until the transaction ends. Writing `updated_at` is what
 * takes the row lock on PostgreSQL (SELECT … FOR UPDATE is not SQLite syntax; SQLite's one connection
 * already runs a transaction alone), so a concurrent edit waits and then merges into this one's result.
 */
export async function lockCustomerForUpdate(
  trx: Transaction<DB>,
  owner: CustomerOwner,
  id: string,
  now: string,
): Promise<TCustomer | undefined> {
  const row = await trx
    .updateTable('customers')
    .set({ updated_at: now })
    .where('business_id', '=', owner.businessId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && customerRowToCustomer(row, owner.ownerUserId);
}

/** Writes every detail, so the sort key and the search text always match the row they sit on. */
export async function updateCustomer(
  trx: Transaction<DB>,
  owner: CustomerOwner,
  id: string,
  values: TCustomerValues,
  now: string,
): Promise<TCustomer> {
  const row = await trx
    .updateTable('customers')
    .set({ ...customerValuesToColumns(values), updated_at: now })
    .where('business_id', '=', owner.businessId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return customerRowToCustomer(row, owner.ownerUserId);
}

/** Invoices that name the customer keep their own copy of its details (their reference is set null). */
export async function deleteCustomer(db: Executor, owner: CustomerOwner, id: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('customers')
    .where('business_id', '=', owner.businessId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

/** What the customer's invoices still claim, per currency: the one owing condition the lists use. */
export async function sumCustomerDues(
  db: Executor,
  owner: CustomerOwner,
  id: string,
): Promise<TCustomerDues> {
  const rows = await db
    .selectFrom('invoices')
    .where('business_id', '=', owner.businessId)
    .where('customer_id', '=', id)
    .where(isOwing)
    .select((eb) => [
      'currency',
      eb.fn.sum<number>(owedOn(eb)).as('owed'),
      eb.fn.countAll<number>().as('invoices'),
    ])
    .groupBy('currency')
    .orderBy('currency')
    .execute();
  return {
    owed: rows.map((row) => ({ currency: row.currency, amount: fromPaise(Number(row.owed)) })),
    invoices: rows.reduce((sum, row) => sum + Number(row.invoices), 0),
  };
}

/** Which of these customer ids are the business's own: another business's are as unknown as made-up ones. */
export async function ownCustomerIds(db: Executor, businessId: string, ids: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  await inSlices([...new Set(ids)], async (slice) => {
    const rows = await db
      .selectFrom('customers')
      .select('id')
      .where('business_id', '=', businessId)
      .where('id', 'in', slice)
      .execute();
    for (const row of rows) found.add(row.id);
  });
  return found;
}

/** Sets or clears the flat's archived instant; undefined when the business has no such flat. */
export async function setCustomerArchived(
  db: Executor,
  owner: CustomerOwner,
  id: string,
  archivedAt: string | null,
): Promise<TCustomer | undefined> {
  const row = await db
    .updateTable('customers')
    .set({ archived_at: archivedAt })
    .where('business_id', '=', owner.businessId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row && customerRowToCustomer(row, owner.ownerUserId);
}
