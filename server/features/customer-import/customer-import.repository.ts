import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
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

export async function insertCustomers(
  trx: Transaction<DB>,
  businessId: string,
  customers: TCustomerValues[],
): Promise<void> {
  const now = new Date().toISOString();
  for (let start = 0; start < customers.length; start += INSERT_BATCH) {
    const batch = customers.slice(start, start + INSERT_BATCH).map((values) => ({
      id: randomUUID(),
      business_id: businessId,
      ...customerValuesToColumns(values),
      created_at: now,
      updated_at: now,
    }));
    await trx.insertInto('customers').values(batch).execute();
  }
}

/** Updates the details of existing customers; their flats stay as they are. */
export async function updateCustomerDetails(
  trx: Transaction<DB>,
  businessId: string,
  updates: { id: string; values: TCustomerValues }[],
): Promise<void> {
  const now = new Date().toISOString();
  for (const { id, values } of updates) {
    const { block, floor, flat, sort_key, ...details } = customerValuesToColumns(values);
    await trx
      .updateTable('customers')
      .set({ ...details, updated_at: now })
      .where('business_id', '=', businessId)
      .where('id', '=', id)
      .execute();
  }
}
