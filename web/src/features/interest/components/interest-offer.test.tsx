import type { TCustomer } from '@domain/api/customers';
import type { TClientInterest, TInterestSettings, TInvoiceInterest } from '@domain/api/interest';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { facts } from '../../invoices/test/description-list';
import { buildInvoice } from '../../invoices/test/invoice-fixtures';

const PICKER_PATH = '/api/v2/clients/user?searchQuery=user-1&page=1&limit=25';
const RAVI: TCustomer = {
  _id: '3f1c9a52-8d4b-4e2a-9c1d-7b5e6f4a2c10',
  name: 'Ravi Rao',
  gstno: '',
  email: 'ravi@example.test',
  phone: '+919820012345',
  block: 'A',
  floor: '3',
  flat: 'A-301',
  state: '',
  flatarea: 1234.5,
  price: 3.25,
  parkingSlots: 0,
  occupancy: 'owner',
  archived: false,
  userId: ['user-1'],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const INTEREST: TInterestSettings = {
  lateCharge: 'interest',
  ratePercentPerYear: 21,
  ceilingPercentPerYear: 21,
  graceDays: 0,
  minimumAmount: 10,
  chargeFrom: '2026-04-01',
};
/** Bill 004, due 30 Sep, ₹2,000 of its ₹4,925 paid on 20 Oct: (4,925 × 19 + 2,925 × 33) × 21 % ÷ 365. */
const BILL_004 = {
  invoice: { _id: 'inv-4', invoiceNumber: '004' },
  dueDate: '2026-09-30',
  from: '2026-10-01',
  to: '2026-11-22',
  days: 52,
  rate: 21,
  amount: 109.37,
  segments: [
    { from: '2026-10-01', to: '2026-10-20', days: 19, principal: 4925, yearDays: 365 },
    { from: '2026-10-20', to: '2026-11-22', days: 33, principal: 2925, yearDays: 365 },
  ],
};
const OFFER: TClientInterest = {
  date: '2026-11-22',
  lateCharge: 'interest',
  minimumAmount: 10,
  bills: [BILL_004],
  total: 109.37,
  amount: 109.37,
};

function openForm(replies: Record<string, StubReply>) {
  storeSession(buildSession());
  const fetchMock = stubApi({
    'GET /api/v2/invoices/count?searchQuery=user-1': { status: 200, body: 6 },
    [`GET ${PICKER_PATH}`]: {
      status: 200,
      body: { data: [RAVI], currentPage: 1, numberOfPages: 1, total: 1 },
    },
    'GET /api/v2/settings/interest': { status: 200, body: INTEREST },
    ...replies,
  });
  return { ...renderApp('/invoice'), fetchMock };
}

async function pickRavi(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: 'Select Customer' }));
  await user.click(await screen.findByRole('option', { name: /Ravi Rao/ }));
  await screen.findByRole('region', { name: 'Bill to' });
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-22T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('interest on arrears on the invoice form and page', () => {
  it('offers the flat’s interest up to the bill date, adds it to the total, and asks the server for it', async () => {
    const saved = buildInvoice({
      _id: 'inv-9',
      status: 'Unpaid',
      paymentRecords: [],
      totalAmountReceived: 0,
    });
    const { user, fetchMock } = openForm({
      [`GET /api/v2/clients/${RAVI._id}/interest?date=2026-11-22`]: { status: 200, body: OFFER },
      'POST /api/v2/invoices': { status: 201, body: saved },
    });
    await pickRavi(user);
    const offer = await screen.findByRole('checkbox', { name: 'Add interest on arrears (₹109.37)' });
    expect(screen.getByText('No. 004 · 01 Oct – 22 Nov 2026 · 52 days at 21 %: ₹109.37')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Item Name, line 1' }), 'Maintenance');
    // 1,234.50 sq.ft × ₹3.25 = ₹4,012.13, GST ₹722.18.
    await waitFor(() => expect(facts('Invoice summary')).toMatchObject({ 'Sub total': '₹4,012.13' }));
    await user.click(offer);
    // With ₹109.37 of interest, which carries no GST: ₹4,121.50 + ₹722.18 = ₹4,843.68 → ₹4,844.
    await waitFor(() =>
      expect(facts('Invoice summary')).toEqual({
        'Sub total': '₹4,121.50',
        'Of which interest on arrears': '₹109.37',
        GST: '₹722.18',
        'Round off': '₹0.32',
        Total: '₹4,844.00',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));
    expect(await screen.findByText('Invoice generated successfully')).toBeInTheDocument();
    const sent = fetchMock.mock.calls
      .filter(([url, init]) => url === '/api/v2/invoices' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([expect.objectContaining({ client: { _id: RAVI._id }, interestOnArrears: true })]);
  });

  it('says when the interest is under the minimum, and offers nothing', async () => {
    const { user } = openForm({
      [`GET /api/v2/clients/${RAVI._id}/interest?date=2026-11-22`]: {
        status: 200,
        body: { ...OFFER, bills: [{ ...BILL_004, amount: 8.5 }], total: 8.5, amount: 0 },
      },
    });
    await pickRavi(user);
    expect(
      await screen.findByText(
        'Interest on arrears up to this date comes to ₹8.50, under the ₹10.00 minimum: nothing is added.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Add interest on arrears/ })).not.toBeInTheDocument();
  });

  it('shows how a bill’s interest was worked out under its lines, and offers no late fee', async () => {
    const bill = buildInvoice({
      _id: 'inv-9',
      invoiceNumber: '009',
      status: 'Unpaid',
      dueDate: '2026-11-01',
      items: [
        ...buildInvoice().items,
        {
          itemName: 'Interest on arrears',
          basis: 'fixed',
          unitPrice: 109.37,
          quantity: 1,
          discount: 0,
          overDues: 0,
          amount: 109.37,
          gstTreatment: 'exempt',
        },
      ],
    });
    const carried: TInvoiceInterest = {
      invoice: { _id: 'inv-9', invoiceNumber: '009', currency: 'INR' },
      total: 109.37,
      bills: [BILL_004],
    };
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/invoices/inv-9': { status: 200, body: bill },
      'GET /api/v2/invoices/inv-9/interest': { status: 200, body: carried },
      'GET /api/v2/settings/interest': { status: 200, body: INTEREST },
      'GET /api/v2/invoices/inv-9/credit-notes': { status: 404, body: { message: 'Not found' } },
    });
    renderApp('/auth/invoice/inv-9');
    await findHeading('Proforma');
    const table = await screen.findByRole('table', { name: 'Interest on arrears' });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cells).toEqual([
      [
        'No. 004 · 01 Oct – 22 Nov 2026',
        '19 days × ₹4,925.00 × 21 % ÷ 36533 days × ₹2,925.00 × 21 % ÷ 365',
        '₹109.37',
      ],
    ]);
    // Late payment is charged as interest: no late-fee invoice is offered for this overdue bill.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Add Late Fee' })).not.toBeInTheDocument();
  });
});
