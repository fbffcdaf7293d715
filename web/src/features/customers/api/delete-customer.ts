import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { removeCustomerFromLists } from './customer-list-cache';

export async function deleteCustomer(customerId: string): Promise<void> {
  await apiClient.delete<unknown>(`/api/v2/clients/${encodeURIComponent(customerId)}`);
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_answer, customerId) => removeCustomerFromLists(queryClient, customerId),
  });
}
