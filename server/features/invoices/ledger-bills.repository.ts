import type { Executor } from '../../db/schema';
import { isLedgerBill, isOwing } from './invoice-conditions';

/** A flat's bills still owed, oldest due first (then by number): the order money on account pays them. */
export async function owedBillIdsOf(db: Executor, businessId: string, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select('id')
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where((eb) => eb.and([isLedgerBill(eb), isOwing(eb)]))
    .orderBy('due_date')
    .orderBy('invoice_number_value')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** A flat's bills on its ledger in sums, in paise: what they bill, and what is still owed on them. */
export async function ledgerBillTotalsOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<{ billedPaise: number; owedPaise: number }> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('billed'),
      eb.fn.coalesce(eb.fn.sum<number>('total_received_paise'), eb.lit(0)).as('received'),
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where(isLedgerBill)
    .executeTakeFirstOrThrow();
  return { billedPaise: Number(row.billed), owedPaise: Number(row.billed) - Number(row.received) };
}
