import { flatLabel } from '@domain/api/customers';
import { formatMoney } from '@domain/format';
import { toE164 } from '@domain/phone';
import type { ServiceContext } from '../../app-context';
import type { DbTransaction } from '../../db/schema';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { accountHtml, accountLine, day, type MessageContent } from './invoice-messages';
import { memberAccountUrlsOf } from './member-account-links';
import { findSenderAccount } from './messaging.repository';
import { findReceiptsToSend, type ReceiptToSend, sendsReceipts } from './receipt-messages.repository';

/** What the receipt says, in one sentence: how much, when, how, for which flat, under which number. */
function receivedSentence(receipt: ReceiptToSend): string {
  const how = [receipt.paymentMethod, receipt.reference].filter(Boolean).join(' ');
  const flat = receipt.flat.flat ? ` for ${flatLabel(receipt.flat)}` : '';
  return `We have received ${formatMoney(receipt.amountPaise)} on ${day(receipt.datePaid)}${how ? ` by ${how}` : ''}${flat}.`;
}

export function receiptEmail(receipt: ReceiptToSend, businessName: string, account?: string): MessageContent {
  const { number } = receipt;
  const lines = [
    `Dear ${receipt.name},`,
    `${receivedSentence(receipt)} Receipt ${number} is attached. Thank you.`,
    ...(account ? [accountLine(account)] : []),
    `Regards,\n${businessName}`,
  ];
  return {
    subject: headerText(`Receipt ${number} from ${businessName}`),
    text: `${lines.join('\n\n')}\n`,
    html: [
      `<p>Dear ${escapeHtml(receipt.name)},</p>`,
      `<p>${escapeHtml(receivedSentence(receipt))} Receipt <strong>${escapeHtml(number)}</strong> is attached. Thank you.</p>`,
      ...(account ? [accountHtml(account)] : []),
      `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
    ].join('\n'),
  };
}

export function receiptChatText(receipt: ReceiptToSend, businessName: string, account?: string): string {
  const text = `Receipt ${receipt.number} from ${businessName}: ${receivedSentence(receipt)} Thank you.`;
  return account ? `${text}\n${accountLine(account)}` : text;
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
        ...receiptEmail(receipt, sender.name, account),
      });
    const phone = toE164(receipt.phone);
    if (hasWhatsApp && phone) {
      messages.push({
        ...about,
        channel: 'whatsapp',
        recipient: phone,
        subject: `Receipt ${receipt.number}`,
        text: receiptChatText(receipt, sender.name, account),
      });
    }
    for (const message of messages) await context.outbox.enqueue(message, trx);
  }
}
