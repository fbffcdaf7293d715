import type { Executor } from '../../db/schema';
import type { GstSettings } from '../../tenancy/gst-settings';

export async function saveGstSettings(
  db: Executor,
  businessId: string,
  settings: GstSettings,
  now: string,
): Promise<void> {
  const values = {
    housing_society: settings.housingSociety ? 1 : 0,
    rwa_mode: settings.rwaMode,
    turnover_threshold_paise: settings.turnoverThresholdPaise,
    round_off: settings.roundOff ? 1 : 0,
    updated_at: now,
  } as const;
  await db
    .insertInto('gst_settings')
    .values({ business_id: businessId, ...values })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet(values))
    .execute();
}
