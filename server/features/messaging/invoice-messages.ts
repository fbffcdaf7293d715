import type { TInvoice, TInvoiceListRow } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import type { MemberLanguage } from '@domain/languages';
import { toPaise } from '@domain/money';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import { billMessageText } from './bill-message-text';
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
 * Every date a client reads in a message, as the pages and the PDF write it: '15 Oct 2026' (in Hindi
 * '15 नव॰ 2026'). A run of reminders writes the same few due dates thousands of times, so each is
 * formatted once.
 */
export function day(date: string, language: MemberLanguage = 'en'): string {
  const key = `${language}:${date}`;
  let written = days.get(key);
  if (written === undefined) {
    written = memberMessageText(language).day(date);
    if (days.size < 10_000) days.set(key, written);
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
export const accountLine = (account: string, language: MemberLanguage) =>
  `${memberMessageText(language).account} ${account}`;
export const accountHtml = (account: string, language: MemberLanguage) =>
  `<p>${memberMessageText(language).account} ${link(account)}</p>`;
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The GST a bill's split names, for a message: 'CGST ₹810.00 and SGST ₹810.00', or null without one. */
export function taxSplitText(
  split: TInvoice['taxSplit'],
  currency: string,
  language: MemberLanguage = 'en',
): string | null {
  if (!split) return null;
  return split.kind === 'cgst-sgst'
    ? billMessageText(language).taxPair(money(split.cgst, currency), money(split.sgst, currency))
    : `IGST ${money(split.igst, currency)}`;
}

/**
 * The e-mail that carries one invoice to its client, the PDF attached by the worker, in the language
 * the business writes to its members in. A tax invoice names its GST as the document does (CGST and
 * SGST, or IGST); the PDF has it by rate.
 */
export function invoiceEmail(
  invoice: TInvoiceListRow,
  businessName: string,
  links: InvoiceLinks,
  taxSplit: TInvoice['taxSplit'] = null,
  language: MemberLanguage = 'en',
): MessageContent {
  const words = billMessageText(language);
  const member = memberMessageText(language);
  const tax = taxSplitText(taxSplit, invoice.currency, language);
  const amount = money(invoice.total, invoice.currency);
  const total = tax ? words.including(amount, tax) : amount;
  const balance = money(invoice.balanceDue, invoice.currency);
  const document = words.document(invoice.type, invoice.invoiceNumber);
  const parts = {
    document,
    total,
    date: day(invoice.date, language),
    balance,
    due: day(invoice.dueDate, language),
  };
  const attached = words.billAttached(parts);
  // The sentence's own words are the catalogue's; every part from the bill is escaped.
  const attachedHtml = words.billAttached({
    document: `<strong>${escapeHtml(document)}</strong>`,
    total: escapeHtml(total),
    date: escapeHtml(parts.date),
    balance: `<strong>${escapeHtml(balance)}</strong>`,
    due: escapeHtml(parts.due),
  });
  const notes = invoice.notes.trim();
  const lines = [
    member.dear(invoice.client.name),
    attached,
    `${words.viewOnline} ${links.view}${links.pay ? `\n${member.payOnline} ${links.pay}` : ''}`,
    ...(links.account ? [accountLine(links.account, language)] : []),
    ...(notes ? [notes] : []),
    member.regards(businessName),
  ];
  const html = [
    `<p>${escapeHtml(member.dear(invoice.client.name))}</p>`,
    `<p>${attachedHtml}</p>`,
    `<p>${escapeHtml(words.viewOnline)} ${link(links.view)}${links.pay ? `<br>${escapeHtml(member.payOnline)} ${link(links.pay)}` : ''}</p>`,
    ...(links.account ? [accountHtml(links.account, language)] : []),
    ...(notes ? [paragraphs(notes)] : []),
    paragraphs(member.regards(businessName)),
  ];
  return {
    subject: headerText(words.billSubject(document, businessName)),
    text: `${lines.join('\n\n')}\n`,
    html: html.join('\n'),
  };
}

/**
 * The invoice in a WhatsApp message: the caption of its PDF, and the text of the click-to-chat link
 * the owner sends by hand. Who from, what is due by when, and where to see and pay it.
 */
export function invoiceChatText(
  invoice: TInvoiceListRow,
  businessName: string,
  links: InvoiceLinks,
  language: MemberLanguage = 'en',
): string {
  const words = billMessageText(language);
  const document = words.document(invoice.type, invoice.invoiceNumber);
  const summary =
    invoice.balanceDue > 0
      ? words.chatDue(
          document,
          businessName,
          money(invoice.balanceDue, invoice.currency),
          day(invoice.dueDate, language),
        )
      : words.chatPaid(document, businessName, money(invoice.total, invoice.currency));
  return [
    summary,
    `${words.chatView} ${links.view}`,
    ...(links.pay ? [`${words.chatPay} ${links.pay}`] : []),
    ...(links.account ? [`${words.chatAccount} ${links.account}`] : []),
  ].join('\n');
}
