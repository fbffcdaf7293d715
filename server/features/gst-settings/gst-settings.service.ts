import type { TGstSettings, TGstTurnover, TGstTurnoverQuery } from '@domain/api/gst-settings';
import { todayIn } from '@domain/dates';
import { turnoverWatchOf } from '@domain/housing-society';
import { fromPaise, toPaise } from '@domain/money';
import { financialYearSpanOf } from '@domain/statement';
import type { ServiceContext } from '../../app-context';
import type { Caller, CallerBusiness } from '../../caller';
import { type GstSettings, gstSettingsOf } from '../../tenancy/gst-settings';
import { saveSettingsWithTrail } from '../audit';
import { financialYearTurnoverPaise } from '../invoices';
import { saveGstSettings } from './gst-settings.repository';

type SettingsBusiness = Pick<CallerBusiness, 'id' | 'timeZone'>;

function gstSettingsAnswerOf(settings: GstSettings): TGstSettings {
  return {
    housingSociety: settings.housingSociety,
    rwaMode: settings.rwaMode,
    turnoverThreshold: fromPaise(settings.turnoverThresholdPaise),
    roundOff: settings.roundOff,
  };
}

/** The business's GST settings, the threshold in rupees. */
export async function readGstSettings(context: ServiceContext, business: SettingsBusiness) {
  return gstSettingsAnswerOf(await gstSettingsOf(context.db, business.id));
}

export async function changeGstSettings(
  context: ServiceContext,
  caller: Caller,
  input: TGstSettings,
): Promise<TGstSettings> {
  const businessId = caller.business.id;
  const settings: GstSettings = {
    housingSociety: input.housingSociety,
    rwaMode: input.rwaMode,
    turnoverThresholdPaise: toPaise(input.turnoverThreshold),
    roundOff: input.roundOff,
  };
  const now = context.clock();
  return saveSettingsWithTrail(
    context.db,
    caller,
    'gst',
    async (db) => gstSettingsAnswerOf(await gstSettingsOf(db, businessId)),
    (trx) => saveGstSettings(trx, businessId, settings, now.toISOString()),
    now,
  );
}

/**
 * A financial year's turnover against the threshold: the year of the day asked for, else of today in
 * the business's zone; a bill being figured again left out when asked.
 */
export async function readGstTurnover(
  context: ServiceContext,
  business: SettingsBusiness,
  query: TGstTurnoverQuery = {},
  now: Date = context.clock(),
): Promise<TGstTurnover> {
  const day = query.date ?? todayIn(business.timeZone, now);
  const year = financialYearSpanOf(day);
  const settings = await gstSettingsOf(context.db, business.id);
  const turnoverPaise = await financialYearTurnoverPaise(context.db, business.id, day, {
    exceptInvoiceId: query.exceptInvoiceId,
  });
  return {
    financialYear: year.label,
    from: year.from,
    to: year.to,
    turnover: fromPaise(turnoverPaise),
    threshold: fromPaise(settings.turnoverThresholdPaise),
    ...turnoverWatchOf(turnoverPaise, settings.turnoverThresholdPaise),
  };
}
