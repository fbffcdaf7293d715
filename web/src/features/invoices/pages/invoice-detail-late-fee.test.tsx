import type { TInvoice, TPublicInvoice } from '@domain/api/invoices';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { stubApi } from '../../../test/stub-api';
import { buildInvoice, buildPublicInvoice } from '../test/invoice-fixtures';

/** Unpaid and due 31 Aug 2026: overdue on 22 Nov 2026. */
const OVERDUE: Partial<TInvoice> = {
  status: 'Unpaid',
  dueDate: '2026-08-31',
  totalAmountReceived: 0,
  balanceDue: 4853,
  paymentRecords: [],
};

function openInvoice(invoice: TInvoice | TPublicInvoice, path = '/auth/invoice/inv-1') {
  stubApi({ 'GET /api/v2/invoices/inv-1': { status: 200, body: invoice } });
  return renderApp(path);
}

/** The first test of a run also loads the lazy routes and MUI: on a busy machine that takes a while. */
function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The note (an alert) a link to another invoice sits in; the invoice page may still be loading. */
async function noteWithLink(name: string): Promise<string> {
  const link = await screen.findByRole('link', { name }, { timeout: 10_000 });
  // The owner's page shows it as an alert, the client's page as a note.
  return link.closest('[role="alert"], [role="note"]')?.textContent ?? '';
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-22T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('late fees on the invoice page', () => {
  it('offers the creator Add Late Fee on an overdue Unpaid invoice', async () => {
    storeSession(buildSession());
    openInvoice(buildInvoice(OVERDUE));
    await findHeading('Proforma');
    // Offered once the business is known to charge late-fee invoices rather than interest on arrears.
    expect(await screen.findByRole('link', { name: 'Add Late Fee' })).toHaveAttribute(
      'href',
      '/overdue/inv-1',
    );
  });

  it('does not offer it before the day after the due date', async () => {
    storeSession(buildSession());
    openInvoice(buildInvoice({ ...OVERDUE, dueDate: '2026-11-30' }));
    await findHeading('Proforma');
    expect(screen.getByRole('link', { name: 'Edit Invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Late Fee' })).not.toBeInTheDocument();
  });

  it('does not offer it on a Partial invoice', async () => {
    storeSession(buildSession());
    openInvoice(buildInvoice({ dueDate: '2026-08-31' }));
    await findHeading('Proforma');
    expect(screen.getByRole('button', { name: 'Record Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Late Fee' })).not.toBeInTheDocument();
  });

  it('links a replaced invoice to its late-fee invoice and offers no second fine', async () => {
    storeSession(buildSession());
    openInvoice(buildInvoice({ ...OVERDUE, replacedBy: { _id: 'inv-12', invoiceNumber: '012' } }));
    await findHeading('Proforma');
    expect(await noteWithLink('No. 012')).toBe('Replaced by No. 012 with late fee');
    expect(screen.getByRole('link', { name: 'No. 012' })).toHaveAttribute('href', '/invoice/inv-12');
    expect(screen.queryByRole('link', { name: 'Add Late Fee' })).not.toBeInTheDocument();
    // What it owed is owed on the late-fee invoice: payments are recorded there.
    expect(screen.queryByRole('button', { name: 'Record Payment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Invoice' })).not.toBeInTheDocument();
  });

  it('links a late-fee invoice back to the original, for the client too', async () => {
    openInvoice(buildPublicInvoice({ replaces: { _id: 'inv-5', invoiceNumber: '005' } }), '/invoice/inv-1');
    expect(await noteWithLink('No. 005')).toBe('Late fee on No. 005');
    expect(screen.getByRole('link', { name: 'No. 005' })).toHaveAttribute('href', '/invoice/inv-5');
  });
});
