import { type TSendWhatsAppAnswer, ZSendWhatsAppAnswer } from '@domain/api/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

/** `/send/wa` said 'failed' in a 200 (`{status, message}`): its message is the reason. */
export class WhatsAppSendFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhatsAppSendFailedError';
  }
}

/** `POST /api/v2/invoices/send/wa`: the invoice to its client on WhatsApp, through the owner's token. */
export async function sendInvoiceWhatsApp(invoiceId: string): Promise<TSendWhatsAppAnswer> {
  const answer = ZSendWhatsAppAnswer.parse(
    await apiClient.post<unknown>('/api/v2/invoices/send/wa', { id: invoiceId }),
  );
  if (answer.status !== 'success') throw new WhatsAppSendFailedError(answer.message);
  return answer;
}

/** Sends an invoice on WhatsApp; whatever the outcome, the outbox may hold a new row, so it is asked again. */
export function useSendInvoiceWhatsApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceWhatsApp,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
