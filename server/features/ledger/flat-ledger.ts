import { randomUUID } from 'node:crypto';
import {
  openingBelowAdvanceUsedMessage,
  openingBelowPaidMessage,
  type TAccountPaymentValues,
  type TOpeningBalanceValues,
} from '@domain/api/ledger';
import { DATE_PAID_IN_FUTURE_MESSAGE } from '@domain/api/payments';
import { todayIn } from '@domain/dates';
import { formatMoney } from '@domain/format';
import {
  advancePaiseOf,
  allocateOldestFirst,
  LEDGER_CURRENCY,
  ledgerFlatOf,
  openingAdvanceLeftOf,
  openingOwedOf,
  type Portion,
  spreadInOrder,
} from '@domain/ledger';
import { toPaise } from '@domain/money';
import { balanceDue, deriveStatus } from '@domain/status';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { takeDocumentNumber } from '../numbering';
import { type LedgerBusiness, lockInvoice, newPayment, refreshReceived } from './ledger';
import {
  insertPaymentRows,
  insertPayments,
  lockInvoiceRows,
  sumPaymentsOf,
  sumPaymentsOfInvoices,
  updateInvoicesReceived,
} from './ledger.repository';
import type { LedgerInvoice } from './ledger-types';
import {
  type AdvanceReceipt,
  addToReceiptOpening,
  deleteAdvancePayments,
  findLedgerAccount,
  flatsWhoseAdvancePaid,
  insertReceipt,
  lockLedgerAccount,
  openingAdvanceUsedOf,
  receiptSumsOf,
  receiptsOnBillsOf,
  receiptsWithAdvance,
  saveOpeningBalance,
} from './receipts.repository';

/*
 * A flat's account beyond single invoices: its opening balance, money received on account (spread
 * over its oldest dues first) and its advance (taken by its next bill). Each write holds the flat's
 * ledger account row first, then the invoices it pays, then the receipt series: always in that order.
 */

/** What applying an opening advance reads as on the bill it pays. */
const OPENING_ADVANCE_NOTE = 'Advance brought forward applied';
const ADVANCE_NOTE = 'Advance applied';
const OPENING_ADVANCE_METHOD = 'Others';

/** Money received on account: its receipt, what it paid on the opening balance and on each bill, and the advance left. */
export type AccountReceipt = {
  receiptId: string;
  /** Its number as issued ('R-007', 'R/2026-27/007'). */
  receiptNumber: string;
  openingPaise: number;
  bills: Array<{ invoice: LedgerInvoice; paise: number }>;
  advancePaise: number;
};

/**
 * Records money received for a flat (not for one invoice): it pays what is still owed of the opening
 * balance, then the bills `owedBillIds` reads (once the flat's account is held) in their order, oldest
 * due first, each at most its balance; the rest waits as the flat's advance. The date may not be after
 * today in the business's zone.
 */
export async function receiveOnAccount(
  trx: DbTransaction,
  business: LedgerBusiness,
  customerId: string,
  owedBillIds: () => Promise<string[]>,
  values: TAccountPaymentValues,
  now: Date,
): Promise<AccountReceipt> {
  if (values.datePaid > todayIn(business.timeZone, now)) {
    throw new AppError('BAD_REQUEST', DATE_PAID_IN_FUTURE_MESSAGE, [
      { path: 'datePaid', message: DATE_PAID_IN_FUTURE_MESSAGE },
    ]);
  }
  const account = await lockLedgerAccount(trx, business.id, customerId, now.toISOString());
  const { openingPaidPaise } = await receiptSumsOf(trx, business.id, customerId);
  // The flat's owed bills are locked and summed together: a few statements, however many it owes.
  const ids = await owedBillIds();
  const locked = await lockInvoiceRows(trx, business.id, ids, now.toISOString());
  const bills = new Map(
    locked.filter((invoice) => ledgerFlatOf(invoice) === customerId).map((invoice) => [invoice.id, invoice]),
  );
  const receivedBefore = await sumPaymentsOfInvoices(trx, business.id, [...bills.keys()]);
  const owed: Portion<string>[] = [];
  for (const id of ids) {
    const invoice = bills.get(id);
    if (invoice)
      owed.push({
        key: id,
        paise: balanceDue(invoice.totalPaise, receivedBefore.get(id) ?? 0, invoice.creditedPaise),
      });
  }
  const amountPaise = toPaise(values.amountPaid);
  const allocation = allocateOldestFirst(
    amountPaise,
    openingOwedOf(account.openingPaise, openingPaidPaise),
    owed,
  );
  const receiptId = randomUUID();
  const number = await takeDocumentNumber(trx, business.id, 'receipts', values.datePaid);
  const money = {
    datePaid: values.datePaid,
    paymentMethod: values.paymentMethod,
    note: values.note,
    paidBy: values.paidBy,
  };
  await insertReceipt(trx, business.id, {
    ...money,
    id: receiptId,
    customerId,
    numberValue: number.value,
    numberText: number.text,
    amountPaise,
    openingPaise: allocation.openingPaise,
    reference: values.reference,
    createdAt: now.toISOString(),
  });
  await insertPaymentRows(
    trx,
    business.id,
    allocation.bills.map(({ key, paise }) => ({
      ...newPayment({ ...money, amountPaise: paise, receiptId }, now),
      invoiceId: key,
    })),
  );
  const paid = allocation.bills.map(({ key, paise }) => ({
    invoice: bills.get(key) as LedgerInvoice,
    paise,
  }));
  // What each bill's rows added up to under the lock, and the row just added, in one statement.
  await updateInvoicesReceived(
    trx,
    business.id,
    paid.map(({ invoice, paise }) => {
      const receivedPaise = (receivedBefore.get(invoice.id) ?? 0) + paise;
      return {
        invoiceId: invoice.id,
        receivedPaise,
        status: deriveStatus(invoice.totalPaise, receivedPaise, invoice.creditedPaise),
      };
    }),
  );
  return {
    receiptId,
    receiptNumber: number.text,
    openingPaise: allocation.openingPaise,
    bills: paid,
    advancePaise: allocation.advancePaise,
  };
}

/**
 * A new bill of a flat takes the flat's advance, oldest first: the opening advance, then what each
 * receipt has left. Each part is a payment on the bill, dated the bill's date.
 */
export async function applyAdvance(
  trx: DbTransaction,
  businessId: string,
  invoice: LedgerInvoice,
  billDate: string,
  now: Date,
): Promise<void> {
  const customerId = ledgerFlatOf(invoice);
  if (customerId === null || invoice.totalPaise <= 0) return;
  const account = await lockLedgerAccount(trx, businessId, customerId, now.toISOString());
  const openingLeft = openingAdvanceLeftOf(
    account.openingPaise,
    await openingAdvanceUsedOf(trx, businessId, customerId),
  );
  const sources: Portion<AdvanceReceipt | null>[] = [
    { key: null, paise: openingLeft },
    ...(await receiptsWithAdvance(trx, businessId, customerId)).map((receipt) => ({
      key: receipt,
      paise: receipt.paise,
    })),
  ];
  const { taken } = spreadInOrder(invoice.totalPaise, sources);
  if (taken.length === 0) return;
  const payments = taken.map(({ key: receipt, paise }) =>
    newPayment(
      {
        receiptId: receipt?.receiptId ?? null,
        amountPaise: paise,
        datePaid: billDate,
        paymentMethod: receipt?.paymentMethod ?? OPENING_ADVANCE_METHOD,
        note: receipt ? ADVANCE_NOTE : OPENING_ADVANCE_NOTE,
        paidBy: '',
        fromAdvance: true,
      },
      now,
    ),
  );
  await insertPayments(trx, businessId, invoice.id, payments);
  await refreshReceived(trx, businessId, invoice);
}

/**
 * Spends the flat's advance on what it owes again (after a reversal reopened dues): each receipt with
 * money left, oldest first, pays the opening arrears still owed, then the bills `owedBillIds` reads,
 * oldest due first. The flat's account must already be held. What is paid on bills is advance taken
 * (dated today); what is paid on the opening balance is added to that receipt's part of it.
 */
export async function spendAdvanceOnDues(
  trx: DbTransaction,
  business: LedgerBusiness,
  customerId: string,
  owedBillIds: string[],
  now: Date,
): Promise<void> {
  const receipts = await receiptsWithAdvance(trx, business.id, customerId);
  if (receipts.length === 0) return;
  const account = await findLedgerAccount(trx, business.id, customerId);
  let openingOwed = openingOwedOf(
    account.openingPaise,
    (await receiptSumsOf(trx, business.id, customerId)).openingPaidPaise,
  );
  const bills = new Map<string, { invoice: LedgerInvoice; owedPaise: number }>();
  for (const id of owedBillIds) {
    const invoice = await lockInvoice(trx, business.id, id, now);
    if (!invoice || ledgerFlatOf(invoice) !== customerId) continue;
    const owedPaise = balanceDue(
      invoice.totalPaise,
      await sumPaymentsOf(trx, business.id, id),
      invoice.creditedPaise,
    );
    if (owedPaise > 0) bills.set(id, { invoice, owedPaise });
  }
  const today = todayIn(business.timeZone, now);
  const paid = new Set<string>();
  for (const receipt of receipts) {
    const owed = [...bills].map(([key, bill]) => ({ key, paise: bill.owedPaise }));
    const allocation = allocateOldestFirst(receipt.paise, openingOwed, owed);
    if (allocation.openingPaise > 0) {
      await addToReceiptOpening(trx, business.id, receipt.receiptId, allocation.openingPaise);
      openingOwed -= allocation.openingPaise;
    }
    for (const { key, paise } of allocation.bills) {
      const bill = bills.get(key) as { invoice: LedgerInvoice; owedPaise: number };
      await insertPayments(trx, business.id, key, [
        newPayment(
          {
            receiptId: receipt.receiptId,
            amountPaise: paise,
            datePaid: today,
            paymentMethod: receipt.paymentMethod,
            note: ADVANCE_NOTE,
            paidBy: '',
            fromAdvance: true,
          },
          now,
        ),
      ]);
      bill.owedPaise -= paise;
      paid.add(key);
    }
  }
  for (const key of paid)
    await refreshReceived(trx, business.id, (bills.get(key) as { invoice: LedgerInvoice }).invoice);
}

/**
 * Before bills are deleted (a billing run undone): gives back to each flat the advance its bills took,
 * holding each flat's account first, as every write to a flat's advance does.
 */
export async function giveBackAdvanceOf(
  trx: DbTransaction,
  businessId: string,
  invoiceIds: string[],
  now: Date,
): Promise<void> {
  for (const customerId of await flatsWhoseAdvancePaid(trx, businessId, invoiceIds)) {
    await lockLedgerAccount(trx, businessId, customerId, now.toISOString());
  }
  await deleteAdvancePayments(trx, businessId, invoiceIds);
}

/**
 * Sets a flat's opening balance (arrears, or an advance when negative) as of a date. It may not fall
 * below what receipts have already paid on it, nor (an advance) below what bills have already taken.
 */
export async function setOpeningBalance(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  values: TOpeningBalanceValues,
  now: Date,
): Promise<void> {
  await lockLedgerAccount(trx, businessId, customerId, now.toISOString());
  const paise = toPaise(values.amount);
  const { openingPaidPaise } = await receiptSumsOf(trx, businessId, customerId);
  if (openingOwedOf(paise, openingPaidPaise) < 0) {
    const message = openingBelowPaidMessage(formatMoney(openingPaidPaise, LEDGER_CURRENCY));
    throw new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);
  }
  const advanceUsed = await openingAdvanceUsedOf(trx, businessId, customerId);
  if (openingAdvanceLeftOf(paise, advanceUsed) < 0) {
    const message = openingBelowAdvanceUsedMessage(formatMoney(advanceUsed, LEDGER_CURRENCY));
    throw new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);
  }
  await saveOpeningBalance(
    trx,
    businessId,
    customerId,
    { paise, asOf: paise === 0 ? null : values.asOf },
    now.toISOString(),
  );
}

/** A flat's account beyond its bills, in paise: the opening balance and what of it is owed, money received, and the advance. */
export type FlatAccount = {
  openingPaise: number;
  openingAsOf: string | null;
  openingOwedPaise: number;
  receivedPaise: number;
  advancePaise: number;
};

export async function flatAccountOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<FlatAccount> {
  const account = await findLedgerAccount(db, businessId, customerId);
  const receipts = {
    ...(await receiptSumsOf(db, businessId, customerId)),
    onBillsPaise: await receiptsOnBillsOf(db, businessId, customerId),
  };
  const openingAdvanceLeft = openingAdvanceLeftOf(
    account.openingPaise,
    await openingAdvanceUsedOf(db, businessId, customerId),
  );
  return {
    openingPaise: account.openingPaise,
    openingAsOf: account.openingAsOf,
    openingOwedPaise: openingOwedOf(account.openingPaise, receipts.openingPaidPaise),
    receivedPaise: receipts.receivedPaise,
    advancePaise: advancePaiseOf(receipts, openingAdvanceLeft),
  };
}

/** Holds the flat's account for the rest of the transaction (a write about the whole flat: a transfer). */
export async function holdFlatAccount(trx: DbTransaction, businessId: string, customerId: string, now: Date) {
  await lockLedgerAccount(trx, businessId, customerId, now.toISOString());
}
