import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TReminderAnswer, ZReminderAnswer } from '../../../../../domain/api/reminders';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';
import { reminderMutationKey } from './send-reminders';

/** `POST /api/v2/invoices/remainder/{ownerId}`: one e-mail per client with overdue invoices. */
export async function sendEmailReminders(ownerId: string): Promise<TReminderAnswer> {
  return ZReminderAnswer.parse(
    await apiClient.post<unknown>(`/api/v2/invoices/remainder/${encodeURIComponent(ownerId)}`),
  );
}

/** Queues the e-mail reminders; the outbox lists are asked again to show them. */
export function useSendEmailReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: reminderMutationKey('email'),
    mutationFn: sendEmailReminders,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
