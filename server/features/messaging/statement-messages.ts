import {
  NO_CLIENT_EMAIL_MESSAGE,
  NO_CLIENT_PHONE_MESSAGE,
  WHATSAPP_NOT_SET_UP_MESSAGE,
} from '@domain/api/messages';
import { toE164 } from '@domain/phone';
import type { CallerBusiness } from '../../caller';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { linkHtml } from './invoice-messages';
import { type FlatParts, type MemberMessageText, memberMessageText } from './member-message-text';

/** The member a statement goes to, its flat as messages name it, and the balance it closes with. */
export type StatementMember = {
  name: string;
  email: string;
  phone: string;
  /** Its block, floor and flat (`flat` empty for a customer without one). */
  flat: FlatParts;
  closingBalancePaise: number;
  /** The member's own link to the statement. */
  url: string;
};

function balanceSentence(member: StatementMember, text: MemberMessageText): string {
  return text.statementReady(text.flat(member.flat), text.balance(member.closingBalancePaise));
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
  text: MemberMessageText = memberMessageText('en'),
): { message: NewOutboxMessage } | { refusal: string } {
  const about = { businessId: business.id, kind: 'statement' as const };
  const subject = headerText(text.statementSubject(business.name));
  if (channel === 'email') {
    const recipient = member.email.trim();
    if (!recipient) return { refusal: NO_CLIENT_EMAIL_MESSAGE };
    const body = [
      text.dear(member.name),
      balanceSentence(member, text),
      `${text.statementView} ${member.url}`,
      text.regards(business.name),
    ].join('\n\n');
    const html = [
      `<p>${escapeHtml(text.dear(member.name))}</p>`,
      `<p>${escapeHtml(balanceSentence(member, text))}</p>`,
      `<p>${escapeHtml(text.statementView)} ${linkHtml(member.url)}</p>`,
      `<p>${escapeHtml(text.regards(business.name)).replace('\n', '<br>')}</p>`,
    ].join('\n');
    return { message: { ...about, channel, recipient, subject, text: `${body}\n`, html } };
  }
  if (!business.whatsApp.isSetUp) return { refusal: WHATSAPP_NOT_SET_UP_MESSAGE };
  const recipient = toE164(member.phone);
  if (!recipient) return { refusal: NO_CLIENT_PHONE_MESSAGE };
  const chat = `${business.name}: ${balanceSentence(member, text)}\n${text.statementChatView} ${member.url}`;
  return { message: { ...about, channel, recipient, subject, text: chat } };
}
