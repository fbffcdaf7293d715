import { type TRunSendInput, type TRunSending, ZRunSending } from '@domain/api/billing-runs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { billingRunKeys } from './billing-run-keys';
import { billingRunPath } from './get-billing-run';

/** How often the sending is asked again while a bill still waits its turn. */
export const SENDING_POLL_MS = 2000;

/** Whether any bill is still on its way: queued or being sent. */
export function isSendingUnderWay(sending: TRunSending | undefined): boolean {
  return (sending?.counts.queued ?? 0) > 0 || (sending?.counts.sending ?? 0) > 0;
}

/** Each of a run's bills on each channel: queued, sending, sent, failed, kept in the outbox or skipped. */
export async function getRunSending(runId: string): Promise<TRunSending> {
  return ZRunSending.parse(await apiClient.get<unknown>(`${billingRunPath(runId)}/sending`));
}

export function getRunSendingQueryOptions(runId: string) {
  return queryOptions({
    queryKey: billingRunKeys.sending(runId),
    queryFn: () => getRunSending(runId),
    // Asked again every 2 s while anything is on its way; quiet once nothing is.
    refetchInterval: (query) => (isSendingUnderWay(query.state.data) ? SENDING_POLL_MS : false),
  });
}

export function useRunSending(runId: string, enabled: boolean) {
  return useQuery({ ...getRunSendingQueryOptions(runId), enabled });
}

type SendRequest = { runId: string } & TRunSendInput;

/** Queues every bill not sent yet on the chosen channels; bills already queued are not queued again. */
export async function sendBillingRun({ runId, email, whatsapp }: SendRequest): Promise<TRunSending> {
  return ZRunSending.parse(
    await apiClient.post<unknown>(`${billingRunPath(runId)}/send`, { email, whatsapp }),
  );
}

/** Queues the failed ones again. */
export async function retryRunSending(runId: string): Promise<TRunSending> {
  return ZRunSending.parse(await apiClient.post<unknown>(`${billingRunPath(runId)}/sending/retry`));
}

export function useSendBillingRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBillingRun,
    onSuccess: (sending, { runId }) => queryClient.setQueryData(billingRunKeys.sending(runId), sending),
  });
}

export function useRetryRunSending() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRunSending,
    onSuccess: (sending, runId) => queryClient.setQueryData(billingRunKeys.sending(runId), sending),
  });
}
