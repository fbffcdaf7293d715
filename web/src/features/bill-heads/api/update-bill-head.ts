import { type TBillHead, type TBillHeadUpdate, ZBillHead } from '@domain/api/bill-heads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billHeadKeys } from './bill-head-keys';

/** What is sent replaces what is stored; lists (percentOf, overrides, chosen flats) are replaced whole. */
export async function updateBillHead({
  headId,
  changes,
}: {
  headId: string;
  changes: TBillHeadUpdate;
}): Promise<TBillHead> {
  return ZBillHead.parse(
    await apiClient.patch<unknown>(`/api/v2/bill-heads/${encodeURIComponent(headId)}`, changes),
  );
}

export function useUpdateBillHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillHead,
    // A head's warnings and the other heads' descriptions (a percentage names it) come from the list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billHeadKeys.all }),
  });
}
