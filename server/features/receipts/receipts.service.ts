import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  RECEIPT_NOT_FOUND_MESSAGE,
  type TReceipt,
  type TReceiptList,
  type TReversalValues,
} from '@domain/api/receipts';
import { receiptSplitOf } from '@domain/ledger';
import { fromPaise, sumPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { fieldChanges, recordChangeBy } from '../audit';
import { ownCustomerIds } from '../customers';
import { owedBillIdsOf } from '../invoices';
import { reverseReceipt } from '../ledger';
import {
  billsPaidBy,
  findReceipt,
  type ReceiptBill,
  type ReceiptRow,
  receiptsOfFlat,
} from './receipts.repository';

/** A receipt as stored, what it paid on each bill, and where its money stands (domain/ledger). */
export type ReceiptWithBills = {
  row: ReceiptRow;
  bills: ReceiptBill[];
  split: { openingPaise: number; advancePaise: number };
};

function withBills(row: ReceiptRow, bills: ReceiptBill[]): ReceiptWithBills {
  const onBillsPaise = sumPaise(bills.map((bill) => bill.paise));
  return { row, bills, split: receiptSplitOf({ ...row, isReversed: row.reversedOn !== null }, onBillsPaise) };
}

function receiptAnswerOf({ row, bills, split }: ReceiptWithBills): TReceipt {
  return {
    _id: row.id,
    receiptNumber: row.number,
    customer: row.customer && { _id: row.customer.id, name: row.customer.name, flat: row.customer.flat },
    amount: fromPaise(row.amountPaise),
    datePaid: row.datePaid,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    note: row.note,
    paidBy: row.paidBy,
    openingPaid: fromPaise(split.openingPaise),
    bills: bills.map((bill) => ({
      _id: bill.invoiceId,
      invoiceNumber: bill.invoiceNumber,
      amount: fromPaise(bill.paise),
    })),
    advance: fromPaise(split.advancePaise),
    reversal: row.reversedOn
      ? {
          reversedOn: row.reversedOn,
          reason: row.reversalReason,
          bounceCharge: fromPaise(row.bounceChargePaise),
        }
      : null,
    createdAt: row.createdAt,
  };
}

async function withBillsOf(
  db: Executor,
  businessId: string,
  rows: ReceiptRow[],
): Promise<ReceiptWithBills[]> {
  const bills = await billsPaidBy(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    withBills(
      row,
      bills.filter((bill) => bill.receiptId === row.id),
    ),
  );
}

/** One of the business's receipts with what it paid; undefined when it has no such receipt. */
export async function findReceiptWithBills(
  db: Executor,
  businessId: string,
  receiptId: string,
): Promise<ReceiptWithBills | undefined> {
  const row = await findReceipt(db, businessId, receiptId);
  return row && (await withBillsOf(db, businessId, [row]))[0];
}

/** One of the business's receipts, with what it paid; 404 for another business's. */
export async function readReceipt(db: Executor, businessId: string, receiptId: string): Promise<TReceipt> {
  const found = await findReceiptWithBills(db, businessId, receiptId);
  if (!found) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND_MESSAGE);
  return receiptAnswerOf(found);
}

/** A flat's receipts, newest first; 404 for another business's flat. */
export async function listFlatReceipts(
  context: ServiceContext,
  businessId: string,
  customerId: string,
): Promise<TReceiptList> {
  if (!(await ownCustomerIds(context.db, businessId, [customerId])).has(customerId)) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  }
  const rows = await receiptsOfFlat(context.db, businessId, customerId);
  return { items: (await withBillsOf(context.db, businessId, rows)).map(receiptAnswerOf) };
}

/** Reverses a receipt (a bounced cheque) in one transaction; answers it as it now stands. */
export async function reverse(
  context: ServiceContext,
  caller: Caller,
  receiptId: string,
  values: TReversalValues,
  now: Date = context.clock(),
): Promise<TReceipt> {
  const { business } = caller;
  await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    // Reversing changes the receipt: its own month must be open, as must the reversal's.
    const receipt = await findReceipt(trx, business.id, receiptId);
    books.assertOpen(receipt?.datePaid, values.reversedOn);
    await reverseReceipt(
      trx,
      business,
      receiptId,
      values,
      (customerId) => owedBillIdsOf(trx, business.id, customerId),
      now,
    );
    const changes = fieldChanges(
      { reversedOn: null, reason: null, bounceCharge: null },
      { reversedOn: values.reversedOn, reason: values.reason, bounceCharge: values.bounceCharge },
      ['reversedOn', 'reason', 'bounceCharge'],
    );
    await recordChangeBy(
      trx,
      caller,
      { entity: 'receipt', entityId: receiptId, action: 'reverse', changes },
      now,
    );
  });
  return readReceipt(context.db, business.id, receiptId);
}
