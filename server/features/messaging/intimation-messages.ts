import { toE164 } from '@domain/phone';
import type { ServiceContext } from '../../app-context';
import type { DbTransaction } from '../../db/schema';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { linkHtml } from './invoice-messages';
import { memberAccountUrlsOf } from './member-account-links';
import { type MemberMessageText, memberMessageText } from './member-message-text';
import { findMemberLanguage, findSenderAccount } from './messaging.repository';

/** A member's report of a payment the treasurer turned down, and to whom it goes. */
export type RejectedIntimation = {
  customerId: string;
  name: string;
  email: string;
  phone: string;
  amountPaise: number;
  paidOn: string;
  reference: string;
  reason: string;
};

function sentenceOf(report: RejectedIntimation, text: MemberMessageText): string {
  return text.reportRejected({
    amount: text.money(report.amountPaise),
    date: text.day(report.paidOn),
    reference: report.reference,
    reason: report.reason,
  });
}

/**
 * Tells the member, in the transaction that rejected it, that their report was not confirmed and
 * why, with their page's link: by e-mail when they have an address, by WhatsApp when the business has
 * it set up and they have a mobile number.
 */
export async function queueIntimationRejected(
  context: Pick<ServiceContext, 'outbox' | 'config' | 'clock'>,
  trx: DbTransaction,
  businessId: string,
  report: RejectedIntimation,
): Promise<void> {
  const sender = await findSenderAccount(trx, businessId);
  if (!sender) return;
  const text = memberMessageText(await findMemberLanguage(trx, businessId));
  const accounts = await memberAccountUrlsOf(
    trx,
    context.config,
    businessId,
    [report.customerId],
    context.clock(),
  );
  const account = accounts.get(report.customerId) ?? '';
  const about = { businessId, kind: 'intimation' as const };
  const subject = headerText(text.reportSubject(sender.name));
  const messages: NewOutboxMessage[] = [];
  const email = report.email.trim();
  if (email) {
    messages.push({
      ...about,
      channel: 'email',
      recipient: email,
      subject,
      text: `${[text.dear(report.name), sentenceOf(report, text), `${text.account} ${account}`, text.regards(sender.name)].join('\n\n')}\n`,
      html: [
        `<p>${escapeHtml(text.dear(report.name))}</p>`,
        `<p>${escapeHtml(sentenceOf(report, text))}</p>`,
        `<p>${escapeHtml(text.account)} ${linkHtml(account)}</p>`,
        `<p>${escapeHtml(text.regards(sender.name)).replace('\n', '<br>')}</p>`,
      ].join('\n'),
    });
  }
  const phone = toE164(report.phone);
  if (sender.whatsApp.phoneNumberId && sender.whatsApp.tokenSealed && phone) {
    messages.push({
      ...about,
      channel: 'whatsapp',
      recipient: phone,
      subject,
      text: `${sender.name}: ${sentenceOf(report, text)}\n${text.account} ${account}`,
    });
  }
  for (const message of messages) await context.outbox.enqueue(message, trx);
}
