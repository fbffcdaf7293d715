import {
  MONTH_NOT_BEGUN_MESSAGE,
  MONTH_NOT_CLOSED_MESSAGE,
  type TCloseBooksInput,
  type TClosedMonths,
} from '@domain/api/closed-books';
import { financialYearMonths, monthLabel, monthOf } from '@domain/closed-books';
import { todayIn } from '@domain/dates';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { lockClosedBooks } from '../../tenancy/closed-books';
import { fieldChanges, recordChangeBy } from '../audit';

async function closedMonthsOf(db: Executor, businessId: string): Promise<TClosedMonths> {
  const rows = await db
    .selectFrom('closed_months')
    .leftJoin('users', 'users.id', 'closed_months.closed_by_user_id')
    .select(['closed_months.month', 'closed_months.closed_at', 'users.first_name', 'users.last_name'])
    .where('closed_months.business_id', '=', businessId)
    .orderBy('closed_months.month', 'desc')
    .execute();
  return {
    months: rows.map((row) => ({
      month: row.month,
      label: monthLabel(row.month),
      closedAt: row.closed_at,
      closedBy: row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim(),
    })),
  };
}

export async function readClosedMonths(context: ServiceContext, caller: Caller): Promise<TClosedMonths> {
  return closedMonthsOf(context.db, caller.business.id);
}

/**
 * Closes a month, or a financial year's months, holding the business's closed books: a write of money
 * already under way finishes first, and none dated in them is made after. Months already closed stay as they
 * were; each month newly closed is an entry of the trail.
 */
export async function closeBooks(
  context: ServiceContext,
  caller: Caller,
  input: TCloseBooksInput,
): Promise<TClosedMonths> {
  const now = context.clock();
  const months = input.month ? [input.month] : financialYearMonths(Number(input.financialYear?.slice(0, 4)));
  const thisMonth = monthOf(todayIn(caller.business.timeZone, now));
  if (months.some((month) => month > thisMonth)) {
    throw new AppError('BAD_REQUEST', MONTH_NOT_BEGUN_MESSAGE, [
      { path: input.month ? 'month' : 'financialYear', message: MONTH_NOT_BEGUN_MESSAGE },
    ]);
  }
  await context.db.transaction().execute(async (trx) => {
    await lockClosedBooks(trx, context.dialect, caller.business.id);
    const closed = await trx
      .insertInto('closed_months')
      .values(
        months.map((month) => ({
          business_id: caller.business.id,
          month,
          closed_by_user_id: caller.user.id,
          closed_at: now.toISOString(),
        })),
      )
      .onConflict((conflict) => conflict.columns(['business_id', 'month']).doNothing())
      .returning('month')
      .execute();
    for (const { month } of closed) {
      const changes = fieldChanges({ closed: false }, { closed: true }, ['closed']);
      await recordChangeBy(trx, caller, { entity: 'period', entityId: month, action: 'close', changes }, now);
    }
  });
  return closedMonthsOf(context.db, caller.business.id);
}

/** Reopens a closed month (the owner's alone): what is dated in it can change again. */
export async function reopenMonth(
  context: ServiceContext,
  caller: Caller,
  month: string,
): Promise<TClosedMonths> {
  await context.db.transaction().execute(async (trx) => {
    await lockClosedBooks(trx, context.dialect, caller.business.id);
    const reopened = await trx
      .deleteFrom('closed_months')
      .where('business_id', '=', caller.business.id)
      .where('month', '=', month)
      .returning('month')
      .executeTakeFirst();
    if (!reopened) throw new AppError('NOT_FOUND', MONTH_NOT_CLOSED_MESSAGE);
    const changes = fieldChanges({ closed: true }, { closed: false }, ['closed']);
    await recordChangeBy(
      trx,
      caller,
      { entity: 'period', entityId: month, action: 'reopen', changes },
      context.clock(),
    );
  });
  return closedMonthsOf(context.db, caller.business.id);
}
