import { type TBillingRunPreview, type TTypedAmounts, ZBillingRunPreview } from '@domain/api/billing-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

type TypedAmountsRequest = { runId: string } & TTypedAmounts;

/** Types (or clears, with null) amounts of "typed per flat" heads; the server answers the new preview. */
export async function saveTypedAmounts({ runId, amounts }: TypedAmountsRequest): Promise<TBillingRunPreview> {
  return ZBillingRunPreview.parse(
    await apiClient.put<unknown>(`${billingRunPath(runId)}/amounts`, { amounts }),
  );
}

export function useSaveTypedAmounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTypedAmounts,
    // The answer is the whole preview again: the row's totals and the totals row change with the amount.
    onSuccess: (preview, { runId }) => queryClient.setQueryData(billingRunKeys.detail(runId), preview),
  });
}
