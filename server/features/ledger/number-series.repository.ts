import { sql } from 'kysely';
import type { DbTransaction } from '../../db/schema';

/** A business's own numbering of the documents the ledger issues: one counter table per series. */
export type NumberSeries = 'receipt_counters' | 'credit_note_counters';

/**
 * The business's next number in a series: its counter raised in this transaction (the last lock a
 * ledger write takes), so two documents issued at once get two numbers and the series has no gaps
 * but those of deleted documents.
 */
export async function takeNextNumber(
  trx: DbTransaction,
  series: NumberSeries,
  businessId: string,
): Promise<number> {
  const row = await trx
    .insertInto(series)
    .values({ business_id: businessId, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column('business_id').doUpdateSet({ last_number: sql`${sql.table(series)}.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}
