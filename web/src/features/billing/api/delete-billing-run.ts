import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

const ZDeleted = z.object({ message: z.string() });

/** Deletes a draft; a published run is undone instead. */
export async function deleteBillingRun(runId: string): Promise<{ message: string }> {
  return ZDeleted.parse(await apiClient.delete<unknown>(billingRunPath(runId)));
}

export function useDeleteBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBillingRun,
    onSuccess: (_answer, runId) => {
      queryClient.removeQueries({ queryKey: billingRunKeys.detail(runId) });
      return queryClient.invalidateQueries({ queryKey: billingRunKeys.all });
    },
  });
}
