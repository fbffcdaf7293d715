import { type TGstSettings, ZGstSettings } from '@domain/api/gst-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { trustedAnswer } from '../../../lib/trusted-answer';
import { gstSettingsKeys } from './gst-settings-keys';

export const GST_SETTINGS_PATH = '/api/v2/settings/gst';

/** `GET /api/v2/settings/gst`: housing society or not, how GST applies above ₹7,500, the threshold, rounding. */
export async function getGstSettings(): Promise<TGstSettings> {
  return trustedAnswer(await apiClient.get<unknown>(GST_SETTINGS_PATH), import.meta.env.DEV && ZGstSettings);
}

export function getGstSettingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: gstSettingsKeys.settings(userId), queryFn: getGstSettings });
}

export function useGstSettings(userId: string) {
  return useQuery(getGstSettingsQueryOptions(userId));
}
