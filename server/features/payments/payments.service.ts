import { INVOICE_NOT_FOUND_MESSAGE, type TInvoice } from '../../../domain/api/invoices';
import {
  PAYMENT_DELETED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type TPaymentValues,
} from '../../../domain/api/payments';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { invoiceOf } from '../invoices';
import { deletePayment, lockInvoice, recordPayments } from '../ledger';

/**
 * Records a payment by hand in one transaction with the invoice row locked, so concurrent payments
 * are checked one after another and never together exceed the total.
 */
export async function recordPayment(
  app: AppInstance,
  caller: Caller,
  invoiceId: string,
  values: TPaymentValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const { business } = caller;
  await app.database.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, business.id, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    await recordPayments(trx, business, invoice, [{ values, path: '' }], now);
  });
  return invoiceOf(app, caller, invoiceId);
}

/** Deletes one payment of one of the caller's invoices; its total received and status follow. */
export async function removePayment(
  app: AppInstance,
  caller: Caller,
  invoiceId: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const businessId = caller.business.id;
  await app.database.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoice(trx, businessId, invoiceId, now);
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    if (!(await deletePayment(trx, businessId, invoice, paymentId))) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
    }
  });
  return { message: PAYMENT_DELETED_MESSAGE };
}
