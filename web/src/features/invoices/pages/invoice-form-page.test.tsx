import type { TCustomer } from '@domain/api/customers';
import type { TProfile } from '@domain/api/profile';
import { formatMoney } from '@domain/format';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findHeading, renderApp } from '../../../test/render-app';
import { buildSession, storeSession } from '../../../test/session-fixtures';
import { type StubReply, stubApi } from '../../../test/stub-api';
import { facts } from '../test/description-list';
import { buildInvoice, buildNumbering, buildPublicInvoice } from '../test/invoice-fixtures';

const NUMBERING_PATH = '/api/v2/settings/numbering?date=2026-11-22';
const PICKER_PATH = '/api/v2/clients/user?searchQuery=user-1&page=1&limit=25';
const CREATE_PATH = '/api/v2/invoices';
const INVOICE_PATH = '/api/v2/invoices/inv-1';
const PAYMENT_DETAILS = 'Pay by UPI to sunrise@okhdfc';
/** A new invoice's defaults on 22 Nov 2026, which the invoice fixture has too: due at the month's end. */
const TERMS = {
  rates: 18,
  hsn: '995419',
  currency: 'INR',
  type: 'Proforma',
  date: '2026-11-22',
  dueDate: '2026-11-30',
};

/** The customer the owner bills: the API checks the client's id is a UUID. */
const RAVI: TCustomer = {
  _id: '3f1c9a52-8d4b-4e2a-9c1d-7b5e6f4a2c10',
  name: 'Ravi Rao',
  gstno: '27AAPFU0939F1ZV',
  email: 'ravi@example.test',
  phone: '+919820012345',
  block: 'A',
  floor: '3',
  flat: 'A-301',
  state: '',
  flatarea: 1234.5,
  price: 3.25,
  parkingSlots: 0,
  occupancy: 'owner',
  archived: false,
  userId: ['user-1'],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const MEERA: TCustomer = {
  ...RAVI,
  _id: '9b2e4c61-1a7f-4d3b-8e5c-2f6a1b9d0e34',
  name: 'Meera Iyer',
  flat: 'A-302',
};

function customerList(customers: TCustomer[]): StubReply {
  const body = { data: customers, currentPage: 1, numberOfPages: 1, total: customers.length };
  return { status: 200, body };
}

/** The form's requests: the next number, the customer search (all of them, then 'Ravi'), and `replies`. */
function openForm(path: string, replies: Record<string, StubReply> = {}, profile: Partial<TProfile> = {}) {
  storeSession(buildSession({ userProfile: { paymentDetails: PAYMENT_DETAILS, ...profile } }));
  const fetchMock = stubApi({
    [`GET ${NUMBERING_PATH}`]: { status: 200, body: buildNumbering(6) },
    [`GET ${PICKER_PATH}`]: customerList([RAVI, MEERA]),
    [`GET ${PICKER_PATH}&search=Ravi`]: customerList([RAVI]),
    ...replies,
  });
  return { ...renderApp(path), fetchMock };
}

/** The JSON bodies sent with `method` to `path`, in order. */
function bodiesSent(fetchMock: ReturnType<typeof stubApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => url === path && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

function box(name: string): HTMLElement {
  return screen.getByRole('textbox', { name });
}

/** '₹4,512.13' in paise. */
function paiseOf(shown: string): number {
  return Math.round(Number(shown.replace(/[₹,]/g, '')) * 100);
}

/**
 * The live summary's figures, once they read as given; a 'Round off' line shows the difference the
 * rupee rounding makes, whenever there is one.
 */
async function expectSummary(subTotal: string, gst: string, total: string) {
  const roundOff = paiseOf(total) - paiseOf(subTotal) - paiseOf(gst);
  await waitFor(() =>
    expect(facts('Invoice summary')).toEqual({
      'Sub total': subTotal,
      GST: gst,
      ...(roundOff === 0 ? {} : { 'Round off': formatMoney(roundOff, 'INR') }),
      Total: total,
    }),
  );
}

/** The lines of the 'Bill to' block, from the client's name on. */
function billToLines(): string[] {
  const region = screen.getByRole('region', { name: 'Bill to' });
  return [...region.querySelectorAll('p')].map((line) => line.textContent ?? '');
}

/** A line's area (or its Qty box, as empty text) and amount, from the item table's cells. */
function lineFigures(position: number): { area: string; amount: string } {
  const line = within(screen.getByRole('table', { name: 'Items' })).getAllByRole('row')[position];
  const cells = within(line as HTMLElement).getAllByRole('cell');
  // The amount cell holds the amount, then the line's GST choice.
  return { area: cells[2]?.textContent ?? '', amount: cells[6]?.firstElementChild?.textContent ?? '' };
}

async function pickRavi(user: UserEvent) {
  await user.click(await screen.findByRole('combobox', { name: 'Select Customer' }));
  await user.paste('Ravi');
  // The list narrows once the server has searched: the owner picks from its answer.
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ravi RaoBlock A, Floor 3, Flat A-301']),
  );
  await user.click(screen.getByRole('option', { name: /Ravi Rao/ }));
  await screen.findByRole('region', { name: 'Bill to' });
  await waitFor(() => expect(box('Price, line 1')).toHaveValue('3.25'));
}

/** Replaces what a box holds; pasted at once, since every key re-renders the whole form. */
async function typeInto(user: UserEvent, name: string, text: string) {
  await user.clear(box(name));
  await user.paste(text);
}

beforeEach(() => {
  // Only Date: the default invoice date is today and the due date the end of its month.
  vi.setSystemTime(new Date('2026-11-22T06:30:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('invoice form page', () => {
  it('sends an owner without a way to be paid to Settings instead of showing the form', async () => {
    const { fetchMock } = openForm('/invoice', {}, { razorpayKey: '', razorpaySecretSet: false, upiId: '' });
    await findHeading('Create invoice');
    expect(
      await screen.findByText(
        'Add your Razorpay keys or a UPI ID in Settings so your clients can pay, then create invoices here.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.queryByRole('button', { name: 'Continue & Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invoice No.' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('opens a new invoice with the next number and the defaults', async () => {
    openForm('/invoice', {}, { upiId: 'sunrise@okhdfc', razorpayKey: '', razorpaySecretSet: false });
    await findHeading('Create invoice');
    // The counter is 6: the next invoice is 007.
    expect(await screen.findByRole('textbox', { name: 'Invoice No.' })).toHaveValue('007');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Proforma');
    expect(box('Notes / payment details')).toHaveValue(PAYMENT_DETAILS);
    expect(box('GST(%)')).toHaveValue('18');
    expect(box('HSN Number')).toHaveValue('995419');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('India (INR)');
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(box('Price, line 1')).toHaveValue('');
    await expectSummary('₹0.00', '₹0.00', '₹0.00');
  });

  it('asks for the client before sending anything', async () => {
    const { user, fetchMock } = openForm('/invoice');
    await screen.findByRole('textbox', { name: 'Invoice No.' });
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Client field(s) cannot be empty.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select Customer' })).toHaveAccessibleDescription(
      'Client field(s) cannot be empty.',
    );
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([]);
  });

  it('bills the picked customer at their price and previews the amounts as the owner types', async () => {
    const { user } = openForm('/invoice');
    await pickRavi(user);

    expect(billToLines()).toEqual([
      'Ravi Rao',
      'Block A, Floor 3, Flat A-301',
      'ravi@example.test',
      '+91 98200 12345',
      'GSTIN: 27AAPFU0939F1ZV',
      'Area 1,234.50 sq.ft',
    ]);
    expect(screen.queryByRole('combobox', { name: 'Select Customer' })).not.toBeInTheDocument();

    await typeInto(user, 'Disc(%), line 1', '5');
    await typeInto(user, 'Late Fee(2% P.M), line 1', '2');
    // 1,234.50 sq.ft × ₹3.25 = 4,012.125; +2 % −5 % = 3,891.76; GST 18 % = 700.52; total 4,592.28 → 4,592.
    await expectSummary('₹3,891.76', '₹700.52', '₹4,592.00');
    expect(lineFigures(1)).toEqual({ area: '1,234.50', amount: '₹3,891.76' });
    expect(screen.getByLabelText('Amount')).toHaveTextContent('₹4,592.00');
  });

  it('asks for the item’s name and price, and fills the price once a customer is picked', async () => {
    const { user, fetchMock } = openForm('/invoice');
    await screen.findByRole('textbox', { name: 'Invoice No.' });
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    await waitFor(() => expect(box('Price, line 1')).toHaveAccessibleDescription('Please Enter Item Price'));
    expect(box('Item Name, line 1')).toHaveAccessibleDescription('Please Enter Item name');

    await pickRavi(user);
    expect(box('Price, line 1')).not.toHaveAccessibleDescription('Please Enter Item Price');
    expect(screen.queryByText('Client field(s) cannot be empty.')).not.toBeInTheDocument();

    await user.clear(box('Price, line 1'));
    await waitFor(() => expect(box('Price, line 1')).toHaveAccessibleDescription('Please Enter Item Price'));
    expect(box('Item Name, line 1')).toHaveAccessibleDescription('Please Enter Item name');
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([]);
  });

  it('saves the invoice, leaving the suggested number to the server, and opens it on the owner’s page', async () => {
    const saved = buildInvoice({
      _id: 'inv-9',
      status: 'Unpaid',
      paymentRecords: [],
      totalAmountReceived: 0,
    });
    const { user, fetchMock, router } = openForm('/invoice', {
      [`POST ${CREATE_PATH}`]: { status: 201, body: saved },
    });
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Maintenance, November');
    await typeInto(user, 'Disc(%), line 1', '5');
    await typeInto(user, 'Late Fee(2% P.M), line 1', '2');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice generated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/invoice/inv-9'));
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([
      {
        client: { _id: RAVI._id },
        items: [
          { unitPrice: 3.25, itemName: 'Maintenance, November', discount: 5, overDues: 2, basis: 'area' },
        ],
        ...TERMS,
        notes: PAYMENT_DETAILS,
        invoiceNumber: '',
      },
    ]);
    // The saved invoice is shown from the answer, without asking again, inside the owner's navigation.
    await findHeading('Proforma');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('bills a fixed Parking ₹500 line beside the per-sq.ft maintenance, and opens the owner’s page', async () => {
    const saved = buildInvoice({
      _id: 'inv-9',
      status: 'Unpaid',
      paymentRecords: [],
      totalAmountReceived: 0,
    });
    const { user, fetchMock, router } = openForm('/invoice', {
      [`POST ${CREATE_PATH}`]: { status: 201, body: saved },
    });
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Maintenance');
    expect(screen.getByRole('combobox', { name: 'Basis, line 1' })).toHaveValue('area');
    expect(screen.queryByRole('textbox', { name: 'Qty, line 1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await typeInto(user, 'Item Name, line 2', 'Parking');
    const basis = screen.getByRole('combobox', { name: 'Basis, line 2' });
    expect(
      within(basis)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['per sq.ft', 'fixed']);
    await user.selectOptions(basis, 'fixed');
    // A fixed line bills a typed quantity, 1 to begin with, instead of the flat's area.
    expect(box('Qty, line 2')).toHaveValue('1');
    await typeInto(user, 'Price, line 2', '500');
    // 1,234.50 sq.ft × ₹3.25 = 4,012.13; 1 × ₹500; sub total 4,512.13; GST 812.18; total 5,324.31 → 5,324.
    await expectSummary('₹4,512.13', '₹812.18', '₹5,324.00');
    expect(lineFigures(1)).toEqual({ area: '1,234.50', amount: '₹4,012.13' });
    expect(lineFigures(2).amount).toBe('₹500.00');

    await typeInto(user, 'Qty, line 2', '2');
    // 2 × ₹500 = 1,000; sub total 5,012.13; GST 902.18; total 5,914.31 → 5,914.
    await expectSummary('₹5,012.13', '₹902.18', '₹5,914.00');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice generated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/invoice/inv-9'));
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([
      expect.objectContaining({
        items: [
          { unitPrice: 3.25, itemName: 'Maintenance', discount: 0, overDues: 0, basis: 'area' },
          { unitPrice: 500, itemName: 'Parking', discount: 0, overDues: 0, basis: 'fixed', quantity: 2 },
        ],
      }),
    ]);
  });

  it('asks for a fixed line’s quantity, and says what is wrong with it', async () => {
    const { user, fetchMock } = openForm('/invoice');
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Festival fund');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Basis, line 1' }), 'fixed');
    await user.clear(box('Qty, line 1'));
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));
    await waitFor(() => expect(box('Qty, line 1')).toHaveAccessibleDescription('Please enter the quantity'));

    await typeInto(user, 'Qty, line 1', '0');
    await waitFor(() =>
      expect(box('Qty, line 1')).toHaveAccessibleDescription('The quantity must be more than 0'),
    );
    await typeInto(user, 'Qty, line 1', '1.255');
    await waitFor(() =>
      expect(box('Qty, line 1')).toHaveAccessibleDescription('The quantity can have at most 2 decimals'),
    );
    expect(lineFigures(1).amount).toBe('—');
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([]);

    // Back to per sq.ft: the quantity is the flat's area again, and nothing is left to correct.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Basis, line 1' }), 'area');
    expect(screen.queryByRole('textbox', { name: 'Qty, line 1' })).not.toBeInTheDocument();
    expect(lineFigures(1)).toEqual({ area: '1,234.50', amount: '₹4,012.13' });
  });

  it('leaves a fixed line’s price to the owner when the customer is picked', async () => {
    const { user } = openForm('/invoice');
    await screen.findByRole('textbox', { name: 'Invoice No.' });
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Basis, line 2' }), 'fixed');
    await pickRavi(user);
    // The customer's price per sq.ft goes to the per-sq.ft line only.
    expect(box('Price, line 2')).toHaveValue('');
  });

  it('edits an invoice’s fixed line with its basis and quantity', async () => {
    const invoice = buildInvoice({
      items: [
        ...buildInvoice().items,
        {
          itemName: 'Parking',
          basis: 'fixed',
          unitPrice: 500,
          quantity: 2,
          discount: 0,
          overDues: 0,
          amount: 1000,
          gstTreatment: 'taxable',
        },
      ],
    });
    const { user, fetchMock } = openForm('/edit/invoice/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice },
      [`PATCH ${INVOICE_PATH}`]: { status: 200, body: invoice },
    });
    await findHeading('Edit invoice');
    expect(await screen.findByRole('combobox', { name: 'Basis, line 2' })).toHaveValue('fixed');
    expect(box('Qty, line 2')).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Basis, line 1' })).toHaveValue('area');
    // 1,250 sq.ft × ₹3.29 = 4,112.50; 2 × ₹500 = 1,000; sub total 5,112.50; GST 920.25; total 6,032.75 → 6,033.
    await expectSummary('₹5,112.50', '₹920.25', '₹6,033.00');
    await typeInto(user, 'Qty, line 2', '3');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    const [body] = bodiesSent(fetchMock, 'PATCH', INVOICE_PATH);
    expect(body).toMatchObject({
      items: [
        { unitPrice: 3.29, itemName: 'Maintenance Nov 2026', discount: 0, overDues: 0, basis: 'area' },
        { unitPrice: 500, itemName: 'Parking', discount: 0, overDues: 0, basis: 'fixed', quantity: 3 },
      ],
    });
  });

  it('previews a registered housing society’s ₹7,500 rule: a month within it untaxed, above it CGST and SGST on the whole', async () => {
    const { user, fetchMock } = openForm(
      '/invoice',
      {
        'GET /api/v2/settings/gst': {
          status: 200,
          body: { housingSociety: true, rwaMode: 'whole', turnoverThreshold: 0, roundOff: false },
        },
        'GET /api/v2/settings/gst/turnover?date=2026-11-22': {
          status: 200,
          body: {
            financialYear: '2026-27',
            from: '2026-04-01',
            to: '2027-03-31',
            turnover: 0,
            threshold: 0,
            percent: 100,
            warning: true,
            exceeded: false,
          },
        },
      },
      { gstno: '27AAPFU0939F1ZV' },
    );
    await pickRavi(user);
    // 1,234.50 sq.ft × ₹3.25 = ₹4,012.13: within ₹7,500 a month, no GST; totals kept exact to the paisa.
    await waitFor(() =>
      expect(facts('Invoice summary')).toEqual({ 'Sub total': '₹4,012.13', Total: '₹4,012.13' }),
    );
    await typeInto(user, 'Price, line 1', '7');
    // ₹8,641.50 is above it: GST on the whole, 9 % each way = ₹777.735 → ₹777.74.
    await waitFor(() =>
      expect(facts('Invoice summary')).toEqual({
        'Sub total': '₹8,641.50',
        'CGST(9%)': '₹777.74',
        'SGST(9%)': '₹777.74',
        Total: '₹10,196.98',
      }),
    );
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v2/settings/gst/turnover?date=2026-11-22',
      expect.anything(),
    );
  });

  it('previews IGST for a flat in another state, as the server will bill it', async () => {
    const goaFlat = { ...RAVI, state: '30' };
    const { user } = openForm(
      '/invoice',
      {
        [`GET ${PICKER_PATH}`]: customerList([goaFlat, MEERA]),
        [`GET ${PICKER_PATH}&search=Ravi`]: customerList([goaFlat]),
        'GET /api/v2/settings/gst': {
          status: 200,
          body: { housingSociety: false, rwaMode: 'whole', turnoverThreshold: 0, roundOff: false },
        },
      },
      { gstno: '27AAPFU0939F1ZV' },
    );
    await pickRavi(user);
    // 1,234.50 sq.ft × ₹3.25 = ₹4,012.13; IGST 18 % = ₹722.1834 → ₹722.18, one figure at the whole rate.
    await waitFor(() =>
      expect(facts('Invoice summary')).toEqual({
        'Sub total': '₹4,012.13',
        'IGST(18%)': '₹722.18',
        Total: '₹4,734.31',
      }),
    );
  });

  it('keeps an exempt line exempt: no GST on it in the summary, and sent back as exempt', async () => {
    const invoice = buildInvoice({
      items: [
        ...buildInvoice().items,
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
    });
    const { user, fetchMock } = openForm('/edit/invoice/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice },
      [`PATCH ${INVOICE_PATH}`]: { status: 200, body: invoice },
    });
    await findHeading('Edit invoice');
    // GST 18 % of the taxable 4,112.50 only = 740.25; 4,612.50 + 740.25 = 5,352.75 → 5,353.
    await expectSummary('₹4,612.50', '₹740.25', '₹5,353.00');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));
    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    const [body] = bodiesSent(fetchMock, 'PATCH', INVOICE_PATH);
    expect(body).toMatchObject({
      items: [{ itemName: 'Maintenance Nov 2026' }, { itemName: 'Sinking fund', gstTreatment: 'exempt' }],
    });
    expect((body as { items: object[] }).items[0]).not.toHaveProperty('gstTreatment');
  });

  it('goes to /expired without a word when the plan ends before the invoice is saved', async () => {
    const { user, router } = openForm('/invoice', {
      [`POST ${CREATE_PATH}`]: { status: 403, body: { message: 'Plan expired' } },
    });
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Maintenance, November');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    await findHeading('Plan Expired!!!');
    await waitFor(() => expect(router.state.location.pathname).toBe('/expired'));
    expect(screen.queryByText(/Plan expired/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('numbered by financial year, shows the next number of the date’s year and leaves it to the server', async () => {
    const saved = buildInvoice({ _id: 'inv-9', invoiceNumber: '2026-27/004', status: 'Unpaid' });
    const { user, fetchMock } = openForm('/invoice', {
      [`GET ${NUMBERING_PATH}`]: { status: 200, body: buildNumbering(6, { next: '2026-27/004' }) },
      [`POST ${CREATE_PATH}`]: { status: 201, body: saved },
    });
    const number = await screen.findByRole('textbox', { name: 'Invoice No.' });
    expect(number).toHaveValue('2026-27/004');
    expect(number).toHaveAccessibleDescription('Next of 2026-27, the year of the date; or type a serial (7)');
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Maintenance, November');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice generated successfully')).toBeInTheDocument();
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([
      expect.objectContaining({ date: '2026-11-22', invoiceNumber: '' }),
    ]);
  });

  it('sends a typed number and shows the server’s refusal under it', async () => {
    const message = 'Invoice number 042 already exists';
    const { user, fetchMock, router } = openForm('/invoice', {
      [`POST ${CREATE_PATH}`]: {
        status: 409,
        body: { message, errors: [{ path: 'invoiceNumber', message }] },
      },
    });
    await pickRavi(user);
    await typeInto(user, 'Item Name, line 1', 'Maintenance, November');
    await typeInto(user, 'Invoice No.', '042');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    await waitFor(() => expect(box('Invoice No.')).toHaveAccessibleDescription(message));
    expect(router.state.location.pathname).toBe('/invoice');
    expect(bodiesSent(fetchMock, 'POST', CREATE_PATH)).toEqual([
      expect.objectContaining({
        invoiceNumber: '042',
        items: [
          { unitPrice: 3.25, itemName: 'Maintenance, November', discount: 0, overDues: 0, basis: 'area' },
        ],
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Continue & Save' })).toBeEnabled();
  });

  it('edits an invoice with its own values, keeps its Bill to, and goes back to the owner’s page', async () => {
    const invoice = buildInvoice();
    // 1,250 sq.ft × ₹3.29 = 4,112.50, −10 % = 3,701.25; GST 18 % = 666.23; total 4,367.48 → 4,367.
    const updated = buildInvoice({
      items: invoice.items.map((item) => ({ ...item, discount: 10, amount: 3701.25 })),
      subTotal: 3701.25,
      vat: 666.23,
      total: 4367,
      balanceDue: 2367,
    });
    const { user, fetchMock, router } = openForm('/edit/invoice/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice },
      [`PATCH ${INVOICE_PATH}`]: { status: 200, body: updated },
    });
    await findHeading('Edit invoice');

    const number = await screen.findByRole('textbox', { name: 'Invoice No.' });
    expect(number).toHaveValue('007');
    expect(number).toHaveAccessibleDescription('Kept if the date changes; type another to renumber');
    // The invoice's own copy of the client, with the area it was billed for.
    expect(billToLines()).toEqual([
      'Asha Verma',
      'Block A, Floor 2, Flat A-201',
      'asha@example.com',
      '+91 98765 43210',
      'GSTIN: 27AAPFU0939F1ZV',
      'Area 1,250.00 sq.ft',
    ]);
    expect(box('Item Name, line 1')).toHaveValue('Maintenance Nov 2026');
    expect(box('Price, line 1')).toHaveValue('3.29');
    expect(box('Disc(%), line 1')).toHaveValue('0');
    expect(box('Notes / payment details')).toHaveValue('Pay by UPI to sunrise@upi');
    // ₹2,000 of ₹4,853 received.
    expect(screen.getByText('Partial')).toBeInTheDocument();
    await expectSummary('₹4,112.50', '₹740.25', '₹4,853.00');

    await typeInto(user, 'Disc(%), line 1', '10');
    await expectSummary('₹3,701.25', '₹666.23', '₹4,367.00');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/invoice/inv-1'));
    const [body] = bodiesSent(fetchMock, 'PATCH', INVOICE_PATH);
    // The invoice keeps its own copy of the client: an edit that keeps the Bill to sends none.
    expect(body).toEqual({
      items: [
        { unitPrice: 3.29, itemName: 'Maintenance Nov 2026', discount: 10, overDues: 0, basis: 'area' },
      ],
      ...TERMS,
      notes: 'Pay by UPI to sunrise@upi',
      invoiceNumber: '007',
    });
    expect(body).not.toHaveProperty('client');
  });

  it('saves an edit of an invoice whose customer has since been deleted', async () => {
    const invoice = buildInvoice({ client: { ...buildInvoice().client, _id: null } });
    const { user, fetchMock } = openForm('/edit/invoice/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: invoice },
      [`PATCH ${INVOICE_PATH}`]: { status: 200, body: invoice },
    });
    expect(await screen.findByRole('region', { name: 'Bill to' })).toHaveTextContent('Asha Verma');
    await typeInto(user, 'Item Name, line 1', 'Maintenance, November');
    await user.click(screen.getByRole('button', { name: 'Continue & Save' }));

    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    expect(screen.queryByText('Client field(s) cannot be empty.')).not.toBeInTheDocument();
    const [body] = bodiesSent(fetchMock, 'PATCH', INVOICE_PATH);
    expect(body).toMatchObject({ items: [expect.objectContaining({ itemName: 'Maintenance, November' })] });
    expect(body).not.toHaveProperty('client');
  });

  it('offers no form for an invoice that is not the owner’s', async () => {
    const { fetchMock } = openForm('/edit/invoice/inv-1', {
      [`GET ${INVOICE_PATH}`]: { status: 200, body: buildPublicInvoice() },
    });
    await findHeading('Invoice not found');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All invoices' })).toHaveAttribute('href', '/invoices');
    expect(screen.queryByRole('button', { name: 'Continue & Save' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`)).toEqual([
      `GET ${INVOICE_PATH}`,
    ]);
  });
});
