import { formatMoney } from '@domain/format';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import { linkHtml, type MessageContent } from './invoice-messages';
import { type FlatParts, type MemberMessageText, memberMessageText } from './member-message-text';
import { reminderTemplateOf } from './reminder-messages';

/** One flat's dues as its reminder names them: everything it owes, not only what is overdue. */
export type FlatDuesReminder = {
  clientName: string;
  /** Its block, floor and flat, named in the message's language. */
  flat: FlatParts;
  duesPaise: number;
  /** Bills it still owes on (an opening balance alone owes on none). */
  billCount: number;
  /** Where it pays: its oldest owed bill's page, or null when only its opening balance is owed. */
  link: string | null;
  /** The member's own page: every bill and the opening balance. */
  account: string | null;
};

/** Said instead of a link when only an opening balance is owed: no bill page can take it. */
const NO_LINK = 'please pay at the society office';

function introOf(dues: FlatDuesReminder, businessName: string, text: MemberMessageText): string {
  return text.duesIntro(businessName, text.flat(dues.flat), text.money(dues.duesPaise));
}

const payLine = (dues: FlatDuesReminder, text: MemberMessageText) =>
  dues.link ? `${text.payOnline} ${dues.link}` : text.payAtOffice;

export function duesReminderText(
  dues: FlatDuesReminder,
  businessName: string,
  text: MemberMessageText = memberMessageText('en'),
): string {
  const parts = [
    text.dear(dues.clientName),
    introOf(dues, businessName, text),
    payLine(dues, text),
    ...(dues.account ? [`${text.account} ${dues.account}`] : []),
    text.paidAlready,
    text.regards(businessName),
  ];
  return `${parts.join('\n\n')}\n`;
}

export function duesReminderEmail(
  dues: FlatDuesReminder,
  businessName: string,
  text: MemberMessageText = memberMessageText('en'),
): MessageContent {
  return {
    subject: headerText(text.duesSubject(businessName, text.money(dues.duesPaise))),
    text: duesReminderText(dues, businessName, text),
    html: [
      `<p>${escapeHtml(text.dear(dues.clientName))}</p>`,
      `<p>${escapeHtml(introOf(dues, businessName, text))}</p>`,
      dues.link
        ? `<p>${escapeHtml(text.payOnline)} ${linkHtml(dues.link)}</p>`
        : `<p>${escapeHtml(text.payAtOffice)}</p>`,
      ...(dues.account ? [`<p>${escapeHtml(text.account)} ${linkHtml(dues.account)}</p>`] : []),
      `<p>${escapeHtml(text.paidAlready)}</p>`,
      `<p>${escapeHtml(text.regards(businessName)).replace('\n', '<br>')}</p>`,
    ].join('\n'),
  };
}

/** The owner's approved reminder template, filled in with the flat's dues. */
export function duesReminderTemplate(templateName: string, dues: FlatDuesReminder): WhatsAppTemplate {
  return reminderTemplateOf(templateName, {
    clientName: dues.clientName,
    count: dues.billCount,
    balance: formatMoney(dues.duesPaise, LEDGER_CURRENCY),
    link: dues.link ?? NO_LINK,
  });
}
