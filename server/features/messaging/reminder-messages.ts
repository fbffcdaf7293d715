import type { TInvoiceListRow } from '../../../domain/api/invoices';
import { formatMoney } from '../../../domain/format';
import { toPaise } from '../../../domain/money';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import { type InvoiceLinks, type MessageContent, money } from './invoice-messages';

export type OverdueInvoice = { invoice: TInvoiceListRow; links: InvoiceLinks };

/** The language of the owner's approved reminder template. */
export const REMINDER_TEMPLATE_LANGUAGE = 'en';

/** What is owed over several invoices, per currency: "₹1,200.00" or "₹1,200.00 + $20.00". */
export function totalBalanceOf(overdue: OverdueInvoice[]): string {
  const totals = new Map<string, number>();
  for (const { invoice } of overdue) {
    totals.set(invoice.currency, (totals.get(invoice.currency) ?? 0) + toPaise(invoice.balanceDue));
  }
  return [...totals].map(([currency, paise]) => formatMoney(paise, currency)).join(' + ');
}

/** One e-mail to a client listing every overdue invoice: number, due date, balance and link. */
export function reminderEmail(
  clientName: string,
  overdue: OverdueInvoice[],
  businessName: string,
): MessageContent {
  const count = overdue.length;
  const plural = count === 1 ? 'invoice is' : `${count} invoices are`;
  const intro = `This is a reminder from ${businessName}: the following ${plural} overdue, ${totalBalanceOf(overdue)} in all.`;
  const textRows = overdue.map(
    ({ invoice, links }) =>
      `- ${invoice.type} ${invoice.invoiceNumber}, due ${invoice.dueDate}: ${money(invoice.balanceDue, invoice.currency)}\n  ${links.pay ?? links.view}`,
  );
  const htmlRows = overdue.map(({ invoice, links }) => {
    const href = escapeHtml(links.pay ?? links.view);
    return `<tr><td>${escapeHtml(`${invoice.type} ${invoice.invoiceNumber}`)}</td><td>${escapeHtml(invoice.dueDate)}</td><td style="text-align:right">${escapeHtml(money(invoice.balanceDue, invoice.currency))}</td><td><a href="${href}">${href}</a></td></tr>`;
  });
  return {
    subject: headerText(
      `Payment reminder from ${businessName}: ${count === 1 ? '1 overdue invoice' : `${count} overdue invoices`}`,
    ),
    text: `Dear ${clientName},\n\n${intro}\n\n${textRows.join('\n')}\n\nIf you have paid already, thank you, and please ignore this reminder.\n\nRegards,\n${businessName}\n`,
    html: [
      `<p>Dear ${escapeHtml(clientName)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      '<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Invoice</th><th align="left">Due</th><th align="right">Balance</th><th align="left">Link</th></tr></thead>',
      `<tbody>${htmlRows.join('')}</tbody></table>`,
      '<p>If you have paid already, thank you, and please ignore this reminder.</p>',
      `<p>Regards,<br>${escapeHtml(businessName)}</p>`,
    ].join('\n'),
  };
}

/**
 * The WhatsApp reminder: the owner's approved template, with the body parameters in this order:
 * {{1}} the client's name, {{2}} how many invoices are overdue, {{3}} the total balance due,
 * {{4}} the link to the oldest overdue invoice (its payment page when it can be paid online).
 */
export function reminderTemplate(
  templateName: string,
  clientName: string,
  overdue: OverdueInvoice[],
): WhatsAppTemplate {
  const first = overdue[0];
  return {
    name: templateName,
    language: REMINDER_TEMPLATE_LANGUAGE,
    parameters: [
      clientName,
      String(overdue.length),
      totalBalanceOf(overdue),
      first ? (first.links.pay ?? first.links.view) : '',
    ],
  };
}

/** The same reminder as plain text: what the outbox shows the owner. */
export function reminderText(clientName: string, overdue: OverdueInvoice[], businessName: string): string {
  const numbers = overdue.map(({ invoice }) => invoice.invoiceNumber).join(', ');
  return `${clientName}: ${overdue.length} overdue (${numbers}), ${totalBalanceOf(overdue)} due to ${businessName}.`;
}
