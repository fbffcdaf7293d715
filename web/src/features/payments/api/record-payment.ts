import { type TInvoice, ZInvoice } from '@domain/api/invoices';
import type { TPaymentInput } from '@domain/api/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invoiceKeys } from '../../invoices';

/** `POST /api/v2/invoices/{id}/payments`: the answer is the whole invoice, recomputed, as its owner sees it. */
export async function recordPayment(invoiceId: string, input: TPaymentInput): Promise<TInvoice> {
  return ZInvoice.parse(
    await apiClient.post<unknown>(`/api/v2/invoices/${encodeURIComponent(invoiceId)}/payments`, input),
  );
}

/**
 * Records a payment by hand. The invoice the server answers replaces the cached one, so its page shows
 * the new status, amount received and payment at once, without asking again; the lists (status,
 * balance) are refetched when next shown.
 */
export function useRecordPayment(invoiceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPaymentInput) => recordPayment(invoiceId, input),
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoiceId), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
    },
  });
}
