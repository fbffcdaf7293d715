import { randomUUID } from 'node:crypto';
import {
  CLIENT_REQUIRED_MESSAGE,
  DATE_TOO_LATE_MESSAGE,
  DUE_BEFORE_DATE_MESSAGE,
  ITEM_NAME_REQUIRED_MESSAGE,
  ITEM_PRICE_REQUIRED_MESSAGE,
} from '@domain/api/invoices';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addMonths, defaultDueDate, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const OWNER_FIELDS = [
  '_id',
  'balanceDue',
  'client',
  'createdAt',
  'creator',
  'currency',
  'date',
  'dueDate',
  'hsn',
  'invoiceNumber',
  'issuer',
  'items',
  'notes',
  'paymentRecords',
  'placeOfSupply',
  'rates',
  'replacedBy',
  'replaces',
  'status',
  'subTotal',
  'taxDocument',
  'taxSplit',
  'taxSummary',
  'total',
  'totalAmountReceived',
  'totalCredited',
  'type',
  'vat',
];
/**
 * The public view leaves the owner's fields out, says how the client may pay (its own test file) and
 * in which language the business writes to its members.
 */
const PUBLIC_FIELDS = [
  ...OWNER_FIELDS.filter((field) => !['creator', 'createdAt', 'paymentRecords'].includes(field)),
  'language',
  'memberPath',
  'paymentOptions',
].sort();

describeEachDatabase('invoices', (context) => {
  /** An owner with one customer: flat area 1,234.50 sq.ft at ₹3.25 per sq.ft. */
  async function owner() {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db, { values: { gstin: '27AAPFU0939F1ZV' } });
    const { customer } = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 123_450, price_per_sqft_paise: 325 },
    });
    return { ...tenant, customer, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function create(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/invoices', headers, payload });
  }

  function getOne(id: string, headers: Partial<Headers> = {}) {
    return context.app.inject({ method: 'GET', url: `/api/v2/invoices/${id}`, headers });
  }

  async function count(headers: Headers): Promise<number> {
    const response = await context.app.inject({ method: 'GET', url: '/api/v2/invoices/count', headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function storedInvoiceCount(businessId: string): Promise<number> {
    const rows = await context.app.database.db
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    return rows.length;
  }

  const maintenance = { itemName: 'Maintenance', unitPrice: 3.25 };

  it('supplies a flat’s bill in the business’s state and any other in its client’s; none without a GSTIN', async () => {
    const db = context.app.database.db;
    const tenant = await owner();
    const { headers } = tenant;
    const company = await buildCustomer(db, {
      parent: tenant,
      values: { flat: '', block: '', floor: '', gstin: '29AAPFU0939F1ZR', name: 'Karnataka Lifts Pvt Ltd' },
    });
    const toCompany = await create(headers, { client: { _id: company.customer.id }, items: [maintenance] });
    expect(toCompany.json().placeOfSupply).toBe('29');
    // Supplied to another state, its GST is integrated GST, whole.
    expect(toCompany.json()).toMatchObject({ vat: 731.54, taxSplit: { kind: 'igst', igst: 731.54 } });
    // Moved to the flat by an edit, it is supplied where the flat is.
    const moved = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${toCompany.json()._id}`,
      headers,
      payload: { client: { _id: tenant.customer.id } },
    });
    expect(moved.json().placeOfSupply).toBe('27');

    const unregistered = await buildBusiness(db);
    const { customer } = await buildCustomer(db, { parent: unregistered });
    const headersOf = await sessionHeadersFor(context.app, unregistered.user);
    const bill = await create(headersOf, { client: { _id: customer.id }, items: [maintenance] });
    expect(bill.json().placeOfSupply).toBeNull();
  });

  it('computes the worked example exactly: 1,234.50 sq.ft × ₹3.25, 5 % discount, 2 % late fee, 18 % GST', async () => {
    const { user, customer, headers } = await owner();
    // Worked by hand, each amount rounded half-up to the paisa:
    //   base      = 1,234.50 × 3.25                    = 4,012.125
    //   amount    = base × (1 + 2 % − 5 %) = × 0.97   = 3,891.76125 → 3,891.76 (half-up, paisa)
    //   sub total = 3,891.76
    //   GST       = 18 % × 3,891.76                    = 700.5168    → 700.52
    //             = CGST 9 % 350.2584 → 350.26 + SGST 9 % 350.26 (a registered society, in its own state)
    //   total     = 3,891.76 + 700.52                  = 4,592.28    → 4,592 (half-up, whole rupee)
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [{ ...maintenance, discount: 5, overDues: 2 }],
      rates: 18,
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    expect(invoice.items).toEqual([
      {
        itemName: 'Maintenance',
        basis: 'area',
        unitPrice: 3.25,
        quantity: 1234.5,
        discount: 5,
        overDues: 2,
        amount: 3891.76,
        gstTreatment: 'taxable',
        hsn: '995419',
        gstRate: 18,
        taxableValue: 3891.76,
        cgst: 350.26,
        sgst: 350.26,
        igst: 0,
        exemption: null,
      },
    ]);
    expect(invoice).toMatchObject({
      invoiceNumber: '001',
      subTotal: 3891.76,
      rates: 18,
      vat: 700.52,
      total: 4592,
      totalAmountReceived: 0,
      balanceDue: 4592,
      status: 'Unpaid',
      // A flat's bill is supplied where the flat is: the business's own state, from its GSTIN. Its
      // GST is central and state GST in equal halves.
      placeOfSupply: '27',
      taxSplit: { kind: 'cgst-sgst', cgst: 350.26, sgst: 350.26 },
      creator: [user.id],
      paymentRecords: [],
      client: {
        _id: customer.id,
        name: customer.name,
        email: customer.email,
        phone: customer.phone,
        gstno: '',
        block: customer.block,
        floor: customer.floor,
        flat: customer.flat,
        flatarea: 1234.5,
      },
    });
    expect(Object.keys(invoice).sort()).toEqual(OWNER_FIELDS);
    const stored = await context.app.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice._id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ sub_total_paise: 389_176, gst_paise: 70_052, total_paise: 459_200 });
    expect(await count(headers)).toBe(1);
  });

  it('fills the defaults and ignores client-sent amounts, quantity and status', async () => {
    const { business, customer, headers } = await owner();
    const response = await create(headers, {
      client: { ...{ name: 'Sent back by the form' }, _id: customer.id },
      items: [{ ...maintenance, quantity: 1, amount: 1 }],
      total: 1,
      subTotal: 1,
      vat: 1,
      status: 'Paid',
      amount: 1,
      totalAmountReceived: 1_000_000,
    });
    expect(response.statusCode).toBe(201);
    const now = new Date();
    // 1,234.50 × 3.25 = 4,012.125 → 4,012.13; GST 18 % = 722.1834 → 722.18; 4,734.31 → 4,734
    expect(response.json()).toMatchObject({
      type: 'Proforma',
      status: 'Unpaid',
      rates: 18,
      hsn: '995419',
      currency: 'INR',
      date: todayIn(DEFAULT_TIME_ZONE, now),
      dueDate: defaultDueDate(now, DEFAULT_TIME_ZONE),
      notes: business.payment_details,
      items: [{ quantity: 1234.5, amount: 4012.13, discount: 0, overDues: 0 }],
      subTotal: 4012.13,
      vat: 722.18,
      total: 4734,
      totalAmountReceived: 0,
      client: { name: customer.name },
    });
  });

  it('keeps what is given: type, GST rate, HSN, currency, dates and notes', async () => {
    const { customer, headers } = await owner();
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [{ itemName: 'Parking <script>alert(1)</script>', unitPrice: 100 }],
      type: 'Invoice',
      rates: 12.5,
      // A registered society's rate off the GST slabs, confirmed.
      customGstRate: true,
      hsn: '9954',
      currency: 'USD',
      date: '2025-01-15',
      dueDate: '2025-02-15',
      notes: 'Pay by UPI\nThank you',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      type: 'Invoice',
      rates: 12.5,
      hsn: '9954',
      currency: 'USD',
      date: '2025-01-15',
      dueDate: '2025-02-15',
      notes: 'Pay by UPI\nThank you',
      items: [{ itemName: 'Parking <script>alert(1)</script>', amount: 123_450 }],
    });
  });

  it('refuses bad input with a clear 400, the field’s own message first, and stores nothing', async () => {
    const { business, customer, headers } = await owner();
    const other = await buildCustomer(context.app.database.db);
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    const client = { _id: customer.id };
    const items = [maintenance];
    const cases: Array<[object, string]> = [
      [{ items }, CLIENT_REQUIRED_MESSAGE],
      [{ client: {}, items }, CLIENT_REQUIRED_MESSAGE],
      [{ client: { _id: 'not-an-id' }, items }, CLIENT_REQUIRED_MESSAGE],
      [{ client: { _id: randomUUID() }, items }, CLIENT_REQUIRED_MESSAGE],
      [{ client: { _id: other.customer.id }, items }, CLIENT_REQUIRED_MESSAGE],
      [{ items: [{}] }, CLIENT_REQUIRED_MESSAGE],
      [{ client, items: [{}] }, ITEM_PRICE_REQUIRED_MESSAGE],
      [{ client, items: [{ itemName: 'Maintenance' }] }, ITEM_PRICE_REQUIRED_MESSAGE],
      [{ client, items: [{ itemName: 'Maintenance', unitPrice: 'abc' }] }, ITEM_PRICE_REQUIRED_MESSAGE],
      [{ client, items: [{ unitPrice: 3.25 }] }, ITEM_NAME_REQUIRED_MESSAGE],
      [{ client, items: [{ itemName: '   ', unitPrice: 3.25 }] }, ITEM_NAME_REQUIRED_MESSAGE],
      [{ client, items: [] }, 'Please add at least one item'],
      [{ client }, 'Please add at least one item'],
      [
        { client, items: Array.from({ length: 1000 }, () => maintenance) },
        'An invoice can have at most 200 items',
      ],
      [{ client, items: [{ ...maintenance, unitPrice: -1 }] }, 'The item price cannot be negative'],
      [
        { client, items: [{ ...maintenance, unitPrice: 3.255 }] },
        'The item price can have at most 2 decimals',
      ],
      [
        { client, items: [{ ...maintenance, discount: 101 }] },
        'The discount must be between 0 and 100 with at most 2 decimals',
      ],
      [
        { client, items: [{ ...maintenance, overDues: -2 }] },
        'The late fee must be between 0 and 100 with at most 2 decimals',
      ],
      [{ client, items, rates: 'x' }, 'The GST rate must be a number between 0 and 100'],
      [{ client, items, rates: 100.5 }, 'The GST rate must be between 0 and 100 with at most 2 decimals'],
      [{ client, items, currency: 'XYZ' }, 'Unknown currency: choose one from the list'],
      [
        { client, items, type: 'Invoice2' },
        'The type must be one of Invoice, Proforma, Receipt, Bill, Quotation',
      ],
      [{ client, items, hsn: '12ab' }, 'The HSN/SAC code must have 4 to 8 digits'],
      [{ client, items, date: '2025-02-30' }, 'The invoice date must be a date (YYYY-MM-DD)'],
      [{ client, items, date: '2025-03-10', dueDate: '2025-03-09' }, DUE_BEFORE_DATE_MESSAGE],
      [{ client, items, date: addMonths(today, 1) }, DATE_TOO_LATE_MESSAGE],
      [{ client, items, notes: 'x'.repeat(5001) }, 'The notes must be at most 5000 characters'],
      [{ client, items, invoiceNumber: 'A-1' }, 'The invoice number must be a whole number, e.g. 007'],
      [{ client, items, invoiceNumber: '000' }, 'The invoice number must be a whole number, e.g. 007'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(headers, payload);
      expect({ payload, status: response.statusCode, message: response.json().message }).toEqual({
        payload,
        status: 400,
        message,
      });
    }
    const both = await create(headers, { client, items: [{}] });
    expect(both.json().errors.map((error: { message: string }) => error.message)).toEqual([
      ITEM_PRICE_REQUIRED_MESSAGE,
      ITEM_NAME_REQUIRED_MESSAGE,
    ]);
    const unknownField = await create(headers, { client, items, creator: ['someone-else'] });
    expect(unknownField.statusCode).toBe(400);
    expect(await storedInvoiceCount(business.id)).toBe(0);
    expect(await count(headers)).toBe(0);
  });

  it('accepts a back-dated invoice and one dated tomorrow, due at the end of its month', async () => {
    const { customer, headers } = await owner();
    const now = new Date();
    const tomorrow = todayIn(DEFAULT_TIME_ZONE, new Date(now.getTime() + 86_400_000));
    const late = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance],
      date: tomorrow,
    });
    expect(late.statusCode).toBe(201);
    expect(late.json().dueDate >= tomorrow).toBe(true);
    const old = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance],
      date: '2020-04-01',
    });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ date: '2020-04-01', dueDate: defaultDueDate(now, DEFAULT_TIME_ZONE) });
  });

  it('stores a typed number padded, answers 409 for one that exists, and numbers on after it', async () => {
    const { business, customer, headers } = await owner();
    const payload = { client: { _id: customer.id }, items: [maintenance] };
    const typed = await create(headers, { ...payload, invoiceNumber: '7' });
    expect(typed.statusCode).toBe(201);
    expect(typed.json().invoiceNumber).toBe('007');
    expect(await count(headers)).toBe(7);

    const again = await create(headers, { ...payload, invoiceNumber: '007' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Invoice number 007 already exists');

    const next = await create(headers, payload);
    expect(next.json().invoiceNumber).toBe('008');
    const lower = await create(headers, { ...payload, invoiceNumber: '3' });
    expect(lower.json().invoiceNumber).toBe('003');
    const blank = await create(headers, { ...payload, invoiceNumber: '' });
    expect(blank.json().invoiceNumber).toBe('009');
    expect(await count(headers)).toBe(9);
    expect(await storedInvoiceCount(business.id)).toBe(4);
  });

  it('numbers each business on its own', async () => {
    const first = await owner();
    const second = await owner();
    await create(first.headers, { client: { _id: first.customer.id }, items: [maintenance] });
    const response = await create(second.headers, {
      client: { _id: second.customer.id },
      items: [maintenance],
    });
    expect(response.json().invoiceNumber).toBe('001');
    const typed = await create(second.headers, {
      client: { _id: second.customer.id },
      items: [maintenance],
      invoiceNumber: '001',
    });
    expect(typed.statusCode).toBe(409);
  });

  it('records a payment of the full total for a new Receipt, so it is Paid', async () => {
    const { customer, headers } = await owner();
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance],
      type: 'Receipt',
      date: '2026-01-10',
      dueDate: '2026-01-31',
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json();
    expect(receipt).toMatchObject({
      type: 'Receipt',
      status: 'Paid',
      total: 4734,
      totalAmountReceived: 4734,
      balanceDue: 0,
    });
    expect(receipt.paymentRecords).toEqual([
      {
        _id: expect.any(String),
        amountPaid: 4734,
        datePaid: '2026-01-10',
        paymentMethod: 'Others',
        note: 'Recorded with the receipt',
        paidBy: customer.name,
      },
    ]);
  });

  it('gives 50 concurrent creates 50 distinct consecutive numbers', async () => {
    const { business, customer, headers } = await owner();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        create(headers, { client: { _id: customer.id }, items: [maintenance] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => response.json().invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, index) => String(index + 1).padStart(3, '0')));
    expect(await count(headers)).toBe(50);
    expect(await storedInvoiceCount(business.id)).toBe(50);
  });

  it('shows the creator everything and anyone else only the public fields', async () => {
    const { business, user, customer, headers } = await owner();
    const created = (await create(headers, { client: { _id: customer.id }, items: [maintenance] })).json();

    const own = await getOne(created._id, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(created);
    expect(created.issuer).toEqual({
      businessName: business.business_name,
      contactAddress: business.contact_address,
      gstno: '27AAPFU0939F1ZV',
      logo: '',
    });

    const intruder = await owner();
    for (const asked of [{}, intruder.headers, { authorization: 'Bearer not-a-token' }]) {
      const response = await getOne(created._id, asked);
      expect(response.statusCode).toBe(200);
      const shown = response.json();
      expect(Object.keys(shown).sort()).toEqual(PUBLIC_FIELDS);
      expect(shown.issuer).toEqual({
        businessName: business.business_name,
        contactAddress: business.contact_address,
        gstno: '27AAPFU0939F1ZV',
        logo: '',
      });
      expect(shown).toMatchObject({ _id: created._id, total: created.total, items: created.items });
      const text = response.body;
      expect(text).not.toContain(user.email);
      expect(text).not.toContain(user.id);
      expect(text).not.toContain(business.id);
    }
  });

  it('answers 404 for an unknown invoice and 400 for a malformed id', async () => {
    const { headers } = await owner();
    expect((await getOne(randomUUID(), headers)).statusCode).toBe(404);
    expect((await getOne(randomUUID())).statusCode).toBe(404);
    expect((await getOne('1', headers)).statusCode).toBe(400);
  });

  it('answers 401 on create and count without a session', async () => {
    const created = await context.app.inject({ method: 'POST', url: '/api/v2/invoices', payload: {} });
    expect(created.statusCode).toBe(401);
    const counted = await context.app.inject({ method: 'GET', url: '/api/v2/invoices/count' });
    expect(counted.statusCode).toBe(401);
  });
});
