import type { TInvoiceListRow } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import type { MemberLanguage } from '@domain/languages';
import { toPaise } from '@domain/money';
import { compareInvoiceNumbers } from '@domain/numbering';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import { billMessageText } from './bill-message-text';
import {
  accountHtml,
  accountLine,
  day,
  type InvoiceLinks,
  type MessageContent,
  money,
} from './invoice-messages';
import { memberMessageText } from './member-message-text';

export type OverdueInvoice = { invoice: TInvoiceListRow; links: InvoiceLinks };

/** The language of the owner's approved reminder template. */
const REMINDER_TEMPLATE_LANGUAGE = 'en';

/** A client's overdue invoices, the one due longest ago first (then by invoice number). */
export function oldestFirst(overdue: OverdueInvoice[]): OverdueInvoice[] {
  return [...overdue].sort(
    (first, second) =>
      first.invoice.dueDate.localeCompare(second.invoice.dueDate) ||
      compareInvoiceNumbers(first.invoice.invoiceNumber, second.invoice.invoiceNumber),
  );
}

/** What is owed over several invoices, per currency: "₹1,200.00" or "₹1,200.00 + $20.00". */
export function totalBalanceOf(overdue: OverdueInvoice[]): string {
  const totals = new Map<string, number>();
  for (const { invoice } of overdue) {
    totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + toPaise(invoice.balanceDue));
  }
  return [...totals].map(([currency, paise]) => formatMoney(paise, currency)).join(' + ');
}

/** The link a reminder points to: the oldest overdue invoice's payment page, or its page. */
export function reminderLinkOf(overdue: OverdueInvoice[]): string {
  const oldest = oldestFirst(overdue)[0];
  return oldest ? (oldest.links.pay ?? oldest.links.view) : '';
}

const documentOf = ({ invoice }: OverdueInvoice, language: MemberLanguage) =>
  billMessageText(language).document(invoice.type, invoice.invoiceNumber);
const balanceOf = ({ invoice }: OverdueInvoice) => money(invoice.balanceDue, invoice.currency);
const hrefOf = ({ links }: OverdueInvoice) => links.pay ?? links.view;
/** The member's own page, when the bills are a flat's: every bill there, paid at once. */
const accountOf = (overdue: OverdueInvoice[]) => overdue.find(({ links }) => links.account)?.links.account;

/**
 * The reminder in plain text, listing every overdue invoice (number, due date, balance, link): the
 * e-mail's text part, and the message the owner sends by hand on WhatsApp, in the language the
 * business writes to its members in.
 */
export function reminderText(
  clientName: string,
  overdue: OverdueInvoice[],
  businessName: string,
  language: MemberLanguage = 'en',
): string {
  const words = billMessageText(language);
  const member = memberMessageText(language);
  const rows = overdue.map(
    (item) =>
      `- ${words.reminderRow(documentOf(item, language), day(item.invoice.dueDate, language), balanceOf(item))}\n  ${hrefOf(item)}`,
  );
  const account = accountOf(overdue);
  const intro = words.reminderIntro(businessName, overdue.length, totalBalanceOf(overdue));
  return [
    member.dear(clientName),
    intro,
    rows.join('\n'),
    ...(account ? [accountLine(account, language)] : []),
    member.paidAlready,
    `${member.regards(businessName)}\n`,
  ].join('\n\n');
}

/** One e-mail to a client listing every overdue invoice: the text above, and the same as a table. */
export function reminderEmail(
  clientName: string,
  overdue: OverdueInvoice[],
  businessName: string,
  language: MemberLanguage = 'en',
): MessageContent {
  const words = billMessageText(language);
  const member = memberMessageText(language);
  const account = accountOf(overdue);
  const columns = words.reminderColumns;
  const htmlRows = overdue.map((item) => {
    const href = escapeHtml(hrefOf(item));
    return `<tr><td>${escapeHtml(documentOf(item, language))}</td><td>${escapeHtml(day(item.invoice.dueDate, language))}</td><td style="text-align:right">${escapeHtml(balanceOf(item))}</td><td><a href="${href}">${href}</a></td></tr>`;
  });
  return {
    subject: headerText(words.reminderSubject(businessName, overdue.length)),
    text: reminderText(clientName, overdue, businessName, language),
    html: [
      `<p>${escapeHtml(member.dear(clientName))}</p>`,
      `<p>${escapeHtml(words.reminderIntro(businessName, overdue.length, totalBalanceOf(overdue)))}</p>`,
      `<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">${columns.bill}</th><th align="left">${columns.due}</th><th align="right">${columns.balance}</th><th align="left">${columns.link}</th></tr></thead>`,
      `<tbody>${htmlRows.join('')}</tbody></table>`,
      ...(account ? [accountHtml(account, language)] : []),
      `<p>${escapeHtml(member.paidAlready)}</p>`,
      `<p>${escapeHtml(member.regards(businessName)).replace('\n', '<br>')}</p>`,
    ].join('\n'),
  };
}

/** What the reminder template's body says, in the order of its parameters. */
export type ReminderTemplateValues = { clientName: string; count: number; balance: string; link: string };

/**
 * The WhatsApp reminder: the owner's approved template, with the body parameters in this order:
 * {{1}} the client's name, {{2}} how many bills are owed, {{3}} the total balance due, {{4}} the
 * link to the oldest one (its payment page when it can be paid online).
 */
export function reminderTemplateOf(templateName: string, values: ReminderTemplateValues): WhatsAppTemplate {
  return {
    name: templateName,
    language: REMINDER_TEMPLATE_LANGUAGE,
    parameters: [values.clientName, String(values.count), values.balance, values.link],
  };
}

/** The reminder template for a client's overdue invoices. */
export function reminderTemplate(
  templateName: string,
  clientName: string,
  overdue: OverdueInvoice[],
): WhatsAppTemplate {
  return reminderTemplateOf(templateName, {
    clientName,
    count: overdue.length,
    balance: totalBalanceOf(overdue),
    link: reminderLinkOf(overdue),
  });
}
