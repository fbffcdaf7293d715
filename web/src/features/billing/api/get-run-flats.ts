import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomers } from '../../customers';

/** Every customer (one per flat), for choosing the block or the flats a run bills. */
export function getRunFlatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['customers', 'billing-run-flats', userId],
    queryFn: async () => (await getCustomers(userId, { page: 1, limit: 0, search: '' })).data,
    // Asked afresh for each new run: a flat may have been added since.
    staleTime: 0,
  });
}

export function useRunFlats(userId: string) {
  return useQuery(getRunFlatsQueryOptions(userId));
}
