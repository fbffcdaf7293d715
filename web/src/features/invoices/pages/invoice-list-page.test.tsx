import type { TInvoiceListRow } from '@domain/api/invoices';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { setViewport } from '../../../test/viewport';
import { buildInvoiceListRow, buildInvoiceListRows, stubInvoiceListsApi } from '../test/invoices-api-stub';

const COLUMNS = ['Number', 'Client', 'Date', 'Due date', 'Amount', 'Balance', 'Status', 'Edit'];

async function openList(path: string, heading: string, rows: TInvoiceListRow[]) {
  storeSession(buildSession());
  const api = stubInvoiceListsApi(rows);
  const app = renderApp(path);
  await findHeading(heading);
  return { ...app, api };
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);
}

function cellTexts(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('invoice list pages', () => {
  it('shows a spinner, then every unpaid invoice in a table', async () => {
    storeSession(buildSession());
    const api = stubInvoiceListsApi([
      buildInvoiceListRow({ total: 123456, balanceDue: 100000.5, status: 'Partial' }),
    ]);
    const release = api.holdLists();
    renderApp('/unpaid');
    await findHeading('Unpaid Invoices');
    expect(await screen.findByRole('progressbar', { name: 'Loading invoices' })).toBeInTheDocument();
    release();

    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(COLUMNS);
    expect(bodyRows().map(cellTexts)).toEqual([
      [
        '001',
        'Asha VermaBlock A, Floor 2, Flat A-201',
        '01 Nov 2026',
        '22 Nov 2026',
        '₹1,23,456.00',
        '₹1,00,000.50',
        'Partial',
        '',
      ],
    ]);
    // A list's initial size is the full count: All, fetched in batches of 100 from page 1.
    expect(api.listCalls()).toEqual(['/api/v2/invoices/unpaid/user-1?page=1&limit=100']);
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Invoice' })).toHaveAttribute('href', '/invoice');
  });

  it('asks for the overdue list under its own heading', async () => {
    const { api } = await openList('/overdues', 'Overdue Invoices', [buildInvoiceListRow()]);
    await screen.findByRole('table', { name: 'Invoices' });
    expect(api.listCalls()).toEqual(['/api/v2/invoices/overdues/user-1?page=1&limit=100']);
  });

  it('says how to create the first invoice when there are none', async () => {
    await openList('/invoices', 'Invoices', []);
    expect(
      await screen.findByText('No invoice yet. Click the plus icon to create invoice'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    storeSession(buildSession());
    // A 4xx, which the app does not retry on its own, so the alert shows at once.
    const api = stubInvoiceListsApi([], {
      failure: { status: 400, body: { message: 'Page must be 1 or more' } },
    });
    const { user } = renderApp('/paid');
    expect(await screen.findByText('Page must be 1 or more')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.listCalls()).toHaveLength(2));
  });

  it('opens an invoice from anywhere on its row, and edits it from its edit link', async () => {
    const { user, router } = await openList('/total', 'Total Invoices', buildInvoiceListRows(2));
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.getByRole('link', { name: '002' })).toHaveAttribute('href', '/auth/invoice/invoice-2');
    const edit = screen.getByRole('link', { name: 'Edit invoice 002' });
    expect(edit).toHaveAttribute('href', '/edit/invoice/invoice-2');

    await user.click(within(bodyRows()[1] as HTMLElement).getByText('Resident 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/invoice/invoice-2'));

    await act(() => router.navigate('/total'));
    await user.click(await screen.findByRole('link', { name: 'Edit invoice 001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit/invoice/invoice-1'));
  });

  it('shows markup in a client name as text', async () => {
    const name = '<img src=x onerror=alert(1)>';
    await openList('/invoices', 'Invoices', [
      buildInvoiceListRow({ client: { ...buildInvoiceListRow().client, name } }),
    ]);
    expect(await screen.findByText(name)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('starts another list from page 1 with every invoice', async () => {
    const { user, router, api } = await openList('/unpaid', 'Unpaid Invoices', buildInvoiceListRows(12));
    await screen.findByRole('table', { name: 'Invoices' });
    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '5' }));
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(cellTexts(bodyRows()[0] as HTMLElement)[0]).toBe('006'));
    expect(api.listCalls().at(-1)).toBe('/api/v2/invoices/unpaid/user-1?page=2&limit=5');

    await act(() => router.navigate('/paid'));
    await findHeading('Paid Invoices');
    await waitFor(() => expect(bodyRows()).toHaveLength(12));
    expect(api.listCalls().at(-1)).toBe('/api/v2/invoices/paid/user-1?page=1&limit=100');
  });

  // Hundreds of MUI rows take seconds to render in jsdom: the smallest list that needs a second step.
  it('lists the invoices on a phone, each linking to its page', async () => {
    setViewport('phone');
    await openList('/invoices', 'Invoices', [buildInvoiceListRow({ total: 123456 })]);
    const list = await screen.findByRole('list', { name: 'Invoices' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('001');
    expect(item).toHaveTextContent('Unpaid');
    expect(item).toHaveTextContent('Asha Verma');
    expect(item).toHaveTextContent('Block A, Floor 2, Flat A-201');
    expect(item).toHaveTextContent('₹1,23,456.00');
    expect(item).toHaveTextContent('Due 22 Nov 2026');
    expect(within(list).getByRole('link', { name: /^001/ })).toHaveAttribute(
      'href',
      '/auth/invoice/invoice-1',
    );
    expect(within(list).getByRole('link', { name: 'Edit invoice 001' })).toHaveAttribute(
      'href',
      '/edit/invoice/invoice-1',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
