import { type TDashboard, ZDashboard } from '@domain/api/dashboard';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { trustedAnswer } from '../../../lib/trusted-answer';
import { invoiceKeys } from '../../invoices';

/**
 * The dashboard sums the invoice lists, so its key lives under theirs: whatever refreshes the lists
 * after an invoice or a payment changes (one map, in the invoices feature) refreshes it too.
 */
export const dashboardKeys = {
  summary: (search: string) => [...invoiceKeys.lists(), 'dashboard', search] as const,
};

/** `GET /api/v2/dashboard?search=`: the caller's figures, narrowed to the invoices the search matches. */
export async function getDashboard(search: string): Promise<TDashboard> {
  const answer = await apiClient.get<unknown>('/api/v2/dashboard', { query: search ? { search } : {} });
  return trustedAnswer(answer, import.meta.env.DEV && ZDashboard);
}

export function getDashboardQueryOptions(search: string) {
  return queryOptions({ queryKey: dashboardKeys.summary(search), queryFn: () => getDashboard(search) });
}

/** The figures for a search; the last ones stay on screen while the next search's arrive. */
export function useDashboard(search: string) {
  return useQuery({ ...getDashboardQueryOptions(search), placeholderData: keepPreviousData });
}
