import type { RunMessageStatus, TRunSending } from '@domain/api/billing-runs';
import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';

const bills = (count: number) => plural(count, 'bill', 'bills');

/** Step 4 of a run: sending its bills, and how each message is doing. */
const EN = {
  statuses: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    kept: 'Waiting for e-mail set-up',
    skipped: 'Skipped',
  } satisfies Record<RunMessageStatus, string>,
  channels: { email: 'E-mail', whatsapp: 'WhatsApp' } satisfies Record<
    TRunSending['items'][number]['channel'],
    string
  >,
  underWay: 'Sending…',
  finished: 'Sending finished',
  done: (done: number, total: number) => `${done} of ${plural(total, 'message', 'messages')} done`,
  progress: 'Sending progress',
  counts: 'Sending counts',
  countOf: (status: string, count: number) => `${status}: ${count}`,
  billsSent: 'Bills sent',
  columns: {
    flat: 'Flat',
    client: 'Client',
    bill: 'Bill',
    channel: 'Channel',
    status: 'Status',
    reason: 'Reason',
  },
  channelBill: (channel: string, bill: string) => `${channel} · bill ${bill}`,
  publishFirst: 'Publish the run before sending its bills.',
  chooseChannel: 'Choose e-mail, WhatsApp or both',
  intro: (count: number, period: string) =>
    `Send the ${bills(count)} of ${period} to each flat: by e-mail to the client's address, by WhatsApp to their phone. A flat without one is skipped, with the reason.`,
  sendBy: 'Send by',
  sendRest: 'Send what has not gone',
  sendBills: (count: number) => `Send ${bills(count)}`,
  sendAgain:
    'Sending again later sends only what has not gone yet: a bill already queued or sent on a channel is not sent twice.',
  loading: 'Loading the sending',
  kept: (count: number) =>
    `Queued: e-mail is not set up yet. ${plural(count, 'e-mail waits', 'e-mails wait')} in the outbox and go out once e-mail is set up on the server.`,
  retry: (count: number) => `Retry failed (${count})`,
  retryNote: "Each failed message shows the provider's answer as its reason.",
};

export type SendText = typeof EN;

export const SEND_TEXT: Catalogue<SendText> = { en: EN };
