import {
  ONLINE_PAYMENT_NOT_REVERSED_MESSAGE,
  RECEIPT_ALREADY_REVERSED_MESSAGE,
  RECEIPT_NOT_FOUND_MESSAGE,
  REVERSAL_BEFORE_PAYMENT_MESSAGE,
  REVERSAL_IN_FUTURE_MESSAGE,
  type TReversalValues,
} from '@domain/api/receipts';
import { todayIn } from '@domain/dates';
import { toPaise } from '@domain/money';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { spendAdvanceOnDues } from './flat-ledger';
import { type LedgerBusiness, lockInvoice, refreshReceived } from './ledger';
import type { LedgerInvoice } from './ledger-types';
import { findReceiptToReverse, markReceiptReversed } from './receipt-reversal.repository';
import { deleteReceiptPayments, invoicesPaidBy, lockLedgerAccount } from './receipts.repository';

function refuseDate(message: string): never {
  throw new AppError('BAD_REQUEST', message, [{ path: 'reversedOn', message }]);
}

/**
 * Reverses a receipt whose money did not arrive (a bounced cheque). It stays in the ledger, marked
 * reversed with its date and reason; what it paid on each bill is owed again and what it paid on the
 * opening balance is owed again; its advance is gone. Holds the flat's account, then the bills it
 * paid, as every ledger write does; a second reversal of the same receipt is refused (409). What the
 * flat still holds as advance then pays what is owed again (`owedBillIds`: the flat's bills still owed,
 * oldest due first, read once its account is held).
 */
export async function reverseReceipt(
  trx: DbTransaction,
  business: LedgerBusiness,
  receiptId: string,
  values: TReversalValues,
  owedBillIds: (customerId: string) => Promise<string[]>,
  now: Date,
): Promise<void> {
  const found = await findReceiptToReverse(trx, business.id, receiptId);
  if (!found) throw new AppError('NOT_FOUND', RECEIPT_NOT_FOUND_MESSAGE);
  if (found.customerId) await lockLedgerAccount(trx, business.id, found.customerId, now.toISOString());
  if (found.isReversed) throw new AppError('CONFLICT', RECEIPT_ALREADY_REVERSED_MESSAGE);
  if (found.isOnline) throw new AppError('CONFLICT', ONLINE_PAYMENT_NOT_REVERSED_MESSAGE);
  if (values.reversedOn > todayIn(business.timeZone, now)) refuseDate(REVERSAL_IN_FUTURE_MESSAGE);
  if (values.reversedOn < found.datePaid) refuseDate(REVERSAL_BEFORE_PAYMENT_MESSAGE);
  const isFirst = await markReceiptReversed(trx, business.id, receiptId, {
    reversedOn: values.reversedOn,
    reason: values.reason,
    bounceChargePaise: toPaise(values.bounceCharge),
  });
  if (!isFirst) throw new AppError('CONFLICT', RECEIPT_ALREADY_REVERSED_MESSAGE);
  const paid: LedgerInvoice[] = [];
  for (const id of await invoicesPaidBy(trx, business.id, receiptId)) {
    const invoice = await lockInvoice(trx, business.id, id, now);
    if (invoice) paid.push(invoice);
  }
  await deleteReceiptPayments(trx, business.id, receiptId);
  for (const invoice of paid) await refreshReceived(trx, business.id, invoice);
  if (found.customerId) {
    await spendAdvanceOnDues(trx, business, found.customerId, await owedBillIds(found.customerId), now);
  }
}
