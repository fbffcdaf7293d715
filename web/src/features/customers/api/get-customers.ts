import { type TCustomerList, ZCustomerList } from '@domain/api/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { type CustomerListParams, customerKeys } from './customer-keys';

/** One page of the caller's customers, in flat order; the server answers for the token's business. */
export async function getCustomers(userId: string, { page, limit, search, archived }: CustomerListParams) {
  const answer = await apiClient.get<unknown>('/api/v2/clients/user', {
    // An empty search is left out rather than sent as `search=`: the same list, a shorter address.
    query: {
      searchQuery: userId,
      page,
      limit,
      search: search || undefined,
      archived: archived ? 'true' : undefined,
    },
  });
  return ZCustomerList.parse(answer) satisfies TCustomerList;
}

export function getCustomersQueryOptions(userId: string, params: CustomerListParams) {
  return queryOptions({
    queryKey: customerKeys.list(userId, params),
    queryFn: () => getCustomers(userId, params),
  });
}

export function useCustomers(userId: string, params: CustomerListParams) {
  // The page on screen stays while the next one loads, so paging and searching never flash a spinner.
  return useQuery({ ...getCustomersQueryOptions(userId, params), placeholderData: keepPreviousData });
}
