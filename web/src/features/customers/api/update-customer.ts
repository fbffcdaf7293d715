import { type TCustomer, type TCustomerUpdate, ZCustomer } from '@domain/api/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';
import { replaceCustomerInLists } from './customer-list-cache';

/** What an edit may change: the flat (block, floor, flat no.) is fixed once the customer exists. */
export type CustomerChanges = Omit<TCustomerUpdate, 'block' | 'floor' | 'flat'>;

export async function updateCustomer({
  customerId,
  changes,
}: {
  customerId: string;
  changes: CustomerChanges;
}): Promise<TCustomer> {
  return ZCustomer.parse(
    await apiClient.patch<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}`, changes),
  );
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer._id), customer);
      replaceCustomerInLists(queryClient, customer);
    },
  });
}
