import type { TCustomer, TCustomerValues } from '@domain/api/customers';
import { sql, type Transaction } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { eventLoopTurns } from '../../event-loop-turns';
import { type CustomerOwner, customerRowToCustomer, customerValuesToColumns } from '../customers';

/** Rows per INSERT: well under SQLite's limit of bound parameters per statement. */
const INSERT_BATCH = 400;

/** Customers read per query: SQLite answers synchronously, and 2,000 rows take it a few ms. */
const READ_PAGE = 2_000;

/**
 * The business's customers by flat key (domain/natural-sort.ts), a page at a time in flat order, the
 * event loop getting a turn between pages: one read of 10,000 customers from SQLite's synchronous
 * driver would hold every other request for over 100 ms.
 */
export async function customersByFlatKey(
  db: Executor,
  owner: CustomerOwner,
): Promise<Map<string, TCustomer>> {
  const customers = new Map<string, TCustomer>();
  const giveTurn = eventLoopTurns();
  let after: string | undefined;
  for (;;) {
    let query = db.selectFrom('customers').selectAll().where('business_id', '=', owner.businessId);
    if (after !== undefined) query = query.where('sort_key', '>', after);
    const rows = await query.orderBy('sort_key').limit(READ_PAGE).execute();
    for (const row of rows) customers.set(row.sort_key, customerRowToCustomer(row, owner.ownerUserId));
    after = rows.at(-1)?.sort_key;
    if (rows.length < READ_PAGE || after === undefined) return customers;
    await giveTurn();
  }
}

/** A flat the import adds, with the id it is given (its opening balance is set under that id). */
export type NewCustomer = { id: string; values: TCustomerValues };

/**
 * Inserts new customers and answers how many were stored: fewer than given when another request
 * added one of these flats meanwhile (the unique indexes decide, as for a single create).
 */
export async function insertCustomers(
  trx: Transaction<DB>,
  businessId: string,
  customers: NewCustomer[],
): Promise<number> {
  let stored = 0;
  const giveTurn = eventLoopTurns();
  const now = new Date().toISOString();
  for (let start = 0; start < customers.length; start += INSERT_BATCH) {
    const batch = customers.slice(start, start + INSERT_BATCH).map(({ id, values }) => ({
      id,
      business_id: businessId,
      ...customerValuesToColumns(values),
      created_at: now,
      updated_at: now,
    }));
    const inserted = await trx
      .insertInto('customers')
      .values(batch)
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .execute();
    stored += inserted.length;
    // SQLite writes synchronously: other requests get a turn between batches.
    await giveTurn();
  }
  return stored;
}

/**
 * Refreshes the planner's statistics of the customers table: after thousands of rows arrive at once
 * they are stale until autovacuum gets round to it, and a plan chosen for an empty table can turn a
 * lookup into a scan. Both SQLite and PostgreSQL know ANALYZE of one table.
 */
export async function refreshCustomerStatistics(db: Executor): Promise<void> {
  await sql`analyze customers`.execute(db);
}
