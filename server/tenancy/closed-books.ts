import { closedMonthMessage, firstClosedMonth } from '@domain/closed-books';
import type { DialectName } from '../db/database';
import type { DbTransaction } from '../db/schema';
import { AppError } from '../errors';

/** The business's closed months, read where a change of money is made; `assertOpen` refuses one dated in them. */
export type ClosedBooks = {
  /** 409 naming the month when any of the dates falls in a closed one. */
  assertOpen: (...dates: ReadonlyArray<string | null | undefined>) => void;
};

/**
 * Reads the closed months at the start of a transaction that writes money. On PostgreSQL it holds
 * the business row in share mode until the transaction ends: closing a month updates that row, so a
 * close waits for the writes under way and a write that starts after a close sees it. (SQLite writes
 * one transaction at a time.) Called first in its transaction, so it takes its lock before any other.
 */
export async function readClosedBooks(
  trx: DbTransaction,
  dialect: DialectName,
  businessId: string,
): Promise<ClosedBooks> {
  if (dialect === 'postgres') {
    await trx.selectFrom('businesses').select('id').where('id', '=', businessId).forShare().execute();
  }
  const rows = await trx
    .selectFrom('closed_months')
    .select('month')
    .where('business_id', '=', businessId)
    .execute();
  const closed = new Set(rows.map((row) => row.month));
  return {
    assertOpen: (...dates) => {
      const month = firstClosedMonth(dates, closed);
      if (month) throw new AppError('CONFLICT', closedMonthMessage(month));
    },
  };
}
