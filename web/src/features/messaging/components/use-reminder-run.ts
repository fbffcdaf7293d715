import { REMINDER_FAILED_MESSAGE } from '@domain/api/messages';
import { useState } from 'react';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { type ReminderChannel, useSendReminders } from '../api/send-reminders';

/**
 * A WhatsApp reminder failure shows the server's message, or 'An error occurred while sending
 * the reminder.' when it gave none we can use (offline, a server fault, an answer we cannot read).
 */
export function whatsAppReminderErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : REMINDER_FAILED_MESSAGE;
}

/**
 * A reminder run from the reminders page: the channel whose confirmation is open, then the send,
 * told in the server's own words (e.g. 'Reminders queued for 3 clients (1 skipped: no e-mail)').
 */
export function useReminderRun(onSent: () => void) {
  const notify = useNotify();
  const ownerId = useSession()?.result._id ?? '';
  const send = useSendReminders();
  const [channel, setChannel] = useState<ReminderChannel | null>(null);
  return {
    channel,
    isSending: send.isPending,
    ask: setChannel,
    cancel: () => setChannel(null),
    confirm: (clientIds: string[], insist: boolean) => {
      if (!channel || send.isPending) return;
      send.mutate(
        { channel, ownerId, clientIds, insist },
        {
          onSuccess: (answer) => {
            if (answer.delivery === 'kept' && answer.queued > 0) notify.info(answer.message);
            else notify.success(answer.message);
            setChannel(null);
            onSent();
          },
          onError: (error) => {
            notify.error(channel === 'whatsapp' ? whatsAppReminderErrorMessage(error) : error.message);
            setChannel(null);
          },
        },
      );
    },
  };
}
