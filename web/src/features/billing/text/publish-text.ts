import type { Catalogue } from '../../../lib/text';
import { plural } from '../components/billing-words';

const bills = (count: number) => plural(count, 'bill', 'bills');

/** Step 3 of a run: publishing its bills, what deserves a look first, and undoing it. */
const EN = {
  noArea: (count: number) => `${plural(count, 'flat has', 'flats have')} no area`,
  zeroBills: (count: number) => `${plural(count, 'bill is', 'bills are')} 0`,
  flagged: (parts: string[]) => `${parts.join(' and ')}: check them in the preview, or publish anyway.`,
  publishBills: (count: number) => `Publish ${bills(count)}`,
  finishPublishing: 'Finish publishing',
  finishTitle: (period: string) => `Finish publishing ${period}?`,
  publishTitle: (count: number, period: string) => `Publish ${bills(count)} for ${period}?`,
  resuming: 'The bills already issued are kept and the rest are issued now: in all, ',
  totalling: (count: number) => `${bills(count)} totalling `,
  publishDetails: (gst: string, billDate: string, dueDate: string) =>
    ` (GST ${gst} included), dated ${billDate} and due ${dueDate}. They are numbered in flat order and appear in the invoices list at once. You can undo publishing while no bill has a payment.`,
  publishingLabel: 'Publishing bills',
  publishing: (count: number) => `Publishing ${bills(count)}… this can take a few seconds.`,
  cancel: 'Cancel',
  undoTitle: 'Undo publishing?',
  undoText: (count: number, period: string) =>
    `The ${bills(count)} of ${period} are deleted and the run becomes a draft again. Not possible once a bill has a payment, an online payment, a message sent or a late-fee invoice.`,
  undo: 'Undo publishing',
  published: (count: number) => `${bills(count)} published`,
  publishedOn: (period: string, date: string) => `${period}, published on ${date}.`,
  seeInvoices: 'See them in the invoices list',
  orOpenEach: ', or open each one from the preview.',
  byMistake:
    'Published by mistake? Undo deletes these bills while none of them has a payment, and the run becomes a draft again.',
  stopped: 'Publishing stopped before every bill was issued',
  issuedSoFar: (count: number) =>
    `${plural(count, 'bill is', 'bills are')} issued so far. Finish publishing to issue the rest: the bills already issued are kept.`,
  draftIntro: (count: number, period: string, billDate: string, dueDate: string) =>
    `Publishing issues ${bills(count)} for ${period}, dated ${billDate} and due ${dueDate}, one per flat, numbered in flat order.`,
  skipped: (count: number) =>
    ` ${plural(count, 'flat is', 'flats are')} already billed for the period and skipped.`,
};

export type PublishText = typeof EN;

export const PUBLISH_TEXT: Catalogue<PublishText> = { en: EN };
