import { RECENT_REMINDER_HOURS, type TReminderClient } from '@domain/api/reminders';
import type { ReminderChannel } from '../api/send-reminders';

const RECENT_MS = RECENT_REMINDER_HOURS * 3_600_000;

/** A client's latest reminder on any channel, with the channel, or null. */
export function lastReminderOf(client: TReminderClient): { at: string; channel: ReminderChannel } | null {
  const { email, whatsapp } = client.lastReminded;
  if (email && (!whatsapp || email >= whatsapp)) return { at: email, channel: 'email' };
  return whatsapp ? { at: whatsapp, channel: 'whatsapp' } : null;
}

function isRecent(instant: string | null, now: Date): boolean {
  return instant !== null && now.getTime() - new Date(instant).getTime() < RECENT_MS;
}

/** Reminded on any channel in the last 24 hours: left unticked at first, and marked so. */
export function isRecentlyReminded(client: TReminderClient, now: Date): boolean {
  return isRecent(lastReminderOf(client)?.at ?? null, now);
}

/** Who is ticked when the page opens: everyone not reminded in the last 24 hours. */
export function defaultSelection(clients: readonly TReminderClient[], now: Date): Set<string> {
  return new Set(
    clients.filter((client) => !isRecentlyReminded(client, now)).map((client) => client.clientId),
  );
}

export type ReminderRecipient = { address: string; names: string[]; isRecent: boolean };

/** What one channel's run would do with the chosen clients, as the server does it. */
export type ReminderPlan = {
  channel: ReminderChannel;
  /** One message per address: two records of one person share it. */
  recipients: ReminderRecipient[];
  /** Chosen clients this channel has no address for. */
  unreachable: string[];
  /** Recipients reminded on this channel in the last 24 hours: left out unless the owner insists. */
  recent: number;
};

export function planReminders(
  clients: readonly TReminderClient[],
  selected: ReadonlySet<string>,
  channel: ReminderChannel,
  now: Date,
): ReminderPlan {
  const recipients = new Map<string, ReminderRecipient>();
  const unreachable: string[] = [];
  for (const client of clients) {
    if (!selected.has(client.clientId)) continue;
    const address = channel === 'email' ? client.email : client.phone;
    if (!address) {
      unreachable.push(client.name);
      continue;
    }
    const entry = recipients.get(address) ?? { address, names: [], isRecent: false };
    entry.names.push(client.name);
    entry.isRecent ||= isRecent(client.lastReminded[channel], now);
    recipients.set(address, entry);
  }
  const list = [...recipients.values()];
  return { channel, recipients: list, unreachable, recent: list.filter((entry) => entry.isRecent).length };
}

/** How many messages the run will queue. */
export function messagesToSend(plan: ReminderPlan, insist: boolean): number {
  return insist ? plan.recipients.length : plan.recipients.length - plan.recent;
}
