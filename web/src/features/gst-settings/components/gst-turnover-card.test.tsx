import type { TDashboard } from '@domain/api/dashboard';
import { DEFAULT_GST_SETTINGS, type TGstTurnover } from '@domain/api/gst-settings';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';

const DASHBOARD: TDashboard = {
  counts: { total: 3, paid: 1, partial: 0, unpaid: 2, overdue: 0 },
  amounts: [{ currency: 'INR', received: 4925, pending: 9850, total: 14775 }],
  ledger: { openingArrears: 0, advanceHeld: 0 },
  monthlyPayments: [],
  recentPayments: [],
  paymentsToRefund: [],
};

/** ₹16,770.50 billed in 2026-27 before GST, against the default ₹20,00,000. */
const TURNOVER: TGstTurnover = {
  financialYear: '2026-27',
  from: '2026-04-01',
  to: '2027-03-31',
  turnover: 16_770.5,
  threshold: 2_000_000,
  percent: 0.8,
  warning: false,
  exceeded: false,
};

async function openDashboard(housingSociety: boolean, turnover: TGstTurnover = TURNOVER) {
  storeSession(buildSession());
  const fetchMock = stubApi({
    'GET /api/v2/dashboard': { status: 200, body: DASHBOARD },
    'GET /api/v2/settings/gst': { status: 200, body: { ...DEFAULT_GST_SETTINGS, housingSociety } },
    'GET /api/v2/settings/gst/turnover': { status: 200, body: turnover },
  });
  renderApp('/dashboard');
  await findHeading('Dashboard');
  await screen.findByRole('list', { name: 'Invoices by status' });
  return fetchMock;
}

function card(title: string) {
  return screen.findByRole('region', { name: title });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the GST turnover on the dashboard', () => {
  it('shows a housing society its financial year’s turnover against the threshold', async () => {
    await openDashboard(true);
    const turnover = await card('GST turnover 2026-27: ₹16,770.50 of ₹20,00,000 (0.8 %)');
    expect(within(turnover).getByRole('progressbar', { name: 'Share of the GST threshold' })).toHaveAttribute(
      'aria-valuenow',
      '0.8',
    );
    expect(turnover).toHaveTextContent('Bills before GST, less credit notes, since 1 April');
    expect(within(turnover).getByRole('link', { name: 'GST settings' })).toHaveAttribute('href', '/settings');
  });

  it('warns from 80 % of the threshold, and says when GST applies', async () => {
    await openDashboard(true, {
      ...TURNOVER,
      turnover: 16_770.5,
      threshold: 20_000,
      percent: 83.8,
      warning: true,
    });
    const near = await card('GST turnover 2026-27: ₹16,770.50 of ₹20,000 (83.8 %)');
    expect(near).toHaveTextContent('Close to the GST registration threshold');
    expect(within(near).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '83.8');
  });

  it('says when the turnover is past the threshold', async () => {
    await openDashboard(true, {
      ...TURNOVER,
      turnover: 25_00_000,
      threshold: 20_00_000,
      percent: 125,
      warning: true,
      exceeded: true,
    });
    const above = await card('GST turnover 2026-27: ₹25,00,000 of ₹20,00,000 (125 %)');
    expect(above).toHaveTextContent('Above the threshold: GST applies');
    expect(above).not.toHaveTextContent('Close to');
    expect(within(above).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows nothing, and asks for no turnover, for a business that is no housing society', async () => {
    const fetchMock = await openDashboard(false);
    await screen.findByRole('list', { name: 'Amounts' });
    expect(screen.queryByRole('region', { name: /^GST turnover/ })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/v2/settings/gst', '/api/v2/dashboard']);
  });
});
