import type { TReminderAnswer } from '../../../../../domain/api/messages';

/** The two reminder calls, told apart in a mutation key so every button for one shows it running. */
export type ReminderChannel = 'email' | 'whatsapp';

export const reminderMutationKey = (channel: ReminderChannel) => ['messages', 'reminders', channel] as const;

const SKIPPED_REASON: Record<ReminderChannel, string> = {
  email: 'no e-mail',
  whatsapp: 'no valid mobile number',
};

function clients(count: number): string {
  return `${count} ${count === 1 ? 'client' : 'clients'}`;
}

/**
 * What the owner is told, from the counts rather than prose: 'Reminders queued for 3 clients
 * (1 skipped: no e-mail)'. With nobody to remind, the server's own words (e.g. no overdue invoices).
 */
export function reminderSummary(
  channel: ReminderChannel,
  { message, queued, skipped }: TReminderAnswer,
): string {
  if (queued === 0 && skipped === 0) return message;
  const skippedPart = skipped > 0 ? ` (${skipped} skipped: ${SKIPPED_REASON[channel]})` : '';
  return `Reminders queued for ${clients(queued)}${skippedPart}`;
}
