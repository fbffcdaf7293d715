import { randomUUID } from 'node:crypto';
import type { TPaymentRecordUpdate } from '@domain/api/invoices';
import {
  amountAboveBalanceMessage,
  DATE_PAID_IN_FUTURE_MESSAGE,
  INVOICE_REPLACED_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  type TPaymentValues,
} from '@domain/api/payments';
import { todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import { ledgerFlatOf } from '@domain/ledger';
import { toPaise } from '@domain/money';
import { balanceDue, deriveStatus } from '@domain/status';
import type { DbTransaction } from '../../db/schema';
import { AppError, type ErrorDetail } from '../../errors';
import type { ClosedBooks } from '../../tenancy/closed-books';
import { takeDocumentNumber } from '../numbering';
import {
  deletePaymentRow,
  insertPayments,
  lockInvoiceRow,
  paymentIdsOf,
  providerPaymentRecorded,
  sumPaymentsOf,
  updateInvoiceReceived,
} from './ledger.repository';
import type { LedgerInvoice, NewPayment, ProviderReference } from './ledger-types';
import { deleteReceiptRow, insertReceipt, invoicesPaidBy, receiptOfPayment } from './receipts.repository';

/*
 * The one place that changes what an invoice has received. Every function runs inside the caller's
 * transaction with the invoice row locked (lockInvoice), so concurrent payments are checked one after
 * another; total received and status are always recomputed from the payment rows themselves. Money
 * received is a numbered receipt; its payment rows say what it paid on each invoice.
 */

/** How the payment a new Receipt records is described: every Paid document has money behind it. */
const RECEIPT_PAYMENT_METHOD = 'Others';
const RECEIPT_PAYMENT_NOTE = 'Recorded with the receipt';

/** The business a payment is recorded for: its calendar decides what "today" is. */
export type LedgerBusiness = { id: string; timeZone: string };

/** Locks one of the business's invoices for the rest of the transaction; undefined when it has none. */
export function lockInvoice(
  trx: DbTransaction,
  businessId: string,
  invoiceId: string,
  now: Date,
): Promise<LedgerInvoice | undefined> {
  return lockInvoiceRow(trx, businessId, invoiceId, now.toISOString());
}

/** The one way a payment row is built, whoever records it. */
export function newPayment(
  fields: Omit<NewPayment, 'id' | 'createdAt' | 'provider' | 'fromAdvance'> & {
    provider?: ProviderReference;
    fromAdvance?: boolean;
  },
  now: Date,
): NewPayment {
  return {
    ...fields,
    provider: fields.provider ?? null,
    fromAdvance: fields.fromAdvance ?? false,
    id: randomUUID(),
    createdAt: now.toISOString(),
  };
}

/** Money received, as a receipt and the payment rows record it. */
type Money = {
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  paidBy: string;
  reference?: string;
  provider?: ProviderReference;
};

/**
 * Records money received on one invoice: a receipt numbered in the business's series (the last lock
 * such a write takes, so it never waits on an invoice while holding the series) and its payment row.
 */
async function receiveOnInvoice(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  { reference, provider, ...money }: Money,
  now: Date,
): Promise<string> {
  const receiptId = randomUUID();
  const number = await takeDocumentNumber(trx, businessId, 'receipts', money.datePaid);
  await insertReceipt(trx, businessId, {
    ...money,
    id: receiptId,
    customerId: ledgerFlatOf(invoice),
    numberValue: number.value,
    numberText: number.text,
    openingPaise: 0,
    reference: reference ?? '',
    createdAt: now.toISOString(),
  });
  await insertPayments(trx, businessId, invoice.id, [newPayment({ ...money, provider, receiptId }, now)]);
  return receiptId;
}

/** Total received and status from the payment rows themselves, never from a running figure. */
export async function refreshReceived(trx: DbTransaction, businessId: string, invoice: LedgerInvoice) {
  const received = await sumPaymentsOf(trx, businessId, invoice.id);
  await updateInvoiceReceived(trx, businessId, invoice.id, {
    receivedPaise: received,
    status: deriveStatus(invoice.totalPaise, received, invoice.creditedPaise),
  });
}

/** A payment typed by hand and where its fields sit in the request, for the error paths ('' or 'paymentRecords.2.'). */
export type PaymentEntry = { values: TPaymentValues; path: string };

/**
 * Records payments typed by hand: each is more than 0 (the schema), at most what is still due after
 * the ones before it, and paid no later than today in the business's zone. Any refusal throws, so the
 * transaction stores none of them. Answers the new receipts' ids.
 */
export async function recordPayments(
  trx: DbTransaction,
  business: LedgerBusiness,
  invoice: LedgerInvoice,
  entries: PaymentEntry[],
  now: Date,
): Promise<string[]> {
  // What a replaced invoice owed is owed on its late-fee invoice: payments are recorded there.
  if (invoice.replacedByInvoiceId) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_MESSAGE);
  const today = todayIn(business.timeZone, now);
  let received = await sumPaymentsOf(trx, business.id, invoice.id);
  const accepted: Money[] = [];
  for (const { values, path } of entries) {
    const amount = toPaise(values.amountPaid);
    const balance = balanceDue(invoice.totalPaise, received, invoice.creditedPaise);
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
    accepted.push({
      amountPaise: amount,
      datePaid: values.datePaid,
      paymentMethod: values.paymentMethod,
      note: values.note,
      paidBy: values.paidBy,
    });
  }
  const receiptIds: string[] = [];
  for (const money of accepted)
    receiptIds.push(await receiveOnInvoice(trx, business.id, invoice, money, now));
  await refreshReceived(trx, business.id, invoice);
  return receiptIds;
}

/**
 * The payment records an edit sends back (the old client's way to record a payment), with the
 * invoice's new total: records with an `_id` must be the invoice's own payments and are left as they
 * are; the others are recorded as new payments. Stored payments the list leaves out are kept: a
 * payment is deleted with its own route. Answers the new receipts' ids.
 */
export async function applyPaymentRecords(
  trx: DbTransaction,
  business: LedgerBusiness,
  invoice: LedgerInvoice,
  records: TPaymentRecordUpdate[],
  now: Date,
): Promise<string[]> {
  const storedIds = new Set(await paymentIdsOf(trx, business.id, invoice.id));
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
  return entries.length > 0 ? recordPayments(trx, business, invoice, entries, now) : [];
}

/**
 * A new Receipt records a payment of its whole total, paid on its date by its client. A payment is
 * more than 0 (the schema says so): a Receipt for nothing is Paid without one.
 */
export async function recordReceiptPayment(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  receipt: { datePaid: string; paidBy: string },
  now: Date,
): Promise<void> {
  if (invoice.totalPaise <= 0) return;
  const money = {
    amountPaise: invoice.totalPaise,
    datePaid: receipt.datePaid,
    paymentMethod: RECEIPT_PAYMENT_METHOD,
    note: RECEIPT_PAYMENT_NOTE,
    paidBy: receipt.paidBy,
  };
  await receiveOnInvoice(trx, businessId, invoice, money, now);
  await refreshReceived(trx, businessId, invoice);
}

/** A payment a provider has captured, already checked against the provider's order. */
export type ProviderPayment = {
  amountPaise: number;
  datePaid: string;
  paymentMethod: string;
  note: string;
  provider: ProviderReference;
};

/** What recording a provider's payment did: recorded, with its receipt, or why not. */
export type ProviderPaymentOutcome =
  | { outcome: 'recorded'; receiptId: string }
  | { outcome: 'already' | 'above_balance' | 'replaced' };

/**
 * Records a provider's captured payment the same way as one recorded by hand: only when it fits the
 * balance due (money the invoice cannot take is left to the owner, never recorded as an
 * overpayment). 'already' when this provider payment id is recorded on the business; 'replaced'
 * when a late-fee invoice replaced this one (an order opened before): left to the owner too.
 */
export async function recordProviderPayment(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  payment: ProviderPayment,
  now: Date,
): Promise<ProviderPaymentOutcome> {
  const { provider } = payment;
  if (await providerPaymentRecorded(trx, businessId, provider.name, provider.paymentId)) {
    return { outcome: 'already' };
  }
  if (invoice.replacedByInvoiceId) return { outcome: 'replaced' };
  const received = await sumPaymentsOf(trx, businessId, invoice.id);
  if (payment.amountPaise > balanceDue(invoice.totalPaise, received, invoice.creditedPaise)) {
    return { outcome: 'above_balance' };
  }
  const receiptId = await receiveOnInvoice(trx, businessId, invoice, { ...payment, paidBy: '' }, now);
  await refreshReceived(trx, businessId, invoice);
  return { outcome: 'recorded', receiptId };
}

/**
 * Deletes one payment of the invoice with the receipt it came from (money that never arrived), so
 * whatever else that receipt paid is open again, and recomputes every invoice it paid; false, changing
 * nothing, when the invoice has no payment with that id. A provider's payment may be deleted too: the
 * owner corrects mistakes. A payment of the opening advance goes alone (the advance is the flat's again).
 * Answers what the payment was, for the trail. A payment dated in a closed month stays.
 */
export async function deletePayment(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  paymentId: string,
  now: Date,
  books: ClosedBooks,
): Promise<{ amountPaise: number; receiptId: string | null } | undefined> {
  const found = await receiptOfPayment(trx, businessId, paymentId);
  if (!found || found.invoiceId !== invoice.id) return undefined;
  books.assertOpen(found.datePaid);
  const deleted = { amountPaise: found.amountPaise, receiptId: found.receiptId };
  if (found.receiptId === null) {
    await deletePaymentRow(trx, businessId, invoice.id, paymentId);
    await refreshReceived(trx, businessId, invoice);
    return deleted;
  }
  const paid = await invoicesPaidBy(trx, businessId, found.receiptId);
  const others: LedgerInvoice[] = [];
  for (const id of paid.filter((other) => other !== invoice.id)) {
    const other = await lockInvoice(trx, businessId, id, now);
    if (other) others.push(other);
  }
  await deleteReceiptRow(trx, businessId, found.receiptId);
  for (const each of [invoice, ...others]) await refreshReceived(trx, businessId, each);
  return deleted;
}
