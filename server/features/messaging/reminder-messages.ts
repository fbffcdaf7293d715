import type { TInvoiceListRow } from '@domain/api/invoices';
import { formatMoney } from '@domain/format';
import { toPaise } from '@domain/money';
import { compareInvoiceNumbers } from '@domain/numbering';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import {
  accountHtml,
  accountLine,
  day,
  type InvoiceLinks,
  type MessageContent,
  money,
} from './invoice-messages';

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

function introOf(overdue: OverdueInvoice[], businessName: string): string {
  const count = overdue.length;
  const plural = count === 1 ? 'invoice is' : `${count} invoices are`;
  return `This is a reminder from ${businessName}: the following ${plural} overdue, ${totalBalanceOf(overdue)} in all.`;
}

const document = ({ invoice }: OverdueInvoice) => `${invoice.type} ${invoice.invoiceNumber}`;
const balanceOf = ({ invoice }: OverdueInvoice) => money(invoice.balanceDue, invoice.currency);
const hrefOf = ({ links }: OverdueInvoice) => links.pay ?? links.view;
export const PAID_ALREADY = 'If you have paid already, thank you, and please ignore this reminder.';
/** The member's own page, when the bills are a flat's: every bill there, paid at once. */
const accountOf = (overdue: OverdueInvoice[]) => overdue.find(({ links }) => links.account)?.links.account;

/**
 * The reminder in plain text, listing every overdue invoice (number, due date, balance, link): the
 * e-mail's text part, and the message the owner sends by hand on WhatsApp.
 */
export function reminderText(clientName: string, overdue: OverdueInvoice[], businessName: string): string {
  const rows = overdue.map(
    (item) => `- ${document(item)}, due ${day(item.invoice.dueDate)}: ${balanceOf(item)}\n  ${hrefOf(item)}`,
  );
  const account = accountOf(overdue);
  const accountPart = account ? `${accountLine(account)}\n\n` : '';
  return `Dear ${clientName},\n\n${introOf(overdue, businessName)}\n\n${rows.join('\n')}\n\n${accountPart}${PAID_ALREADY}\n\nRegards,\n${businessName}\n`;
}

/** One e-mail to a client listing every overdue invoice: the text above, and the same as a table. */
export function reminderEmail(
  clientName: string,
  overdue: OverdueInvoice[],
  businessName: string,
): MessageContent {
  const count = overdue.length;
  const account = accountOf(overdue);
  const htmlRows = overdue.map((item) => {
    const href = escapeHtml(hrefOf(item));
    return `<tr><td>${escapeHtml(document(item))}</td><td>${escapeHtml(day(item.invoice.dueDate))}</td><td style="text-align:right">${escapeHtml(balanceOf(item))}</td><td><a href="${href}">${href}</a></td></tr>`;
  });
  return {
    subject: headerText(
      `Payment reminder from ${businessName}: ${count === 1 ? '1 overdue invoice' : `${count} overdue invoices`}`,
    ),
    text: reminderText(clientName, overdue, businessName),
    html: [
      `<p>Dear ${escapeHtml(clientName)},</p>`,
      `<p>${escapeHtml(introOf(overdue, businessName))}</p>`,
      '<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Invoice</th><th align="left">Due</th><th align="right">Balance</th><th align="left">Link</th></tr></thead>',
      `<tbody>${htmlRows.join('')}</tbody></table>`,
      ...(account ? [accountHtml(account)] : []),
      `<p>${PAID_ALREADY}</p>`,
      `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
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
