import type { Executor } from '../../db/schema';
import { isLedgerBill, isOwing } from './invoice-conditions';

/**
 * A flat's bills still owed, oldest due first (then by number): the order money on account pays them.
 * Sorted here: ordered by the database, SQLite walks the business's due-date index through every
 * bill of every flat instead of taking the flat's few by its customer index (see ledgerBillsOf).
 */
export async function owedBillIdsOf(db: Executor, businessId: string, customerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('invoices')
    .select(['id', 'due_date', 'invoice_number_value'])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where((eb) => eb.and([isLedgerBill(eb), isOwing(eb)]))
    .execute();
  const order = (row: (typeof rows)[number]) =>
    [row.due_date, Number(row.invoice_number_value), row.id] as const;
  return rows
    .sort((first, second) => {
      const [firstDue, firstNumber, firstId] = order(first);
      const [secondDue, secondNumber, secondId] = order(second);
      if (firstDue !== secondDue) return firstDue < secondDue ? -1 : 1;
      if (firstNumber !== secondNumber) return firstNumber - secondNumber;
      return firstId < secondId ? -1 : 1;
    })
    .map((row) => row.id);
}

/** A flat's bills on its ledger in sums, in paise: what they bill, what credit notes took off them, what is still owed. */
export async function ledgerBillTotalsOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<{ billedPaise: number; creditedPaise: number; owedPaise: number }> {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('total_paise'), eb.lit(0)).as('billed'),
      eb.fn.coalesce(eb.fn.sum<number>('total_credited_paise'), eb.lit(0)).as('credited'),
      eb.fn.coalesce(eb.fn.sum<number>('total_received_paise'), eb.lit(0)).as('received'),
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where(isLedgerBill)
    .executeTakeFirstOrThrow();
  const [billed, credited, received] = [Number(row.billed), Number(row.credited), Number(row.received)];
  return { billedPaise: billed, creditedPaise: credited, owedPaise: billed - credited - received };
}

/** One of a flat's bills as its statement lists it; total in paise. */
export type LedgerBill = {
  id: string;
  invoiceNumber: string;
  numberValue: number;
  type: string;
  date: string;
  dueDate: string;
  totalPaise: number;
};

/**
 * Every bill on a flat's ledger, in date order. Sorted here, not by the database: ordered by date,
 * SQLite walks the business's date index through every bill of every flat (11 ms for 36,000 bills)
 * instead of taking the flat's few dozen by its customer index.
 */
export async function ledgerBillsOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<LedgerBill[]> {
  const rows = await db
    .selectFrom('invoices')
    .select([
      'id',
      'invoice_number',
      'invoice_number_value',
      'type',
      'invoice_date',
      'due_date',
      'total_paise',
    ])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .where(isLedgerBill)
    .execute();
  const bills = rows.map((row) => ({
    id: row.id,
    invoiceNumber: row.invoice_number,
    numberValue: Number(row.invoice_number_value),
    type: row.type,
    date: row.invoice_date,
    dueDate: row.due_date,
    totalPaise: Number(row.total_paise),
  }));
  return bills.sort((first, second) =>
    first.date === second.date ? first.numberValue - second.numberValue : first.date < second.date ? -1 : 1,
  );
}
