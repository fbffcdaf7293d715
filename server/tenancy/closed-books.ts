import { closedMonthMessage, firstClosedMonth } from '@domain/closed-books';
import { sql } from 'kysely';
import type { DialectName } from '../db/database';
import type { DbTransaction } from '../db/schema';
import { AppError } from '../errors';

/** The business's closed months, read where a change of money is made; `assertOpen` refuses one dated in them. */
export type ClosedBooks = {
  /** 409 naming the month when any of the dates falls in a closed one. */
  assertOpen: (...dates: ReadonlyArray<string | null | undefined>) => void;
};

/** The advisory lock of a business's closed books (PostgreSQL): shared by writes, exclusive for a close. */
function booksLockKey(businessId: string) {
  return sql`hashtextextended(${`closed-books:${businessId}`}, 0)`;
}

/**
 * Reads the closed months at the start of a transaction that writes money. On PostgreSQL it holds
 * the business's closed-books lock in shared mode until the transaction ends; closing a month takes
 * it exclusively, so a close waits for the writes under way and a write that starts after a close
 * sees it. Writes share it among themselves, and it is not the business row, which numbering
 * updates: a shared row lock there would deadlock two writes that both go on to update the row.
 * (SQLite writes one transaction at a time.) Called first in its transaction.
 */
export async function readClosedBooks(
  trx: DbTransaction,
  dialect: DialectName,
  businessId: string,
): Promise<ClosedBooks> {
  if (dialect === 'postgres') {
    await sql`select pg_advisory_xact_lock_shared(${booksLockKey(businessId)})`.execute(trx);
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

/** Holds a business's closed books exclusively until the transaction ends: a close or a reopening. */
export async function lockClosedBooks(
  trx: DbTransaction,
  dialect: DialectName,
  businessId: string,
): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${booksLockKey(businessId)})`.execute(trx);
}
