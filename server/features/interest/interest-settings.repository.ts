import {
  DEFAULT_GRACE_DAYS,
  DEFAULT_INTEREST_RATE,
  DEFAULT_MINIMUM_INTEREST,
  type LateCharge,
} from '@domain/api/interest';
import { toPaise } from '@domain/money';
import { toBasisPoints } from '@domain/percent';
import type { Executor } from '../../db/schema';

/** How the business charges late payment, in exact units: basis points a year, paise. */
export type InterestSettings = {
  lateCharge: LateCharge;
  rateBasisPoints: number;
  ceilingBasisPoints: number;
  graceDays: number;
  minimumPaise: number;
  chargeFrom: string | null;
};

/** Until a business saves its own: late-fee invoices, as every business had them before. */
export const DEFAULT_INTEREST_SETTINGS: InterestSettings = {
  lateCharge: 'late-fee-invoice',
  rateBasisPoints: toBasisPoints(DEFAULT_INTEREST_RATE),
  ceilingBasisPoints: toBasisPoints(DEFAULT_INTEREST_RATE),
  graceDays: DEFAULT_GRACE_DAYS,
  minimumPaise: toPaise(DEFAULT_MINIMUM_INTEREST),
  chargeFrom: null,
};

export async function findInterestSettings(db: Executor, businessId: string): Promise<InterestSettings> {
  const row = await db
    .selectFrom('interest_settings')
    .select([
      'late_charge',
      'rate_basis_points',
      'ceiling_basis_points',
      'grace_days',
      'minimum_paise',
      'charge_from',
    ])
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) return DEFAULT_INTEREST_SETTINGS;
  return {
    lateCharge: row.late_charge,
    rateBasisPoints: Number(row.rate_basis_points),
    ceilingBasisPoints: Number(row.ceiling_basis_points),
    graceDays: Number(row.grace_days),
    minimumPaise: Number(row.minimum_paise),
    chargeFrom: row.charge_from,
  };
}

export async function saveInterestSettings(
  db: Executor,
  businessId: string,
  settings: InterestSettings,
  now: string,
): Promise<void> {
  const values = {
    late_charge: settings.lateCharge,
    rate_basis_points: settings.rateBasisPoints,
    ceiling_basis_points: settings.ceilingBasisPoints,
    grace_days: settings.graceDays,
    minimum_paise: settings.minimumPaise,
    charge_from: settings.chargeFrom,
    updated_at: now,
  } as const;
  await db
    .insertInto('interest_settings')
    .values({ business_id: businessId, ...values })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet(values))
    .execute();
}
