import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import { billHeadsOf, buildRun, PREVIEW_HEADS, stubBillingApi, testId } from '../test/billing-api-stub';

const december = buildRun({
  period: '2026-12',
  periodLabel: 'December 2026',
  heads: [{ _id: 'h1', name: 'Maintenance' }],
  status: 'draft',
});
const november = buildRun({
  period: '2026-11',
  periodLabel: 'November 2026',
  billDate: '2026-11-01',
  dueDate: '2026-11-15',
  flats: { kind: 'block', block: 'B' },
  heads: [
    { _id: 'h1', name: 'Maintenance' },
    { _id: 'h2', name: 'Sinking fund' },
  ],
  status: 'published',
  publishedAt: '2026-11-02T05:00:00.000Z',
  collection: { bills: 12, billed: 54000, collected: 22950, percent: 42.5 },
});
const q3 = buildRun({
  period: '2026-Q3',
  periodLabel: 'Jul–Sep 2026',
  billDate: '2026-07-01',
  dueDate: '2026-07-15',
  flats: { kind: 'flats', flats: [testId(), testId(), testId()] },
  status: 'publishing',
});

async function openBilling(...args: Parameters<typeof stubBillingApi>) {
  storeSession(buildSession());
  const api = stubBillingApi(...args);
  const app = renderApp('/billing');
  await findHeading('Billing');
  return { ...app, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('billing page', () => {
  it('lists the runs newest first with their status, flats and dates', async () => {
    await openBilling({ runs: [december, november, q3] });
    const table = await screen.findByRole('table', { name: 'Billing runs' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent)).toEqual([
      'December 2026',
      'November 2026',
      'Jul–Sep 2026',
    ]);
    expect(rows[0]).toHaveTextContent(
      /December 2026\s*Maintenance\s*Draft\s*All flats\s*01 Dec 2026\s*due 15 Dec 2026\s*—/,
    );
    expect(rows[1]).toHaveTextContent(
      /November 2026\s*Maintenance, Sinking fund\s*Published\s*Block B\s*01 Nov 2026\s*due 15 Nov 2026\s*02 Nov 2026\s*₹54,000.00\s*12 bills\s*₹22,950.00\s*42.5 % collected/,
    );
    expect(
      within(rows[1] as HTMLElement).getByRole('progressbar', { name: 'November 2026 collected' }),
    ).toHaveAttribute('aria-valuenow', '42.5');
    // A draft has no bills to collect on.
    expect(rows[0]).toHaveTextContent(/15 Dec 2026\s*—\s*—\s*—$/);
    expect(rows[2]).toHaveTextContent(/Publishing\s*3 chosen flats/);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'November 2026' })).toHaveAttribute(
      'href',
      `/billing/${november._id}`,
    );
    expect(screen.getByRole('link', { name: 'New billing run' })).toHaveAttribute('href', '/billing/new');
  });

  it('explains billing runs and sends an owner without bill heads to Settings first', async () => {
    await openBilling({ runs: [], billHeads: [] });
    expect(await screen.findByRole('link', { name: 'Go to Settings → Bill heads' })).toHaveAttribute(
      'href',
      '/settings/bill-heads',
    );
    expect(screen.getByText(/No billing runs yet/)).toHaveTextContent(
      /First add your bill heads .* in Settings → Bill heads/,
    );
    expect(screen.queryByRole('link', { name: 'New billing run' })).not.toBeInTheDocument();
  });

  it('offers the first run once there are bill heads', async () => {
    const { user, router } = await openBilling({ runs: [], billHeads: billHeadsOf(PREVIEW_HEADS) });
    await user.click(await screen.findByRole('link', { name: 'New billing run' }));
    await findHeading('New billing run');
    expect(router.state.location.pathname).toBe('/billing/new');
    expect(screen.queryByText(/Settings → Bill heads/)).not.toBeInTheDocument();
  });

  it('shows each run as a card on a phone', async () => {
    setViewport('phone');
    await openBilling({ runs: [december, november] });
    const list = await screen.findByRole('list', { name: 'Billing runs' });
    const items = within(list).getAllByRole('link');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent(/November 2026\s*Published\s*Block B/);
    expect(items[1]).toHaveTextContent('12 bills · ₹54,000.00 billed₹22,950.00 collected42.5 % collected');
    expect(items[0]).not.toHaveTextContent(/collected/);
    expect(items[1]).toHaveAttribute('href', `/billing/${november._id}`);
    expect(screen.queryByRole('table', { name: 'Billing runs' })).not.toBeInTheDocument();
  });

  it('is in the side navigation, marked on the run pages too', async () => {
    storeSession(buildSession());
    stubBillingApi({ runs: [december], previews: [] });
    const { user } = renderApp('/dashboard');
    await findHeading('Dashboard');
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(navigation).getByRole('link', { name: 'Billing' }));
    await findHeading('Billing');
    expect(within(navigation).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    await user.click(await screen.findByRole('link', { name: 'New billing run' }));
    await findHeading('New billing run');
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Billing' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('keeps the due day and the day next month is prepared, checked 1 to 28, with the server’s words', async () => {
    const { user, api } = await openBilling({ runs: [november] });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing settings' });
    const dueDay = await within(dialog).findByRole('spinbutton', { name: 'Bills fall due on day' });
    expect(dueDay).toHaveValue(15);
    const repeat = within(dialog).getByRole('switch', {
      name: "Prepare next month's run as a draft by itself",
    });
    expect(repeat).not.toBeChecked();
    expect(dialog).toHaveTextContent('Off: you start each run yourself.');

    await user.clear(dueDay);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter the due day as a day of the month')).toBeInTheDocument();
    await user.type(dueDay, '30');
    await user.click(repeat);
    const repeatDay = within(dialog).getByRole('spinbutton', { name: 'Prepare it on day' });
    await user.clear(repeatDay);
    await user.type(repeatDay, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('The due day must be between 1 and 28')).toBeInTheDocument();
    expect(within(dialog).getByText('The preparing day must be between 1 and 28')).toBeInTheDocument();
    expect(api.writes('PUT')).toEqual([]);

    await user.clear(dueDay);
    await user.type(dueDay, '10');
    await user.clear(repeatDay);
    await user.type(repeatDay, '25');
    const receipts = within(dialog).getByRole('switch', {
      name: 'Send each receipt to the member who paid, by e-mail and WhatsApp',
    });
    expect(receipts).toBeChecked();
    await user.click(receipts);
    expect(within(dialog).getByRole('radio', { name: 'English' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'हिन्दी' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(api.writes('PUT').map((call) => call.body)).toEqual([
      { dueDay: 10, repeatDay: 25, sendReceipts: false, memberLanguage: 'hi' },
    ]);
    expect(screen.getByText('Billing settings saved')).toBeInTheDocument();
  });

  it('shows the server’s refusal of a settings field under that field', async () => {
    const { user } = await openBilling({
      runs: [november],
      settings: { dueDay: 15, repeatDay: 20, sendReceipts: true, memberLanguage: 'en' },
      replies: {
        settings: {
          status: 400,
          body: {
            message: 'Invalid',
            errors: [{ path: 'repeatDay', message: 'Prepare the run before it falls due' }],
          },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Billing settings' });
    expect(await within(dialog).findByRole('spinbutton', { name: 'Prepare it on day' })).toHaveValue(20);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Prepare the run before it falls due')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
  });
});
