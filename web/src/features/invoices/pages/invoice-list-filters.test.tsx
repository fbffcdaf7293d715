import type { TInvoiceListRow } from '@domain/api/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import { recentMonths } from '../components/invoice-filter-selects';
import { buildInvoiceListRow, buildInvoiceListRows, stubInvoiceListsApi } from '../test/invoices-api-stub';

async function openList(path: string, heading: string, rows: TInvoiceListRow[], blocks: string[] = []) {
  storeSession(buildSession());
  const api = stubInvoiceListsApi(rows, { blocks });
  const app = renderApp(path);
  await findHeading(heading);
  return { ...app, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invoice list filters', () => {
  it('says what each list has not got, never to create an invoice', async () => {
    const texts: [string, string, string][] = [
      ['/overdues', 'Overdue Invoices', 'No overdue invoices'],
      ['/paid', 'Paid Invoices', 'No paid invoices yet'],
      ['/partial', 'Partial Paid Invoices', 'No partially paid invoices'],
      ['/unpaid', 'Unpaid Invoices', 'No unpaid invoices'],
    ];
    for (const [path, heading, text] of texts) {
      const { unmount } = await openList(path, heading, []);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/create invoice/)).not.toBeInTheDocument();
      // The filters stay, to look at another list from here.
      expect(screen.getByRole('search', { name: 'Filter invoices' })).toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('narrows and orders the list from the filter bar, keeping it in the address', async () => {
    const { user, router, api } = await openList('/invoices', 'Invoices', buildInvoiceListRows(3), [
      'A',
      'B',
    ]);
    await screen.findByRole('table', { name: 'Invoices' });
    const bar = screen.getByRole('search', { name: 'Filter invoices' });
    const [thisMonth] = recentMonths(new Date());

    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Type' }), 'Quotation');
    await user.selectOptions(await within(bar).findByRole('combobox', { name: 'Block' }), 'B');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Month' }), thisMonth?.[1] ?? '');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Sort by' }), 'Due date');
    await waitFor(() =>
      expect(api.listCalls().at(-1)).toBe(
        `/api/v2/invoices/all/user-1?page=1&limit=100&month=${thisMonth?.[0]}&block=B&type=Quotation&sort=due`,
      ),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      type: 'Quotation',
      block: 'B',
      month: thisMonth?.[0],
      sort: 'due',
    });
    // No quotation among them: the list says so, and offers the way back.
    expect(await screen.findByText('No invoices match these filters')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=due'));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(api.listCalls().at(-1)).toBe('/api/v2/invoices/all/user-1?page=1&limit=100&sort=due');
  });

  it('searches after a pause in typing, for a flat as people type it', async () => {
    const { user, router, api } = await openList('/unpaid', 'Unpaid Invoices', buildInvoiceListRows(3));
    await screen.findByRole('table', { name: 'Invoices' });
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), 'A-101');
    await waitFor(() =>
      expect(api.listCalls().at(-1)).toBe('/api/v2/invoices/unpaid/user-1?page=1&limit=100&search=A-101'),
    );
    // One request for the word, not one per key.
    expect(api.listCalls().filter((call) => call.includes('search='))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=A-101');
  });

  it('opens the list of the status chosen, keeping the other filters', async () => {
    const { user, router } = await openList('/invoices?type=Invoice', 'Invoices', buildInvoiceListRows(2));
    await screen.findByRole('table', { name: 'Invoices' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Overdue');
    await findHeading('Overdue Invoices');
    expect(router.state.location.pathname).toBe('/overdues');
    expect(router.state.location.search).toBe('?type=Invoice');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('Invoice');
  });

  it('calls a quotation a Quotation, not Unpaid', async () => {
    await openList('/invoices', 'Invoices', [
      buildInvoiceListRow({ type: 'Quotation', status: 'Unpaid', invoiceNumber: '009' }),
    ]);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row as HTMLElement).getByText('Quotation')).toBeInTheDocument();
    expect(within(row as HTMLElement).queryByText('Unpaid')).not.toBeInTheDocument();
  });

  it('shows the balance, not the total, of overdue and partly paid invoices on a phone', async () => {
    setViewport('phone');
    const row = buildInvoiceListRow({ total: 123456, balanceDue: 100000.5, status: 'Partial' });
    for (const [path, heading] of [
      ['/overdues', 'Overdue Invoices'],
      ['/partial', 'Partial Paid Invoices'],
    ] as const) {
      const { unmount, user } = await openList(path, heading, [row]);
      const [item] = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
      expect(item).toHaveTextContent('Balance ₹1,00,000.50');
      expect(item).not.toHaveTextContent('₹1,23,456.00');
      // The filters fold away behind one button, so the list starts near the top.
      expect(screen.queryByRole('combobox', { name: 'Type' })).toBeNull();
      await user.click(screen.getByRole('button', { name: /Filters/ }));
      expect(await screen.findByRole('combobox', { name: 'Type' })).toBeVisible();
      unmount();
      vi.unstubAllGlobals();
    }
    const { unmount } = await openList('/unpaid', 'Unpaid Invoices', [row]);
    const [item] = within(await screen.findByRole('list', { name: 'Invoices' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('₹1,23,456.00');
    unmount();
  });
});
