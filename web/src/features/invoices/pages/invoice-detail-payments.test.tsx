import type { TInvoice } from '@domain/api/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, sentBodies, stubApi } from '../../../test/stub-api';
import { bodyCellTexts } from '../../../test/table-rows';
import { facts } from '../test/description-list';
import { buildInvoice } from '../test/invoice-fixtures';

const INVOICE_PATH = '/api/v2/invoices/inv-1';
const PAYMENTS_PATH = '/api/v2/invoices/inv-1/payments';

type User = ReturnType<typeof renderApp>['user'];
type Payment = TInvoice['paymentRecords'][number];

/** The fixture's one payment: ₹2,000 by UPI on 25 Nov 2026, of a ₹4,853 invoice. */
const FIRST: Payment = buildInvoice().paymentRecords[0] as Payment;
/** A second instalment, newer, so the server lists it first. */
const SECOND: Payment = {
  _id: 'payment-2',
  amountPaid: 1000,
  datePaid: '2026-11-26',
  paymentMethod: 'Cash',
  note: '',
  paidBy: '',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The owner's invoice page; `replies` add the payment calls. */
async function openInvoice(invoice: TInvoice, replies: Record<string, StubReply> = {}) {
  storeSession(buildSession());
  const fetchMock = stubApi({ [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice }, ...replies });
  const app = renderApp('/auth/invoice/inv-1');
  await screen.findByRole('region', { name: 'From' });
  return { ...app, fetchMock };
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): number {
  return fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .length;
}

async function openRecordPayment(user: User): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Record Payment' }));
  return screen.findByRole('dialog', { name: 'Record Payment' });
}

function amountBox(dialog: HTMLElement): HTMLInputElement {
  return within(dialog).getByRole('textbox', { name: /^Amount Paid/ }) as HTMLInputElement;
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The status chip at the top of the document. */
function status(): string {
  return document.querySelector('.MuiChip-label')?.textContent ?? '';
}

const historyRows = () => bodyCellTexts('Payment history');

beforeEach(() => {
  // Only Date: the payment date defaults to today, 26 Nov 2026 in India.
  vi.setSystemTime(new Date('2026-11-26T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('recording a payment on the invoice page', () => {
  it('offers the balance due, records it and shows the invoice Paid without asking for it again', async () => {
    const paid = buildInvoice({
      status: 'Paid',
      totalAmountReceived: 4853,
      balanceDue: 0,
      paymentRecords: [
        {
          _id: 'payment-2',
          amountPaid: 2853,
          datePaid: '2026-11-26',
          paymentMethod: 'UPI',
          note: '',
          paidBy: '',
        },
        FIRST,
      ],
    });
    const { user, fetchMock } = await openInvoice(buildInvoice(), {
      [`POST ${PAYMENTS_PATH}`]: { status: 201, body: paid },
    });
    const dialog = await openRecordPayment(user);

    // ₹4,853 total − ₹2,000 received.
    expect(amountBox(dialog)).toHaveValue('2853');
    expect(dialog).toHaveTextContent('Balance due ₹2,853.00');
    expect(within(dialog).getByRole('combobox', { name: 'Payment Method' })).toHaveTextContent('UPI');
    expect(within(dialog).getByRole('group', { name: 'Date Paid' })).toHaveTextContent('26/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, PAYMENTS_PATH)).toEqual([
      { datePaid: '2026-11-26', amountPaid: 2853, paymentMethod: 'UPI', note: '' },
    ]);
    await dialogClosed();
    expect(status()).toBe('Paid');
    expect(facts('Payments')).toEqual({ Paid: '₹4,853.00', Balance: '₹0.00' });
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument();
    expect(historyRows()).toEqual([
      ['26 Nov 2026', '₹2,853.00', 'UPI', '', ''],
      ['25 Nov 2026', '₹2,000.00', 'UPI', 'First instalment', ''],
    ]);
    // Nothing is left to record, and the page was updated from the answer, not fetched again.
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', INVOICE_PATH)).toBe(1);
  });

  it('sends a part payment as typed and shows the invoice Partial', async () => {
    const partial = buildInvoice({
      totalAmountReceived: 3000.5,
      balanceDue: 1852.5,
      paymentRecords: [{ ...SECOND, amountPaid: 1000.5, note: 'Paid at the office\nReceipt 42' }, FIRST],
    });
    const { user, fetchMock } = await openInvoice(buildInvoice(), {
      [`POST ${PAYMENTS_PATH}`]: { status: 201, body: partial },
    });
    const dialog = await openRecordPayment(user);
    await user.clear(amountBox(dialog));
    await user.paste('1,000.50');
    await user.click(within(dialog).getByRole('combobox', { name: 'Payment Method' }));
    await user.click(await screen.findByRole('option', { name: 'Cash' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Note' }));
    await user.paste('Paid at the office\nReceipt 42');
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, PAYMENTS_PATH)).toEqual([
      {
        datePaid: '2026-11-26',
        amountPaid: 1000.5,
        paymentMethod: 'Cash',
        note: 'Paid at the office\nReceipt 42',
      },
    ]);
    await dialogClosed();
    expect(status()).toBe('Partial');
    expect(facts('Payments')).toEqual({ Paid: '₹3,000.50', Balance: '₹1,852.50' });
    expect(historyRows()[0]).toEqual([
      '26 Nov 2026',
      '₹1,000.50',
      'Cash',
      'Paid at the office\nReceipt 42',
      '',
    ]);
    // Something is still due: another payment may be recorded.
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', INVOICE_PATH)).toBe(1);
  });

  it('refuses an amount above the balance, with the server’s words, and sends nothing', async () => {
    const { user, fetchMock } = await openInvoice(buildInvoice());
    const dialog = await openRecordPayment(user);
    await user.clear(amountBox(dialog));
    await user.paste('2853.01');
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));

    expect(amountBox(dialog)).toHaveAccessibleDescription(
      'The amount paid cannot be more than the ₹2,853.00 still due',
    );
    await user.clear(amountBox(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));
    expect(amountBox(dialog)).toHaveAccessibleDescription('Please enter the amount paid');
    expect(callsTo(fetchMock, 'POST', PAYMENTS_PATH)).toBe(0);
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the snackbar and under its field, and stays open', async () => {
    // Another payment was recorded meanwhile, elsewhere: the server knows a smaller balance.
    const message = 'The amount paid cannot be more than the ₹853.00 still due';
    const { user } = await openInvoice(buildInvoice(), {
      [`POST ${PAYMENTS_PATH}`]: {
        status: 400,
        body: { message, errors: [{ path: 'amountPaid', message }] },
      },
    });
    const dialog = await openRecordPayment(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Record' }));

    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    expect(amountBox(dialog)).toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: 'Record Payment' })).toBeInTheDocument();
    expect(facts('Payments')).toEqual({ Paid: '₹2,000.00', Balance: '₹2,853.00' });
  });
});

describe('deleting a payment on the invoice page', () => {
  it('asks first, deletes the payment named and shows the invoice as the server now has it', async () => {
    let invoice = buildInvoice({
      totalAmountReceived: 3000,
      balanceDue: 1853,
      paymentRecords: [SECOND, FIRST],
    });
    const deletePath = '/api/v2/invoices/payment/inv-1/payment-2';
    const { user, fetchMock } = await openInvoice(invoice, {
      [`GET ${INVOICE_PATH}`]: async () => json(200, invoice),
      [`DELETE ${deletePath}`]: async () => {
        invoice = buildInvoice();
        return json(200, { message: 'Payment deleted successfully' });
      },
    });
    expect(historyRows()).toEqual([
      ['26 Nov 2026', '₹1,000.00', 'Cash', '', ''],
      ['25 Nov 2026', '₹2,000.00', 'UPI', 'First instalment', ''],
    ]);

    const deleteButton = screen.getByRole('button', { name: 'Delete payment of ₹1,000.00 on 26 Nov 2026' });
    await user.click(deleteButton);
    let confirm = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    expect(confirm).toHaveTextContent('₹1,000.00 on 26 Nov 2026');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(callsTo(fetchMock, 'DELETE', deletePath)).toBe(0);

    await user.click(deleteButton);
    confirm = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment deleted successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE', deletePath)).toBe(1);
    await dialogClosed();
    expect(historyRows()).toEqual([['25 Nov 2026', '₹2,000.00', 'UPI', 'First instalment', '']]);
    expect(facts('Payments')).toEqual({ Paid: '₹2,000.00', Balance: '₹2,853.00' });
    expect(status()).toBe('Partial');
  });

  it('hides the history once its last payment is deleted, and still says so', async () => {
    let invoice = buildInvoice();
    const deletePath = '/api/v2/invoices/payment/inv-1/payment-1';
    const { user } = await openInvoice(invoice, {
      [`GET ${INVOICE_PATH}`]: async () => json(200, invoice),
      [`DELETE ${deletePath}`]: async () => {
        invoice = buildInvoice({
          status: 'Unpaid',
          totalAmountReceived: 0,
          balanceDue: 4853,
          paymentRecords: [],
        });
        return json(200, { message: 'Payment deleted successfully' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete payment of ₹2,000.00 on 25 Nov 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment deleted successfully')).toBeInTheDocument();
    await dialogClosed();
    expect(screen.queryByRole('table', { name: 'Payment history' })).not.toBeInTheDocument();
    expect(status()).toBe('Unpaid');
    expect(facts('Payments')).toEqual({ Paid: '₹0.00', Balance: '₹4,853.00' });
  });

  it('says “Payment not found” when the payment is already gone, and shows the invoice afresh', async () => {
    const { user, fetchMock } = await openInvoice(buildInvoice(), {
      'DELETE /api/v2/invoices/payment/inv-1/payment-1': {
        status: 404,
        body: { message: 'Payment not found' },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Delete payment of ₹2,000.00 on 25 Nov 2026' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Payment not found')).toBeInTheDocument();
    await dialogClosed();
    expect(callsTo(fetchMock, 'GET', INVOICE_PATH)).toBe(2);
    await findHeading('Proforma');
  });
});
