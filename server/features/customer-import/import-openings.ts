import { fromPaise } from '@domain/money';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { eventLoopTurns } from '../../event-loop-turns';
import { flatAccountOf, setOpeningBalance } from '../ledger';
import type { ImportOpening } from './import-opening';

/** Flats whose ledger is read at once: PostgreSQL answers them side by side through its pool. */
const READ_TOGETHER = 16;

/** The opening balance each of these flats has now, by customer id. */
export async function storedOpeningsOf(
  db: Executor,
  businessId: string,
  customerIds: string[],
): Promise<Map<string, ImportOpening>> {
  const openings = new Map<string, ImportOpening>();
  const giveTurn = eventLoopTurns();
  for (let start = 0; start < customerIds.length; start += READ_TOGETHER) {
    const ids = customerIds.slice(start, start + READ_TOGETHER);
    const accounts = await Promise.all(ids.map((id) => flatAccountOf(db, businessId, id)));
    ids.forEach((id, index) => {
      const account = accounts[index];
      if (account) openings.set(id, { paise: account.openingPaise, asOf: account.openingAsOf });
    });
    await giveTurn();
  }
  return openings;
}

/** Whether the file's opening balance is the one the flat has (the date counts only for a balance). */
export function sameOpening(file: ImportOpening, stored: ImportOpening | undefined): boolean {
  const paise = stored?.paise ?? 0;
  return file.paise === paise && (paise === 0 || file.asOf === stored?.asOf);
}

/**
 * Sets a flat's opening balance through the ledger, whose rules decide (it may not fall below what was
 * already paid on it, nor an advance below what bills have taken): answers the ledger's reason when it
 * refuses, with nothing stored. The refusal comes before any write that matters, so the transaction
 * goes on with the other rows.
 */
export async function openingRefusal(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  opening: ImportOpening,
  now: Date,
): Promise<string | null> {
  try {
    await setOpeningBalance(
      trx,
      businessId,
      customerId,
      { amount: fromPaise(opening.paise), asOf: opening.asOf },
      now,
    );
    return null;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return error.message;
    throw error;
  }
}
