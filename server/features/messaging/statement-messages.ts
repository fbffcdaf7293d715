import {
  NO_CLIENT_EMAIL_MESSAGE,
  NO_CLIENT_PHONE_MESSAGE,
  WHATSAPP_NOT_SET_UP_MESSAGE,
} from '@domain/api/messages';
import { toE164 } from '@domain/phone';
import { formatBalance } from '@domain/statement';
import type { CallerBusiness } from '../../caller';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';

/** The member a statement goes to, its flat as messages name it, and the balance it closes with. */
export type StatementMember = {
  name: string;
  email: string;
  phone: string;
  flat: string;
  closingBalancePaise: number;
  /** The member's own link to the statement. */
  url: string;
};

function balanceSentence(member: StatementMember): string {
  const flat = member.flat ? ` for ${member.flat}` : '';
  return `Your statement of account${flat} is ready. Balance today: ${formatBalance(member.closingBalancePaise)}.`;
}

/**
 * The message that sends a member the link to their statement on a channel, or why it cannot go: no
 * e-mail address or mobile number, or WhatsApp not set up. The link opens the statement, its PDF and
 * each bill; nothing is attached, so it is the statement as it stands whenever it is opened.
 */
export function statementMessageOf(
  member: StatementMember,
  channel: 'email' | 'whatsapp',
  business: Pick<CallerBusiness, 'id' | 'name' | 'whatsApp'>,
): { message: NewOutboxMessage } | { refusal: string } {
  const about = { businessId: business.id, kind: 'statement' as const };
  const subject = headerText(`Statement of account from ${business.name}`);
  if (channel === 'email') {
    const recipient = member.email.trim();
    if (!recipient) return { refusal: NO_CLIENT_EMAIL_MESSAGE };
    const text = [
      `Dear ${member.name},`,
      balanceSentence(member),
      `View it, download it as a PDF and pay: ${member.url}`,
      `Regards,\n${business.name}`,
    ].join('\n\n');
    const link = escapeHtml(member.url);
    const html = [
      `<p>Dear ${escapeHtml(member.name)},</p>`,
      `<p>${escapeHtml(balanceSentence(member))}</p>`,
      `<p>View it, download it as a PDF and pay: <a href="${link}">${link}</a></p>`,
      `<p>Regards,<br>${escapeHtml(business.name)}</p>`,
    ].join('\n');
    return { message: { ...about, channel, recipient, subject, text: `${text}\n`, html } };
  }
  if (!business.whatsApp.isSetUp) return { refusal: WHATSAPP_NOT_SET_UP_MESSAGE };
  const recipient = toE164(member.phone);
  if (!recipient) return { refusal: NO_CLIENT_PHONE_MESSAGE };
  const text = `${business.name}: ${balanceSentence(member)}\nView: ${member.url}`;
  return { message: { ...about, channel, recipient, subject, text } };
}
