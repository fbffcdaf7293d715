import type { TInvoiceShare } from '../../../domain/api/messages';
import { toE164 } from '../../../domain/phone';
import type { AppInstance } from '../../app-context';
import type { Caller } from '../../plugins/authenticate';
import { businessNameOf } from '../../tenancy/business-settings';
import { whatsAppChatUrl } from './chat-links';
import { invoiceChatText } from './invoice-messages';
import { sendableInvoiceOf } from './messaging.service';
import { linksFor } from './sender-settings';

/**
 * What the owner needs to send an invoice by hand, without SMTP or a WhatsApp Business account: its
 * links, and a click-to-chat link carrying the same text as the WhatsApp caption.
 */
export async function invoiceShareOf(app: AppInstance, caller: Caller, id: string): Promise<TInvoiceShare> {
  const business = caller.businessRow;
  const invoice = await sendableInvoiceOf(app, caller, id);
  const links = linksFor(app, business, invoice);
  const text = invoiceChatText(invoice, businessNameOf(business), links);
  const recipient = toE164(invoice.client.phone);
  return {
    publicUrl: links.view,
    payUrl: links.pay ?? null,
    text,
    whatsappUrl: whatsAppChatUrl(recipient, text),
    whatsappRecipient: recipient,
  };
}
