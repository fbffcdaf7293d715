import type { TCustomer } from '@domain/api/customers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { bodyCellTexts } from '../../../test/table-rows';
import { setViewport } from '../../../test/viewport';
import { buildCustomer, buildCustomers, stubCustomersApi } from '../test/customers-api-stub';

const COLUMNS = ['Sl.No.', 'Name', 'Flat no.', 'Floor', 'Block', 'Email', 'Phone', 'Edit', 'Delete'];

async function openCustomers(customers: TCustomer[], replies?: Parameters<typeof stubCustomersApi>[1]) {
  storeSession(buildSession());
  const api = stubCustomersApi(customers, replies);
  const app = renderApp('/customers');
  await findHeading('Customers');
  return { ...app, api };
}

const bodyRows = () => bodyCellTexts('Customers');

function firstColumn(): string[] {
  return bodyRows().map(([number]) => number ?? '');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customers page', () => {
  it('shows a spinner while loading, then the customers in a table', async () => {
    storeSession(buildSession());
    const api = stubCustomersApi([
      buildCustomer(),
      buildCustomer({
        _id: 'customer-2',
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        phone: '+914027123456',
        block: 'A',
        floor: '10',
        flat: 'A-1001',
      }),
    ]);
    const release = api.holdLists();
    renderApp('/customers');

    expect(await screen.findByRole('progressbar', { name: 'Loading customers' })).toBeInTheDocument();
    release();

    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(COLUMNS);
    // Floor 2 before floor 10: the server's natural order, kept as it came.
    expect(bodyRows()).toEqual([
      ['1', 'Asha Verma', 'A-201', '2', 'A', 'asha@example.com', '+91 98765 43210', '', ''],
      ['2', 'Ravi Kumar', 'A-1001', '10', 'A', 'ravi@example.com', '+91 40 2712 3456', '', ''],
    ]);
    expect(screen.getByRole('button', { name: 'Edit Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Ravi Kumar' })).toBeInTheDocument();
    expect(api.lists().map((call) => call.url)).toEqual([
      '/api/v2/clients/user?searchQuery=user-1&page=1&limit=10',
    ]);
  });

  it('says how to add the first customer when there are none', async () => {
    await openCustomers([]);
    expect(
      await screen.findByText('No customers yet. Click the plus icon to add customer'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('searchbox', { name: 'Search customers' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Customer' })).toBeInTheDocument();
  });

  it('searches once typing pauses, from page 1, and says when nothing matches', async () => {
    const { user, api } = await openCustomers(buildCustomers(12));
    await screen.findByRole('table', { name: 'Customers' });
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('11'));

    const searchBox = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(searchBox).toHaveAttribute('type', 'search');
    await user.type(searchBox, 'A-11');
    await waitFor(() => expect(bodyRows().map((row) => row[2])).toEqual(['A-110', 'A-111', 'A-112']));
    const searches = api.lists().filter((call) => call.query.has('search'));
    // One request for the word, not one per key.
    expect(searches.map((call) => call.url)).toEqual([
      '/api/v2/clients/user?searchQuery=user-1&page=1&limit=10&search=A-11',
    ]);
    expect(firstColumn()).toEqual(['1', '2', '3']);

    await user.clear(searchBox);
    await user.type(searchBox, 'Nobody');
    expect(await screen.findByText('No customers match "Nobody"')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages through the customers, numbering on from page to page, and shows all at once', async () => {
    const { user, api } = await openCustomers(buildCustomers(27));
    await screen.findByRole('table', { name: 'Customers' });
    expect(firstColumn()).toHaveLength(10);
    expect(screen.getByText('1–10 of 27')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to last page' }));
    await waitFor(() => expect(firstColumn()).toEqual(['21', '22', '23', '24', '25', '26', '27']));
    expect(api.lists().at(-1)?.url).toBe('/api/v2/clients/user?searchQuery=user-1&page=3&limit=10');
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('11'));
    await user.click(screen.getByRole('button', { name: 'Go to first page' }));
    await waitFor(() => expect(firstColumn()[0]).toBe('1'));

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5', '10', '25', 'All']);
    await user.click(screen.getByRole('option', { name: 'All' }));
    await waitFor(() => expect(firstColumn()).toHaveLength(27));
    expect(api.lists().at(-1)?.url).toBe('/api/v2/clients/user?searchQuery=user-1&page=1&limit=0');

    await user.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await user.click(screen.getByRole('option', { name: '5' }));
    await waitFor(() => expect(firstColumn()).toEqual(['1', '2', '3', '4', '5']));
    expect(api.lists().at(-1)?.url).toBe('/api/v2/clients/user?searchQuery=user-1&page=1&limit=5');
  });

  it('deletes a customer after a confirmation naming them and their flat', async () => {
    const { user, api } = await openCustomers([
      buildCustomer(),
      buildCustomer({ _id: 'customer-2', name: 'Ravi Kumar', flat: 'A-202' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Verma' }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    expect(dialog).toHaveTextContent(
      'Delete Asha Verma (Block A, Floor 2, Flat A-201)? Invoices already issued keep their details.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Customer deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes('DELETE').map((call) => call.url)).toEqual(['/api/v2/clients/customer-1']);
    expect(bodyRows().map((row) => row.slice(0, 2))).toEqual([['1', 'Ravi Kumar']]);
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    expect(api.lists()).toHaveLength(1);
  });

  it('keeps a customer the server would not delete, with its message', async () => {
    const { user } = await openCustomers([buildCustomer()], {
      remove: { status: 404, body: { message: 'Customer not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Customer not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyRows().map((row) => row[1])).toEqual(['Asha Verma']);
  });

  it('goes back a page when the last customer of the last page is deleted', async () => {
    const { user } = await openCustomers(buildCustomers(11));
    await user.click(await screen.findByRole('button', { name: 'Go to next page' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Resident 11' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete customer?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(firstColumn()).toHaveLength(10));
    expect(screen.getByText('1–10 of 10')).toBeInTheDocument();
  });

  it('lists the customers on a phone with the same details and buttons, no table to scroll', async () => {
    setViewport('phone');
    await openCustomers([buildCustomer()]);
    const list = await screen.findByRole('list', { name: 'Customers' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item).toHaveTextContent('Asha Verma');
    expect(item).toHaveTextContent('Block A, Floor 2, Flat A-201');
    expect(item).toHaveTextContent('asha@example.com');
    expect(item).toHaveTextContent('+91 98765 43210');
    expect(within(list).getByRole('button', { name: 'Edit Asha Verma' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Delete Asha Verma' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the New Customer dialog for the speed-dial link, once', async () => {
    storeSession(buildSession());
    stubCustomersApi([buildCustomer()]);
    const { router, user } = renderApp('/customers?new=1');

    expect(await screen.findByRole('dialog', { name: 'New Customer' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/customers');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
