import { useIsMutating } from '@tanstack/react-query';
import { REMINDER_FAILED_MESSAGE } from '../../../../../domain/api/messages';
import { useNotify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSendEmailReminders } from '../api/send-email-reminders';
import { reminderMutationKey } from '../api/send-reminders';
import { useSendWhatsAppReminders } from '../api/send-whatsapp-reminders';

/**
 * SPEC §8: a WhatsApp reminder failure shows the server's message, or 'An error occurred while sending
 * the reminder.' when it gave none we can use (offline, a server fault, an answer we cannot read).
 */
export function whatsAppReminderErrorMessage(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : REMINDER_FAILED_MESSAGE;
}

export type ReminderActions = {
  sendEmailReminders: () => void;
  sendWhatsAppReminders: () => void;
  /** True wherever the reminders were started from: the page's buttons and the speed-dial agree. */
  isSendingEmail: boolean;
  isSendingWhatsApp: boolean;
};

/**
 * 'Send Remainder' and 'Remainder Via Whatsapp' for the signed-in owner, telling them the server's
 * own summary (e.g. 'Reminders queued for 3 clients (1 skipped: no e-mail)'): the /overdue page and
 * the footer's speed-dial both start reminders through this one hook.
 */
export function useReminderActions(): ReminderActions {
  const notify = useNotify();
  const ownerId = useSession()?.result._id ?? '';
  const email = useSendEmailReminders();
  const whatsApp = useSendWhatsAppReminders();
  const isSendingEmail = useIsMutating({ mutationKey: reminderMutationKey('email') }) > 0;
  const isSendingWhatsApp = useIsMutating({ mutationKey: reminderMutationKey('whatsapp') }) > 0;

  return {
    isSendingEmail,
    isSendingWhatsApp,
    // A second click while one is on its way would remind every client twice.
    sendEmailReminders: () => {
      if (isSendingEmail) return;
      email.mutate(ownerId, {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(error.message),
      });
    },
    sendWhatsAppReminders: () => {
      if (isSendingWhatsApp) return;
      whatsApp.mutate(ownerId, {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(whatsAppReminderErrorMessage(error)),
      });
    },
  };
}
