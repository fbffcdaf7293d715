import { toE164 } from '@domain/phone';
import type { ServiceContext } from '../../app-context';
import type { DbTransaction } from '../../db/schema';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { linkHtml, type MessageContent } from './invoice-messages';
import { memberAccountUrlsOf } from './member-account-links';
import { type MemberMessageText, memberMessageText } from './member-message-text';
import { findMemberLanguage, findSenderAccount } from './messaging.repository';
import { findReceiptsToSend, type ReceiptToSend, sendsReceipts } from './receipt-messages.repository';

/** What the receipt says, in one sentence: how much, when, how, for which flat. */
function receivedSentence(receipt: ReceiptToSend, text: MemberMessageText): string {
  return text.received({
    amount: text.money(receipt.amountPaise),
    date: text.day(receipt.datePaid),
    how: [text.method(receipt.paymentMethod), receipt.reference].filter(Boolean).join(' '),
    flat: text.flat(receipt.flat),
  });
}

export function receiptEmail(
  receipt: ReceiptToSend,
  businessName: string,
  account?: string,
  text: MemberMessageText = memberMessageText('en'),
): MessageContent {
  const received = `${receivedSentence(receipt, text)} ${text.receiptAttached(receipt.number)}`;
  const lines = [
    text.dear(receipt.name),
    received,
    ...(account ? [`${text.account} ${account}`] : []),
    text.regards(businessName),
  ];
  return {
    subject: headerText(text.receiptSubject(receipt.number, businessName)),
    text: `${lines.join('\n\n')}\n`,
    html: [
      `<p>${escapeHtml(text.dear(receipt.name))}</p>`,
      `<p>${escapeHtml(received)}</p>`,
      ...(account ? [`<p>${escapeHtml(text.account)} ${linkHtml(account)}</p>`] : []),
      `<p>${escapeHtml(text.regards(businessName)).replace('\n', '<br>')}</p>`,
    ].join('\n'),
  };
}

export function receiptChatText(
  receipt: ReceiptToSend,
  businessName: string,
  account?: string,
  text: MemberMessageText = memberMessageText('en'),
): string {
  const chat = text.receiptChat(receipt.number, businessName, receivedSentence(receipt, text));
  return account ? `${chat}\n${text.account} ${account}` : chat;
}

/**
 * Puts each new receipt in the outbox, inside the transaction that recorded the money, for the member
 * who paid: by e-mail when they have an address, by WhatsApp (the receipt's PDF with a caption) when
 * the business has WhatsApp set up and they have a mobile number. Nothing when the business has
 * turned sending receipts off.
 */
export async function queueReceiptMessages(
  context: Pick<ServiceContext, 'outbox' | 'config' | 'clock'>,
  trx: DbTransaction,
  businessId: string,
  receiptIds: string[],
): Promise<void> {
  if (receiptIds.length === 0 || !(await sendsReceipts(trx, businessId))) return;
  const sender = await findSenderAccount(trx, businessId);
  if (!sender) return;
  const text = memberMessageText(await findMemberLanguage(trx, businessId));
  const hasWhatsApp = Boolean(sender.whatsApp.phoneNumberId && sender.whatsApp.tokenSealed);
  const receipts = await findReceiptsToSend(trx, businessId, receiptIds);
  const accounts = await memberAccountUrlsOf(
    trx,
    context.config,
    businessId,
    receipts.map((receipt) => receipt.customerId),
    context.clock(),
  );
  for (const receipt of receipts) {
    const account = receipt.customerId ? accounts.get(receipt.customerId) : undefined;
    const about = { businessId, kind: 'receipt' as const, receiptId: receipt.id };
    const messages: NewOutboxMessage[] = [];
    const email = receipt.email.trim();
    if (email)
      messages.push({
        ...about,
        channel: 'email',
        recipient: email,
        ...receiptEmail(receipt, sender.name, account, text),
      });
    const phone = toE164(receipt.phone);
    if (hasWhatsApp && phone) {
      messages.push({
        ...about,
        channel: 'whatsapp',
        recipient: phone,
        subject: text.receiptShort(receipt.number),
        text: receiptChatText(receipt, sender.name, account, text),
      });
    }
    for (const message of messages) await context.outbox.enqueue(message, trx);
  }
}
