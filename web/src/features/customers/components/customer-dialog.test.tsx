import type { TCustomer } from '@domain/api/customers';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { bodyCellTexts } from '../../../test/table-rows';
import { buildCustomer, stubCustomersApi } from '../test/customers-api-stub';

/** Longer than MUI's leaving transition (195 ms). */
const CLOSING_MS = 400;

type User = ReturnType<typeof renderApp>['user'];

async function openCustomers(customers: TCustomer[], replies?: Parameters<typeof stubCustomersApi>[1]) {
  storeSession(buildSession());
  const api = stubCustomersApi(customers, replies);
  const app = renderApp('/customers');
  await findHeading('Customers');
  return { ...app, api };
}

async function openNewCustomer(customers: TCustomer[], replies?: Parameters<typeof stubCustomersApi>[1]) {
  const opened = await openCustomers(customers, replies);
  await opened.user.click(screen.getByRole('button', { name: 'Add Customer' }));
  const dialog = await screen.findByRole('dialog', { name: 'New Customer' });
  return { ...opened, dialog };
}

function field(dialog: HTMLElement, label: string): HTMLInputElement {
  return within(dialog).getByLabelText(new RegExp(`^${label.replace(/[.()]/g, '\\$&')}`), {
    selector: 'input',
  }) as HTMLInputElement;
}

/** Replaces each box's text, the way pasting does: one input event rather than one per key. */
async function fill(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    const box = field(dialog, label);
    await user.clear(box);
    if (text) await user.paste(text);
  }
}

const RAVI = {
  Name: 'Ravi Kumar',
  'GST Number': '27aapfu0939f1zv',
  Email: 'ravi@example.com',
  Phone: '98765 00001',
  'Flat Area (sq.ft)': '1250.5',
  'Price per sq.ft': '4.25',
  Block: 'A',
  Floor: '1',
  'Flat No.': 'A-101',
};

function rowNames(): string[] {
  return bodyCellTexts('Customers').map(([, name]) => name ?? '');
}

async function save(user: User, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('button', { name: 'Save Customer' }));
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('customer dialog', () => {
  it('names every missing field before anything is sent', async () => {
    const { user, api, dialog } = await openNewCustomer([buildCustomer()]);
    await save(user, dialog);

    for (const message of [
      'Please enter the name',
      'Please enter email address',
      'Please enter the phone number',
      'Please enter the block',
      'Please enter the floor',
      'Please enter the flat no.',
      'Please enter the flat area in sq.ft',
      'Please enter the price per sq.ft',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    // GST Number is optional.
    expect(within(dialog).queryByText(/GSTIN/)).not.toBeInTheDocument();
    expect(api.writes('POST')).toHaveLength(0);
  });

  it('checks the values with the API rules before anything is sent', async () => {
    const { user, api, dialog } = await openNewCustomer([buildCustomer()]);
    await fill(user, dialog, {
      ...RAVI,
      Email: 'ravi@',
      Phone: '12345',
      'GST Number': '27AAPFU0939F1ZX',
      'Flat Area (sq.ft)': '0',
      'Price per sq.ft': '-1',
    });
    await save(user, dialog);

    expect(await within(dialog).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)')).toBeInTheDocument();
    expect(within(dialog).getByText('The flat area must be more than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('The price per sq.ft cannot be negative')).toBeInTheDocument();

    await fill(user, dialog, { 'Flat Area (sq.ft)': 'big', 'Price per sq.ft': '4.255' });
    await save(user, dialog);
    expect(await within(dialog).findByText('Please enter the flat area in sq.ft')).toBeInTheDocument();
    expect(within(dialog).getByText('The price per sq.ft can have at most 2 decimals')).toBeInTheDocument();
    expect(api.writes('POST')).toHaveLength(0);
  });

  it('adds a customer, says so and shows them in flat order without fetching the list again', async () => {
    const { user, api, dialog } = await openNewCustomer([buildCustomer()]);
    expect(field(dialog, 'Price per sq.ft').closest('.MuiInputBase-root')).toHaveTextContent('₹');
    await fill(user, dialog, RAVI);
    await save(user, dialog);

    expect(await screen.findByText('Customer added successfully')).toBeInTheDocument();
    await dialogClosed();
    expect(api.writes('POST').map((call) => call.body)).toEqual([
      {
        name: 'Ravi Kumar',
        gstno: '27AAPFU0939F1ZV',
        email: 'ravi@example.com',
        phone: '98765 00001',
        block: 'A',
        floor: '1',
        flat: 'A-101',
        state: '',
        flatarea: 1250.5,
        price: 4.25,
        parkingSlots: 0,
        occupancy: 'owner',
      },
    ]);
    // Floor 1 before Asha's floor 2, numbered and counted without another request.
    expect(rowNames()).toEqual(['Ravi Kumar', 'Asha Verma']);
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(api.lists()).toHaveLength(1);
  });

  it('adds the first customer in place of the empty state', async () => {
    const { user, api } = await openCustomers([]);
    await screen.findByText('No customers yet. Click the plus icon to add customer');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Customer' });
    await fill(user, dialog, RAVI);
    await save(user, dialog);

    await dialogClosed();
    expect(rowNames()).toEqual(['Ravi Kumar']);
    expect(api.lists()).toHaveLength(1);
  });

  it("shows the server's message for a flat that already has a customer, and stays open", async () => {
    const message = 'Block A, Floor 1, Flat A-101 already has a customer';
    const { user, dialog } = await openNewCustomer([buildCustomer()], {
      create: { status: 409, body: { message } },
    });
    await fill(user, dialog, RAVI);
    await save(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('dialog', { name: 'New Customer' })).toBeInTheDocument();
    expect(field(dialog, 'Name')).toHaveValue('Ravi Kumar');
  });

  it("puts the server's field errors under their fields", async () => {
    const { user, dialog } = await openNewCustomer([buildCustomer()], {
      create: {
        status: 400,
        body: {
          message: 'Please enter a valid email address',
          errors: [{ path: 'email', message: 'Please enter a valid email address' }],
        },
      },
    });
    await fill(user, dialog, RAVI);
    await save(user, dialog);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid email address');
    expect(field(dialog, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('edits a customer: the flat read-only, only the changes sent', async () => {
    const { user, api } = await openCustomers([buildCustomer({ gstno: '27AAPFU0939F1ZV' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });

    expect(field(dialog, 'Name')).toHaveValue('Asha Verma');
    expect(field(dialog, 'Phone')).toHaveValue('+91 98765 43210');
    expect(field(dialog, 'Flat Area (sq.ft)')).toHaveValue('1250');
    for (const [label, value] of [
      ['Block', 'A'],
      ['Floor', '2'],
      ['Flat No.', 'A-201'],
    ] as const) {
      expect(field(dialog, label)).toHaveValue(value);
      expect(field(dialog, label)).toHaveAttribute('readonly');
      expect(field(dialog, label)).toHaveAccessibleDescription('The flat cannot be changed');
    }
    expect(field(dialog, 'Email')).not.toHaveAttribute('readonly');

    await fill(user, dialog, { Name: 'Asha V. Sharma', 'Price per sq.ft': '4.5' });
    const state = within(dialog).getByRole('combobox', { name: 'State' });
    expect(state).toHaveTextContent('Your business’s state');
    await user.click(state);
    await user.click(await screen.findByRole('option', { name: 'Goa (30)' }));
    await save(user, dialog);

    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
    await dialogClosed();
    expect(api.writes('PATCH').map(({ url, body }) => ({ url, body }))).toEqual([
      { url: '/api/v2/clients/customer-1', body: { name: 'Asha V. Sharma', state: '30', price: 4.5 } },
    ]);
    expect(rowNames()).toEqual(['Asha V. Sharma']);
    expect(api.lists()).toHaveLength(1);
  });

  it('sends nothing when nothing has changed, the phone retyped in another form included', async () => {
    const { user, api } = await openCustomers([buildCustomer()]);
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await fill(user, dialog, { Phone: '098765 43210' });
    await save(user, dialog);

    expect(await screen.findByText('Nothing has changed')).toBeInTheDocument();
    await dialogClosed();
    expect(api.writes('PATCH')).toHaveLength(0);
  });

  it('edits a customer imported without a block or floor, which the form would ask for', async () => {
    const { user, api } = await openCustomers([buildCustomer({ block: '', floor: '' })]);
    await user.click(await screen.findByRole('button', { name: 'Edit Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer' });
    await fill(user, dialog, { 'Flat Area (sq.ft)': '1300' });
    await save(user, dialog);

    expect(await screen.findByText('Customer updated successfully')).toBeInTheDocument();
    expect(api.writes('PATCH').map((call) => call.body)).toEqual([{ flatarea: 1300 }]);
  });

  it('ignores a click beside it, and closes on Escape', async () => {
    const { user, dialog } = await openNewCustomer([buildCustomer()]);
    await fill(user, dialog, { Name: 'Ravi Kumar' });

    // The backdrop itself, and the space around the paper, which is what a pointer usually lands on.
    const root = dialog.closest('.MuiDialog-root');
    for (const beside of [
      root?.querySelector('.MuiBackdrop-root'),
      root?.querySelector('.MuiDialog-container'),
    ]) {
      if (!(beside instanceof HTMLElement)) throw new Error('No backdrop');
      await user.click(beside);
      // A closing dialog stays in the page while it fades out: look again once that would be over.
      await new Promise((resolve) => setTimeout(resolve, CLOSING_MS));
      expect(screen.getByRole('dialog', { name: 'New Customer' })).toBeInTheDocument();
    }
    expect(field(dialog, 'Name')).toHaveValue('Ravi Kumar');

    await user.keyboard('{Escape}');
    await dialogClosed();

    // Opened again, it starts empty.
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    const reopened = await screen.findByRole('dialog', { name: 'New Customer' });
    expect(field(reopened, 'Name')).toHaveValue('');
  });
});
