import { type TGstTurnover, ZGstTurnover } from '@domain/api/gst-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { gstSettingsKeys } from './gst-settings-keys';

/** `GET /api/v2/settings/gst/turnover`: this financial year's turnover against the threshold. */
export async function getGstTurnover(): Promise<TGstTurnover> {
  return ZGstTurnover.parse(await apiClient.get<unknown>('/api/v2/settings/gst/turnover'));
}

export function getGstTurnoverQueryOptions(userId: string) {
  return queryOptions({ queryKey: gstSettingsKeys.turnover(userId), queryFn: getGstTurnover });
}

/** `enabled: false` for a business that is no housing society: it has no turnover to watch. */
export function useGstTurnover(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getGstTurnoverQueryOptions(userId), enabled });
}
