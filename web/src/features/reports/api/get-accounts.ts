import { type TAccountsQuery, type TAccountsSummary, ZAccountsSummary } from '@domain/api/accounts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** Under the invoice lists' key, as the other reports': a new bill or payment refreshes it too. */
export const accountsKeys = {
  summary: (query: TAccountsQuery) => [...invoiceKeys.lists(), 'reports', 'accounts', query] as const,
};

/** `GET /api/v2/reports/accounts`: what the period's exports hold. */
export async function getAccountsSummary(query: TAccountsQuery): Promise<TAccountsSummary> {
  return ZAccountsSummary.parse(await apiClient.get<unknown>('/api/v2/reports/accounts', { query }));
}

export function getAccountsSummaryQueryOptions(query: TAccountsQuery) {
  return queryOptions({ queryKey: accountsKeys.summary(query), queryFn: () => getAccountsSummary(query) });
}

/** The period's summary; the last one stays on screen while the next one arrives. */
export function useAccountsSummary(query: TAccountsQuery) {
  return useQuery({ ...getAccountsSummaryQueryOptions(query), placeholderData: keepPreviousData });
}
