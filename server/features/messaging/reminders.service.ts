import type { MESSAGE_CHANNELS } from '@domain/api/messages';
import { WHATSAPP_NOT_SET_UP_MESSAGE, WHATSAPP_TEMPLATE_MISSING_MESSAGE } from '@domain/api/messages';
import {
  RECENT_REMINDER_HOURS,
  REPEAT_GUARD_MINUTES,
  type TReminderAnswer,
  type TReminderRequest,
} from '@domain/api/reminders';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { assertOwnInvoices } from '../invoices';
import { findMemberLanguage } from './messaging.repository';
import type { MessagingContext } from './messaging-context';
import { reminderAnswer } from './reminder-answer';
import { type OverdueClient, overdueClientsOf } from './reminder-clients';
import {
  type OverdueInvoice,
  oldestFirst,
  reminderEmail,
  reminderTemplate,
  reminderText,
} from './reminder-messages';
import { findLastReminders, lockReminderRuns, reminderKey } from './reminders.repository';

type Channel = (typeof MESSAGE_CHANNELS)[number];
/** One message: a recipient, and every overdue invoice of the clients at that address. */
type Recipient = { recipient: string; clientName: string; overdue: OverdueInvoice[] };

type Run = {
  channel: Channel;
  addressOf: (client: OverdueClient) => string | null;
  skippedReason: string;
  messageOf: (recipient: Recipient) => NewOutboxMessage;
};

/** The chosen clients (all when none are named) grouped by address: two records of one person get one message. */
function recipientsOf(clients: OverdueClient[], addressOf: Run['addressOf']) {
  const recipients = new Map<string, Recipient>();
  let skipped = 0;
  for (const client of clients) {
    const recipient = addressOf(client);
    if (!recipient) {
      skipped += 1;
      continue;
    }
    const entry = recipients.get(recipient) ?? { recipient, clientName: client.name, overdue: [] };
    entry.overdue = oldestFirst([...entry.overdue, ...client.overdue]);
    recipients.set(recipient, entry);
  }
  return { recipients: [...recipients.values()], skipped };
}

/**
 * One run: the recipients reminded lately on this channel (in the last 24 hours, or, when the owner
 * insists, the last few minutes) are left out, and the rest queued, all in one transaction that
 * waits for any other run of the business, so two runs at once never remind anyone twice.
 */
async function remind(
  context: MessagingContext,
  caller: Caller,
  request: TReminderRequest,
  now: Date,
  run: Run,
): Promise<TReminderAnswer> {
  const chosen = request?.clientIds ? new Set(request.clientIds) : undefined;
  const clients = (
    await overdueClientsOf(context, caller, now, { withPhones: run.channel === 'whatsapp' })
  ).filter((client) => !chosen || chosen.has(client.clientId));
  const { recipients, skipped } = recipientsOf(clients, run.addressOf);
  const windowMs = request?.insist ? REPEAT_GUARD_MINUTES * 60_000 : RECENT_REMINDER_HOURS * 3_600_000;
  const businessId = caller.business.id;
  const queued = await context.db.transaction().execute(async (trx) => {
    await lockReminderRuns(trx, businessId);
    const since = new Date(now.getTime() - windowMs);
    const recent = await findLastReminders(trx, businessId, { since, channel: run.channel });
    const due = recipients.filter(({ recipient }) => !recent.has(reminderKey(run.channel, recipient)));
    for (const recipient of due) await context.outbox.enqueue(run.messageOf(recipient), trx);
    return due.length;
  });
  context.outbox.worker.nudge();
  return reminderAnswer({
    queued,
    skipped,
    skippedReason: run.skippedReason,
    recentlyReminded: recipients.length - queued,
    recentWindow: request?.insist ? `${REPEAT_GUARD_MINUTES} minutes` : `${RECENT_REMINDER_HOURS} hours`,
    delivery: context.outbox.canSend(run.channel) ? 'queued' : 'kept',
  });
}

/** One e-mail per client with overdue invoices, listing them all (`POST /api/v2/invoices/remainder/:ownerId`). */
export async function remindByEmail(
  context: MessagingContext,
  caller: Caller,
  ownerId: string,
  request: TReminderRequest = undefined,
  now: Date = context.clock(),
): Promise<TReminderAnswer> {
  assertOwnInvoices(caller, ownerId);
  const { business } = caller;
  const businessName = business.name;
  const language = await findMemberLanguage(context.db, business.id);
  return remind(context, caller, request, now, {
    channel: 'email',
    addressOf: (client) => client.email,
    skippedReason: 'no e-mail',
    messageOf: ({ recipient, clientName, overdue }) => ({
      businessId: business.id,
      channel: 'email',
      kind: 'reminder',
      recipient,
      ...reminderEmail(clientName, overdue, businessName, language),
    }),
  });
}

/** One WhatsApp template message per client with overdue invoices (`POST /api/v2/invoices/warem/:ownerId`). */
export async function remindByWhatsApp(
  context: MessagingContext,
  caller: Caller,
  ownerId: string,
  request: TReminderRequest = undefined,
  now: Date = context.clock(),
): Promise<TReminderAnswer> {
  assertOwnInvoices(caller, ownerId);
  const { business } = caller;
  if (!business.whatsApp.isSetUp) throw new AppError('BAD_REQUEST', WHATSAPP_NOT_SET_UP_MESSAGE);
  const templateName = business.whatsApp.template?.trim();
  if (!templateName) throw new AppError('BAD_REQUEST', WHATSAPP_TEMPLATE_MISSING_MESSAGE);
  const businessName = business.name;
  const language = await findMemberLanguage(context.db, business.id);
  return remind(context, caller, request, now, {
    channel: 'whatsapp',
    addressOf: (client) => client.phone,
    skippedReason: 'no valid mobile number',
    messageOf: ({ recipient, clientName, overdue }) => ({
      businessId: business.id,
      channel: 'whatsapp',
      kind: 'reminder',
      recipient,
      subject: `Payment reminder: ${overdue.length} overdue`,
      // The template goes in the language it was approved in; the text, kept with it, in the members'.
      text: reminderText(clientName, overdue, businessName, language),
      template: reminderTemplate(templateName, clientName, overdue),
    }),
  });
}
