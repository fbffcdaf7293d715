import type { MessageDelivery } from '@domain/api/messages';
import { NO_OVERDUE_CLIENT_MESSAGE } from '@domain/api/messages';
import type { TReminderAnswer } from '@domain/api/reminders';

type ReminderCounts = {
  /** Messages queued, one per recipient. */
  queued: number;
  /** Clients the channel has no address for, and what they lack ('no e-mail'). */
  skipped: number;
  skippedReason: string;
  /** Recipients left out as reminded lately, and how lately ('24 hours'). */
  recentlyReminded: number;
  recentWindow: string;
  delivery: MessageDelivery;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the owner is told, shown by the app as it is, e.g. 'Reminders queued for 3 clients (1 skipped:
 * no e-mail; 2 reminded in the last 24 hours)', '…, but e-mail is not set up yet: they wait in the
 * outbox', 'No reminder queued (2 skipped: no e-mail)', or 'No client has an overdue invoice'.
 */
export function reminderAnswer(counts: ReminderCounts): TReminderAnswer {
  const { queued, skipped, recentlyReminded, delivery } = counts;
  const answer = { queued, skipped, recentlyReminded, delivery };
  if (queued + skipped + recentlyReminded === 0) return { message: NO_OVERDUE_CLIENT_MESSAGE, ...answer };
  const queuedPart =
    queued === 0
      ? 'No reminder queued'
      : `${queued === 1 ? 'Reminder' : 'Reminders'} queued for ${plural(queued, 'client', 'clients')}`;
  const leftOut = [
    ...(skipped > 0 ? [`${skipped} skipped: ${counts.skippedReason}`] : []),
    ...(recentlyReminded > 0 ? [`${recentlyReminded} reminded in the last ${counts.recentWindow}`] : []),
  ];
  const leftOutPart = leftOut.length > 0 ? ` (${leftOut.join('; ')})` : '';
  const keptPart =
    delivery === 'kept' && queued > 0
      ? `, but e-mail is not set up yet: ${queued === 1 ? 'it waits' : 'they wait'} in the outbox`
      : '';
  return { message: `${queuedPart}${leftOutPart}${keptPart}`, ...answer };
}
