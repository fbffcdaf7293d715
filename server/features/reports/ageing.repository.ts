import { AGE_BUCKETS, type AgeAmounts, type AgeBounds } from '@domain/ageing';
import type { ExpressionBuilder } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { isLedgerBill, isOwing, owedOn } from '../invoices';

/*
 * The reads behind Reports → Dues, each one grouped by flat in the database: no bill or receipt row
 * is ever loaded, only one row per flat.
 */

/** What each flat still owes on its ledger bills (total − received), summed per age bucket of the due date. */
export async function billDuesByFlat(
  db: Executor,
  businessId: string,
  bounds: AgeBounds,
): Promise<Map<string, AgeAmounts>> {
  const rows = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('customer_id', 'is not', null)
    .where((eb) => eb.and([isLedgerBill(eb), isOwing(eb)]))
    .select((eb) => {
      const owed = owedOn(eb);
      const owedWhen = (condition: Parameters<typeof eb.case>[0]) =>
        eb.fn.sum<number>(eb.case().when(condition).then(owed).else(eb.lit(0)).end());
      return [
        'customer_id',
        owedWhen(eb('due_date', '>', bounds.today)).as('notDue'),
        owedWhen(eb.between('due_date', bounds.from30, bounds.today)).as('days0to30'),
        owedWhen(eb.and([eb('due_date', '>=', bounds.from60), eb('due_date', '<', bounds.from30)])).as(
          'days31to60',
        ),
        owedWhen(eb.and([eb('due_date', '>=', bounds.from90), eb('due_date', '<', bounds.from60)])).as(
          'days61to90',
        ),
        owedWhen(eb('due_date', '<', bounds.from90)).as('days90plus'),
      ];
    })
    .groupBy('customer_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.customer_id as string,
      Object.fromEntries(AGE_BUCKETS.map((bucket) => [bucket, Number(row[bucket])])) as AgeAmounts,
    ]),
  );
}

/** The receipts that stand: a reversed one (a bounced cheque) is no payment. */
export function isCountedReceipt(businessId: string) {
  return (eb: ExpressionBuilder<DB, 'receipts'>) =>
    eb.and([eb('receipts.business_id', '=', businessId), eb('receipts.reversed_on', 'is', null)]);
}

/** The day of each flat's latest payment. */
export async function lastPaymentDatesByFlat(db: Executor, businessId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('receipts')
    .where(isCountedReceipt(businessId))
    .where('receipts.customer_id', 'is not', null)
    .select((eb) => ['receipts.customer_id', eb.fn.max('receipts.date_paid').as('last')])
    .groupBy('receipts.customer_id')
    .execute();
  return new Map(rows.map((row) => [row.customer_id as string, String(row.last)]));
}

export type ReportFlat = {
  id: string;
  name: string;
  email: string;
  phone: string;
  block: string;
  floor: string;
  flat: string;
  sortKey: string;
};

/** The business's flats (customers), or only those named, in their natural order. */
export async function flatsOf(
  db: Executor,
  businessId: string,
  ids?: readonly string[],
): Promise<ReportFlat[]> {
  let query = db
    .selectFrom('customers')
    .where('business_id', '=', businessId)
    .select(['id', 'name', 'email', 'phone', 'block', 'floor', 'flat', 'sort_key']);
  if (ids) query = query.where('id', 'in', ids.length > 0 ? ids : ['']);
  const rows = await query.orderBy('sort_key').orderBy('id').execute();
  return rows.map(({ sort_key, ...row }) => ({ ...row, sortKey: sort_key }));
}

/**
 * The ledger bills each named flat still owes on: how many, and the oldest (by due date, then number),
 * whose page its reminder links to.
 */
export async function owedBillsOf(
  db: Executor,
  businessId: string,
  customerIds: readonly string[],
): Promise<Map<string, { oldestBillId: string; count: number }>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'customer_id'])
    .where('business_id', '=', businessId)
    .where('customer_id', 'in', customerIds)
    .where((eb) => eb.and([isLedgerBill(eb), isOwing(eb)]))
    .orderBy('due_date')
    .orderBy('invoice_number_value')
    .orderBy('id')
    .execute();
  const bills = new Map<string, { oldestBillId: string; count: number }>();
  for (const row of rows) {
    const customerId = row.customer_id as string;
    const owed = bills.get(customerId);
    if (owed) owed.count += 1;
    else bills.set(customerId, { oldestBillId: row.id, count: 1 });
  }
  return bills;
}
