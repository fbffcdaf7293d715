import { INVOICE_NOT_FOUND_MESSAGE, type TInvoice } from '@domain/api/invoices';
import {
  PAYMENT_DELETED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type TPaymentValues,
} from '@domain/api/payments';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { readOwnInvoice } from '../invoices';
import { deletePayment, lockFlatOfPayment, lockInvoice, recordPayments } from '../ledger';
import { queueReceiptMessages } from '../messaging';
import { recordPaymentDeletion, recordReceiptAudit } from './payment-audit';

/**
 * Records a payment by hand in one transaction with the invoice row locked, so concurrent payments
 * are checked one after another and never together exceed the total.
 */
export async function recordPayment(
  context: ServiceContext,
  caller: Caller,
  invoiceId: string,
  values: TPaymentValues,
  now: Date = context.clock(),
): Promise<TInvoice> {
  const { business } = caller;
  await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    const invoice = await lockInvoice(trx, business.id, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    books.assertOpen(values.datePaid);
    const receiptIds = await recordPayments(trx, business, invoice, [{ values, path: '' }], now);
    await queueReceiptMessages(context, trx, business.id, receiptIds);
    for (const receiptId of receiptIds) {
      await recordReceiptAudit(
        trx,
        caller,
        receiptId,
        {
          amount: values.amountPaid,
          date: values.datePaid,
          method: values.paymentMethod,
          on: `Invoice ${invoice.invoiceNumber}`,
          note: values.note,
          paidBy: values.paidBy,
        },
        now,
      );
    }
  });
  return readOwnInvoice(context.db, business.id, invoiceId);
}

/**
 * Deletes one payment of one of the caller's invoices, with the receipt it came from; the totals
 * received and statuses of every invoice that receipt paid follow.
 */
export async function removePayment(
  context: ServiceContext,
  caller: Caller,
  invoiceId: string,
  paymentId: string,
  now: Date = context.clock(),
): Promise<{ message: string }> {
  const businessId = caller.business.id;
  await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, businessId);
    await lockFlatOfPayment(trx, businessId, paymentId, now);
    const invoice = await lockInvoice(trx, businessId, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    const deleted = await deletePayment(trx, businessId, invoice, paymentId, now, books);
    if (!deleted) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
    await recordPaymentDeletion(
      trx,
      caller,
      paymentId,
      { invoiceNumber: invoice.invoiceNumber, amountPaise: deleted.amountPaise },
      now,
    );
  });
  return { message: PAYMENT_DELETED_MESSAGE };
}
