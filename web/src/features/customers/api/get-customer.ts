import { type TCustomer, ZCustomer } from '@domain/api/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** One of the caller's customers. */
export async function getCustomer(customerId: string): Promise<TCustomer> {
  return ZCustomer.parse(await apiClient.get<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}`));
}

export function getCustomerQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.detail(customerId),
    queryFn: () => getCustomer(customerId),
  });
}

export function useCustomer(customerId: string) {
  return useQuery(getCustomerQueryOptions(customerId));
}
