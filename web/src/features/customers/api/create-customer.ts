import { type TCustomer, type TCustomerInput, ZCustomer } from '@domain/api/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { addCustomerToLists } from './customer-list-cache';

export async function createCustomer(input: TCustomerInput): Promise<TCustomer> {
  return ZCustomer.parse(await apiClient.post<unknown>('/api/v2/clients', input));
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (customer) => addCustomerToLists(queryClient, customer),
  });
}
