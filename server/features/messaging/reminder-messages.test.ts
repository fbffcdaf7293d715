import { describe, expect, it } from 'vitest';
import type { TInvoiceListRow } from '../../../domain/api/invoices';
import { NO_OVERDUE_CLIENT_MESSAGE } from '../../../domain/api/messages';
import {
  type OverdueInvoice,
  oldestFirst,
  reminderAnswer,
  reminderEmail,
  reminderTemplate,
} from './reminder-messages';

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
    [3, 1, 'no e-mail', 'Reminders queued for 3 clients (1 skipped: no e-mail)'],
    [1, 0, 'no e-mail', 'Reminder queued for 1 client'],
    [2, 2, 'no valid mobile number', 'Reminders queued for 2 clients (2 skipped: no valid mobile number)'],
    [0, 2, 'no e-mail', 'No reminder queued (2 skipped: no e-mail)'],
    [0, 0, 'no e-mail', NO_OVERDUE_CLIENT_MESSAGE],
  ])('tells %i queued, %i skipped (%s) as %j', (queued, skipped, reason, message) => {
    expect(reminderAnswer(queued, skipped, reason)).toEqual({ message, queued, skipped });
  });
});
