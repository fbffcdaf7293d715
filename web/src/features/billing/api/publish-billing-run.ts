import { type TBillingRunPreview, ZBillingRunPreview } from '@domain/api/billing-runs';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

/**
 * Issues a bill per flat (or finishes a publish that stopped halfway); for a thousand flats the
 * answer may take a few seconds. It is the run's preview, now showing each flat's bill.
 */
export async function publishBillingRun(runId: string): Promise<TBillingRunPreview> {
  return ZBillingRunPreview.parse(await apiClient.post<unknown>(`${billingRunPath(runId)}/publish`));
}

/** Bills were issued or taken back: the run, the run list, and every invoice list and count change. */
export async function refreshAfterBilling(
  queryClient: QueryClient,
  runId: string,
  preview: TBillingRunPreview,
): Promise<void> {
  queryClient.setQueryData(billingRunKeys.detail(runId), preview);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: billingRunKeys.all, refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: invoiceKeys.count() }),
  ]);
}

export function usePublishBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishBillingRun,
    onSuccess: (preview, runId) => refreshAfterBilling(queryClient, runId, preview),
    // A publish that failed halfway leaves the run 'publishing': the page shows it as it now is.
    onError: (_error, runId) => queryClient.invalidateQueries({ queryKey: billingRunKeys.detail(runId) }),
  });
}
