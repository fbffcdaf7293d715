import type { TInvoiceListRow } from '../../../domain/api/invoices';
import { formatMoney } from '../../../domain/format';
import { toPaise } from '../../../domain/money';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';

/** What a message says about one invoice, and where the client can see and pay it. */
export type InvoiceLinks = { view: string; pay: string | undefined };

export type MessageContent = { subject: string; text: string; html: string };

export const money = (amount: number, currency: string) => formatMoney(toPaise(amount), currency);

/** The invoice page (and the payment page when online payment is set up and something is owed). */
export function linksOf(
  invoice: Pick<TInvoiceListRow, '_id' | 'balanceDue'>,
  publicUrl: string,
  takesOnlinePayments: boolean,
): InvoiceLinks {
  return {
    view: `${publicUrl}/invoice/${invoice._id}`,
    pay: takesOnlinePayments && invoice.balanceDue > 0 ? `${publicUrl}/payment/${invoice._id}` : undefined,
  };
}

const link = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The e-mail that carries one invoice to its client, the PDF attached by the worker. */
export function invoiceEmail(
  invoice: TInvoiceListRow,
  businessName: string,
  links: InvoiceLinks,
): MessageContent {
  const total = money(invoice.total, invoice.currency);
  const balance = money(invoice.balanceDue, invoice.currency);
  const document = `${invoice.type} ${invoice.invoiceNumber}`;
  const lines = [
    `Dear ${invoice.client.name},`,
    `Please find attached ${document} for ${total}, dated ${invoice.date}. Balance due: ${balance}, by ${invoice.dueDate}.`,
    `View it online: ${links.view}${links.pay ? `\nPay online: ${links.pay}` : ''}`,
    ...(invoice.notes.trim() ? [invoice.notes.trim()] : []),
    `Regards,\n${businessName}`,
  ];
  const html = [
    `<p>Dear ${escapeHtml(invoice.client.name)},</p>`,
    `<p>Please find attached <strong>${escapeHtml(document)}</strong> for ${escapeHtml(total)}, dated ${escapeHtml(invoice.date)}. Balance due: <strong>${escapeHtml(balance)}</strong>, by ${escapeHtml(invoice.dueDate)}.</p>`,
    `<p>View it online: ${link(links.view)}${links.pay ? `<br>Pay online: ${link(links.pay)}` : ''}</p>`,
    ...(invoice.notes.trim() ? [paragraphs(invoice.notes.trim())] : []),
    `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
  ];
  return {
    subject: headerText(`${document} from ${businessName}`),
    text: `${lines.join('\n\n')}\n`,
    html: html.join('\n'),
  };
}

/** The caption of the invoice's PDF on WhatsApp. */
export function invoiceCaption(invoice: TInvoiceListRow, businessName: string, links: InvoiceLinks): string {
  const balance = money(invoice.balanceDue, invoice.currency);
  return [
    `${invoice.type} ${invoice.invoiceNumber} from ${businessName}: ${money(invoice.total, invoice.currency)}, balance due ${balance} by ${invoice.dueDate}.`,
    `View: ${links.view}`,
    ...(links.pay ? [`Pay: ${links.pay}`] : []),
  ].join('\n');
}
