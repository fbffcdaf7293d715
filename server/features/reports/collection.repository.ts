import type { CalendarDate } from '@domain/dates';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { isLedgerBill, isOwing, owedOn } from '../invoices';
import { isCountedReceipt } from './ageing.repository';

/*
 * The reads behind Reports → Collection, each grouped in the database: no bill, line or receipt row
 * is ever loaded, only one row per block, bill head or payment method.
 */

export type Period = { from: CalendarDate; to: CalendarDate };

/** The period's bills: the caller's ledger bills dated in it. */
function isPeriodBill(businessId: string, period: Period) {
  return (eb: ExpressionBuilder<DB, 'invoices'>) =>
    eb.and([
      eb('invoices.business_id', '=', businessId),
      eb.between('invoices.invoice_date', period.from, period.to),
      isLedgerBill(eb),
    ]);
}

export type BlockBills = {
  block: string;
  bills: number;
  totalPaise: number;
  gstPaise: number;
  /** Still owed now on these bills. */
  outstandingPaise: number;
};

/** The period's bills summed per block: the flat's, or the bill's own when the flat is gone. */
export async function billsByBlock(db: Executor, businessId: string, period: Period): Promise<BlockBills[]> {
  const rows = await db
    .selectFrom('invoices')
    .leftJoin('customers', 'customers.id', 'invoices.customer_id')
    .where(isPeriodBill(businessId, period))
    .select((eb) => {
      const block = eb.fn.coalesce('customers.block', 'invoices.client_block');
      const owed = owedOn(eb);
      return [
        block.as('block'),
        eb.fn.countAll<number>().as('bills'),
        eb.fn.sum<number>('invoices.total_paise').as('total'),
        eb.fn.sum<number>('invoices.gst_paise').as('gst'),
        eb.fn.sum<number>(eb.case().when(isOwing(eb)).then(owed).else(eb.lit(0)).end()).as('outstanding'),
      ];
    })
    .groupBy((eb) => eb.fn.coalesce('customers.block', 'invoices.client_block'))
    .execute();
  return rows.map((row) => ({
    block: String(row.block),
    bills: Number(row.bills),
    totalPaise: Number(row.total),
    gstPaise: Number(row.gst),
    outstandingPaise: Number(row.outstanding),
  }));
}

export type HeadLines = {
  /** Null for lines billed under no head. */
  headId: string | null;
  /** The head's name, or null when it was deleted since. */
  headName: string | null;
  position: number | null;
  /** One of its lines' own names, for a head deleted since. */
  itemName: string;
  amountPaise: number;
};

/** The period's bills' lines summed per bill head (and those under none). */
export async function linesByHead(db: Executor, businessId: string, period: Period): Promise<HeadLines[]> {
  const rows = await db
    .selectFrom('invoice_items')
    .innerJoin('invoices', 'invoices.id', 'invoice_items.invoice_id')
    // The line names its head in text (no foreign key: a deleted head leaves it as billed); PostgreSQL
    // compares a uuid with text only once it is cast.
    .leftJoin('bill_heads', (join) =>
      join
        .on('bill_heads.business_id', '=', businessId)
        .on((eb) =>
          eb(
            sql<string>`cast(${sql.ref('bill_heads.id')} as text)`,
            '=',
            eb.ref('invoice_items.bill_head_id'),
          ),
        ),
    )
    .where('invoice_items.business_id', '=', businessId)
    .where(isPeriodBill(businessId, period))
    .select((eb) => [
      'invoice_items.bill_head_id',
      'bill_heads.name',
      'bill_heads.position',
      eb.fn.min('invoice_items.item_name').as('itemName'),
      eb.fn.sum<number>('invoice_items.amount_paise').as('amount'),
    ])
    .groupBy(['invoice_items.bill_head_id', 'bill_heads.name', 'bill_heads.position'])
    .execute();
  return rows.map((row) => ({
    headId: row.bill_head_id,
    headName: row.name,
    position: row.position === null ? null : Number(row.position),
    itemName: String(row.itemName),
    amountPaise: Number(row.amount),
  }));
}

export type BlockReceipts = { block: string; method: string; receipts: number; amountPaise: number };

/** The receipts that stand, paid in the period, summed per block of their flat and payment method. */
export async function receiptsByBlockAndMethod(
  db: Executor,
  businessId: string,
  period: Period,
): Promise<BlockReceipts[]> {
  const block = sql<string>`coalesce(${sql.ref('customers.block')}, '')`;
  const rows = await db
    .selectFrom('receipts')
    .leftJoin('customers', 'customers.id', 'receipts.customer_id')
    .where(isCountedReceipt(businessId))
    .where('receipts.date_paid', '>=', period.from)
    .where('receipts.date_paid', '<=', period.to)
    .select((eb) => [
      block.as('block'),
      'receipts.payment_method',
      eb.fn.countAll<number>().as('receipts'),
      eb.fn.sum<number>('receipts.amount_paise').as('amount'),
    ])
    .groupBy([block, 'receipts.payment_method'])
    .execute();
  return rows.map((row) => ({
    block: row.block,
    method: row.payment_method,
    receipts: Number(row.receipts),
    amountPaise: Number(row.amount),
  }));
}

export type BlockCredits = { block: string; totalPaise: number };

/** The credit notes issued in the period on ledger bills, summed per block (the flat's, else the bill's). */
export async function creditNotesByBlock(
  db: Executor,
  businessId: string,
  period: Period,
): Promise<BlockCredits[]> {
  const rows = await db
    .selectFrom('credit_notes')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.id', '=', 'credit_notes.invoice_id')
        .onRef('invoices.business_id', '=', 'credit_notes.business_id'),
    )
    .leftJoin('customers', 'customers.id', 'invoices.customer_id')
    .where('credit_notes.business_id', '=', businessId)
    .where('credit_notes.issued_on', '>=', period.from)
    .where('credit_notes.issued_on', '<=', period.to)
    .where(isLedgerBill)
    .select((eb) => [
      eb.fn.coalesce('customers.block', 'invoices.client_block').as('block'),
      eb.fn.sum<number>('credit_notes.total_paise').as('total'),
    ])
    .groupBy((eb) => eb.fn.coalesce('customers.block', 'invoices.client_block'))
    .execute();
  return rows.map((row) => ({ block: String(row.block), totalPaise: Number(row.total) }));
}
