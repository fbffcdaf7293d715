import type { TCreditNote, TInvoiceCredits } from '@domain/api/credit-notes';
import type { TInvoice } from '@domain/api/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { setViewport } from '../../../test/viewport';
import { facts } from '../../invoices/test/description-list';
import { buildInvoice, buildPublicInvoice } from '../../invoices/test/invoice-fixtures';

const INVOICE_PATH = '/api/v2/invoices/inv-1';
const CREDITS_PATH = '/api/v2/invoices/inv-1/credit-notes';
const DIALOG = 'Credit note against bill 007';

type User = ReturnType<typeof renderApp>['user'];

/**
 * A flat's bill of two lines: Maintenance ₹3,750 (taxable) and Sinking fund ₹500 (exempt); GST 18 % on
 * the maintenance only, ₹675; total ₹4,925, nothing paid yet.
 */
function buildBill(overrides: Partial<TInvoice> = {}): TInvoice {
  return buildInvoice({
    type: 'Bill',
    status: 'Unpaid',
    items: [
      {
        itemName: 'Maintenance',
        basis: 'fixed',
        unitPrice: 3750,
        quantity: 1,
        discount: 0,
        overDues: 0,
        amount: 3750,
        gstTreatment: 'taxable',
      },
      {
        itemName: 'Sinking fund',
        basis: 'fixed',
        unitPrice: 500,
        quantity: 1,
        discount: 0,
        overDues: 0,
        amount: 500,
        gstTreatment: 'exempt',
      },
    ],
    subTotal: 4250,
    vat: 675,
    total: 4925,
    totalAmountReceived: 0,
    balanceDue: 4925,
    paymentRecords: [],
    ...overrides,
  });
}

/** The same bill as GET …/credit-notes answers it, before any credit note. */
function buildCredits(overrides: Partial<TInvoiceCredits> = {}): TInvoiceCredits {
  return {
    invoice: { _id: 'inv-1', invoiceNumber: '007', date: '2026-11-22', currency: 'INR' },
    lines: [
      { line: 0, itemName: 'Maintenance', taxable: true, amount: 3750, credited: 0 },
      { line: 1, itemName: 'Sinking fund', taxable: false, amount: 500, credited: 0 },
    ],
    gst: 675,
    total: 4925,
    creditedGst: 0,
    credited: 0,
    balanceDue: 4925,
    creditable: true,
    notes: [],
    ...overrides,
  };
}

/** CN-001: ₹1,000 off the maintenance, with its ₹180 of GST. */
const FIRST_NOTE: TCreditNote = {
  _id: 'cn-1',
  creditNoteNumber: 'CN-001',
  invoice: { _id: 'inv-1', invoiceNumber: '007', date: '2026-11-22' },
  customer: { _id: 'customer-1', name: 'Asha Verma', flat: 'A-201' },
  date: '2026-11-26',
  reason: 'Lift was shut for repairs',
  lines: [{ line: 0, itemName: 'Maintenance', taxable: true, amount: 1000 }],
  subTotal: 1000,
  gst: 180,
  roundOff: 0,
  total: 1180,
  createdAt: '2026-11-26T06:30:00.000Z',
};

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** The owner's page of the bill; `replies` add or replace the calls it makes. */
async function openBill(invoice: TInvoice, replies: Record<string, StubReply> = {}) {
  storeSession(buildSession());
  const fetchMock = stubApi({
    [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice },
    [`GET ${CREDITS_PATH}`]: { status: 200, body: buildCredits() },
    ...replies,
  });
  const app = renderApp('/auth/invoice/inv-1');
  await screen.findByRole('region', { name: 'From' }, { timeout: 10_000 });
  return { ...app, fetchMock };
}

/** The dialog once its form is shown: it first says it is loading the bill's lines. */
async function openCreditNote(user: User, firstLine = 'Maintenance'): Promise<HTMLElement> {
  await user.click(screen.getByRole('button', { name: 'Credit note' }));
  await screen.findByRole('textbox', { name: `Credit on ${firstLine}` }, { timeout: 10_000 });
  return screen.getByRole('dialog', { name: DIALOG });
}

function creditBox(dialog: HTMLElement, itemName: string): HTMLInputElement {
  return within(dialog).getByRole('textbox', { name: `Credit on ${itemName}` }) as HTMLInputElement;
}

/** The preview's figures, the note's total and the bill's balance, as label → value. */
function preview() {
  return {
    ...facts('Credit note figures'),
    ...facts('Credit note total'),
    ...facts('Bill balance'),
  };
}

function cellTexts(row: HTMLElement): string[] {
  return [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '');
}

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The credit notes asked for, as sent. */
function postedBodies(fetchMock: ReturnType<typeof stubApi>): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === CREDITS_PATH && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function callsTo(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): number {
  return fetchMock.mock.calls.filter(([url, init]) => url === path && (init?.method ?? 'GET') === method)
    .length;
}

beforeEach(() => {
  // Only Date: the credit note's date defaults to today, 26 Nov 2026 in India.
  vi.setSystemTime(new Date('2026-11-26T06:30:00.000Z'));
  setViewport('desktop');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a credit note against a bill', () => {
  it('previews ₹1,000 off the maintenance as the server will issue it, issues it and shows it on the bill', async () => {
    let invoice = buildBill();
    let credits = buildCredits();
    const { user, fetchMock } = await openBill(invoice, {
      [`GET ${INVOICE_PATH}`]: async () => json(200, invoice),
      [`GET ${CREDITS_PATH}`]: async () => json(200, credits),
      [`POST ${CREDITS_PATH}`]: async () => {
        invoice = buildBill({ totalCredited: 1180, balanceDue: 3745 });
        credits = buildCredits({
          lines: [
            { line: 0, itemName: 'Maintenance', taxable: true, amount: 3750, credited: 1000 },
            { line: 1, itemName: 'Sinking fund', taxable: false, amount: 500, credited: 0 },
          ],
          creditedGst: 180,
          credited: 1180,
          balanceDue: 3745,
          notes: [FIRST_NOTE],
        });
        return json(201, FIRST_NOTE);
      },
    });
    // Nothing credited yet: the page asks for no credit notes until it opens the dialog.
    expect(callsTo(fetchMock, 'GET', CREDITS_PATH)).toBe(0);
    expect(screen.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
    const dialog = await openCreditNote(user);

    const rows = within(within(dialog).getByRole('table', { name: 'Lines to credit' })).getAllByRole('row');
    expect(rows.map((row) => cellTexts(row).slice(0, 4))).toEqual([
      ['Line', 'Billed', 'Credited', 'Left'],
      ['Maintenance', '₹3,750.00', '₹0.00', '₹3,750.00'],
      ['Sinking fundNo GST', '₹500.00', '₹0.00', '₹500.00'],
    ]);
    expect(preview()).toEqual({
      'Sub total': '₹0.00',
      'GST reversed': '₹0.00',
      Total: '₹0.00',
      'Balance due now': '₹4,925.00',
    });

    await user.type(creditBox(dialog, 'Maintenance'), '1,000');
    // GST is reversed on the taxable line in proportion: ₹675 × 1,000 ÷ 3,750 = ₹180; no round-off.
    expect(preview()).toEqual({
      'Sub total': '₹1,000.00',
      'GST reversed': '₹180.00',
      Total: '₹1,180.00',
      'Balance due now': '₹4,925.00',
      'Balance after this note': '₹3,745.00',
    });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lift was shut for repairs');
    expect(within(dialog).getByRole('group', { name: 'Date' })).toHaveTextContent('26/11/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await screen.findByText('Credit note CN-001 issued')).toBeInTheDocument();
    expect(postedBodies(fetchMock)).toEqual([
      { date: '2026-11-26', reason: 'Lift was shut for repairs', lines: [{ line: 0, amount: 1000 }] },
    ]);
    await dialogClosed();
    // The bill was read again: what it owes, and the note in its list.
    expect(facts('Payments')).toEqual({ Credited: '₹1,180.00', Paid: '₹0.00', Balance: '₹3,745.00' });
    const notes = await screen.findByRole('table', { name: 'Credit notes' });
    expect(
      within(notes)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['CN-00126 Nov 2026Lift was shut for repairs₹180.00₹1,180.00PDF']);
    expect(within(notes).getByRole('button', { name: 'Download credit note CN-001' })).toBeInTheDocument();
  });

  it('fills every line with what is left: the whole bill, GST and all', async () => {
    const { user } = await openBill(buildBill());
    const dialog = await openCreditNote(user);
    await user.click(within(dialog).getByRole('button', { name: 'Credit the whole bill' }));
    expect(creditBox(dialog, 'Maintenance')).toHaveValue('3750');
    expect(creditBox(dialog, 'Sinking fund')).toHaveValue('500');
    expect(preview()).toEqual({
      'Sub total': '₹4,250.00',
      'GST reversed': '₹675.00',
      Total: '₹4,925.00',
      'Balance due now': '₹4,925.00',
      'Balance after this note': '₹0.00',
    });
  });

  it('gives back the bill’s round-off on the note that credits the rest of it', async () => {
    // ₹4,112.50 + ₹740.25 of GST was billed as ₹4,853; ₹2,000 of it (₹2,360 with GST) is credited already.
    const { user } = await openBill(buildInvoice({ totalCredited: 2360, balanceDue: 493 }), {
      [`GET ${CREDITS_PATH}`]: {
        status: 200,
        body: buildCredits({
          lines: [
            { line: 0, itemName: 'Maintenance Nov 2026', taxable: true, amount: 4112.5, credited: 2000 },
          ],
          gst: 740.25,
          total: 4853,
          creditedGst: 360,
          credited: 2360,
          balanceDue: 493,
          notes: [FIRST_NOTE],
        }),
      },
    });
    const dialog = await openCreditNote(user, 'Maintenance Nov 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Credit the whole bill' }));
    // ₹2,112.50 left; GST on everything credited, ₹740.25, less the ₹360 reversed before.
    expect(preview()).toMatchObject({
      'Sub total': '₹2,112.50',
      'GST reversed': '₹380.25',
      'Round off': '₹0.25',
      Total: '₹2,493.00',
    });
  });

  it('warns when the note is more than the bill still owes, and sends nothing', async () => {
    // ₹2,000 of the ₹4,925 was paid: ₹2,925 is owed.
    const paid = { totalAmountReceived: 2000, balanceDue: 2925, status: 'Partial' as const };
    const { user, fetchMock } = await openBill(buildBill(paid), {
      [`GET ${CREDITS_PATH}`]: { status: 200, body: buildCredits({ balanceDue: 2925 }) },
    });
    const dialog = await openCreditNote(user);
    await user.click(within(dialog).getByRole('button', { name: 'Credit the whole bill' }));
    const warning = 'A credit note can be at most what the bill still owes (₹2,925.00)';
    expect(within(dialog).getByRole('alert')).toHaveTextContent(warning);
    expect(facts('Credit note total')).toEqual({ Total: '₹4,925.00' });

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Billed twice');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    // Refused: said once, beside the buttons, where a phone shows it whatever is scrolled into view.
    expect(
      within(dialog)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual([warning]);
    expect(callsTo(fetchMock, 'POST', CREDITS_PATH)).toBe(0);

    // Less, and the warning goes.
    await user.clear(creditBox(dialog, 'Maintenance'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(preview()).toMatchObject({ Total: '₹500.00', 'Balance after this note': '₹2,425.00' });
  });

  it('says what is missing or too much before sending, in the server’s words', async () => {
    const { user, fetchMock } = await openBill(buildBill());
    const dialog = await openCreditNote(user);
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter an amount to credit on at least one line',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'Please enter the reason for the credit note',
    );
    // Above what is left on the line: said as it is typed, and the figures wait.
    await user.type(creditBox(dialog, 'Sinking fund'), '500.01');
    expect(creditBox(dialog, 'Sinking fund')).toHaveAccessibleDescription(
      'At most ₹500.00 is left to credit on this line',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(facts('Credit note total')).toEqual({ Total: '—' });
    await user.clear(creditBox(dialog, 'Sinking fund'));
    await user.type(creditBox(dialog, 'Sinking fund'), '12.345');
    expect(creditBox(dialog, 'Sinking fund')).toHaveAccessibleDescription(
      'The amount to credit can have at most 2 decimals',
    );
    expect(callsTo(fetchMock, 'POST', CREDITS_PATH)).toBe(0);
  });

  it('puts the server’s refusal under the line it was about, and stays open', async () => {
    // Another note took ₹300 off the sinking fund meanwhile, elsewhere: the server knows less is left.
    const message = 'At most ₹200.00 is left to credit on this line';
    const { user, fetchMock } = await openBill(buildBill(), {
      [`POST ${CREDITS_PATH}`]: {
        status: 400,
        body: { message, errors: [{ path: 'lines.0.amount', message }] },
      },
    });
    const dialog = await openCreditNote(user);
    await user.type(creditBox(dialog, 'Sinking fund'), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fund waived');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    // The request's first line was the bill's second: the message is under the sinking fund.
    expect(postedBodies(fetchMock)).toEqual([
      { date: '2026-11-26', reason: 'Fund waived', lines: [{ line: 1, amount: 500 }] },
    ]);
    expect(creditBox(dialog, 'Sinking fund')).toHaveAccessibleDescription(message);
    expect(creditBox(dialog, 'Maintenance')).not.toHaveAccessibleDescription(message);
    expect(screen.getByRole('dialog', { name: DIALOG })).toBeInTheDocument();
  });

  it('shows a failed read with Try again, and closes on Escape', async () => {
    let fails = true;
    const { user } = await openBill(buildBill(), {
      [`GET ${CREDITS_PATH}`]: async () =>
        fails ? json(500, { message: 'Something went wrong' }) : json(200, buildCredits()),
    });
    await user.click(screen.getByRole('button', { name: 'Credit note' }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG }, { timeout: 10_000 });
    // Server errors are tried three times before they are shown.
    expect(
      await within(dialog).findByText('Something went wrong', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    fails = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(screen.getByRole('dialog', { name: DIALOG })).findByRole('textbox', {
        name: 'Credit on Maintenance',
      }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await dialogClosed();
  });

  it('fills the phone’s screen, a card per line', async () => {
    setViewport('phone');
    const { user } = await openBill(buildBill());
    const dialog = await openCreditNote(user);
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
    const lines = within(dialog).getByRole('list', { name: 'Lines to credit' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => line.firstElementChild?.textContent),
    ).toEqual([
      'MaintenanceBilled ₹3,750.00 · Credited ₹0.00 · Left ₹3,750.00',
      'Sinking fund · No GSTBilled ₹500.00 · Credited ₹0.00 · Left ₹500.00',
    ]);
    await user.type(creditBox(dialog, 'Maintenance'), '1000');
    expect(facts('Credit note total')).toEqual({ Total: '₹1,180.00' });
  });
});

describe('the Credit note button and the Credited line', () => {
  it('offers no credit note on a quotation, a replaced bill or a settled one', async () => {
    for (const invoice of [
      buildBill({ type: 'Quotation' }),
      buildBill({ replacedBy: { _id: 'inv-2', invoiceNumber: '008' } }),
      buildBill({ status: 'Paid', totalAmountReceived: 4925, balanceDue: 0 }),
    ]) {
      const { unmount } = await openBill(invoice);
      expect(screen.queryByRole('button', { name: 'Credit note' })).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('shows the public view what was credited, with no way to credit', async () => {
    stubApi({
      [`GET ${INVOICE_PATH}`]: {
        status: 200,
        body: buildPublicInvoice({ totalCredited: 1180, balanceDue: 1673 }),
      },
    });
    renderApp('/invoice/inv-1');
    await screen.findByRole('region', { name: 'From' }, { timeout: 10_000 });
    expect(facts('Payments')).toEqual({ Credited: '₹1,180.00', Paid: '₹2,000.00', Balance: '₹1,673.00' });
    expect(screen.queryByRole('button', { name: 'Credit note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Credit notes' })).not.toBeInTheDocument();
  });
});
