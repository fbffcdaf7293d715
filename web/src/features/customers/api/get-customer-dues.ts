import { type TCustomerDues, ZCustomerDues } from '@domain/api/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** What the customer still owes over their invoices, per currency. */
export async function getCustomerDues(customerId: string): Promise<TCustomerDues> {
  return ZCustomerDues.parse(
    await apiClient.get<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}/dues`),
  );
}

export function getCustomerDuesQueryOptions(customerId: string) {
  return queryOptions({
    queryKey: customerKeys.dues(customerId),
    queryFn: () => getCustomerDues(customerId),
    // Asked afresh each time the dialog opens: a payment since may have settled it.
    staleTime: 0,
    // The owner may delete without it; a failed check is said at once rather than retried.
    retry: false,
  });
}

export function useCustomerDues(customerId: string | undefined, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...getCustomerDuesQueryOptions(customerId ?? ''),
    enabled: enabled && Boolean(customerId),
  });
}
