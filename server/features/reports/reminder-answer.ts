import type { TAgeingReminderAnswer } from '@domain/api/reports';
import type { DuesReminderOutcome } from '../messaging';

const flats = (count: number) => `${count} ${count === 1 ? 'flat' : 'flats'}`;

/**
 * What the owner is told, e.g. 'Reminders queued for 2 flats (1 skipped: no dues)', or with e-mail not
 * set up '…, but e-mail is not set up yet: e-mail reminders wait in the outbox'.
 */
export function reminderAnswerOf(outcome: DuesReminderOutcome): TAgeingReminderAnswer {
  const count = outcome.reminded.length;
  const queuedPart =
    count === 0
      ? 'No reminder queued'
      : `${count === 1 ? 'Reminder' : 'Reminders'} queued for ${flats(count)}`;
  const reasons = new Map<string, number>();
  for (const { reason } of outcome.skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  const skippedPart =
    reasons.size > 0
      ? ` (${[...reasons].map(([reason, times]) => `${times} skipped: ${reason}`).join('; ')})`
      : '';
  const hasEmail = outcome.reminded.some((flat) => flat.channels.includes('email'));
  const keptPart =
    outcome.delivery === 'kept' && hasEmail
      ? ', but e-mail is not set up yet: e-mail reminders wait in the outbox'
      : '';
  return {
    message: `${queuedPart}${skippedPart}${keptPart}`,
    queued: outcome.queued,
    reminded: outcome.reminded,
    skipped: outcome.skipped,
    delivery: outcome.delivery,
  };
}
