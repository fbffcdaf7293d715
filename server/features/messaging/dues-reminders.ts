import type { MESSAGE_CHANNELS, MessageDelivery } from '@domain/api/messages';
import { REPEAT_GUARD_MINUTES } from '@domain/api/reminders';
import { toE164 } from '@domain/phone';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import {
  duesReminderEmail,
  duesReminderTemplate,
  duesReminderText,
  type FlatDuesReminder,
} from './dues-reminder-messages';
import { linksOf } from './invoice-messages';
import { memberAccountUrlsOf } from './member-account-links';
import { memberMessageText } from './member-message-text';
import { findMemberLanguage } from './messaging.repository';
import { findLastReminders, lockReminderRuns, reminderKey } from './reminders.repository';

type Channel = (typeof MESSAGE_CHANNELS)[number];

/** A flat to remind of its dues, with its contacts as the customer holds them. */
export type DuesReminderFlat = Omit<FlatDuesReminder, 'link' | 'account'> & {
  customerId: string;
  email: string;
  phone: string;
  /** Its oldest bill still owed, whose page the reminder links to; null when none is. */
  billId: string | null;
};

export type DuesReminderOutcome = {
  reminded: Array<{ customerId: string; name: string; channels: Channel[] }>;
  skipped: Array<{ customerId: string; name: string; reason: string }>;
  queued: number;
  delivery: MessageDelivery;
};

type Address = { channel: Channel; recipient: string };

/**
 * Queues one dues reminder per flat, on every channel it can be reached by: e-mail when it has an
 * address, WhatsApp when it has a mobile number and the business has WhatsApp and a reminder template
 * set up. All in one transaction that waits for any other reminder run of the business; an address
 * reminded a few minutes ago is left out, so two clicks a moment apart remind nobody twice.
 */
export async function queueDuesReminders(
  context: ServiceContext,
  business: CallerBusiness,
  flats: readonly DuesReminderFlat[],
  now: Date,
): Promise<DuesReminderOutcome> {
  const templateName = business.whatsApp.isSetUp ? business.whatsApp.template?.trim() : undefined;
  const text = memberMessageText(await findMemberLanguage(context.db, business.id));
  const addressesOf = (flat: DuesReminderFlat): Address[] => {
    const email = flat.email.trim().toLowerCase();
    const phone = templateName ? toE164(flat.phone) : null;
    return [
      ...(email ? [{ channel: 'email' as const, recipient: email }] : []),
      ...(phone ? [{ channel: 'whatsapp' as const, recipient: phone }] : []),
    ];
  };
  const messageOf = (
    flat: DuesReminderFlat,
    { channel, recipient }: Address,
    account: string | undefined,
  ): NewOutboxMessage => {
    const links =
      flat.billId &&
      linksOf({ _id: flat.billId, balanceDue: 1 }, context.config.publicUrl, business.takesOnlinePayments);
    const dues = { ...flat, link: links ? (links.pay ?? links.view) : null, account: account ?? null };
    const base = { businessId: business.id, channel, kind: 'reminder' as const, recipient };
    if (channel === 'email') return { ...base, ...duesReminderEmail(dues, business.name, text) };
    return {
      ...base,
      subject: 'Dues reminder',
      text: duesReminderText(dues, business.name, text),
      template: duesReminderTemplate(templateName as string, dues),
    };
  };
  const outcome = await context.db.transaction().execute(async (trx) => {
    await lockReminderRuns(trx, business.id);
    const since = new Date(now.getTime() - REPEAT_GUARD_MINUTES * 60_000);
    const recent = await findLastReminders(trx, business.id, { since });
    const result: Omit<DuesReminderOutcome, 'delivery'> = { reminded: [], skipped: [], queued: 0 };
    const reached = flats.filter((flat) => addressesOf(flat).length > 0).map((flat) => flat.customerId);
    const accounts = await memberAccountUrlsOf(trx, context.config, business.id, reached, now);
    for (const flat of flats) {
      const addresses = addressesOf(flat);
      const due = addresses.filter(({ channel, recipient }) => !recent.has(reminderKey(channel, recipient)));
      if (due.length === 0) {
        const reason =
          addresses.length > 0
            ? `reminded in the last ${REPEAT_GUARD_MINUTES} minutes`
            : templateName
              ? 'no e-mail or mobile number'
              : 'no e-mail';
        result.skipped.push({ customerId: flat.customerId, name: flat.clientName, reason });
        continue;
      }
      for (const address of due)
        await context.outbox.enqueue(messageOf(flat, address, accounts.get(flat.customerId)), trx);
      result.queued += due.length;
      result.reminded.push({
        customerId: flat.customerId,
        name: flat.clientName,
        channels: due.map(({ channel }) => channel),
      });
    }
    return result;
  });
  context.outbox.worker.nudge();
  return { ...outcome, delivery: context.outbox.canSend('email') ? 'queued' : 'kept' };
}
