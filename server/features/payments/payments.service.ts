import { randomUUID } from 'node:crypto';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  type TInvoice,
  type TPaymentRecordUpdate,
} from '../../../domain/api/invoices';
import {
  amountAboveBalanceMessage,
  DATE_PAID_IN_FUTURE_MESSAGE,
  INVOICE_REPLACED_MESSAGE,
  PAYMENT_DELETED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type TPaymentValues,
} from '../../../domain/api/payments';
import { todayIn } from '../../../domain/dates';
import { formatMoney } from '../../../domain/format';
import { toPaise } from '../../../domain/money';
import { balanceDue, deriveStatus } from '../../../domain/status';
import type { AppInstance } from '../../app-context';
import type { BusinessRow, DbTransaction, InvoiceRow } from '../../db/schema';
import { AppError, type ErrorDetail } from '../../errors';
import type { Caller } from '../../plugins/authenticate';
import { findInvoice, lockInvoiceForUpdate } from '../invoices/invoices.repository';
import {
  deletePayment,
  insertPayments,
  type NewPayment,
  paymentIdsOf,
  providerPaymentRecorded,
  sumPaymentsOf,
  updateInvoiceReceived,
} from './payments.repository';

/** The invoice a payment goes to, as its (locked) row says, or as an edit has just recomputed it. */
type PaidInvoice = Pick<InvoiceRow, 'id' | 'total_paise' | 'currency' | 'replaced_by_invoice_id'>;

/** A new payment and where its fields sit in the request, for the error paths ('' or 'paymentRecords.2.'). */
type PaymentEntry = { values: TPaymentValues; path: string };

/** Total received and status from the payment rows themselves, never from a running figure. */
async function refreshReceived(
  trx: DbTransaction,
  business: BusinessRow,
  invoice: PaidInvoice,
): Promise<void> {
  const received = await sumPaymentsOf(trx, business, invoice.id);
  await updateInvoiceReceived(trx, business, invoice.id, {
    receivedPaise: received,
    status: deriveStatus(Number(invoice.total_paise), received),
  });
}

/**
 * Records payments on an invoice whose row the transaction has locked (DESIGN §4): each is more
 * than 0 (the schema), at most what is still due after the ones before it, and paid no later than
 * today in the business's zone. Any refusal throws, so the transaction stores none of them.
 */
async function recordPaymentsIn(
  trx: DbTransaction,
  business: BusinessRow,
  invoice: PaidInvoice,
  entries: PaymentEntry[],
  now: Date,
): Promise<void> {
  // What a replaced invoice owed is owed on its late-fee invoice: payments are recorded there.
  if (invoice.replaced_by_invoice_id) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_MESSAGE);
  const today = todayIn(business.time_zone, now);
  const total = Number(invoice.total_paise);
  let received = await sumPaymentsOf(trx, business, invoice.id);
  const rows: NewPayment[] = [];
  for (const { values, path } of entries) {
    const amount = toPaise(values.amountPaid);
    const balance = balanceDue(total, received);
    const errors: ErrorDetail[] = [];
    if (amount > balance) {
      const message = amountAboveBalanceMessage(formatMoney(balance, invoice.currency));
      errors.push({ path: `${path}amountPaid`, message });
    }
    if (values.datePaid > today) {
      errors.push({ path: `${path}datePaid`, message: DATE_PAID_IN_FUTURE_MESSAGE });
    }
    const [first] = errors;
    if (first) throw new AppError('BAD_REQUEST', first.message, errors);
    received += amount;
    rows.push({
      id: randomUUID(),
      amount_paise: amount,
      date_paid: values.datePaid,
      payment_method: values.paymentMethod,
      note: values.note,
      paid_by: values.paidBy,
      // Recorded by hand: no provider, so no provider payment id to keep unique.
      provider: null,
      provider_payment_id: null,
      created_at: now.toISOString(),
    });
  }
  await insertPayments(trx, business, invoice.id, rows);
  await refreshReceived(trx, business, invoice);
}

/** A payment a provider has captured, already checked against the provider's order. */
export type ProviderPayment = {
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  provider: 'razorpay';
  providerPaymentId: string;
};

/**
 * Records a provider's captured payment on an invoice whose row the transaction has locked, the
 * same way as one recorded by hand: only when it fits the balance due (money the invoice cannot
 * take is left to the owner, never recorded as an overpayment), then total received and status
 * from the payment rows. 'already' when this provider payment id is recorded on the business;
 * 'replaced' when a late-fee invoice replaced this one (an order opened before): left to the owner too.
 */
export async function recordProviderPaymentIn(
  trx: DbTransaction,
  business: BusinessRow,
  invoice: PaidInvoice,
  payment: ProviderPayment,
  now: Date,
): Promise<'recorded' | 'already' | 'above_balance' | 'replaced'> {
  if (await providerPaymentRecorded(trx, business, payment.provider, payment.providerPaymentId)) {
    return 'already';
  }
  if (invoice.replaced_by_invoice_id) return 'replaced';
  const received = await sumPaymentsOf(trx, business, invoice.id);
  if (payment.amountPaise > balanceDue(Number(invoice.total_paise), received)) return 'above_balance';
  await insertPayments(trx, business, invoice.id, [
    {
      id: randomUUID(),
      amount_paise: payment.amountPaise,
      date_paid: payment.datePaid,
      payment_method: payment.paymentMethod,
      note: payment.note,
      paid_by: '',
      provider: payment.provider,
      provider_payment_id: payment.providerPaymentId,
      created_at: now.toISOString(),
    },
  ]);
  await refreshReceived(trx, business, invoice);
  return 'recorded';
}

/**
 * The payment records an edit sends back (SPEC §7, the old client's way to record a payment), inside
 * the edit's transaction with the invoice locked and its new total: records with an `_id` must be
 * the invoice's own payments and are left as they are; the others are recorded as new payments.
 * Stored payments the list leaves out are kept: a payment is deleted with its own route.
 */
export async function applyPaymentRecords(
  trx: DbTransaction,
  business: BusinessRow,
  invoice: PaidInvoice,
  records: TPaymentRecordUpdate[],
  now: Date,
): Promise<void> {
  const storedIds = new Set(await paymentIdsOf(trx, business, invoice.id));
  const entries: PaymentEntry[] = [];
  for (const [index, record] of records.entries()) {
    if ('_id' in record) {
      if (!storedIds.has(record._id)) {
        throw new AppError('BAD_REQUEST', PAYMENT_NOT_FOUND_MESSAGE, [
          { path: `paymentRecords.${index}._id`, message: PAYMENT_NOT_FOUND_MESSAGE },
        ]);
      }
    } else {
      entries.push({ values: record, path: `paymentRecords.${index}.` });
    }
  }
  if (entries.length > 0) await recordPaymentsIn(trx, business, invoice, entries, now);
}

/** The invoice as its owner sees it, read after the change. */
async function ownInvoice(app: AppInstance, caller: Caller, id: string): Promise<TInvoice> {
  const invoice = await findInvoice(app.database.db, caller.businessRow, id);
  if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
  return invoice;
}

/**
 * Records a payment by hand (SPEC §2 Record Payment) in one transaction with the invoice row locked,
 * so concurrent payments are checked one after another and never together exceed the total.
 */
export async function recordPayment(
  app: AppInstance,
  caller: Caller,
  invoiceId: string,
  values: TPaymentValues,
  now: Date = new Date(),
): Promise<TInvoice> {
  const business = caller.businessRow;
  await app.database.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoiceForUpdate(trx, business, invoiceId, now.toISOString());
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    await recordPaymentsIn(trx, business, invoice, [{ values, path: '' }], now);
  });
  return ownInvoice(app, caller, invoiceId);
}

/**
 * Deletes one payment of one of the caller's invoices and recomputes its total received and status
 * (DESIGN §4). A payment recorded by the provider may be deleted too: the owner corrects mistakes.
 */
export async function removePayment(
  app: AppInstance,
  caller: Caller,
  invoiceId: string,
  paymentId: string,
  now: Date = new Date(),
): Promise<{ message: string }> {
  const business = caller.businessRow;
  await app.database.db.transaction().execute(async (trx) => {
    const invoice = await lockInvoiceForUpdate(trx, business, invoiceId, now.toISOString());
    if (!invoice) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE);
    if (!(await deletePayment(trx, business, invoiceId, paymentId))) {
      throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND_MESSAGE);
    }
    await refreshReceived(trx, business, invoice);
  });
  return { message: PAYMENT_DELETED_MESSAGE };
}
