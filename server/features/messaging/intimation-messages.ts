import { formatMoney } from '@domain/format';
import { toE164 } from '@domain/phone';
import type { ServiceContext } from '../../app-context';
import type { DbTransaction } from '../../db/schema';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { accountHtml, accountLine, day } from './invoice-messages';
import { memberAccountUrlsOf } from './member-account-links';
import { findSenderAccount } from './messaging.repository';

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

function sentenceOf(report: RejectedIntimation): string {
  const reference = report.reference ? ` (${report.reference})` : '';
  return `Your report of a payment of ${formatMoney(report.amountPaise)} on ${day(report.paidOn)}${reference} could not be confirmed: ${report.reason}`;
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
  const accounts = await memberAccountUrlsOf(
    trx,
    context.config,
    businessId,
    [report.customerId],
    context.clock(),
  );
  const account = accounts.get(report.customerId) ?? '';
  const about = { businessId, kind: 'intimation' as const };
  const subject = headerText(`Your payment report to ${sender.name}`);
  const messages: NewOutboxMessage[] = [];
  const email = report.email.trim();
  if (email) {
    messages.push({
      ...about,
      channel: 'email',
      recipient: email,
      subject,
      text: `Dear ${report.name},\n\n${sentenceOf(report)}\n\n${accountLine(account)}\n\nRegards,\n${sender.name}\n`,
      html: [
        `<p>Dear ${escapeHtml(report.name)},</p>`,
        `<p>${escapeHtml(sentenceOf(report))}</p>`,
        accountHtml(account),
        `<p>Regards,<br>${escapeHtml(sender.name)}</p>`,
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
      text: `${sender.name}: ${sentenceOf(report)}\n${accountLine(account)}`,
    });
  }
  for (const message of messages) await context.outbox.enqueue(message, trx);
}
