import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../../db/schema';

/** A flat's opening arrears as its ledger holds them, in paise: the balance brought in and what receipts paid on it. */
export type OpeningArrears = { openingPaise: number; paidPaise: number; asOf: string | null };

/** Some of the business's flats: a condition on a customer's columns, named bare ('name', 'block'). */
export type FlatCondition = RawBuilder<SqlBool>;

/**
 * Whether the flat of a row of `table` (its `customer_id`) meets `condition`, asked of that one
 * customer by its primary key: never a join or an `in` the planner may read again for every row, as
 * PostgreSQL does without statistics. The row is the business's, and so is its flat. Null, so no
 * match, for a row without a flat.
 */
export function flatMeets(
  table: 'ledger_accounts' | 'receipts',
  condition: FlatCondition,
): RawBuilder<SqlBool> {
  const customerId = sql.ref(`${table}.customer_id`);
  return sql<SqlBool>`(select ${condition} from customers where customers.id = ${customerId})`;
}

/**
 * One row per flat that came with arrears (those meeting `flats` only, when given): its opening
 * balance, the date it is as of, and what its standing receipts have paid on it (`paid`), each flat's
 * receipts summed by the flat's key in the receipts' index (never a join the planner may read again
 * for every flat, as PostgreSQL does without statistics).
 */
export function openingArrearsQuery(db: Executor, businessId: string, flats?: FlatCondition) {
  const query = db
    .selectFrom('ledger_accounts')
    .select((eb) => [
      'ledger_accounts.customer_id',
      'ledger_accounts.opening_paise',
      'ledger_accounts.opening_as_of',
      eb.fn
        .coalesce(
          eb
            .selectFrom('receipts')
            .select((inner) =>
              inner.fn
                .sum<number>(
                  // A reversed receipt paid nothing: what it had paid on the opening balance is owed
                  // again. Asked in the sum, so the flat's key is the only index condition.
                  inner
                    .case()
                    .when('receipts.reversed_on', 'is', null)
                    .then(inner.ref('receipts.opening_paise'))
                    .end(),
                )
                .as('paise'),
            )
            .whereRef('receipts.business_id', '=', 'ledger_accounts.business_id')
            .whereRef('receipts.customer_id', '=', 'ledger_accounts.customer_id')
            .$asScalar(),
          eb.lit(0),
        )
        .as('paid'),
    ])
    .where('ledger_accounts.business_id', '=', businessId)
    .where('ledger_accounts.opening_paise', '>', 0);
  return flats ? query.where(flatMeets('ledger_accounts', flats)) : query;
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
