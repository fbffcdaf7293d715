import { type TBillingRunPreview, ZBillingRunPreview } from '@domain/api/billing-runs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';

export function billingRunPath(runId: string): string {
  return `/api/v2/billing-runs/${encodeURIComponent(runId)}`;
}

/**
 * One run with its preview: a row per flat with each head's amount, totals per head and block. A
 * published run's rows show what was billed, each with its bill.
 */
export async function getBillingRun(runId: string): Promise<TBillingRunPreview> {
  return ZBillingRunPreview.parse(await apiClient.get<unknown>(billingRunPath(runId)));
}

export function getBillingRunQueryOptions(runId: string) {
  return queryOptions({ queryKey: billingRunKeys.detail(runId), queryFn: () => getBillingRun(runId) });
}

export function useBillingRun(runId: string) {
  return useQuery(getBillingRunQueryOptions(runId));
}
