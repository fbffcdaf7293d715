import { type TSendEmailAnswer, ZSendEmailAnswer } from '@domain/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** `POST /api/v2/invoices/send/email`: the e-mail to the invoice's client is queued in the outbox. */
export async function sendInvoiceEmail(invoiceId: string): Promise<TSendEmailAnswer> {
  return ZSendEmailAnswer.parse(
    await apiClient.post<unknown>('/api/v2/invoices/send/email', { id: invoiceId }),
  );
}

/** Sends an invoice by e-mail; the outbox lists are asked again, so the new message shows as queued. */
export function useSendInvoiceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
