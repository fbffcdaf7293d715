import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  RECEIPT_NOT_FOUND_MESSAGE,
  type TReceipt,
  type TReceiptList,
  type TReversalValues,
} from '@domain/api/receipts';
import { fromPaise, sumPaise } from '@domain/money';
import { formatReceiptNumber } from '@domain/numbering';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
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

function receiptAnswerOf(row: ReceiptRow, bills: ReceiptBill[]): TReceipt {
  const billsPaise = sumPaise(bills.map((bill) => bill.paise));
  return {
    _id: row.id,
    receiptNumber: formatReceiptNumber(row.numberValue),
    customer: row.customer && { _id: row.customer.id, name: row.customer.name, flat: row.customer.flat },
    amount: fromPaise(row.amountPaise),
    datePaid: row.datePaid,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    note: row.note,
    paidBy: row.paidBy,
    openingPaid: fromPaise(row.reversedOn ? 0 : row.openingPaise),
    bills: bills.map((bill) => ({
      _id: bill.invoiceId,
      invoiceNumber: bill.invoiceNumber,
      amount: fromPaise(bill.paise),
    })),
    advance: fromPaise(row.reversedOn ? 0 : row.amountPaise - row.openingPaise - billsPaise),
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

async function answersOf(db: Executor, businessId: string, rows: ReceiptRow[]): Promise<TReceipt[]> {
  const bills = await billsPaidBy(
    db,
    businessId,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    receiptAnswerOf(
      row,
      bills.filter((bill) => bill.receiptId === row.id),
    ),
  );
}

/** One of the business's receipts, with what it paid; 404 for another business's. */
export async function readReceipt(db: Executor, businessId: string, receiptId: string): Promise<TReceipt> {
  const row = await findReceipt(db, businessId, receiptId);
  if (!row) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND_MESSAGE);
  const [answer] = await answersOf(db, businessId, [row]);
  return answer as TReceipt;
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
  return { items: await answersOf(context.db, businessId, rows) };
}

/** Reverses a receipt (a bounced cheque) in one transaction; answers it as it now stands. */
export async function reverse(
  context: ServiceContext,
  business: Pick<CallerBusiness, 'id' | 'timeZone'>,
  receiptId: string,
  values: TReversalValues,
  now: Date = context.clock(),
): Promise<TReceipt> {
  await context.db
    .transaction()
    .execute((trx) =>
      reverseReceipt(
        trx,
        business,
        receiptId,
        values,
        (customerId) => owedBillIdsOf(trx, business.id, customerId),
        now,
      ),
    );
  return readReceipt(context.db, business.id, receiptId);
}
