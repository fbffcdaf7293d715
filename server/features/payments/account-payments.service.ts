import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  OPENING_AS_OF_IN_FUTURE_MESSAGE,
  type TAccountPaymentAnswer,
  type TAccountPaymentValues,
  type TLedger,
  type TOpeningBalanceValues,
} from '@domain/api/ledger';
import { todayIn } from '@domain/dates';
import { flatDuesOf } from '@domain/ledger';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { ownCustomerIds } from '../customers';
import { ledgerBillTotalsOf, owedBillIdsOf } from '../invoices';
import { type AccountReceipt, flatAccountOf, receiveOnAccount, setOpeningBalance } from '../ledger';
import { queueReceiptMessages } from '../messaging';
import { recordOpeningBalanceAudit, recordReceiptAudit } from './payment-audit';

/** Another business's flat, or none, is not found: nothing is said about whose it is. */
async function assertOwnCustomer(db: Executor, businessId: string, customerId: string): Promise<void> {
  if (!(await ownCustomerIds(db, businessId, [customerId])).has(customerId)) {
    throw new AppError('NOT_FOUND', CUSTOMER_NOT_FOUND_MESSAGE);
  }
}

/** A flat's account in sums: its bills from invoices, its opening balance, receipts and advance from the ledger. */
export async function ledgerOf(db: Executor, businessId: string, customerId: string): Promise<TLedger> {
  const bills = await ledgerBillTotalsOf(db, businessId, customerId);
  const account = await flatAccountOf(db, businessId, customerId);
  return {
    customerId,
    opening: { amount: fromPaise(account.openingPaise), asOf: account.openingAsOf },
    billed: fromPaise(bills.billedPaise),
    credited: fromPaise(bills.creditedPaise),
    received: fromPaise(account.receivedPaise),
    dues: fromPaise(flatDuesOf(account.openingOwedPaise, bills.owedPaise)),
    advance: fromPaise(account.advancePaise),
  };
}

/** GET a flat's account: 404 for another business's flat. */
export async function readLedger(context: ServiceContext, businessId: string, customerId: string) {
  await assertOwnCustomer(context.db, businessId, customerId);
  return ledgerOf(context.db, businessId, customerId);
}

function receiptAnswerOf(
  receipt: AccountReceipt,
  values: TAccountPaymentValues,
): TAccountPaymentAnswer['receipt'] {
  return {
    _id: receipt.receiptId,
    receiptNumber: receipt.receiptNumber,
    amount: values.amountPaid,
    datePaid: values.datePaid,
    paymentMethod: values.paymentMethod,
    reference: values.reference,
    openingPaid: fromPaise(receipt.openingPaise),
    bills: receipt.bills.map(({ invoice, paise }) => ({
      _id: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      amount: fromPaise(paise),
    })),
    advance: fromPaise(receipt.advancePaise),
  };
}

/**
 * Records money received for a flat in one transaction: the oldest dues first, the rest as advance.
 * The flat's ledger account is held throughout, so payments at once for one flat spread one after
 * another and never pay the same rupee twice.
 */
export async function payOnAccount(
  context: ServiceContext,
  caller: Caller,
  customerId: string,
  values: TAccountPaymentValues,
  now: Date = context.clock(),
): Promise<TAccountPaymentAnswer> {
  const { business } = caller;
  const receipt = await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    books.assertOpen(values.datePaid);
    await assertOwnCustomer(trx, business.id, customerId);
    const owedBills = () => owedBillIdsOf(trx, business.id, customerId);
    const received = await receiveOnAccount(trx, business, customerId, owedBills, values, now);
    await queueReceiptMessages(context, trx, business.id, [received.receiptId]);
    await recordReceiptAudit(
      trx,
      caller,
      received.receiptId,
      {
        amount: values.amountPaid,
        date: values.datePaid,
        method: values.paymentMethod,
        on: 'The flat’s account',
        reference: values.reference,
      },
      now,
    );
    return received;
  });
  return {
    receipt: receiptAnswerOf(receipt, values),
    ledger: await ledgerOf(context.db, business.id, customerId),
  };
}

/** Sets a flat's opening balance, as of a day not after today in the business's zone; answers its account. */
export async function saveOpeningBalance(
  context: ServiceContext,
  caller: Caller,
  customerId: string,
  values: TOpeningBalanceValues,
  now: Date = context.clock(),
): Promise<TLedger> {
  const { business } = caller;
  if (values.asOf !== null && values.asOf > todayIn(business.timeZone, now)) {
    throw new AppError('BAD_REQUEST', OPENING_AS_OF_IN_FUTURE_MESSAGE, [
      { path: 'asOf', message: OPENING_AS_OF_IN_FUTURE_MESSAGE },
    ]);
  }
  await context.db.transaction().execute(async (trx) => {
    await assertOwnCustomer(trx, business.id, customerId);
    const before = await flatAccountOf(trx, business.id, customerId);
    await setOpeningBalance(trx, business.id, customerId, values, now);
    await recordOpeningBalanceAudit(
      trx,
      caller,
      customerId,
      { amount: fromPaise(before.openingPaise), asOf: before.openingAsOf },
      { amount: values.amount, asOf: values.asOf },
      now,
    );
  });
  return ledgerOf(context.db, business.id, customerId);
}
