import type { TInvoice, TInvoiceListRow } from '@domain/api/invoices';
import { formatCalendarDate, formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import { memberMessageText } from './member-message-text';

/**
 * What a message says about one invoice, and where the client can see and pay it; a flat's bill also
 * links the member's own page (every bill, receipt and the statement, all paid at once).
 */
export type InvoiceLinks = { view: string; pay: string | undefined; account?: string | undefined };

export type MessageContent = { subject: string; text: string; html: string };

export const money = (amount: number, currency: string) => formatMoney(toPaise(amount), currency);
const days = new Map<string, string>();
/**
 * Every date a client reads in a message, as the pages and the PDF write it: '15 Oct 2026'. A run of
 * reminders writes the same few due dates thousands of times, so each is formatted once.
 */
export function day(date: string): string {
  let written = days.get(date);
  if (written === undefined) {
    written = formatCalendarDate(date);
    if (days.size < 10_000) days.set(date, written);
  }
  return written;
}

/**
 * The invoice page (and the payment page when online payment is set up and something is owed), and
 * the member's page when the bill is a flat's.
 */
export function linksOf(
  invoice: Pick<TInvoiceListRow, '_id' | 'balanceDue'>,
  publicUrl: string,
  takesOnlinePayments: boolean,
  account?: string,
): InvoiceLinks {
  return {
    view: `${publicUrl}/invoice/${invoice._id}`,
    pay: takesOnlinePayments && invoice.balanceDue > 0 ? `${publicUrl}/payment/${invoice._id}` : undefined,
    account,
  };
}

export const linkHtml = (href: string) => `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
const link = linkHtml;

/** The sentence that hands a member their own page, as text and as HTML. */
const ACCOUNT_INTRO = memberMessageText('en').account;
export const accountLine = (account: string) => `${ACCOUNT_INTRO} ${account}`;
export const accountHtml = (account: string) => `<p>${ACCOUNT_INTRO} ${link(account)}</p>`;
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The GST a bill's split names, for a message: 'CGST ₹810.00 and SGST ₹810.00', or null without one. */
export function taxSplitText(split: TInvoice['taxSplit'], currency: string): string | null {
  if (!split) return null;
  return split.kind === 'cgst-sgst'
    ? `CGST ${money(split.cgst, currency)} and SGST ${money(split.sgst, currency)}`
    : `IGST ${money(split.igst, currency)}`;
}

/**
 * The e-mail that carries one invoice to its client, the PDF attached by the worker. A tax invoice
 * names its GST as the document does (CGST and SGST, or IGST); the PDF has it by rate.
 */
export function invoiceEmail(
  invoice: TInvoiceListRow,
  businessName: string,
  links: InvoiceLinks,
  taxSplit: TInvoice['taxSplit'] = null,
): MessageContent {
  const tax = taxSplitText(taxSplit, invoice.currency);
  const total = `${money(invoice.total, invoice.currency)}${tax ? ` (including ${tax})` : ''}`;
  const balance = money(invoice.balanceDue, invoice.currency);
  const document = `${invoice.type} ${invoice.invoiceNumber}`;
  const dated = day(invoice.date);
  const due = day(invoice.dueDate);
  const lines = [
    `Dear ${invoice.client.name},`,
    `Please find attached ${document} for ${total}, dated ${dated}. Balance due: ${balance}, by ${due}.`,
    `View it online: ${links.view}${links.pay ? `\nPay online: ${links.pay}` : ''}`,
    ...(links.account ? [accountLine(links.account)] : []),
    ...(invoice.notes.trim() ? [invoice.notes.trim()] : []),
    `Regards,\n${businessName}`,
  ];
  const html = [
    `<p>Dear ${escapeHtml(invoice.client.name)},</p>`,
    `<p>Please find attached <strong>${escapeHtml(document)}</strong> for ${escapeHtml(total)}, dated ${escapeHtml(dated)}. Balance due: <strong>${escapeHtml(balance)}</strong>, by ${escapeHtml(due)}.</p>`,
    `<p>View it online: ${link(links.view)}${links.pay ? `<br>Pay online: ${link(links.pay)}` : ''}</p>`,
    ...(links.account ? [accountHtml(links.account)] : []),
    ...(invoice.notes.trim() ? [paragraphs(invoice.notes.trim())] : []),
    `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
  ];
  return {
    subject: headerText(`${document} from ${businessName}`),
    text: `${lines.join('\n\n')}\n`,
    html: html.join('\n'),
  };
}

/**
 * The invoice in a WhatsApp message: the caption of its PDF, and the text of the click-to-chat link
 * the owner sends by hand. Who from, what is due by when, and where to see and pay it.
 */
export function invoiceChatText(invoice: TInvoiceListRow, businessName: string, links: InvoiceLinks): string {
  const document = `${invoice.type} ${invoice.invoiceNumber} from ${businessName}`;
  const summary =
    invoice.balanceDue > 0
      ? `${document}: ${money(invoice.balanceDue, invoice.currency)} due by ${day(invoice.dueDate)}.`
      : `${document}: ${money(invoice.total, invoice.currency)}, paid in full.`;
  return [
    summary,
    `View: ${links.view}`,
    ...(links.pay ? [`Pay: ${links.pay}`] : []),
    ...(links.account ? [`Your account: ${links.account}`] : []),
  ].join('\n');
}
