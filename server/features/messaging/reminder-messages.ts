import type { TInvoiceListRow } from '../../../domain/api/invoices';
import { NO_OVERDUE_CLIENT_MESSAGE, type TReminderAnswer } from '../../../domain/api/messages';
import { formatMoney } from '../../../domain/format';
import { toPaise } from '../../../domain/money';
import { compareInvoiceNumbers } from '../../../domain/numbering';
import { escapeHtml, headerText } from '../../integrations/mail/mail-text';
import type { WhatsAppTemplate } from '../../integrations/outbox/outbox-message';
import { type InvoiceLinks, type MessageContent, money } from './invoice-messages';

export type OverdueInvoice = { invoice: TInvoiceListRow; links: InvoiceLinks };

/** The language of the owner's approved reminder template. */
export const REMINDER_TEMPLATE_LANGUAGE = 'en';

/** A client's overdue invoices, the one due longest ago first (then by invoice number). */
export function oldestFirst(overdue: OverdueInvoice[]): OverdueInvoice[] {
  return [...overdue].sort(
    (first, second) =>
      first.invoice.dueDate.localeCompare(second.invoice.dueDate) ||
      compareInvoiceNumbers(first.invoice.invoiceNumber, second.invoice.invoiceNumber),
  );
}

/**
 * What the owner is told, shown by the app as it is: 'Reminders queued for 3 clients (1 skipped:
 * no e-mail)', 'Reminder queued for 1 client', 'No reminder queued (2 skipped: no e-mail)', or
 * 'No client has an overdue invoice'.
 */
export function reminderAnswer(queued: number, skipped: number, skippedReason: string): TReminderAnswer {
  if (queued === 0 && skipped === 0) return { message: NO_OVERDUE_CLIENT_MESSAGE, queued, skipped };
  const queuedPart =
    queued === 0
      ? 'No reminder queued'
      : `${queued === 1 ? 'Reminder' : 'Reminders'} queued for ${queued} ${queued === 1 ? 'client' : 'clients'}`;
  const skippedPart = skipped === 0 ? '' : ` (${skipped} skipped: ${skippedReason})`;
  return { message: `${queuedPart}${skippedPart}`, queued, skipped };
}

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
  const oldest = oldestFirst(overdue)[0];
  return {
    name: templateName,
    language: REMINDER_TEMPLATE_LANGUAGE,
    parameters: [
      clientName,
      String(overdue.length),
      totalBalanceOf(overdue),
      oldest ? (oldest.links.pay ?? oldest.links.view) : '',
    ],
  };
}

/** The same reminder as plain text: what the outbox shows the owner. */
export function reminderText(clientName: string, overdue: OverdueInvoice[], businessName: string): string {
  const numbers = overdue.map(({ invoice }) => invoice.invoiceNumber).join(', ');
  return `${clientName}: ${overdue.length} overdue (${numbers}), ${totalBalanceOf(overdue)} due to ${businessName}.`;
}
