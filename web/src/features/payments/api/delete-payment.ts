import { ZDeletePaymentAnswer } from '@domain/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** `DELETE /api/v2/invoices/payment/{invoiceId}/{paymentId}`: answers the server's message. */
export async function deletePayment(invoiceId: string, paymentId: string): Promise<string> {
  const answer = await apiClient.delete<unknown>(
    `/api/v2/invoices/payment/${encodeURIComponent(invoiceId)}/${encodeURIComponent(paymentId)}`,
  );
  return ZDeletePaymentAnswer.parse(answer).message;
}

/**
 * Deletes one payment of an invoice. The answer is only a message, so the invoice is fetched again (its
 * status, amount received and payments change) before the mutation settles: the page is up to date when
 * the owner is told. A payment already gone (404, deleted in another tab) refetches it too, since the
 * page was showing a payment that no longer exists.
 */
export function useDeletePayment(invoiceId: string) {
  const queryClient = useQueryClient();
  const refetchInvoice = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.detail(invoiceId) });
  return useMutation({
    mutationFn: (paymentId: string) => deletePayment(invoiceId, paymentId),
    onSuccess: async () => {
      await Promise.all([refetchInvoice(), queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() })]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.status === 404) await refetchInvoice();
    },
  });
}
