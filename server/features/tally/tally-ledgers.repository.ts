import type { DbTransaction, Executor } from '../../db/schema';

/*
 * The Tally ledgers the owner named, a row per ledger key: the fixed ones ('cgst', 'roundOff', …) and
 * 'head:<bill head id>'. A key without a row has its default name.
 */

const HEAD_KEY_PREFIX = 'head:';

export function headLedgerKey(headId: string): string {
  return `${HEAD_KEY_PREFIX}${headId}`;
}

/** The names stored, by ledger key; empty until the owner saves a mapping. */
export async function findTallyLedgers(db: Executor, businessId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tally_ledgers')
    .select(['ledger_key', 'ledger_name'])
    .where('business_id', '=', businessId)
    .execute();
  return new Map(rows.map((row) => [row.ledger_key, row.ledger_name]));
}

/** Replaces the business's mapping with `names` (ledger key → name). */
export async function replaceTallyLedgers(
  trx: DbTransaction,
  businessId: string,
  names: ReadonlyMap<string, string>,
  now: string,
): Promise<void> {
  await trx.deleteFrom('tally_ledgers').where('business_id', '=', businessId).execute();
  if (names.size === 0) return;
  await trx
    .insertInto('tally_ledgers')
    .values(
      [...names].map(([key, name]) => ({
        business_id: businessId,
        ledger_key: key,
        ledger_name: name,
        updated_at: now,
      })),
    )
    .execute();
}
