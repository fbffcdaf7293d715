import type { CalendarDate } from '@domain/dates';
import { sql } from 'kysely';
import type { DialectName } from '../../db/database';
import type { Executor } from '../../db/schema';
import { isClaim } from '../invoices';

/*
 * The dashboard's figures for a whole business, read from the summaries the database keeps beside
 * every write (see the dashboard_summaries migration): a handful of rows per currency instead of every
 * invoice and payment. Each summary is the sum of its business's rows, which the triggers only ever
 * add to; `foldSummaries` adds them up into one row per key again.
 */

/** A business's invoice figures in one currency. */
export type InvoiceSummary = {
  currency: string;
  invoices: number;
  paid: number;
  partial: number;
  unpaid: number;
  receivedPaise: number;
  pendingPaise: number;
  claimedPaise: number;
};

/** More rows than this beyond one per key, and the dashboard folds a business's summaries. */
const FOLD_ABOVE_SURPLUS = 100;

/** Rows beyond one per key (group) read. */
function surplusOf(groups: { rows: number | string }[]): number {
  return groups.reduce((sum, group) => sum + Number(group.rows) - 1, 0);
}

/**
 * The business's invoice figures per currency (a currency none of its invoices is in any longer is
 * left out, as an aggregate over the invoices would), and how many of the rows they were read from a
 * fold would remove.
 */
export async function readInvoiceSummaries(
  db: Executor,
  businessId: string,
): Promise<{ summaries: InvoiceSummary[]; surplusRows: number }> {
  const rows = await db
    .selectFrom('invoice_summaries')
    .where('business_id', '=', businessId)
    .select((eb) => [
      'currency',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('invoices').as('invoices'),
      eb.fn.sum<number>('paid').as('paid'),
      eb.fn.sum<number>('partial').as('partial'),
      eb.fn.sum<number>('unpaid').as('unpaid'),
      eb.fn.sum<number>('received_paise').as('received'),
      eb.fn.sum<number>('pending_paise').as('pending'),
      eb.fn.sum<number>('claimed_paise').as('claimed'),
    ])
    .groupBy('currency')
    .execute();
  const summaries = rows
    .map((row) => ({
      currency: row.currency,
      invoices: Number(row.invoices),
      paid: Number(row.paid),
      partial: Number(row.partial),
      unpaid: Number(row.unpaid),
      receivedPaise: Number(row.received),
      pendingPaise: Number(row.pending),
      claimedPaise: Number(row.claimed),
    }))
    .filter((summary) => summary.invoices !== 0);
  return { summaries, surplusRows: surplusOf(rows) };
}

/**
 * What the business received in each month from `fromMonth` ('YYYY-MM') on, per currency (months
 * with nothing received left out), and how many of the rows it was read from a fold would remove.
 */
export async function readPaymentMonths(
  db: Executor,
  businessId: string,
  fromMonth: string,
): Promise<{ months: { month: string; currency: string; paise: number }[]; surplusRows: number }> {
  const rows = await db
    .selectFrom('payment_month_summaries')
    .where('business_id', '=', businessId)
    .where('month', '>=', fromMonth)
    .select((eb) => [
      'month',
      'currency',
      eb.fn.countAll<number>().as('rows'),
      eb.fn.sum<number>('paise').as('paise'),
    ])
    .groupBy(['month', 'currency'])
    .execute();
  const months = rows
    .map((row) => ({ month: row.month, currency: row.currency, paise: Number(row.paise) }))
    .filter((month) => month.paise !== 0);
  return { months, surplusRows: surplusOf(rows) };
}

/**
 * What the business's flats' standing receipts hold that no bill has taken, in paise, and how many of
 * the rows it was read from a fold would remove.
 */
export async function readReceiptAdvance(
  db: Executor,
  businessId: string,
): Promise<{ paise: number; surplusRows: number }> {
  const row = await db
    .selectFrom('receipt_advance_summaries')
    .where('business_id', '=', businessId)
    .select((eb) => [
      eb.fn.countAll<number>().as('rows'),
      eb.fn.coalesce(eb.fn.sum<number>('paise'), eb.lit(0)).as('paise'),
    ])
    .executeTakeFirstOrThrow();
  return { paise: Number(row.paise), surplusRows: Math.max(0, Number(row.rows) - 1) };
}

/**
 * Unpaid claims not yet due on `today`: the unpaid ones that are not overdue. Counted on the business's
 * unpaid invoices by due date (invoices_business_status_due_replaced_type), from today on, usually
 * this month's few bills.
 */
export async function countUnpaidNotYetDue(
  db: Executor,
  businessId: string,
  today: CalendarDate,
): Promise<number> {
  const row = await db
    .selectFrom('invoices')
    .where('business_id', '=', businessId)
    .where('status', '=', 'Unpaid')
    .where('due_date', '>=', today)
    .where(isClaim)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Whether summaries read with this many surplus rows should be folded before the next read. */
export function isWorthFolding(surplusRows: number): boolean {
  return surplusRows > FOLD_ABOVE_SURPLUS;
}

/**
 * Adds up each of the business's summaries into one row per key. On PostgreSQL one statement deletes
 * the rows it sees and inserts their sums, so a row another transaction adds meanwhile is left for
 * the next fold, and two folds at once never count a row twice (the second finds it already gone).
 * What one fold sees may be only part of a business's rows (an update's two, say: no invoice more or
 * less, but one paid more), so a sum is dropped only when every figure of it is nought.
 * SQLite writes one transaction at a time, so a read, a delete and an insert in one are as safe.
 */
export async function foldSummaries(db: Executor, dialect: DialectName, businessId: string) {
  if (dialect === 'postgres') {
    await sql`with folded as (delete from invoice_summaries where business_id = ${businessId} returning *)
      insert into invoice_summaries
        (business_id, currency, invoices, paid, partial, unpaid, received_paise, pending_paise, claimed_paise)
      select business_id, currency, sum(invoices), sum(paid), sum(partial), sum(unpaid),
        sum(received_paise), sum(pending_paise), sum(claimed_paise)
      from folded group by business_id, currency
      having sum(invoices) <> 0 or sum(paid) <> 0 or sum(partial) <> 0 or sum(unpaid) <> 0
        or sum(received_paise) <> 0 or sum(pending_paise) <> 0 or sum(claimed_paise) <> 0`.execute(db);
    await sql`with folded as (delete from payment_month_summaries where business_id = ${businessId} returning *)
      insert into payment_month_summaries (business_id, month, currency, paise)
      select business_id, month, currency, sum(paise)
      from folded group by business_id, month, currency having sum(paise) <> 0`.execute(db);
    await sql`with folded as (delete from receipt_advance_summaries where business_id = ${businessId} returning *)
      insert into receipt_advance_summaries (business_id, paise)
      select business_id, sum(paise) from folded group by business_id having sum(paise) <> 0`.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    const invoices = await readInvoiceSummaries(trx, businessId);
    const payments = await trx
      .selectFrom('payment_month_summaries')
      .where('business_id', '=', businessId)
      .select((eb) => ['month', 'currency', eb.fn.sum<number>('paise').as('paise')])
      .groupBy(['month', 'currency'])
      .execute();
    await trx.deleteFrom('invoice_summaries').where('business_id', '=', businessId).execute();
    const advance = await readReceiptAdvance(trx, businessId);
    await trx.deleteFrom('payment_month_summaries').where('business_id', '=', businessId).execute();
    await trx.deleteFrom('receipt_advance_summaries').where('business_id', '=', businessId).execute();
    if (advance.paise !== 0) {
      await trx
        .insertInto('receipt_advance_summaries')
        .values({ business_id: businessId, paise: advance.paise })
        .execute();
    }
    if (invoices.summaries.length > 0) {
      await trx
        .insertInto('invoice_summaries')
        .values(
          invoices.summaries.map((summary) => ({
            business_id: businessId,
            currency: summary.currency,
            invoices: summary.invoices,
            paid: summary.paid,
            partial: summary.partial,
            unpaid: summary.unpaid,
            received_paise: summary.receivedPaise,
            pending_paise: summary.pendingPaise,
            claimed_paise: summary.claimedPaise,
          })),
        )
        .execute();
    }
    const months = payments.filter((month) => Number(month.paise) !== 0);
    if (months.length > 0) {
      await trx
        .insertInto('payment_month_summaries')
        .values(
          months.map((month) => ({
            business_id: businessId,
            month: month.month,
            currency: month.currency,
            paise: Number(month.paise),
          })),
        )
        .execute();
    }
  });
}
