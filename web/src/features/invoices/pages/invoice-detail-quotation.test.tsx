import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { buildInvoice } from '../test/invoice-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a quotation’s page', () => {
  it('shows a Quotation chip, not Unpaid: nothing is owed on a quotation', async () => {
    storeSession(buildSession());
    stubApi({
      'GET /api/v2/invoices/inv-1': {
        status: 200,
        body: buildInvoice({ type: 'Quotation', status: 'Unpaid', totalAmountReceived: 0 }),
      },
    });
    renderApp('/auth/invoice/inv-1');
    // The invoice page is a lazy route: on a busy machine it takes a while to arrive.
    await screen.findByRole('heading', { level: 1, name: 'Quotation' }, { timeout: 10_000 });
    expect(screen.getByText('Quotation', { selector: '.MuiChip-label' })).toBeInTheDocument();
    expect(screen.queryByText('Unpaid', { selector: '.MuiChip-label' })).not.toBeInTheDocument();
  });
});
