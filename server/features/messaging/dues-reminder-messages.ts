import { formatMoney } from '@domain/format';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import { accountHtml, accountLine, type MessageContent } from './invoice-messages';
import { PAID_ALREADY, reminderTemplateOf } from './reminder-messages';

/** One flat's dues as its reminder names them: everything it owes, not only what is overdue. */
export type FlatDuesReminder = {
  clientName: string;
  /** "Block A, Floor 2, Flat A-201". */
  flat: string;
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

function introOf(dues: FlatDuesReminder, businessName: string): string {
  return `This is a reminder from ${businessName}: the dues of ${dues.flat} are ${formatMoney(dues.duesPaise, LEDGER_CURRENCY)} in all.`;
}

const payLine = (dues: FlatDuesReminder) => (dues.link ? `Pay online: ${dues.link}` : `To pay, ${NO_LINK}.`);

export function duesReminderText(dues: FlatDuesReminder, businessName: string): string {
  const account = dues.account ? `${accountLine(dues.account)}\n\n` : '';
  return `Dear ${dues.clientName},\n\n${introOf(dues, businessName)}\n\n${payLine(dues)}\n\n${account}${PAID_ALREADY}\n\nRegards,\n${businessName}\n`;
}

export function duesReminderEmail(dues: FlatDuesReminder, businessName: string): MessageContent {
  const href = dues.link && escapeHtml(dues.link);
  return {
    subject: headerText(
      `Dues reminder from ${businessName}: ${formatMoney(dues.duesPaise, LEDGER_CURRENCY)}`,
    ),
    text: duesReminderText(dues, businessName),
    html: [
      `<p>Dear ${escapeHtml(dues.clientName)},</p>`,
      `<p>${escapeHtml(introOf(dues, businessName))}</p>`,
      href ? `<p>Pay online: <a href="${href}">${href}</a></p>` : `<p>To pay, ${NO_LINK}.</p>`,
      ...(dues.account ? [accountHtml(dues.account)] : []),
      `<p>${PAID_ALREADY}</p>`,
      `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
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
