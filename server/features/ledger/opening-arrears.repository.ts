import type { SelectQueryBuilder } from 'kysely';
import type { DB, Executor } from '../../db/schema';

/** A flat's opening arrears as its ledger holds them, in paise: the balance brought in and what receipts paid on it. */
export type OpeningArrears = { openingPaise: number; paidPaise: number; asOf: string | null };

/** Some of the business's flats: a query that selects their customer ids. */
export type FlatIds = SelectQueryBuilder<DB, 'customers', { id: string }>;

/**
 * One row per flat that came with arrears (of `flats` only, when given): its opening balance, the
 * date it is as of, and what its standing receipts have paid on it (`paid`), grouped in one query.
 */
export function openingArrearsQuery(db: Executor, businessId: string, flats?: FlatIds) {
  const query = db
    .selectFrom('ledger_accounts')
    .leftJoin('receipts', (join) =>
      join
        .onRef('receipts.business_id', '=', 'ledger_accounts.business_id')
        .onRef('receipts.customer_id', '=', 'ledger_accounts.customer_id')
        // A reversed receipt paid nothing: what it had paid on the opening balance is owed again.
        .on('receipts.reversed_on', 'is', null),
    )
    .select((eb) => [
      'ledger_accounts.customer_id',
      'ledger_accounts.opening_paise',
      'ledger_accounts.opening_as_of',
      eb.fn.coalesce(eb.fn.sum<number>('receipts.opening_paise'), eb.lit(0)).as('paid'),
    ])
    .where('ledger_accounts.business_id', '=', businessId)
    .where('ledger_accounts.opening_paise', '>', 0)
    .groupBy([
      'ledger_accounts.customer_id',
      'ledger_accounts.opening_paise',
      'ledger_accounts.opening_as_of',
    ]);
  return flats ? query.where('ledger_accounts.customer_id', 'in', flats) : query;
}

/**
 * Every flat of the business that came with arrears: its opening balance and what its receipts have
 * paid on it, and the date it is as of, from one query (a billing run's preview, the dues report); the
 * same sums as flatAccountOf reads one flat at a time. The rule that makes them what is still owed
 * stays domain/ledger's openingOwedOf.
 */
export async function findOpeningArrears(
  db: Executor,
  businessId: string,
): Promise<Map<string, OpeningArrears>> {
  const rows = await openingArrearsQuery(db, businessId).execute();
  return new Map(
    rows.map((row) => [
      row.customer_id,
      { openingPaise: Number(row.opening_paise), paidPaise: Number(row.paid), asOf: row.opening_as_of },
    ]),
  );
}
