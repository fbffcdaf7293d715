import type { NumberSeries } from '@domain/fy-numbering';
import { sql } from 'kysely';
import type { DbTransaction, Executor } from '../../db/schema';

/*
 * A business's counters: each continuous series' own (invoices on the business row, receipts and
 * credit notes in a table each, as they always were), and one per series and financial year. Every
 * counter is raised and read in one statement, which holds its row until the transaction ends, so two
 * documents numbered at once get two numbers, on PostgreSQL as on SQLite (one writer).
 */

const CONTINUOUS_TABLES = { receipts: 'receipt_counters', creditNotes: 'credit_note_counters' } as const;

/** The next number of a continuous series, its counter raised in this transaction. */
export async function takeContinuousNumber(
  trx: DbTransaction,
  businessId: string,
  series: NumberSeries,
): Promise<number> {
  if (series === 'invoices') {
    const row = await trx
      .updateTable('businesses')
      .set((eb) => ({ invoice_counter: eb('invoice_counter', '+', 1) }))
      .where('id', '=', businessId)
      .returning('invoice_counter')
      .executeTakeFirstOrThrow();
    return Number(row.invoice_counter);
  }
  const table = CONTINUOUS_TABLES[series];
  const row = await trx
    .insertInto(table)
    .values({ business_id: businessId, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('business_id').doUpdateSet({ last_number: sql`${sql.table(table)}.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/**
 * A typed invoice number raises the continuous counter to at least that number (under the same row
 * lock), so the numbers given out later never land on it.
 */
export async function raiseInvoiceCounterTo(trx: DbTransaction, businessId: string, value: number) {
  await trx
    .updateTable('businesses')
    .set({
      invoice_counter: sql<number>`case when invoice_counter < ${value} then ${value} else invoice_counter end`,
    })
    .where('id', '=', businessId)
    .execute();
}

/** The next serial of a series in a financial year: 1 for the year's first document. */
export async function takeYearSerial(
  trx: DbTransaction,
  businessId: string,
  series: NumberSeries,
  financialYear: number,
): Promise<number> {
  const row = await trx
    .insertInto('number_counters')
    .values({ business_id: businessId, series, financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict
        .columns(['business_id', 'series', 'financial_year'])
        .doUpdateSet({ last_number: sql`number_counters.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

/** A typed serial raises its year's counter to at least that serial, as a typed continuous number does. */
export async function raiseYearCounterTo(
  trx: DbTransaction,
  businessId: string,
  series: NumberSeries,
  financialYear: number,
  serial: number,
) {
  await trx
    .insertInto('number_counters')
    .values({ business_id: businessId, series, financial_year: financialYear, last_number: serial })
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'series', 'financial_year']).doUpdateSet({
        last_number: sql`case when number_counters.last_number < ${serial} then ${serial} else number_counters.last_number end`,
      }),
    )
    .execute();
}

export type SeriesCounters = Record<NumberSeries, { continuous: number; year: number }>;

/** Each series' continuous counter and its counter for one financial year (0 where none was given). */
export async function findCounters(
  db: Executor,
  businessId: string,
  financialYear: number,
): Promise<SeriesCounters> {
  const [business, receipts, creditNotes, years] = await Promise.all([
    db
      .selectFrom('businesses')
      .select('invoice_counter')
      .where('id', '=', businessId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('receipt_counters')
      .select('last_number')
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
    db
      .selectFrom('credit_note_counters')
      .select('last_number')
      .where('business_id', '=', businessId)
      .executeTakeFirst(),
    db
      .selectFrom('number_counters')
      .select(['series', 'last_number'])
      .where('business_id', '=', businessId)
      .where('financial_year', '=', financialYear)
      .execute(),
  ]);
  const yearOf = (series: NumberSeries) =>
    Number(years.find((row) => row.series === series)?.last_number ?? 0);
  return {
    invoices: { continuous: Number(business.invoice_counter), year: yearOf('invoices') },
    receipts: { continuous: Number(receipts?.last_number ?? 0), year: yearOf('receipts') },
    creditNotes: { continuous: Number(creditNotes?.last_number ?? 0), year: yearOf('creditNotes') },
  };
}

/** The count `GET /api/v2/invoices/count` answers: the continuous invoice counter (next number − 1). */
export async function findInvoiceCounter(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('businesses')
    .select('invoice_counter')
    .where('id', '=', businessId)
    .executeTakeFirstOrThrow();
  return Number(row.invoice_counter);
}
