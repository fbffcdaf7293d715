import { INVOICE_NOT_FOUND_MESSAGE, type TInvoice } from '@domain/api/invoices';
import {
  PAYMENT_DELETED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type TPaymentValues,
} from '@domain/api/payments';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { AppError } from '../../errors';
import { readOwnInvoice } from '../invoices';
import { deletePayment, lockFlatOfPayment, lockInvoice, recordPayments } from '../ledger';
import { queueReceiptMessages } from '../messaging';

/**
 * Records a payment by hand in one transaction with the invoice row locked, so concurrent payments
 * are checked one after another and never together exceed the total.
 */
export async function recordPayment(
  context: ServiceContext,
  business: Pick<CallerBusiness, 'id' | 'timeZone'>,
  invoiceId: string,
  values: TPaymentValues,
  now: Date = context.clock(),
): Promise<TInvoice> {
  await context.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, business.id, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    const receiptIds = await recordPayments(trx, business, invoice, [{ values, path: '' }], now);
    await queueReceiptMessages(context, trx, business.id, receiptIds);
  });
  return readOwnInvoice(context.db, business.id, invoiceId);
}

/**
 * Deletes one payment of one of the caller's invoices, with the receipt it came from; the totals
 * received and statuses of every invoice that receipt paid follow.
 */
export async function removePayment(
  context: ServiceContext,
  businessId: string,
  invoiceId: string,
  paymentId: string,
  now: Date = context.clock(),
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    await lockFlatOfPayment(trx, businessId, paymentId, now);
    const invoice = await lockInvoice(trx, businessId, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    if (!(await deletePayment(trx, businessId, invoice, paymentId, now))) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
    }
  });
  return { message: PAYMENT_DELETED_MESSAGE };
}
