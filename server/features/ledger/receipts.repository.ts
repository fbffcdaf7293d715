import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import type { DB, DbTransaction, Executor } from '../../db/schema';
import { inSlices } from '../../db/slices';
import type { NewReceipt } from './ledger-types';

export async function insertReceipt(trx: DbTransaction, businessId: string, receipt: NewReceipt) {
  await trx
    .insertInto('receipts')
    .values({
      id: receipt.id,
      business_id: businessId,
      customer_id: receipt.customerId,
      receipt_number_value: receipt.numberValue,
      number_text: receipt.numberText,
      amount_paise: receipt.amountPaise,
      opening_paise: receipt.openingPaise,
      date_paid: receipt.datePaid,
      payment_method: receipt.paymentMethod,
      reference: receipt.reference,
      note: receipt.note,
      paid_by: receipt.paidBy,
      created_at: receipt.createdAt,
    })
    .execute();
}

export type LedgerAccount = { openingPaise: number; openingAsOf: string | null };

/**
 * The flat's ledger account, held until the transaction ends (made the first time it is needed): a write that spreads money over the flat's dues, or takes its
 * advance, waits for another one.
 */
export async function lockLedgerAccount(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  now: string,
): Promise<LedgerAccount> {
  const row = await trx
    .insertInto('ledger_accounts')
    .values({
      business_id: businessId,
      customer_id: customerId,
      opening_as_of: null,
      updated_at: now,
    })
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'customer_id']).doUpdateSet({ updated_at: now }),
    )
    .returning(['opening_paise', 'opening_as_of'])
    .executeTakeFirstOrThrow();
  return { openingPaise: Number(row.opening_paise), openingAsOf: row.opening_as_of };
}

export async function saveOpeningBalance(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  opening: { paise: number; asOf: string | null },
  now: string,
): Promise<void> {
  await trx
    .updateTable('ledger_accounts')
    .set({ opening_paise: opening.paise, opening_as_of: opening.asOf, updated_at: now })
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .execute();
}

export async function findLedgerAccount(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<LedgerAccount> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['opening_paise', 'opening_as_of'])
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return { openingPaise: Number(row?.opening_paise ?? 0), openingAsOf: row?.opening_as_of ?? null };
}

/**
 * The flat's receipts, reversed ones too, read by the flat's key. Whether one stands is asked in what
 * is summed (`ifStanding`), not in the condition: `reversed_on is null` could be read by an index of
 * its own, every standing receipt of the business, which PostgreSQL without statistics rates alike.
 */
function receiptsOfFlat(db: Executor, businessId: string, customerId: string) {
  return db
    .selectFrom('receipts')
    .where('receipts.business_id', '=', businessId)
    .where('receipts.customer_id', '=', customerId);
}

/** `value` for a receipt that stands, null for a reversed one: money that never arrived. */
function ifStanding(eb: ExpressionBuilder<DB, 'receipts'>, value: Expression<number | null>) {
  return eb.case().when('receipts.reversed_on', 'is', null).then(value).end();
}

/** The flat's receipts in sums: money received, and what of it paid the opening balance. */
export async function receiptSumsOf(db: Executor, businessId: string, customerId: string) {
  const sums = await receiptsOfFlat(db, businessId, customerId)
    .select((eb) => [
      eb.fn
        .coalesce(eb.fn.sum<number>(ifStanding(eb, eb.ref('receipts.amount_paise'))), eb.lit(0))
        .as('received'),
      eb.fn
        .coalesce(eb.fn.sum<number>(ifStanding(eb, eb.ref('receipts.opening_paise'))), eb.lit(0))
        .as('opening'),
    ])
    .executeTakeFirstOrThrow();
  return { receivedPaise: Number(sums.received), openingPaidPaise: Number(sums.opening) };
}

/*
 * What receipts paid on bills, and what opening advances paid, are summed from the payment rows of one
 * receipt or one invoice at a time, looked up by its key: never a join of the payments with the
 * receipts or the invoices, which PostgreSQL, without statistics after a bulk load, may plan as every
 * payment of the business read again for each receipt or invoice.
 */

/** What a receipt paid on bills: its payment rows, summed. Null when it paid none. */
function paidOnBillsBy(eb: ExpressionBuilder<DB, 'receipts'>) {
  return eb
    .selectFrom('payments')
    .select((inner) => inner.fn.sum<number>('payments.amount_paise').as('paise'))
    .whereRef('payments.business_id', '=', 'receipts.business_id')
    .whereRef('payments.receipt_id', '=', 'receipts.id')
    .$asScalar();
}

/** What the flat's receipts have paid on bills. */
export async function receiptsOnBillsOf(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<number> {
  const row = await receiptsOfFlat(db, businessId, customerId)
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(ifStanding(eb, paidOnBillsBy(eb))), eb.lit(0)).as('paid'),
    )
    .executeTakeFirstOrThrow();
  return Number(row.paid);
}

/**
 * What the opening advance paid on an invoice: its payment rows no receipt made, summed. Null when
 * none. The receipt is tested in the sum, not the condition, so the invoice's key is the only index
 * condition (a `receipt_id is null` could be read by another index: every such payment of the business).
 */
export function advancePaidOn(eb: ExpressionBuilder<DB, 'invoices'>) {
  return eb
    .selectFrom('payments')
    .select((inner) =>
      inner.fn
        .sum<number>(
          inner.case().when('payments.receipt_id', 'is', null).then(inner.ref('payments.amount_paise')).end(),
        )
        .as('paise'),
    )
    .whereRef('payments.business_id', '=', 'invoices.business_id')
    .whereRef('payments.invoice_id', '=', 'invoices.id')
    .$asScalar();
}

/**
 * What the flat's opening advance has paid on bills so far: payments no receipt made, on its bills.
 */
export async function openingAdvanceUsedOf(db: Executor, businessId: string, customerId: string) {
  const row = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(advancePaidOn(eb)), eb.lit(0)).as('used'))
    .where('business_id', '=', businessId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/** A receipt with money no bill has taken yet: how much, and its date and method. */
export type AdvanceReceipt = { receiptId: string; paise: number; datePaid: string; paymentMethod: string };

/** The business's standing receipts (a reversed one holds nothing), for `heldBy` to read what each holds. */
export function standingReceipts(db: Executor, businessId: string) {
  return db
    .selectFrom('receipts')
    .where('receipts.business_id', '=', businessId)
    .where('receipts.reversed_on', 'is', null);
}

/**
 * What a receipt holds that neither the opening balance nor a bill took: its advance. Null for a
 * reversed receipt, which holds nothing.
 */
export function heldBy(eb: ExpressionBuilder<DB, 'receipts'>) {
  const paid = eb.fn.coalesce(paidOnBillsBy(eb), eb.lit(0));
  return ifStanding(eb, sql<number>`receipts.amount_paise - receipts.opening_paise - ${paid}`);
}

/**
 * The flat's receipts that still hold money no bill has taken, oldest first, each with what is left
 * of it and its date and method (what a bill it pays shows).
 */
export async function receiptsWithAdvance(
  db: Executor,
  businessId: string,
  customerId: string,
): Promise<AdvanceReceipt[]> {
  const rows = await receiptsOfFlat(db, businessId, customerId)
    .select((eb) => ['receipts.id', 'receipts.date_paid', 'receipts.payment_method', heldBy(eb).as('left')])
    .where((eb) => eb(heldBy(eb), '>', 0))
    .orderBy('receipts.date_paid')
    .orderBy('receipts.receipt_number_value')
    .execute();
  return rows.map((row) => ({
    receiptId: row.id,
    paise: Number(row.left),
    datePaid: row.date_paid,
    paymentMethod: row.payment_method,
  }));
}

/** A payment row's invoice, and the receipt it belongs to (none: the opening advance) with its flat. */
export async function receiptOfPayment(
  db: Executor,
  businessId: string,
  paymentId: string,
): Promise<
  | {
      invoiceId: string;
      receiptId: string | null;
      customerId: string | null;
      amountPaise: number;
      datePaid: string;
    }
  | undefined
> {
  const row = await db
    .selectFrom('payments')
    .leftJoin('receipts', 'receipts.id', 'payments.receipt_id')
    .select([
      'payments.invoice_id',
      'payments.receipt_id',
      'receipts.customer_id',
      'payments.amount_paise',
      'payments.date_paid',
    ])
    .where('payments.business_id', '=', businessId)
    .where('payments.id', '=', paymentId)
    .executeTakeFirst();
  return (
    row && {
      invoiceId: row.invoice_id,
      receiptId: row.receipt_id,
      customerId: row.customer_id ?? null,
      amountPaise: Number(row.amount_paise),
      datePaid: row.date_paid,
    }
  );
}

/** The invoices a receipt paid. */
export async function invoicesPaidBy(db: Executor, businessId: string, receiptId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('payments')
    .select('invoice_id')
    .distinct()
    .where('business_id', '=', businessId)
    .where('receipt_id', '=', receiptId)
    .orderBy('invoice_id')
    .execute();
  return rows.map((row) => row.invoice_id);
}

/** Deletes what a receipt paid on each invoice (every payment row of it, the advance bills took too). */
export async function deleteReceiptPayments(trx: DbTransaction, businessId: string, receiptId: string) {
  await trx
    .deleteFrom('payments')
    .where('business_id', '=', businessId)
    .where('receipt_id', '=', receiptId)
    .execute();
}

/** Deletes a receipt and, with it, what it paid on each invoice. */
export async function deleteReceiptRow(trx: DbTransaction, businessId: string, receiptId: string) {
  await deleteReceiptPayments(trx, businessId, receiptId);
  await trx
    .deleteFrom('receipts')
    .where('business_id', '=', businessId)
    .where('id', '=', receiptId)
    .execute();
}

/** The flats whose advance these bills took, in a fixed order (the order their accounts are held in). */
export async function flatsWhoseAdvancePaid(
  db: Executor,
  businessId: string,
  invoiceIds: string[],
): Promise<string[]> {
  const flats = new Set<string>();
  await inSlices(invoiceIds, async (slice) => {
    const rows = await db
      .selectFrom('payments')
      .innerJoin('invoices', (join) =>
        join
          .onRef('invoices.business_id', '=', 'payments.business_id')
          .onRef('invoices.id', '=', 'payments.invoice_id'),
      )
      .select('invoices.customer_id')
      .distinct()
      .where('payments.business_id', '=', businessId)
      .where('payments.from_advance', '=', 1)
      .where('payments.invoice_id', 'in', slice)
      .execute();
    for (const row of rows) if (row.customer_id) flats.add(row.customer_id);
  });
  return [...flats].sort();
}

/** Deletes the advance these bills took: the payment rows marked as taken from an advance. */
export async function deleteAdvancePayments(trx: DbTransaction, businessId: string, invoiceIds: string[]) {
  await inSlices(invoiceIds, (slice) =>
    trx
      .deleteFrom('payments')
      .where('business_id', '=', businessId)
      .where('from_advance', '=', 1)
      .where('invoice_id', 'in', slice)
      .execute(),
  );
}

/**
 * Before a payment is deleted: holds the ledger account of the flat whose receipt it belongs to, so
 * deleting a receipt that paid several bills takes its locks in the order every ledger write does.
 */
export async function lockFlatOfPayment(
  trx: DbTransaction,
  businessId: string,
  paymentId: string,
  now: Date,
): Promise<void> {
  const found = await receiptOfPayment(trx, businessId, paymentId);
  if (found?.customerId) await lockLedgerAccount(trx, businessId, found.customerId, now.toISOString());
}

/** A receipt's advance pays the flat's opening arrears after all: that part of it is on the opening balance now. */
export async function addToReceiptOpening(
  trx: DbTransaction,
  businessId: string,
  receiptId: string,
  paise: number,
) {
  await trx
    .updateTable('receipts')
    .set((eb) => ({ opening_paise: eb('opening_paise', '+', paise) }))
    .where('business_id', '=', businessId)
    .where('id', '=', receiptId)
    .execute();
}
