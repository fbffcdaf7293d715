import type { TBillHead, TBillHeadList } from '@domain/api/bill-heads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billHeadKeys } from './bill-head-keys';
import { updateBillHead } from './update-bill-head';

export type MoveDirection = 'up' | 'down';

/**
 * The heads in their new bill order after moving one a place up or down, numbered 0, 1, 2… (the list
 * as it was when nothing can move). Heads with equal or gapped orders are numbered apart too, so the
 * move always shows.
 */
export function movedHeads(
  heads: readonly TBillHead[],
  headId: string,
  direction: MoveDirection,
): TBillHead[] {
  const from = heads.findIndex((head) => head._id === headId);
  const to = direction === 'up' ? from - 1 : from + 1;
  const reordered = [...heads];
  const [moving] = from >= 0 && to >= 0 && to < heads.length ? reordered.splice(from, 1) : [];
  if (!moving) return [...heads];
  reordered.splice(to, 0, moving);
  return reordered.map((head, order) => ({ ...head, order }));
}

type MoveRequest = { userId: string; heads: readonly TBillHead[]; headId: string; direction: MoveDirection };

/** Saves the new order: only the heads whose order changed, usually the two that swapped places. */
async function moveBillHead({ heads, headId, direction }: MoveRequest): Promise<void> {
  const orderOf = new Map(heads.map((head) => [head._id, head.order]));
  for (const head of movedHeads(heads, headId, direction)) {
    if (orderOf.get(head._id) === head.order) continue;
    await updateBillHead({ headId: head._id, changes: { order: head.order } });
  }
}

export function useMoveBillHead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveBillHead,
    // The list shows the new order at once; it goes back if the server refuses.
    onMutate: async ({ userId, heads, headId, direction }) => {
      const queryKey = billHeadKeys.list(userId);
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<TBillHeadList>(queryKey);
      queryClient.setQueryData<TBillHeadList>(queryKey, { items: movedHeads(heads, headId, direction) });
      return { previous };
    },
    onError: (_error, { userId }, context) => {
      if (context?.previous) queryClient.setQueryData(billHeadKeys.list(userId), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: billHeadKeys.all }),
  });
}
