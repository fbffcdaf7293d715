import { type TBillHead, type TBillHeadInput, ZBillHead } from '@domain/api/bill-heads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billHeadKeys } from './bill-head-keys';

/** Adds a head; without an order the server puts it last on the bill. */
export async function createBillHead(input: TBillHeadInput): Promise<TBillHead> {
  return ZBillHead.parse(await apiClient.post<unknown>('/api/v2/bill-heads', input));
}

export function useCreateBillHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillHead,
    // Returned, so the dialog closes once the list on screen shows the new head.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billHeadKeys.all }),
  });
}
