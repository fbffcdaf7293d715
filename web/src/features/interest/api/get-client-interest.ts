import { type TClientInterest, ZClientInterest } from '@domain/api/interest';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { interestKeys } from './interest-keys';

/** `GET /api/v2/clients/{id}/interest?date=`: what the flat's bill dated `date` would carry. */
export async function getClientInterest(customerId: string, date: string): Promise<TClientInterest> {
  const query = new URLSearchParams({ date }).toString();
  return ZClientInterest.parse(
    await apiClient.get<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/interest?${query}`),
  );
}

export function getClientInterestQueryOptions(customerId: string, date: string) {
  return queryOptions({
    queryKey: interestKeys.ofClient(customerId, date),
    queryFn: () => getClientInterest(customerId, date),
  });
}

export function useClientInterest(customerId: string, date: string, { enabled = true } = {}) {
  return useQuery({ ...getClientInterestQueryOptions(customerId, date), enabled });
}
