import { type TCustomer, ZCustomer } from '@domain/api/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { customerKeys } from './customer-keys';

/** Archives a flat (out of the lists and billing runs, its account kept) or brings it back. */
export function useArchiveCustomer(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (archived: boolean): Promise<TCustomer> =>
      ZCustomer.parse(
        await apiClient.post<unknown>(
          `/api/v2/clients/${encodeURIComponent(customerId)}/${archived ? 'archive' : 'restore'}`,
        ),
      ),
    onSuccess: async (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer._id), customer);
      await queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
  });
}
