import { collectionPeriodOf, type TCollection, type TCollectionQuery } from '@domain/api/collection';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { type BlockFigures, type CollectionReport, collectionReportOf } from './collection-report';
import { collectionWorkbook } from './collection-workbook';

/** The report over the period asked for; a day left out falls in the business's current month. */
function reportOf(context: ServiceContext, caller: Caller, query: TCollectionQuery, now: Date) {
  const period = collectionPeriodOf(query, todayIn(caller.business.timeZone, now));
  return collectionReportOf(context.db, caller.business.id, period);
}

const figuresAnswer = (figures: BlockFigures) => ({
  billed: fromPaise(figures.billedPaise),
  collected: fromPaise(figures.collectedPaise),
  outstanding: fromPaise(figures.outstandingPaise),
});

function collectionAnswerOf(report: CollectionReport): TCollection {
  const { billed, collected } = report;
  return {
    ...report.period,
    billed: {
      bills: billed.bills,
      total: fromPaise(billed.totalPaise),
      rows: billed.rows.map(({ amountPaise, ...row }) => ({ ...row, amount: fromPaise(amountPaise) })),
    },
    collected: {
      receipts: collected.receipts,
      total: fromPaise(collected.totalPaise),
      methods: collected.methods.map(({ amountPaise, ...row }) => ({
        ...row,
        amount: fromPaise(amountPaise),
      })),
    },
    blocks: report.blocks.map((block) => ({ block: block.block, ...figuresAnswer(block) })),
    totals: figuresAnswer(report.totals),
  };
}

/** `GET /api/v2/reports/collection`: what the caller's business billed and collected in a period. */
export async function collectionOf(
  context: ServiceContext,
  caller: Caller,
  query: TCollectionQuery,
  now: Date = context.clock(),
): Promise<TCollection> {
  return collectionAnswerOf(await reportOf(context, caller, query, now));
}

/** `GET /api/v2/reports/collection.xlsx`: the same report as a workbook. */
export async function exportCollection(
  context: ServiceContext,
  caller: Caller,
  query: TCollectionQuery,
  now: Date = context.clock(),
): Promise<Buffer> {
  return collectionWorkbook(caller.business.name, await reportOf(context, caller, query, now));
}
