import { type TBillingRun, type TBillingRunInput, ZBillingRun } from '@domain/api/billing-runs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';

/** Drafts a run: nothing is issued until it is published. */
export async function createBillingRun(input: TBillingRunInput): Promise<TBillingRun> {
  return ZBillingRun.parse(await apiClient.post<unknown>('/api/v2/billing-runs', input));
}

export function useCreateBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBillingRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingRunKeys.all }),
  });
}
