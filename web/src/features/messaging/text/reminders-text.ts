import type { Catalogue } from '../../../lib/text';
import type { ReminderChannel } from '../api/send-reminders';

/** The reminders page: who has overdue invoices, the confirmation before a run, and the reminders sent lately. */
const EN = {
  title: 'Reminders',
  description:
    'Remind clients with overdue invoices: one message each, listing what they owe. Choose who, then confirm.',
  sendEmail: 'Send Reminder',
  sendWhatsApp: 'Send Reminder via WhatsApp',
  emailKept:
    'E-mail is not set up yet: e-mail reminders wait in the outbox. Use Copy link or Share on WhatsApp beside each client to send their reminder yourself.',
  loadingClients: 'Loading clients to remind',
  clientsHeading: (count: number) => `Clients with overdue invoices (${count})`,
  noOverdue: 'No overdue invoices: nobody needs a reminder today.',
  chosen: (chosen: number, count: number) =>
    `${chosen} of ${count} chosen. Clients reminded in the last 24 hours are left unticked.`,
  clientsToRemind: 'Clients to remind',
  chooseEveryClient: 'Choose every client',
  remind: (name: string) => `Remind ${name}`,
  columns: {
    client: 'Client',
    overdue: 'Overdue',
    balance: 'Balance',
    willGet: 'Will get',
    lastReminder: 'Last reminder',
    sendByHand: 'Send by hand',
  },
  willGet: 'Will get: ',
  noContacts: 'No e-mail or mobile number',
  due: (date: string) => `, due ${date}`,
  /** The channels a client's reminder would go by, as a list's words. */
  channels: { email: 'E-mail', whatsapp: 'WhatsApp' } satisfies Record<ReminderChannel, string>,
  shareByHand: 'Share by hand',
  notReminded: 'Not reminded lately',
  /** 'Reminded 3 h ago by e-mail'. */
  reminded: (ago: string, channel: string) => `Reminded ${ago} by ${channel}`,
  /** A channel within a sentence: 'by e-mail', 'Send 3 WhatsApp reminders?'. */
  channelNames: { email: 'e-mail', whatsapp: 'WhatsApp' } satisfies Record<ReminderChannel, string>,
  timeAgo: {
    justNow: 'just now',
    minutes: (minutes: number) => `${minutes} min ago`,
    hours: (hours: number) => `${hours} h ago`,
    days: (days: number) => `${days} ${days === 1 ? 'day' : 'days'} ago`,
  },
  copyLinkFor: (name: string) => `Copy link for ${name}`,
  shareWith: (name: string) => `Share on WhatsApp with ${name}`,
  noneToSend: 'No reminder to send',
  sendCount: (count: number, channel: string) =>
    `Send ${count} ${channel} ${count === 1 ? 'reminder' : 'reminders'}?`,
  emailKeptConfirm:
    "E-mail is not set up yet: these reminders will wait in the outbox. Copy each client's link or share it on WhatsApp instead.",
  toSend: 'Reminders to send',
  leftOut: {
    email: (names: string) => `Left out, no e-mail address: ${names}.`,
    whatsapp: (names: string) => `Left out, no mobile number: ${names}.`,
  } satisfies Record<ReminderChannel, (names: string) => string>,
  remindAgain: (count: number, channel: string) =>
    `Remind again the ${count} ${count === 1 ? 'client' : 'clients'} reminded by ${channel} in the last 24 hours`,
  cancel: 'Cancel',
  send: 'Send',
  recent: 'Recent reminders',
  loadingRecent: 'Loading reminders',
  noneSent: 'No reminders sent yet. Choose clients above and send them a reminder.',
};

export type RemindersText = typeof EN;

export const REMINDERS_TEXT: Catalogue<RemindersText> = { en: EN };
