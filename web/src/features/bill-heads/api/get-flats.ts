import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCustomers } from '../../customers';

/** Every customer (one per flat), for choosing the flats a head is limited to or gives their own rate. */
export function getFlatsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: ['customers', 'bill-head-flats', userId],
    queryFn: async () => (await getCustomers(userId, { page: 1, limit: 0, search: '' })).data,
    // Asked afresh each time the dialog needs it: a flat may have been added since.
    staleTime: 0,
  });
}

export function useFlats(userId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...getFlatsQueryOptions(userId), enabled });
}
