import { type BilledRowKind, OTHER_CHARGES } from '@domain/api/collection';
import { PAYMENT_METHODS } from '@domain/constants';
import { flatSortKey } from '@domain/natural-sort';
import type { Executor } from '../../db/schema';
import {
  type BlockBills,
  type BlockCredits,
  type BlockReceipts,
  billsByBlock,
  creditNotesByBlock,
  type HeadLines,
  linesByHead,
  type Period,
  receiptsByBlockAndMethod,
} from './collection.repository';

export type BilledRow = { kind: BilledRowKind; headId: string | null; name: string; amountPaise: number };
export type CollectedRow = { method: string; receipts: number; amountPaise: number };
export type BlockFigures = { billedPaise: number; collectedPaise: number; outstandingPaise: number };

/** A period's collection in paise: the workbook and the API's answer are both drawn from it. */
export type CollectionReport = {
  period: Period;
  billed: { bills: number; totalPaise: number; rows: BilledRow[] };
  collected: { receipts: number; totalPaise: number; methods: CollectedRow[] };
  blocks: Array<BlockFigures & { block: string }>;
  totals: BlockFigures;
};

const sumOf = <Row>(rows: readonly Row[], amount: (row: Row) => number) =>
  rows.reduce((sum, row) => sum + amount(row), 0);

/** Heads in their settings' order, then heads deleted since by name, then lines under no head. */
function headOrder(left: HeadLines, right: HeadLines): number {
  const rank = (head: HeadLines) => (head.headId === null ? 2 : head.position === null ? 1 : 0);
  return (
    rank(left) - rank(right) ||
    (left.position ?? 0) - (right.position ?? 0) ||
    left.itemName.localeCompare(right.itemName)
  );
}

/**
 * One row per head, then GST and the rounding to whole rupees, adding up to `billedPaise`; then what
 * credit notes took off, when they did.
 */
function billedRowsOf(
  heads: HeadLines[],
  gstPaise: number,
  billedPaise: number,
  creditedPaise: number,
): BilledRow[] {
  const credit: BilledRow[] =
    creditedPaise > 0
      ? [{ kind: 'credit', headId: null, name: 'Credit notes', amountPaise: -creditedPaise }]
      : [];
  if (heads.length === 0) return credit;
  const rows: BilledRow[] = [...heads].sort(headOrder).map((head) => ({
    kind: head.headId === null ? 'other' : 'head',
    headId: head.headId,
    name: head.headId === null ? OTHER_CHARGES : (head.headName ?? head.itemName),
    amountPaise: head.amountPaise,
  }));
  rows.push({ kind: 'gst', headId: null, name: 'GST', amountPaise: gstPaise });
  const roundOffPaise = billedPaise - sumOf(rows, (row) => row.amountPaise);
  if (roundOffPaise !== 0)
    rows.push({ kind: 'roundOff', headId: null, name: 'Round-off', amountPaise: roundOffPaise });
  return [...rows, ...credit];
}

/** Every payment method, those with nothing too, then any other a receipt was recorded with. */
function methodRowsOf(receipts: BlockReceipts[]): CollectedRow[] {
  const methods = new Map<string, CollectedRow>(
    PAYMENT_METHODS.map((method) => [method, { method, receipts: 0, amountPaise: 0 }]),
  );
  for (const row of receipts) {
    const method = methods.get(row.method) ?? { method: row.method, receipts: 0, amountPaise: 0 };
    method.receipts += row.receipts;
    method.amountPaise += row.amountPaise;
    methods.set(row.method, method);
  }
  return [...methods.values()];
}

/**
 * Blocks in their natural order (A-2 before A-10), flats without a block last; what each billed is net
 * of the credit notes issued in the period.
 */
function blockRowsOf(
  bills: BlockBills[],
  credits: BlockCredits[],
  receipts: BlockReceipts[],
): CollectionReport['blocks'] {
  const blocks = new Map<string, BlockFigures>();
  const blockOf = (block: string) => {
    let figures = blocks.get(block);
    if (!figures) {
      figures = { billedPaise: 0, collectedPaise: 0, outstandingPaise: 0 };
      blocks.set(block, figures);
    }
    return figures;
  };
  for (const row of bills) {
    const figures = blockOf(row.block);
    figures.billedPaise += row.totalPaise;
    figures.outstandingPaise += row.outstandingPaise;
  }
  for (const row of credits) blockOf(row.block).billedPaise -= row.totalPaise;
  for (const row of receipts) blockOf(row.block).collectedPaise += row.amountPaise;
  const key = (block: string) => (block === '' ? '\uffff' : flatSortKey(block, '', ''));
  return [...blocks]
    .map(([block, figures]) => ({ block, ...figures }))
    .sort((left, right) =>
      key(left.block) < key(right.block) ? -1 : key(left.block) > key(right.block) ? 1 : 0,
    );
}

/** The business's collection over `period`, from four grouped reads. */
export async function collectionReportOf(
  db: Executor,
  businessId: string,
  period: Period,
): Promise<CollectionReport> {
  const [bills, heads, credits, receipts] = await Promise.all([
    billsByBlock(db, businessId, period),
    linesByHead(db, businessId, period),
    creditNotesByBlock(db, businessId, period),
    receiptsByBlockAndMethod(db, businessId, period),
  ]);
  const creditedPaise = sumOf(credits, (row) => row.totalPaise);
  const grossPaise = sumOf(bills, (row) => row.totalPaise);
  const billedPaise = grossPaise - creditedPaise;
  const blocks = blockRowsOf(bills, credits, receipts);
  return {
    period,
    billed: {
      bills: sumOf(bills, (row) => row.bills),
      totalPaise: billedPaise,
      rows: billedRowsOf(
        heads,
        sumOf(bills, (row) => row.gstPaise),
        grossPaise,
        creditedPaise,
      ),
    },
    collected: {
      receipts: sumOf(receipts, (row) => row.receipts),
      totalPaise: sumOf(receipts, (row) => row.amountPaise),
      methods: methodRowsOf(receipts),
    },
    blocks,
    totals: {
      billedPaise,
      collectedPaise: sumOf(blocks, (row) => row.collectedPaise),
      outstandingPaise: sumOf(blocks, (row) => row.outstandingPaise),
    },
  };
}
