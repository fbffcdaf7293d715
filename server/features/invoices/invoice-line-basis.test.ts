import {
  FIXED_QUANTITY_REQUIRED_MESSAGE,
  ITEM_PRICE_REQUIRED_MESSAGE,
  LINE_BASIS_MESSAGE,
} from '@domain/api/invoices';
import { addDays, todayIn } from '@domain/dates';
import { MAX_FIXED_QUANTITY } from '@domain/line-basis';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

/** Lines billed per sq.ft of the flat (the default) and lines of a fixed amount, on the same invoice. */
describeEachDatabase('invoice line basis', (context) => {
  /** An owner with a flat of 1,250.50 sq.ft at ₹3.25 per sq.ft, and a smaller flat of 100 sq.ft. */
  async function owner() {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const { customer } = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 125_050, price_per_sqft_paise: 325 },
    });
    const { customer: small } = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 10_000, price_per_sqft_paise: 325, flat: 'B-101' },
    });
    return { ...tenant, customer, small, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function create(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/invoices', headers, payload });
  }

  function patch(id: string, headers: Headers, payload: object) {
    return context.app.inject({ method: 'PATCH', url: `/api/v2/invoices/${id}`, headers, payload });
  }

  async function getJson(url: string, headers: Partial<Headers> = {}) {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  }

  async function storedItems(businessId: string) {
    return context.app.database.db
      .selectFrom('invoice_items')
      .select(['item_name', 'basis', 'quantity_hundredths', 'amount_paise'])
      .where('business_id', '=', businessId)
      .orderBy('invoice_id')
      .orderBy('position')
      .execute();
  }

  const maintenance = { itemName: 'Maintenance', unitPrice: 3.25 };
  const parking = { itemName: 'Parking', unitPrice: 500, basis: 'fixed', quantity: 1 };

  /**
   * What the API answers for a line, with the figures that do not matter here at their defaults: a
   * taxable line at the bill's rate (18 % unless said), its SAC the default, taxed on its whole amount.
   */
  type Line = { itemName: string; basis: string; unitPrice: number; quantity: number; amount: number };
  function line(values: Line & { discount?: number; overDues?: number; gstRate?: number }) {
    return {
      discount: 0,
      overDues: 0,
      gstTreatment: 'taxable',
      hsn: '995419',
      gstRate: 18,
      taxableValue: values.amount,
      exemption: null,
      ...values,
    };
  }

  it('bills a maintenance line per sq.ft and a parking line of a fixed ₹500, exactly, and reads them back', async () => {
    const { business, customer, headers } = await owner();
    // Maintenance 1,250.50 sq.ft × ₹3.25 = 4,064.125 → 4,064.13; Parking 1 × ₹500 = 500.00;
    // sub total 4,564.13; GST 18 % = 821.5434 → 821.54; total 5,385.67 → 5,386.
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance, parking],
      rates: 18,
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    const lines = [
      line({ itemName: 'Maintenance', basis: 'area', unitPrice: 3.25, quantity: 1250.5, amount: 4064.13 }),
      line({ itemName: 'Parking', basis: 'fixed', unitPrice: 500, quantity: 1, amount: 500 }),
    ];
    expect(invoice.items).toEqual(lines);
    expect(invoice).toMatchObject({ subTotal: 4564.13, vat: 821.54, total: 5386, balanceDue: 5386 });

    // The owner's view and the public link read the same lines.
    expect((await getJson(`/api/v2/invoices/${invoice._id}`, headers)).items).toEqual(lines);
    expect((await getJson(`/api/v2/invoices/${invoice._id}`)).items).toEqual(lines);
    expect(await storedItems(business.id)).toEqual([
      { item_name: 'Maintenance', basis: 'area', quantity_hundredths: 125_050, amount_paise: 406_413 },
      { item_name: 'Parking', basis: 'fixed', quantity_hundredths: 100, amount_paise: 50_000 },
    ]);
  });

  it('takes 1 for a fixed line without a quantity, a typed decimal quantity, and the flat area for old clients', async () => {
    const { customer, headers } = await owner();
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [
        { itemName: 'Festival fund', unitPrice: 1100, basis: 'fixed' },
        {
          itemName: 'Parking, 2 slots',
          unitPrice: 500,
          basis: 'fixed',
          quantity: 2,
          discount: 10,
          overDues: 2,
        },
        { itemName: 'Water, kl', unitPrice: 42.4, basis: 'fixed', quantity: 12.5 },
        // An older client sends no basis and its own quantity, which is ignored: the flat's area.
        { ...maintenance, quantity: 1, amount: 1 },
        { ...maintenance, itemName: 'Sinking fund', basis: 'area', quantity: 0 },
      ],
      rates: 0,
    });
    expect(response.statusCode).toBe(201);
    const invoice = response.json();
    // 1 × 1,100 = 1,100.00; 2 × 500 = 1,000 × (1 + 2 % − 10 %) = 920.00; 12.5 × 42.40 = 530.00;
    // 1,250.50 × 3.25 = 4,064.13 twice; sub total 10,678.26; no GST; total 10,678.
    expect(invoice.items).toEqual([
      line({
        gstRate: 0,
        itemName: 'Festival fund',
        basis: 'fixed',
        unitPrice: 1100,
        quantity: 1,
        amount: 1100,
      }),
      line({
        gstRate: 0,
        itemName: 'Parking, 2 slots',
        basis: 'fixed',
        unitPrice: 500,
        quantity: 2,
        discount: 10,
        overDues: 2,
        amount: 920,
      }),
      line({
        gstRate: 0,
        itemName: 'Water, kl',
        basis: 'fixed',
        unitPrice: 42.4,
        quantity: 12.5,
        amount: 530,
      }),
      line({
        gstRate: 0,
        itemName: 'Maintenance',
        basis: 'area',
        unitPrice: 3.25,
        quantity: 1250.5,
        amount: 4064.13,
      }),
      line({
        gstRate: 0,
        itemName: 'Sinking fund',
        basis: 'area',
        unitPrice: 3.25,
        quantity: 1250.5,
        amount: 4064.13,
      }),
    ]);
    expect(invoice).toMatchObject({ subTotal: 10_678.26, vat: 0, total: 10_678 });
  });

  it.each([
    [0, 'The quantity must be more than 0'],
    [-2, 'The quantity must be more than 0'],
    [1.234, 'The quantity can have at most 2 decimals'],
    [MAX_FIXED_QUANTITY + 1, `The quantity must be at most ${MAX_FIXED_QUANTITY}`],
    ['2', FIXED_QUANTITY_REQUIRED_MESSAGE],
    [null, FIXED_QUANTITY_REQUIRED_MESSAGE],
  ])('refuses a fixed line with the quantity %s, storing nothing', async (quantity, message) => {
    const { business, customer, headers } = await owner();
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance, { ...parking, quantity }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, errors: [{ path: 'items.1.quantity', message }] });
    expect(await storedItems(business.id)).toEqual([]);
  });

  it('charges GST on taxable lines only, and keeps an exempt line or a levy through an edit', async () => {
    const { customer, headers } = await owner();
    const sinking = {
      itemName: 'Sinking fund',
      unitPrice: 500,
      basis: 'fixed',
      quantity: 1,
      gstTreatment: 'exempt',
    };
    const tax = {
      itemName: 'Property tax',
      unitPrice: 250,
      basis: 'fixed',
      quantity: 1,
      gstTreatment: 'levy',
    };
    // 4,064.13 taxable → GST 731.5434 → 731.54; sub total 4,814.13; total 5,545.67 → 5,546.
    const response = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance, sinking, tax],
    });
    expect(response.statusCode, response.body).toBe(201);
    const invoice = response.json();
    expect(invoice.items.map((item: { gstTreatment: string }) => item.gstTreatment)).toEqual([
      'taxable',
      'exempt',
      'levy',
    ]);
    expect(invoice).toMatchObject({ subTotal: 4814.13, vat: 731.54, total: 5546 });
    // A new GST rate recomputes on the stored lines, their treatment kept: 12 % of 4,064.13 = 487.70.
    const rated = await patch(invoice._id, headers, { rates: 12 });
    expect(rated.json()).toMatchObject({ subTotal: 4814.13, vat: 487.7, total: 5302 });
    const refused = await create(headers, {
      client: { _id: customer.id },
      items: [{ ...maintenance, gstTreatment: 'zero-rated' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'items.0.gstTreatment', message: 'Choose taxable, exempt or levy' },
    ]);
  });

  it('refuses an unknown basis, and names a missing price before a bad quantity', async () => {
    const { business, customer, headers } = await owner();
    const unknown = await create(headers, {
      client: { _id: customer.id },
      items: [{ ...maintenance, basis: 'per-flat' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: LINE_BASIS_MESSAGE,
      errors: [{ path: 'items.0.basis', message: LINE_BASIS_MESSAGE }],
    });

    const both = await create(headers, {
      client: { _id: customer.id },
      items: [{ itemName: 'Parking', basis: 'fixed', quantity: 0 }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      message: ITEM_PRICE_REQUIRED_MESSAGE,
      errors: [
        { path: 'items.0.unitPrice', message: ITEM_PRICE_REQUIRED_MESSAGE },
        { path: 'items.0.quantity', message: 'The quantity must be more than 0' },
      ],
    });
    expect(await storedItems(business.id)).toEqual([]);
  });

  it('edits: lines change basis, and another customer changes only the per-sq.ft lines', async () => {
    const { customer, small, headers } = await owner();
    const created = await create(headers, { client: { _id: customer.id }, items: [maintenance], rates: 18 });
    expect(created.statusCode).toBe(201);
    const id = created.json()._id;

    // Maintenance 4,064.13 + Parking 2 × 500 = 1,000; sub total 5,064.13; GST 911.5434 → 911.54; total 5,976.
    const added = await patch(id, headers, { items: [maintenance, { ...parking, quantity: 2 }] });
    expect(added.statusCode).toBe(200);
    expect(added.json().items).toEqual([
      line({ itemName: 'Maintenance', basis: 'area', unitPrice: 3.25, quantity: 1250.5, amount: 4064.13 }),
      line({ itemName: 'Parking', basis: 'fixed', unitPrice: 500, quantity: 2, amount: 1000 }),
    ]);
    expect(added.json()).toMatchObject({ subTotal: 5064.13, vat: 911.54, total: 5976 });

    // The smaller flat: Maintenance 100 × 3.25 = 325.00; Parking still 2 × 500; sub total 1,325; GST 238.50.
    const moved = await patch(id, headers, { client: { _id: small.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items).toEqual([
      line({ itemName: 'Maintenance', basis: 'area', unitPrice: 3.25, quantity: 100, amount: 325 }),
      line({ itemName: 'Parking', basis: 'fixed', unitPrice: 500, quantity: 2, amount: 1000 }),
    ]);
    expect(moved.json()).toMatchObject({ subTotal: 1325, vat: 238.5, total: 1564 });

    // Parking per sq.ft now (₹0.50 × 100 sq.ft), and maintenance a fixed ₹3.25.
    const swapped = await patch(id, headers, {
      items: [
        { ...maintenance, basis: 'fixed' },
        { itemName: 'Parking', unitPrice: 0.5, basis: 'area', quantity: 2 },
      ],
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().items).toEqual([
      line({ itemName: 'Maintenance', basis: 'fixed', unitPrice: 3.25, quantity: 1, amount: 3.25 }),
      line({ itemName: 'Parking', basis: 'area', unitPrice: 0.5, quantity: 100, amount: 50 }),
    ]);
  });

  it('copies each line’s basis and quantity to the late-fee invoice', async () => {
    const { business, customer, headers } = await owner();
    const today = todayIn(business.time_zone, new Date());
    const created = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance, { ...parking, quantity: 2 }],
      rates: 18,
      date: addDays(today, -40),
      dueDate: addDays(today, -10),
    });
    expect(created.statusCode).toBe(201);

    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers,
      payload: { from: created.json()._id },
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    // 4,064.125 × 1.02 = 4,145.4075 → 4,145.41; 2 × 500 × 1.02 = 1,020.00; sub total 5,165.41;
    // GST 18 % = 929.7738 → 929.77; total 6,095.18 → 6,095.
    expect(data.items).toEqual([
      line({
        itemName: 'Maintenance',
        basis: 'area',
        unitPrice: 3.25,
        quantity: 1250.5,
        overDues: 2,
        amount: 4145.41,
      }),
      line({ itemName: 'Parking', basis: 'fixed', unitPrice: 500, quantity: 2, overDues: 2, amount: 1020 }),
    ]);
    expect(data).toMatchObject({ subTotal: 5165.41, vat: 929.77, total: 6095 });
  });
});
