import { type TBillingSettings, ZBillingSettings } from '@domain/api/billing-runs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';

const SETTINGS_PATH = '/api/v2/billing-settings';

/** The day bills fall due, and the day the next period's run is drafted by itself (null: never). */
export async function getBillingSettings(): Promise<TBillingSettings> {
  return ZBillingSettings.parse(await apiClient.get<unknown>(SETTINGS_PATH));
}

export async function saveBillingSettings(settings: TBillingSettings): Promise<TBillingSettings> {
  return ZBillingSettings.parse(await apiClient.put<unknown>(SETTINGS_PATH, settings));
}

export function getBillingSettingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: billingRunKeys.settings(userId), queryFn: getBillingSettings });
}

export function useBillingSettings(userId: string, enabled = true) {
  return useQuery({ ...getBillingSettingsQueryOptions(userId), enabled });
}

export function useSaveBillingSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBillingSettings,
    onSuccess: (settings) => queryClient.setQueryData(billingRunKeys.settings(userId), settings),
  });
}
