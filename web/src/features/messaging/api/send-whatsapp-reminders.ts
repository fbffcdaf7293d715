import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TReminderAnswer, ZReminderAnswer } from '../../../../../domain/api/reminders';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';
import { reminderMutationKey } from './send-reminders';

/** `POST /api/v2/invoices/warem/{ownerId}`: one WhatsApp message per client with overdue invoices. */
export async function sendWhatsAppReminders(ownerId: string): Promise<TReminderAnswer> {
  return ZReminderAnswer.parse(
    await apiClient.post<unknown>(`/api/v2/invoices/warem/${encodeURIComponent(ownerId)}`),
  );
}

/** Queues the WhatsApp reminders; the outbox lists are asked again to show them. */
export function useSendWhatsAppReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reminderMutationKey('whatsapp'),
    mutationFn: sendWhatsAppReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
