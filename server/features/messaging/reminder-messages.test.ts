import type { TInvoiceListRow } from '@domain/api/invoices';
import { NO_OVERDUE_CLIENT_MESSAGE } from '@domain/api/messages';
import { describe, expect, it } from 'vitest';
import { reminderAnswer } from './reminder-answer';
import { type OverdueInvoice, oldestFirst, reminderEmail, reminderTemplate } from './reminder-messages';

function overdue(invoiceNumber: string, dueDate: string, pay?: string): OverdueInvoice {
  const invoice = {
    _id: `id-${invoiceNumber}`,
    invoiceNumber,
    type: 'Invoice',
    dueDate,
    currency: 'INR',
    balanceDue: 100,
  } as TInvoiceListRow;
  return { invoice, links: { view: `https://bills.example/invoice/${invoiceNumber}`, pay } };
}

describe('reminder messages', () => {
  // As the overdue list gives them: by invoice number.
  const byNumber = [
    overdue('001', '2026-03-31'),
    overdue('002', '2026-01-31', 'https://bills.example/pay/002'),
    overdue('010', '2026-01-31'),
    overdue('003', '2026-02-28'),
  ];

  it('orders a client’s invoices by due date, then by invoice number as a number', () => {
    expect(oldestFirst(byNumber).map(({ invoice }) => invoice.invoiceNumber)).toEqual([
      '002',
      '010',
      '003',
      '001',
    ]);
    expect(byNumber[0]?.invoice.invoiceNumber).toBe('001');
  });

  it('links the template’s {{4}} to the oldest overdue invoice (its pay page), not the lowest number', () => {
    expect(reminderTemplate('payment_reminder', 'Asha', byNumber).parameters[3]).toBe(
      'https://bills.example/pay/002',
    );
    const withoutPayLinks = byNumber.filter(({ links }) => links.pay === undefined);
    expect(reminderTemplate('payment_reminder', 'Asha', withoutPayLinks).parameters[3]).toBe(
      'https://bills.example/invoice/010',
    );
  });

  it('lists the e-mail’s invoices in the order given (the service gives them oldest first)', () => {
    const { text } = reminderEmail('Asha', oldestFirst(byNumber), 'Green Park');
    expect(text.indexOf('Invoice 002')).toBeLessThan(text.indexOf('Invoice 001'));
  });

  it.each([
    [3, 1, 0, 'queued', 'Reminders queued for 3 clients (1 skipped: no e-mail)'],
    [1, 0, 0, 'queued', 'Reminder queued for 1 client'],
    [0, 2, 0, 'queued', 'No reminder queued (2 skipped: no e-mail)'],
    [
      2,
      1,
      3,
      'queued',
      'Reminders queued for 2 clients (1 skipped: no e-mail; 3 reminded in the last 24 hours)',
    ],
    [0, 0, 1, 'queued', 'No reminder queued (1 reminded in the last 24 hours)'],
    [1, 0, 0, 'kept', 'Reminder queued for 1 client, but e-mail is not set up yet: it waits in the outbox'],
    [
      2,
      1,
      0,
      'kept',
      'Reminders queued for 2 clients (1 skipped: no e-mail), but e-mail is not set up yet: they wait in the outbox',
    ],
    [0, 1, 0, 'kept', 'No reminder queued (1 skipped: no e-mail)'],
    [0, 0, 0, 'queued', NO_OVERDUE_CLIENT_MESSAGE],
  ] as const)(
    'tells %i queued, %i skipped, %i recent (%s) as %j',
    (queued, skipped, recent, delivery, message) => {
      const counts = { queued, skipped, recentlyReminded: recent, delivery };
      expect(reminderAnswer({ ...counts, skippedReason: 'no e-mail', recentWindow: '24 hours' })).toEqual({
        message,
        ...counts,
      });
    },
  );

  it('writes due dates as people do, in the text and the table', () => {
    const { text, html } = reminderEmail('Asha', [overdue('002', '2026-10-15')], 'Green Park');
    expect(text).toContain('- Invoice 002, due 15 Oct 2026: ₹100.00');
    expect(html).toContain('<td>15 Oct 2026</td>');
    expect(`${text}${html}`).not.toContain('2026-10-15');
  });
});
