import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { type FlatCondition, flatMeets, openingArrearsQuery } from './opening-arrears.repository';
import { advancePaidOn, heldBy, standingReceipts } from './receipts.repository';

/** The flats' accounts beyond their bills, added up, in paise. */
export type LedgerTotals = {
  /** What the flats still owe of their opening balances, each flat's never below 0. */
  openingOwedPaise: number;
  /** What the flats hold as advance: their receipts' money nothing took, and opening advances not used yet. */
  advancePaise: number;
};

/**
 * What the business's flats' standing receipts hold that no bill has taken (those of the flats meeting
 * `flats` only), in paise: each receipt's amount less what paid the opening balance and bills.
 */
export async function sumReceiptsHeld(
  db: Executor,
  businessId: string,
  flats?: FlatCondition,
): Promise<number> {
  // A receipt whose flat is gone (its customer deleted) is on no flat's account.
  let receipts = standingReceipts(db, businessId)
    .select((eb) => heldBy(eb).as('held'))
    .where('receipts.customer_id', 'is not', null);
  if (flats) receipts = receipts.where(flatMeets('receipts', flats));
  const row = await db
    .selectFrom(receipts.as('receipts_held'))
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('held'), eb.lit(0)).as('paise'))
    .executeTakeFirstOrThrow();
  return Number(row.paise);
}

/**
 * The flats' opening balances in sums (those of the flats meeting `flats` only), one statement of
 * aggregates that never brings a row back: what they still owe of their arrears, and what is left of
 * their opening advances.
 */
export async function sumOpeningBalances(
  db: Executor,
  businessId: string,
  flats?: FlatCondition,
): Promise<{ openingOwedPaise: number; openingAdvanceLeftPaise: number }> {
  const arrears = openingArrearsQuery(db, businessId, flats).as('arrears');

  // Each opening advance less what its flat's bills took of it: payments no receipt made, summed
  // one bill at a time by its key (never a join the planner may read again for every flat).
  let openingAdvances = db
    .selectFrom('ledger_accounts')
    .select((eb) => {
      const used = eb
        .selectFrom('invoices')
        .select((inner) => inner.fn.sum<number>(advancePaidOn(inner)).as('paise'))
        .whereRef('invoices.business_id', '=', 'ledger_accounts.business_id')
        .whereRef('invoices.customer_id', '=', 'ledger_accounts.customer_id')
        .$asScalar();
      return sql<number>`0 - ledger_accounts.opening_paise - ${eb.fn.coalesce(used, eb.lit(0))}`.as('left');
    })
    .where('ledger_accounts.business_id', '=', businessId)
    .where('ledger_accounts.opening_paise', '<', 0);
  if (flats) openingAdvances = openingAdvances.where(flatMeets('ledger_accounts', flats));

  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom(arrears)
        .select((inner) =>
          // domain/ledger's openingOwedOf, kept from going below 0 for a flat whose opening was set under what was paid.
          inner.fn
            .coalesce(
              inner.fn.sum<number>(
                inner
                  .case()
                  .when('arrears.opening_paise', '>', inner.ref('arrears.paid'))
                  .then(inner('arrears.opening_paise', '-', inner.ref('arrears.paid')))
                  .else(0)
                  .end(),
              ),
              inner.lit(0),
            )
            .as('paise'),
        )
        .$asScalar()
        .as('opening_owed'),
      eb
        .selectFrom(openingAdvances.as('opening_advances'))
        .select((inner) => inner.fn.coalesce(inner.fn.sum<number>('left'), inner.lit(0)).as('paise'))
        .$asScalar()
        .as('opening_advance_left'),
    ])
    .executeTakeFirstOrThrow();
  return {
    openingOwedPaise: Number(row.opening_owed),
    openingAdvanceLeftPaise: Number(row.opening_advance_left),
  };
}

/**
 * The business's flats (or those meeting `flats` only) in sums: the same figures flatAccountOf reads
 * one flat at a time, added up.
 */
export async function findLedgerTotals(
  db: Executor,
  businessId: string,
  flats?: FlatCondition,
): Promise<LedgerTotals> {
  const [opening, receiptsHeldPaise] = await Promise.all([
    sumOpeningBalances(db, businessId, flats),
    sumReceiptsHeld(db, businessId, flats),
  ]);
  return {
    openingOwedPaise: opening.openingOwedPaise,
    advancePaise: receiptsHeldPaise + opening.openingAdvanceLeftPaise,
  };
}
