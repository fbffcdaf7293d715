import { type TAgeing, type TAgeingQuery, ZAgeing } from '@domain/api/reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/**
 * The dues report sums what the invoices and payments leave owed, so its key lives under the invoice
 * lists': whatever refreshes them after an invoice or a payment changes refreshes it too.
 */
export const reportKeys = {
  ageing: (query: TAgeingQuery) => [...invoiceKeys.lists(), 'reports', 'ageing', query] as const,
};

/** The filters as the URL's query: defaults left out. */
export function ageingSearchOf(query: TAgeingQuery): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== '' && value !== 0),
  ) as Record<string, string>;
}

/** `GET /api/v2/reports/ageing`: every flat that owes, its dues aged, filtered and sorted. */
export async function getAgeing(query: TAgeingQuery): Promise<TAgeing> {
  return ZAgeing.parse(
    await apiClient.get<unknown>('/api/v2/reports/ageing', { query: ageingSearchOf(query) }),
  );
}

export function getAgeingQueryOptions(query: TAgeingQuery) {
  return queryOptions({ queryKey: reportKeys.ageing(query), queryFn: () => getAgeing(query) });
}

/** The report for the filters; the last one stays on screen while the next one arrives. */
export function useAgeing(query: TAgeingQuery) {
  return useQuery({ ...getAgeingQueryOptions(query), placeholderData: keepPreviousData });
}
