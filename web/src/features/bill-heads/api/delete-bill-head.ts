import { ZBillHeadDeleted } from '@domain/api/bill-heads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billHeadKeys } from './bill-head-keys';

/** Deletes a head; refused (409) while another percentage head is made of it. */
export async function deleteBillHead(headId: string): Promise<{ message: string }> {
  return ZBillHeadDeleted.parse(
    await apiClient.delete<unknown>(`/api/v2/bill-heads/${encodeURIComponent(headId)}`),
  );
}

export function useDeleteBillHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillHead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billHeadKeys.all }),
  });
}
