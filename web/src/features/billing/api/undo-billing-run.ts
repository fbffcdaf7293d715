import { type TBillingRunPreview, ZBillingRunPreview } from '@domain/api/billing-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunPath } from './get-billing-run';
import { refreshAfterBilling } from './publish-billing-run';

/** Takes a published run's bills back and makes it a draft again; refused (409) once a bill has a payment. */
export async function undoBillingRun(runId: string): Promise<TBillingRunPreview> {
  return ZBillingRunPreview.parse(await apiClient.post<unknown>(`${billingRunPath(runId)}/undo`));
}

export function useUndoBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoBillingRun,
    onSuccess: (preview, runId) => refreshAfterBilling(queryClient, runId, preview),
  });
}
