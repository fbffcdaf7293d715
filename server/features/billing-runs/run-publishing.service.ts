import {
  RUN_NOT_PUBLISHED_MESSAGE,
  runInUseMessage,
  type TBillingRunPreview,
} from '@domain/api/billing-runs';
import { DEFAULT_CURRENCY, DEFAULT_HSN } from '@domain/constants';
import { hundredthsToNumber } from '@domain/decimal';
import { formatMoney } from '@domain/format';
import { fromPaise } from '@domain/money';
import { fromHundredths } from '@domain/quantity';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { DialectName } from '../../db/database';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { readClosedBooks } from '../../tenancy/closed-books';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { fieldChanges, recordChangeBy } from '../audit';
import type { BillHead as StoredHead } from '../bill-heads';
import { assertNoInterestChargedOn, storeRunBillWithInterest } from '../interest';
import { findCustomerClient, findPaymentDetails, storeNewInvoice } from '../invoices';
import { giveBackAdvanceOf, markBounceChargesBilled } from '../ledger';
import {
  type BillingRun,
  deleteRunBills,
  findPeriodBills,
  refreshBillStatistics,
  runBillIds,
  runBillsInUse,
  setRunStatus,
} from './billing-runs.repository';
import { flatBillsOfRun, previewBillingRun, readRunIn } from './billing-runs.service';
import { type FlatBill, RUN_GST_RATE } from './run-preview';

/** Flats billed per transaction: a crash loses at most one batch, which the next publish redoes. */
const PUBLISH_BATCH = 100;

/** A society's maintenance bill is a "Bill" among the document types. */
const RUN_BILL_TYPE = 'Bill';

/**
 * The bill's notes: the business's payment details, and the arrears it brings forward (earlier bills
 * and the opening balance still owed; not billed again).
 */
function notesOf(paymentDetails: string, bill: FlatBill): string {
  if (bill.arrears === 0) return paymentDetails;
  const arrears = `Arrears brought forward: ${formatMoney(bill.arrears, DEFAULT_CURRENCY)} (not included in this bill's total)`;
  return paymentDetails ? `${paymentDetails}\n\n${arrears}` : arrears;
}

/**
 * Each head with an amount becomes a line: per sq.ft lines bill the flat's area, the others a fixed
 * quantity; then each bounced payment's charge, a fixed line of its own without GST.
 */
function linesOf(heads: StoredHead[], bill: FlatBill) {
  const headLines = heads.flatMap((head, index) => {
    const charge = bill.charges[index];
    if (!charge || charge.amount === 0) return [];
    const line = {
      itemName: head.name,
      unitPrice: fromPaise(charge.unitPrice),
      discount: 0,
      overDues: 0,
      gstTreatment: head.gstTreatment,
      gstRate: hundredthsToNumber(head.gstRateBasisPoints),
      hsn: head.hsn,
    };
    return [
      {
        headId: head.id,
        item:
          head.basis === 'area'
            ? { ...line, basis: 'area' as const }
            : { ...line, basis: 'fixed' as const, quantity: fromHundredths(charge.quantity) },
      },
    ];
  });
  const chargeLines = bill.otherCharges.map((charge) => ({
    headId: null,
    item: {
      itemName: charge.itemName,
      unitPrice: fromPaise(charge.paise),
      discount: 0,
      overDues: 0,
      gstTreatment: 'exempt' as const,
      basis: 'fixed' as const,
      quantity: 1,
    },
  }));
  return [...headLines, ...chargeLines];
}

/**
 * Bills the flats of one batch that are still unbilled for the period, in flat order, numbered in
 * turn, and records the batch's bills in the trail in the same transaction.
 */
async function publishBatch(
  trx: DbTransaction,
  dialect: DialectName,
  caller: Caller,
  run: BillingRun,
  heads: StoredHead[],
  batch: FlatBill[],
  now: Date,
): Promise<void> {
  const { business } = caller;
  // The closed books first, as every write of money takes them, then the business.
  const books = await readClosedBooks(trx, dialect, business.id);
  await lockBusiness(trx, business.id);
  const current = await readRunIn(trx, business.id, run.id);
  if (current.status !== 'publishing') return;
  // A month closed while the run was publishing stops it; the owner's reopening lets it finish.
  books.assertOpen(run.billDate);
  const published: string[] = [];
  // Read again under the lock: a publish that ran meanwhile may have billed some of these flats.
  const billed = await findPeriodBills(trx, business.id, run.period);
  const paymentDetails = await findPaymentDetails(trx, business.id);
  for (const bill of batch) {
    if (billed.has(bill.flat.id)) continue;
    const client = await findCustomerClient(trx, business.id, bill.flat.id);
    const lines = linesOf(heads, bill);
    // A deleted flat, or one whose bill comes to nothing, gets no bill.
    if (!client || lines.length === 0) continue;
    // The flat's interest on arrears is worked out again under its lock, and follows the heads' lines.
    const invoiceId = await storeRunBillWithInterest(
      trx,
      business.id,
      bill.flat.id,
      run.billDate,
      now,
      (extra) =>
        storeNewInvoice(
          trx,
          business,
          {
            client,
            values: {
              items: [...lines.map((line) => line.item), ...extra],
              rates: RUN_GST_RATE,
              hsn: heads[0]?.hsn ?? DEFAULT_HSN,
              currency: DEFAULT_CURRENCY,
              type: RUN_BILL_TYPE,
              notes: notesOf(paymentDetails, bill),
            },
            run: {
              runId: run.id,
              period: run.period,
              dates: { date: run.billDate, dueDate: run.dueDate },
              headIds: [...lines.map((line) => line.headId), ...extra.map(() => null)],
            },
          },
          now,
        ),
    );
    const charged = bill.otherCharges.map((charge) => charge.receiptId);
    if (charged.length > 0) await markBounceChargesBilled(trx, business.id, charged, invoiceId);
    published.push(invoiceId);
  }
  if (published.length === 0) return;
  const changes = fieldChanges(null, { period: run.period, bills: published }, ['period', 'bills']);
  await recordChangeBy(
    trx,
    caller,
    { entity: 'billing run', entityId: run.id, action: 'publish', changes },
    now,
  );
}

/**
 * Publishes a run: one bill per flat (each head a line), numbered consecutively in flat order, in
 * batches of PUBLISH_BATCH flats, each its own transaction. A run that stopped halfway (a crash, a
 * timeout) is 'publishing' and continues where it stopped; a flat is billed at most once per period
 * (checked under the business's lock, and by a unique index). Publishing a published run changes nothing.
 */
export async function publishBillingRun(
  context: ServiceContext,
  caller: Caller,
  id: string,
  now: Date = context.clock(),
): Promise<TBillingRunPreview> {
  const { business } = caller;
  const run = await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    await lockBusiness(trx, business.id);
    const found = await readRunIn(trx, business.id, id);
    if (found.status !== 'published') books.assertOpen(found.billDate);
    if (found.status === 'draft') await setRunStatus(trx, business.id, id, 'publishing', now.toISOString());
    return found;
  });
  if (run.status !== 'published') {
    const { heads, bills } = await flatBillsOfRun(context.db, business.id, run);
    const toBill = bills.filter((bill) => bill.billed === null);
    for (let start = 0; start < toBill.length; start += PUBLISH_BATCH) {
      const batch = toBill.slice(start, start + PUBLISH_BATCH);
      await context.db
        .transaction()
        .execute((trx) => publishBatch(trx, context.dialect, caller, run, heads, batch, now));
    }
    await context.db.transaction().execute(async (trx) => {
      await lockBusiness(trx, business.id);
      const current = await readRunIn(trx, business.id, id);
      if (current.status === 'publishing') {
        await setRunStatus(trx, business.id, id, 'published', now.toISOString());
      }
    });
    await refreshBillStatistics(context.db, context.dialect);
  }
  return previewBillingRun(context, business, id);
}

/**
 * Takes a published run back to a draft, deleting its bills, only while none of them has a payment
 * (or an online order, a message sent about it, a late-fee invoice replacing it, a credit note or interest
 * charged on a later bill): after that the bills are the members' record and are corrected one by one.
 * Interest its bills carried goes back to waiting with them.
 */
export async function undoBillingRun(
  context: ServiceContext,
  caller: Caller,
  id: string,
  now: Date = context.clock(),
): Promise<TBillingRunPreview> {
  const { business } = caller;
  await context.db.transaction().execute(async (trx) => {
    const books = await readClosedBooks(trx, context.dialect, business.id);
    await lockBusiness(trx, business.id);
    const run = await readRunIn(trx, business.id, id);
    if (run.status === 'draft') throw new AppError('CONFLICT', RUN_NOT_PUBLISHED_MESSAGE);
    books.assertOpen(run.billDate);
    const inUse = await runBillsInUse(trx, business.id, id);
    if (inUse.payments + inUse.orders + inUse.messages + inUse.replaced + inUse.credited > 0) {
      throw new AppError('CONFLICT', runInUseMessage(inUse));
    }
    const billIds = await runBillIds(trx, business.id, id);
    await assertNoInterestChargedOn(trx, business.id, billIds);
    await giveBackAdvanceOf(trx, business.id, billIds, now);
    await deleteRunBills(trx, business.id, id);
    await setRunStatus(trx, business.id, id, 'draft', now.toISOString());
    const changes = fieldChanges({ period: run.period, bills: billIds }, null, ['period', 'bills']);
    await recordChangeBy(trx, caller, { entity: 'billing run', entityId: id, action: 'undo', changes }, now);
  });
  return previewBillingRun(context, business, id);
}
