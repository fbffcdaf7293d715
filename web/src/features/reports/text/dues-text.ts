import { AGE_BUCKET_LABELS, type AgeBucket } from '@domain/ageing';
import type { AgeingSort } from '@domain/api/reports';
import type { Catalogue } from '../../../lib/text';

const flats = (count: number) => `${count} ${count === 1 ? 'flat' : 'flats'}`;

/** Reports → Dues: the page, its filters, the table and the phone's cards, and the reminders' confirmation. */
const EN = {
  title: 'Dues',
  description: 'Every flat that owes, by how long its dues are past due.',
  descriptionOn: (date: string) => `Every flat that owes, by how long its dues are past due, on ${date}.`,
  remind: 'Remind these',
  remindCount: (count: number) => `Remind these (${count})`,
  exportXlsx: 'Export XLSX',
  saved: (fileName: string) => `Saved ${fileName}`,
  loading: 'Loading the dues',
  noMatch: 'No flat matches these filters.',
  noDues: 'No flat owes anything today.',
  status: (count: number, total: string, chosen: number) =>
    `${count} ${count === 1 ? 'flat owes' : 'flats owe'} ${total}; ${chosen} chosen. Amounts in ₹, by days past due.`,
  block: 'Block',
  allBlocks: 'All blocks',
  minimum: 'Minimum dues (₹)',
  minAge: 'Overdue at least',
  anyDues: 'Any dues',
  table: 'Flats with dues',
  chooseAll: 'Choose every flat',
  choose: (flat: string) => `Choose ${flat}`,
  flat: 'Flat',
  name: 'Name',
  total: 'Total',
  lastPaid: 'Last paid',
  /** Short headings, so eleven columns fit beside the navigation; the status line says they are days past due. */
  bucketHeadings: {
    notDue: 'Not due',
    days0to30: '0–30',
    days31to60: '31–60',
    days61to90: '61–90',
    days90plus: '90+',
  } satisfies Record<AgeBucket, string>,
  blockOf: (block: string) => `Block ${block}`,
  floorOf: (floor: string) => `Floor ${floor}`,
  blockTotal: (block: string) => `${block} total`,
  subtotal: (label: string, count: number) => `${label} · ${flats(count)}`,
  sortBy: 'Sort by',
  sortNames: {
    flat: 'Flat',
    total: 'Total dues',
    days90plus: AGE_BUCKET_LABELS.days90plus,
    lastPayment: 'Last payment',
  } satisfies Record<AgeingSort, string>,
  lastPayment: (date: string, contacts: string) => `Last payment: ${date} · ${contacts}`,
  never: 'Never',
  contacts: { email: 'E-mail', whatsApp: 'WhatsApp', none: 'No contact' },
  channels: { email: 'e-mail', whatsApp: 'WhatsApp' },
  channelList: (channels: string[]) => channels.join(' and '),
  noChannel: 'nothing: no e-mail',
  noChannelOrMobile: 'nothing: no e-mail or mobile number',
  remindTitle: (count: number) => `Remind ${flats(count)} of their dues?`,
  emailKept: 'E-mail is not set up yet: e-mail reminders will wait in the outbox.',
  reminders: 'Reminders to send',
  reminderBy: (amount: string, channels: string) => `${amount} by ${channels}`,
  cancel: 'Cancel',
  sendReminders: 'Send reminders',
};

export type DuesText = typeof EN;

export const DUES_TEXT: Catalogue<DuesText> = { en: EN };
