import type { MESSAGE_CHANNELS } from '@domain/api/messages';
import { type TReminderAnswer, ZReminderAnswer } from '@domain/api/reminders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messageKeys } from './message-keys';

export type ReminderChannel = (typeof MESSAGE_CHANNELS)[number];

/** The two reminder paths (the API keeps its long-standing 'remainder' spelling). */
const PATHS: Record<ReminderChannel, string> = { email: 'remainder', whatsapp: 'warem' };

export type ReminderRun = {
  channel: ReminderChannel;
  ownerId: string;
  /** The clients chosen on the reminders page. */
  clientIds: string[];
  /** Remind again the ones reminded in the last 24 hours. */
  insist: boolean;
};

/** `POST /api/v2/invoices/remainder/{ownerId}` or `/warem/{ownerId}`: one message per chosen client. */
export async function sendReminders({
  channel,
  ownerId,
  clientIds,
  insist,
}: ReminderRun): Promise<TReminderAnswer> {
  const path = `/api/v2/invoices/${PATHS[channel]}/${encodeURIComponent(ownerId)}`;
  return ZReminderAnswer.parse(await apiClient.post<unknown>(path, { clientIds, insist }));
}

/** Queues the reminders; the outbox lists and the preview (who was reminded when) are asked again. */
export function useSendReminders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReminders,
    onSettled: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
