import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-with-providers';
import { deferredReply, stubApi } from '../../../test/stub-api';
import { buildCustomer } from '../test/customers-api-stub';
import { DeleteCustomerDialog } from './delete-customer-dialog';

const DUES = 'GET /api/v2/clients/customer-1/dues';

function openDialog() {
  return renderWithProviders(
    <DeleteCustomerDialog
      open
      customer={buildCustomer()}
      onClose={() => undefined}
      onDeleted={() => undefined}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the delete customer dialog', () => {
  it('warns with the amount a customer still owes, and holds Delete until it knows', async () => {
    const held = deferredReply({
      status: 200,
      body: { owed: [{ currency: 'INR', amount: 3540 }], invoices: 1 },
    });
    stubApi({ [DUES]: held.reply });
    openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    expect(within(dialog).getByText('Checking what Asha Verma still owes…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
    held.release();
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('This customer still owes ₹3,540.00 on 1 invoice.');
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(dialog).toHaveTextContent('Delete Asha Verma (Block A, Floor 2, Flat A-201)?');
  });

  it('names every currency owed, and the invoices', async () => {
    stubApi({
      [DUES]: {
        status: 200,
        body: {
          owed: [
            { currency: 'INR', amount: 123456.5 },
            { currency: 'USD', amount: 20 },
          ],
          invoices: 3,
        },
      },
    });
    openDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This customer still owes ₹1,23,456.50 and $20.00 on 3 invoices.',
    );
  });

  it('says nothing more when nothing is owed, and still deletes when the check fails', async () => {
    stubApi({ [DUES]: { status: 200, body: { owed: [], invoices: 0 } } });
    const { unmount } = openDialog();
    const dialog = await screen.findByRole('dialog', { name: 'Delete customer?' });
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    stubApi({ [DUES]: { status: 500, body: { message: 'Something went wrong' } } });
    openDialog();
    const again = await screen.findByRole('dialog', { name: 'Delete customer?' });
    expect(await within(again).findByText('Could not check what this customer owes.')).toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});
