import type { TInvoice } from '@domain/api/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { facts } from '../test/description-list';
import { buildInvoice, buildNumbering } from '../test/invoice-fixtures';

const NUMBERING_PATH = '/api/v2/settings/numbering?date=2026-11-22';
const INVOICE_PATH = '/api/v2/invoices/inv-1';
const OVERDUE_PATH = '/api/v2/invoices/overdue';

/** No. 007, Unpaid, due 31 Aug 2026: on 22 Nov 2026 the third month late has started, so 6 %. */
function overdueInvoice(overrides: Partial<TInvoice> = {}): TInvoice {
  return buildInvoice({
    status: 'Unpaid',
    date: '2026-08-01',
    dueDate: '2026-08-31',
    totalAmountReceived: 0,
    balanceDue: 4853,
    paymentRecords: [],
    replacedBy: null,
    replaces: null,
    ...overrides,
  });
}

function openForm(path: string, replies: Record<string, StubReply>) {
  storeSession(buildSession());
  const fetchMock = stubApi({
    [`GET ${NUMBERING_PATH}`]: { status: 200, body: buildNumbering(11) },
    ...replies,
  });
  return { ...renderApp(path), fetchMock };
}

function box(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** The first test of a run also loads the lazy routes and MUI: on a busy machine that takes a while. */
function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The note (an alert) a link to another invoice sits in; the invoice page may still be loading. */
async function noteWithLink(name: string): Promise<string> {
  const link = await screen.findByRole('link', { name }, { timeout: 10_000 });
  return link.closest('[role="alert"]')?.textContent ?? '';
}

beforeEach(() => {
  vi.setSystemTime(new Date('2026-11-22T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('late-fee invoice form', () => {
  it('prefills the original with each line’s late fee and saves it with Create with Fine', async () => {
    const saved = overdueInvoice({
      _id: 'inv-12',
      invoiceNumber: '012',
      replaces: { _id: 'inv-1', invoiceNumber: '007' },
    });
    const { user, fetchMock, router } = openForm('/overdue/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: overdueInvoice() },
      [`POST ${OVERDUE_PATH}`]: { status: 201, body: { data: saved, id: 'inv-12' } },
    });
    await findHeading('Create invoice with late fee');

    // The counter is 11: the new invoice is 012, dated today and due at the month's end.
    expect(await screen.findByRole('textbox', { name: 'Invoice No.' })).toHaveValue('012');
    expect(box('Late Fee(2% P.M), line 1')).toHaveValue('6');
    expect(box('Item Name, line 1')).toHaveValue('Maintenance Nov 2026');
    expect(box('Price, line 1')).toHaveValue('3.29');
    // The fee is on this client's debt: the Bill to cannot be changed.
    const billTo = screen.getByRole('region', { name: 'Bill to' });
    expect(billTo).toHaveTextContent('Asha Verma');
    expect(within(billTo).queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    // 1,250 × ₹3.29 = 4,112.50 × 1.06 = 4,359.25; GST 784.665 → 784.67; total 5,143.92 → 5,144.
    await waitFor(() =>
      expect(facts('Invoice summary')).toEqual({
        'Sub total': '₹4,359.25',
        GST: '₹784.67',
        'Round off': '₹0.08',
        Total: '₹5,144.00',
      }),
    );
    expect(screen.queryByRole('button', { name: 'Continue & Save' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create with Fine' }));
    expect(await screen.findByText('Invoice generated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/invoice/inv-12'));
    const sent = fetchMock.mock.calls
      .filter(([url, init]) => url === OVERDUE_PATH && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(sent).toEqual([
      {
        from: 'inv-1',
        items: [
          { unitPrice: 3.29, itemName: 'Maintenance Nov 2026', discount: 0, overDues: 6, basis: 'area' },
        ],
        rates: 18,
        hsn: '995419',
        currency: 'INR',
        type: 'Proforma',
        date: '2026-11-22',
        dueDate: '2026-11-30',
        notes: 'Pay by UPI to sunrise@upi',
        invoiceNumber: '',
      },
    ]);
    // The new invoice is shown from the answer, pointing back at the original.
    expect(await noteWithLink('No. 007')).toBe('Late fee on No. 007');
  });

  it('says why an invoice already replaced cannot have another late fee', async () => {
    openForm('/overdue/inv-1', {
      [`GET ${INVOICE_PATH}`]: {
        status: 200,
        body: overdueInvoice({ replacedBy: { _id: 'inv-12', invoiceNumber: '012' } }),
      },
    });
    await findHeading('Create invoice with late fee');
    expect(
      await screen.findByText('Invoice No. 007 has already been replaced by a late-fee invoice (No. 012)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open invoice' })).toHaveAttribute('href', '/invoice/inv-1');
    expect(screen.queryByRole('button', { name: 'Create with Fine' })).not.toBeInTheDocument();
  });

  it('keeps /paid/:id an edit of the invoice', async () => {
    openForm('/paid/inv-1', { [`GET ${INVOICE_PATH}`]: { status: 200, body: overdueInvoice() } });
    await findHeading('Edit invoice');
    expect(await screen.findByRole('textbox', { name: 'Invoice No.' })).toHaveValue('007');
    expect(box('Late Fee(2% P.M), line 1')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Continue & Save' })).toBeInTheDocument();
  });
});
