import { DEFAULT_RWA_MODE, DEFAULT_TURNOVER_THRESHOLD_PAISE, type RwaMode } from '@domain/housing-society';
import type { Executor } from '../db/schema';

/** A business's GST settings as bills are computed with them: money in paise. */
export type GstSettings = {
  housingSociety: boolean;
  rwaMode: RwaMode;
  turnoverThresholdPaise: number;
  /** Bill totals rounded to the rupee with a Round off line. */
  roundOff: boolean;
};

const DEFAULT_SETTINGS: GstSettings = {
  housingSociety: false,
  rwaMode: DEFAULT_RWA_MODE,
  turnoverThresholdPaise: DEFAULT_TURNOVER_THRESHOLD_PAISE,
  roundOff: true,
};

/** The business's GST settings; the defaults until it saves its own. */
export async function gstSettingsOf(db: Executor, businessId: string): Promise<GstSettings> {
  const row = await db
    .selectFrom('gst_settings')
    .select(['housing_society', 'rwa_mode', 'turnover_threshold_paise', 'round_off'])
    .where('business_id', '=', businessId)
    .executeTakeFirst();
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    housingSociety: Number(row.housing_society) === 1,
    rwaMode: row.rwa_mode,
    turnoverThresholdPaise: Number(row.turnover_threshold_paise),
    roundOff: Number(row.round_off) === 1,
  };
}
