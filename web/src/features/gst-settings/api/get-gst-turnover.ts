import { type TGstTurnover, type TGstTurnoverQuery, ZGstTurnover } from '@domain/api/gst-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { trustedAnswer } from '../../../lib/trusted-answer';
import { gstSettingsKeys } from './gst-settings-keys';

/**
 * `GET /api/v2/settings/gst/turnover`: a financial year's turnover against the threshold (this one's
 * unless `query.date` names another day; `query.exceptInvoiceId` leaves a bill being edited out).
 */
export async function getGstTurnover(query: TGstTurnoverQuery = {}): Promise<TGstTurnover> {
  return trustedAnswer(
    await apiClient.get<unknown>('/api/v2/settings/gst/turnover', { query }),
    import.meta.env.DEV && ZGstTurnover,
  );
}

export function getGstTurnoverQueryOptions(userId: string, query: TGstTurnoverQuery = {}) {
  const key =
    Object.keys(query).length === 0
      ? gstSettingsKeys.turnover(userId)
      : [...gstSettingsKeys.turnover(userId), query];
  return queryOptions({ queryKey: key, queryFn: () => getGstTurnover(query) });
}

/** `enabled: false` for a business that is no housing society: it has no turnover to watch. */
export function useGstTurnover(
  userId: string,
  { enabled, query }: { enabled: boolean; query?: TGstTurnoverQuery },
) {
  return useQuery({ ...getGstTurnoverQueryOptions(userId, query), enabled });
}
