import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { TCustomerValues } from '../../../domain/api/customers';
import type { CustomerRow, DB, Executor } from '../../db/schema';
import { customerValuesToColumns } from '../customers/customer-rows';

/** Rows per INSERT: well under SQLite's limit of bound parameters per statement. */
const INSERT_BATCH = 400;

/** The business's customers by flat key (domain/natural-sort.ts), in one query. */
export async function customersByFlatKey(
  db: Executor,
  businessId: string,
): Promise<Map<string, CustomerRow>> {
  const rows = await db.selectFrom('customers').selectAll().where('business_id', '=', businessId).execute();
  return new Map(rows.map((row) => [row.sort_key, row]));
}

/**
 * Inserts new customers and answers how many were stored: fewer than given when another request
 * added one of these flats meanwhile (the unique indexes decide, as for a single create).
 */
export async function insertCustomers(
  trx: Transaction<DB>,
  businessId: string,
  customers: TCustomerValues[],
): Promise<number> {
  let stored = 0;
  const now = new Date().toISOString();
  for (let start = 0; start < customers.length; start += INSERT_BATCH) {
    const batch = customers.slice(start, start + INSERT_BATCH).map((values) => ({
      id: randomUUID(),
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
