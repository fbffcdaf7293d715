import { DASHBOARD_EMPTY_MESSAGE, type TDashboard } from '@domain/api/dashboard';
import { DEFAULT_GST_SETTINGS } from '@domain/api/gst-settings';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { deferredReply, stubApi } from '../../../test/stub-api';

const MONTHS = Array.from({ length: 12 }, (_, index) => ({
  month: `2026-${String(index + 1).padStart(2, '0')}`,
  amounts: index === 10 ? [{ currency: 'INR', amount: 1500 }] : [],
}));

function buildDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    counts: { total: 8, paid: 2, partial: 2, unpaid: 3, overdue: 3 },
    amounts: [
      { currency: 'INR', received: 2300, pending: 145000.5, total: 147300.5 },
      { currency: 'USD', received: 10, pending: 60, total: 70 },
    ],
    ledger: { openingArrears: 45_000.25, advanceHeld: 3_200.5 },
    monthlyPayments: MONTHS,
    recentPayments: [
      {
        _id: '7d4c1f6e-2a3b-4c5d-8e9f-0a1b2c3d4e5f',
        invoiceId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
        invoiceNumber: '007',
        clientName: 'Asha Rao',
        amountPaid: 1000,
        currency: 'INR',
        datePaid: '2026-11-20',
        paymentMethod: 'UPI',
      },
    ],
    paymentsToRefund: [],
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard page', () => {
  it('shows skeletons, then tiles that link to their lists, money per currency and the latest payments', async () => {
    storeSession(buildSession());
    const held = deferredReply({ status: 200, body: buildDashboard() });
    stubApi({ 'GET /api/v2/dashboard': held.reply });
    renderApp('/dashboard');
    await findHeading('Dashboard');
    expect(screen.getAllByLabelText('Loading chart')).toHaveLength(2);
    held.release();

    const tiles = await screen.findByRole('list', { name: 'Invoices by status' });
    await within(tiles).findByText('8');
    const links = within(tiles)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Total Invoices8', '/total'],
      ['Paid Invoices2', '/paid'],
      ['Partially Paid2', '/partial'],
      ['Unpaid Invoices3', '/unpaid'],
      ['Overdue3', '/overdues'],
    ]);
    const amounts = screen.getByRole('list', { name: 'Amounts' });
    expect(within(amounts).queryAllByRole('link')).toEqual([]);
    // The opening arrears are inside what is due in rupees, and said so; the advance is a tile apart.
    expect(within(amounts).getByText('Pending Amount').closest('li')).toHaveTextContent(
      'Pending Amount₹1,45,000.50$60.00includes ₹45,000.25 opening arrears',
    );
    expect(within(amounts).getByText('Advance held').closest('li')).toHaveTextContent(
      'Advance held₹3,200.50paid ahead by flats, for their next bills',
    );
    const payments = screen.getByRole('table', { name: 'Recent payments' });
    expect(within(payments).getByRole('link', { name: '007' })).toHaveAttribute(
      'href',
      '/auth/invoice/1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    );
    expect(within(payments).getByText('₹1,000.00')).toBeInTheDocument();
  });

  it('lists online payments to refund', async () => {
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/dashboard': {
        status: 200,
        body: buildDashboard({
          paymentsToRefund: [
            {
              invoiceId: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
              invoiceNumber: '007',
              clientName: 'Asha Rao',
              amount: 3540,
              currency: 'INR',
              providerPaymentId: 'pay_TwiceOver0001',
              capturedAt: '2026-11-20T10:15:00.000Z',
            },
          ],
        }),
      },
    });
    renderApp('/dashboard');
    const alert = await screen.findByRole('region', { name: 'Payments to refund' });
    expect(alert).toHaveTextContent('A payment to refund');
    expect(alert).toHaveTextContent(
      '₹3,540.00 from Asha Rao for No. 007, Razorpay payment pay_TwiceOver0001',
    );
    expect(within(alert).getByRole('link', { name: 'No. 007' })).toHaveAttribute(
      'href',
      '/auth/invoice/1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b',
    );
  });

  it('says there is nothing to display for a new business', async () => {
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/dashboard': {
        status: 200,
        body: buildDashboard({
          counts: { total: 0, paid: 0, partial: 0, unpaid: 0, overdue: 0 },
          amounts: [],
          ledger: { openingArrears: 0, advanceHeld: 0 },
          monthlyPayments: MONTHS.map((month) => ({ ...month, amounts: [] })),
          recentPayments: [],
        }),
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByText(DASHBOARD_EMPTY_MESSAGE)).toBeInTheDocument();
  });

  it('shows the opening arrears and advance of a society that has no invoices yet', async () => {
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/dashboard': {
        status: 200,
        body: buildDashboard({
          counts: { total: 0, paid: 0, partial: 0, unpaid: 0, overdue: 0 },
          amounts: [{ currency: 'INR', received: 0, pending: 12_500, total: 0 }],
          ledger: { openingArrears: 12_500, advanceHeld: 0 },
          recentPayments: [],
        }),
      },
    });
    renderApp('/dashboard');
    const amounts = await screen.findByRole('list', { name: 'Amounts' });
    const arrears = await within(amounts).findByText('includes ₹12,500.00 opening arrears');
    expect(arrears.closest('li')).toHaveTextContent(
      'Pending Amount₹12,500.00includes ₹12,500.00 opening arrears',
    );
    expect(within(amounts).getByText('Advance held').closest('li')).toHaveTextContent('Advance held₹0.00');
    expect(screen.queryByText(DASHBOARD_EMPTY_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks again with the search once typing pauses', async () => {
    storeSession(buildSession());
    const fetchMock = stubApi({
      'GET /api/v2/settings/gst': { status: 200, body: DEFAULT_GST_SETTINGS },
      'GET /api/v2/dashboard': { status: 200, body: buildDashboard() },
      'GET /api/v2/dashboard?search=asha': { status: 200, body: buildDashboard({ recentPayments: [] }) },
    });
    renderApp('/dashboard');
    await screen.findByRole('table', { name: 'Recent payments' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'asha');
    expect(await screen.findByText('No payments recorded yet.')).toBeInTheDocument();
    await waitFor(() =>
      // The GST settings once, to know whether a housing society's turnover is watched (not here).
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
        '/api/v2/settings/gst',
        '/api/v2/dashboard',
        '/api/v2/dashboard?search=asha',
      ]),
    );
  });
});
