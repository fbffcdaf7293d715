import type { TDashboard } from '@domain/api/dashboard';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { setViewport } from '../../../test/viewport';
import { DashboardCharts } from './dashboard-charts';

const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].map(
  (name) => `${name} 26`,
);

function buildDashboard(overrides: Partial<TDashboard> = {}): TDashboard {
  return {
    counts: { total: 6, paid: 3, partial: 1, unpaid: 2, overdue: 1 },
    amounts: [
      { currency: 'INR', received: 1500, pending: 9000, total: 10500 },
      { currency: 'USD', received: 40, pending: 0, total: 40 },
    ],
    ledger: { openingArrears: 0, advanceHeld: 0 },
    monthlyPayments: MONTH_LABELS.map((_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      amounts:
        index === 10
          ? [
              { currency: 'INR', amount: 1500 },
              { currency: 'USD', amount: 40 },
            ]
          : [],
    })),
    recentPayments: [],
    paymentsToRefund: [],
    ...overrides,
  };
}

function monthlyChart(): HTMLElement {
  return screen.getByRole('figure', { name: /^Received \(/ });
}

describe('dashboard charts', () => {
  it('rings the invoices by status and lists each status with its count beside it', () => {
    renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    const donut = screen.getByRole('img', { name: 'Paid 3, Partial 1, Unpaid 2' });
    expect(donut.querySelectorAll('path')).toHaveLength(3);
    const legend = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(legend.map((item) => item.textContent)).toEqual(['Paid3', 'Partial1', 'Unpaid2']);
  });

  it('draws a whole ring when every invoice has one status', () => {
    const counts = { total: 4, paid: 0, partial: 0, unpaid: 4, overdue: 4 };
    renderWithProviders(<DashboardCharts dashboard={buildDashboard({ counts })} />);
    const donut = screen.getByRole('img', { name: 'Paid 0, Partial 0, Unpaid 4' });
    expect(donut.querySelectorAll('path')).toHaveLength(1);
  });

  it('says there is nothing to chart when no invoice is paid, partly paid or unpaid', () => {
    const counts = { total: 1, paid: 0, partial: 0, unpaid: 0, overdue: 0 };
    renderWithProviders(<DashboardCharts dashboard={buildDashboard({ counts })} />);
    expect(screen.getByText('No paid, partly paid or unpaid invoices to chart.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Paid/ })).not.toBeInTheDocument();
  });

  it('bars each month in the first currency on an axis of round amounts, and names every amount', () => {
    renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    const chart = monthlyChart();
    expect(chart).toHaveAccessibleName(
      `Received (INR): ${MONTH_LABELS.map((month) => `${month} ${month === 'Nov 26' ? '₹1,500.00' : '₹0.00'}`).join(', ')}`,
    );
    expect(
      [...within(chart).getByTestId('month-labels').querySelectorAll('text')].map(
        (label) => label.textContent,
      ),
    ).toEqual(MONTH_LABELS);
    expect(within(chart).getByText('₹0')).toBeInTheDocument();
    for (const tick of ['₹500', '₹1,000', '₹1,500'])
      expect(within(chart).getByText(tick)).toBeInTheDocument();
    // November's bar reaches the top line; the other months have none.
    const heights = MONTH_LABELS.map((month) =>
      Number(
        chart.querySelector(`g[data-month="${month}"]`)?.querySelectorAll('rect')[1]?.getAttribute('height'),
      ),
    );
    expect(heights.filter((height) => height > 0)).toHaveLength(1);
    expect(heights[10]).toBeGreaterThan(0);
  });

  it('shows another currency when it is chosen', async () => {
    const { user } = renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    await user.click(screen.getByRole('button', { name: 'USD' }));
    expect(monthlyChart()).toHaveAccessibleName(expect.stringContaining('Nov 26 $40.00'));
    expect(within(monthlyChart()).getByText('$40')).toBeInTheDocument();
  });

  it('shows a month’s amount to a keyboard user who tabs to its bar', () => {
    renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    // A button over the month's column: a stop in the tab order of its own.
    const november = within(monthlyChart()).getByRole('button', { name: 'Nov 26 ₹1,500.00' });
    act(() => november.focus());
    expect(screen.getByText('₹1,500.00')).toBeInTheDocument();
    act(() => november.blur());
    expect(screen.queryByText('₹1,500.00')).not.toBeInTheDocument();
  });

  it('stands the month labels upright on a phone and slants them on a wider screen', () => {
    const { unmount } = renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    const slanted = within(monthlyChart()).getByText('Nov 26');
    expect(slanted.getAttribute('transform')).toMatch(/rotate\(-40\)$/);
    unmount();
    setViewport('phone');
    renderWithProviders(<DashboardCharts dashboard={buildDashboard()} />);
    expect(within(monthlyChart()).getByText('Nov 26').getAttribute('transform')).toMatch(/rotate\(-90\)$/);
  });
});
