import type { TInvoiceShare } from '@domain/api/messages';
import { toE164 } from '@domain/phone';
import type { Caller } from '../../caller';
import { whatsAppChatUrl } from './chat-links';
import { invoiceChatText, linksOf } from './invoice-messages';
import { findMemberLanguage } from './messaging.repository';
import { sendableInvoiceOf } from './messaging.service';
import type { MessagingContext } from './messaging-context';

/**
 * What the owner needs to send an invoice by hand, without SMTP or a WhatsApp Business account: its
 * links, and a click-to-chat link carrying the same text as the WhatsApp caption.
 */
export async function invoiceShareOf(
  context: MessagingContext,
  caller: Caller,
  id: string,
): Promise<TInvoiceShare> {
  const { business } = caller;
  const invoice = await sendableInvoiceOf(context, caller, id);
  const links = linksOf(invoice, context.config.publicUrl, business.takesOnlinePayments);
  const text = invoiceChatText(
    invoice,
    business.name,
    links,
    await findMemberLanguage(context.db, business.id),
  );
  const recipient = toE164(invoice.client.phone);
  return {
    publicUrl: links.view,
    payUrl: links.pay ?? null,
    text,
    whatsappUrl: whatsAppChatUrl(recipient, text),
    whatsappRecipient: recipient,
  };
}
