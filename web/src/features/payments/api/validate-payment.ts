import { type TValidateAnswer, type TValidateInput, ZValidateAnswer } from '@domain/api/online-payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** `POST /api/v2/payment/validate`: what Checkout's handler received, checked and recorded by the server. */
export async function validatePayment(input: TValidateInput): Promise<TValidateAnswer> {
  return ZValidateAnswer.parse(await apiClient.post<unknown>('/api/v2/payment/validate', input));
}

/**
 * Whatever the answer, the invoice may have changed (a payment recorded now, or by the webhook later):
 * it is marked stale and asked again, so the result page sees Paid. The refetch is not awaited: the
 * result page waits for it instead of redirecting on the old status.
 */
export function useValidatePayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
