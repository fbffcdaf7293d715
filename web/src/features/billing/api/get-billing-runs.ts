import { type TBillingRunList, ZBillingRunList } from '@domain/api/billing-runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';

/** The business's billing runs, newest first; the server answers for the token's business. */
export async function getBillingRuns(): Promise<TBillingRunList> {
  return ZBillingRunList.parse(await apiClient.get<unknown>('/api/v2/billing-runs'));
}

/** Keyed by the signed-in user, so one account never sees another's runs from the cache. */
export function getBillingRunsQueryOptions(userId: string) {
  return queryOptions({ queryKey: billingRunKeys.list(userId), queryFn: getBillingRuns });
}

export function useBillingRuns(userId: string) {
  return useQuery(getBillingRunsQueryOptions(userId));
}
