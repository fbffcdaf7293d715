import type { TInvoice, TInvoiceListRow } from '@domain/api/invoices';
import {
  NO_CLIENT_EMAIL_MESSAGE,
  NO_CLIENT_PHONE_MESSAGE,
  WHATSAPP_NOT_SET_UP_MESSAGE,
} from '@domain/api/messages';
import type { MemberLanguage } from '@domain/languages';
import { toE164 } from '@domain/phone';
import type { CallerBusiness } from '../../caller';
import type { NewOutboxMessage } from '../../integrations/outbox/outbox-message';
import { billMessageText } from './bill-message-text';
import { invoiceChatText, invoiceEmail, linksOf } from './invoice-messages';

export type InvoiceChannel = 'email' | 'whatsapp';

/** The business an invoice message goes out from. */
export type InvoiceSender = Pick<CallerBusiness, 'id' | 'name' | 'takesOnlinePayments' | 'whatsApp'>;

/**
 * The outbox message that carries an invoice (its PDF attached when sent) to its client on a
 * channel, or why it cannot go: the client has no e-mail address or mobile number, or WhatsApp is not
 * set up. One place for both a single invoice sent by hand and a billing run's bills; `taxSplit` is
 * the bill's GST as its document names it, `accountUrl` the member's page of a flat's bill, `language`
 * the one the business writes to its members in.
 */
export function invoiceMessageOf(
  invoice: TInvoiceListRow,
  channel: InvoiceChannel,
  business: InvoiceSender,
  publicUrl: string,
  {
    taxSplit = null,
    accountUrl,
    language = 'en',
  }: { taxSplit?: TInvoice['taxSplit']; accountUrl?: string; language?: MemberLanguage } = {},
): { message: NewOutboxMessage } | { refusal: string } {
  const links = linksOf(invoice, publicUrl, business.takesOnlinePayments, accountUrl);
  const about = { businessId: business.id, kind: 'invoice' as const, invoiceId: invoice._id };
  if (channel === 'email') {
    const recipient = invoice.client.email.trim();
    if (!recipient) return { refusal: NO_CLIENT_EMAIL_MESSAGE };
    return {
      message: {
        ...about,
        channel,
        recipient,
        ...invoiceEmail(invoice, business.name, links, taxSplit, language),
      },
    };
  }
  if (!business.whatsApp.isSetUp) return { refusal: WHATSAPP_NOT_SET_UP_MESSAGE };
  const recipient = toE164(invoice.client.phone);
  if (!recipient) return { refusal: NO_CLIENT_PHONE_MESSAGE };
  return {
    message: {
      ...about,
      channel,
      recipient,
      subject: billMessageText(language).document(invoice.type, invoice.invoiceNumber),
      text: invoiceChatText(invoice, business.name, links, language),
    },
  };
}
