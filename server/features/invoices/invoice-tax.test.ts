import { GST_SLAB_MESSAGE } from '@domain/invoice-tax';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('invoice tax by line', (context) => {
  /** A society in Maharashtra, registered or not, with a flat of 1,000 sq.ft and a Karnataka company. */
  async function society(registration: { gstin?: string; state_code?: string }) {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db, { values: registration });
    const { customer: flat } = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 100_000, price_per_sqft_paise: 375 },
    });
    const { customer: company } = await buildCustomer(db, {
      parent: tenant,
      values: { flat: '', block: '', floor: '', gstin: '29AAPFU0939F1ZR', name: 'Karnataka Lifts Pvt Ltd' },
    });
    return { ...tenant, flat, company, headers: await sessionHeadersFor(context.app, tenant.user) };
  }
  const registered = { gstin: '27AAPFU0939F1ZV' };

  function create(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/invoices', headers, payload });
  }

  async function storedLines(businessId: string) {
    return context.app.database.db
      .selectFrom('invoice_items')
      .select([
        'item_name',
        'hsn',
        'gst_rate_basis_points',
        'taxable_value_paise',
        'cgst_paise',
        'sgst_paise',
        'igst_paise',
        'tax_exemption',
      ])
      .where('business_id', '=', businessId)
      .orderBy('position')
      .execute();
  }

  // Maintenance 1,000 sq.ft × ₹3.75 = ₹3,750.00 at 18 %; parking ₹333.33 at 5 % (SAC 9966); sinking fund ₹500 exempt.
  const lines = [
    { itemName: 'Maintenance', unitPrice: 3.75 },
    { itemName: 'Parking', unitPrice: 333.33, basis: 'fixed', quantity: 1, gstRate: 5, hsn: '9966' },
    { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' },
  ];

  it('taxes a registered society’s flat bill line by line in CGST and SGST, with a summary by rate', async () => {
    const { business, flat, headers } = await society(registered);
    const response = await create(headers, { client: { _id: flat.id }, items: lines, rates: 18 });
    expect(response.statusCode).toBe(201);
    const bill = response.json();
    // 9 % of 3,750.00 = 337.50 each; 2.5 % of 333.33 = 8.33325 → 8.33 each; GST 691.66;
    // 4,583.33 + 691.66 = 5,274.99 → 5,275.
    expect(bill).toMatchObject({
      subTotal: 4583.33,
      vat: 691.66,
      total: 5275,
      placeOfSupply: '27',
      taxDocument: 'Tax Invoice',
      taxSplit: { kind: 'cgst-sgst', cgst: 345.83, sgst: 345.83 },
      taxSummary: [
        { rate: 5, taxableValue: 333.33, cgst: 8.33, sgst: 8.33, igst: 0 },
        { rate: 18, taxableValue: 3750, cgst: 337.5, sgst: 337.5, igst: 0 },
      ],
    });
    expect(bill.items.map((item: { exemption: string | null }) => item.exemption)).toEqual([
      null,
      null,
      'Exempt',
    ]);
    expect(await storedLines(business.id)).toEqual([
      {
        item_name: 'Maintenance',
        hsn: '995419',
        gst_rate_basis_points: 1800,
        taxable_value_paise: 375_000,
        cgst_paise: 33_750,
        sgst_paise: 33_750,
        igst_paise: 0,
        tax_exemption: null,
      },
      {
        item_name: 'Parking',
        hsn: '9966',
        gst_rate_basis_points: 500,
        taxable_value_paise: 33_333,
        cgst_paise: 833,
        sgst_paise: 833,
        igst_paise: 0,
        tax_exemption: null,
      },
      {
        item_name: 'Sinking fund',
        hsn: '995419',
        gst_rate_basis_points: 1800,
        taxable_value_paise: 0,
        cgst_paise: 0,
        sgst_paise: 0,
        igst_paise: 0,
        tax_exemption: 'exempt',
      },
    ]);
  });

  it('taxes a bill to a company in another state in IGST', async () => {
    const { company, headers } = await society(registered);
    const response = await create(headers, { client: { _id: company.id }, items: lines.slice(1), rates: 18 });
    expect(response.statusCode).toBe(201);
    // 5 % of 333.33 = 16.6665 → 16.67; 833.33 + 16.67 = 850.00.
    expect(response.json()).toMatchObject({
      placeOfSupply: '29',
      vat: 16.67,
      total: 850,
      taxDocument: 'Tax Invoice',
      taxSplit: { kind: 'igst', igst: 16.67 },
      taxSummary: [{ rate: 5, taxableValue: 333.33, cgst: 0, sgst: 0, igst: 16.67 }],
    });
  });

  it('supplies a client without a GSTIN in the state chosen on it, in IGST, and an edit keeps that place', async () => {
    const { business, user, headers } = await society(registered);
    const db = context.app.database.db;
    const { customer: trader } = await buildCustomer(db, {
      parent: { business, user },
      values: { flat: '', block: 'TN', floor: '', gstin: null, state_code: '33', name: 'Chennai Traders' },
    });
    const response = await create(headers, { client: { _id: trader.id }, items: lines.slice(1), rates: 18 });
    expect(response.statusCode).toBe(201);
    const bill = response.json();
    expect(bill.client.state).toBe('33');
    expect(bill).toMatchObject({ placeOfSupply: '33', vat: 16.67, taxSplit: { kind: 'igst', igst: 16.67 } });
    // The customer later moves to Maharashtra: the bill keeps the place it was supplied in.
    await db.updateTable('customers').set({ state_code: '27' }).where('id', '=', trader.id).execute();
    const edited = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${bill._id}`,
      headers,
      payload: { items: lines.slice(0, 2) },
    });
    expect(edited.statusCode).toBe(200);
    // 1,250.5 sq.ft × ₹3.75 = 4,689.38 at 18 % = 844.09, and 16.67 as before: 860.76, still IGST to Tamil Nadu.
    expect(edited.json()).toMatchObject({ placeOfSupply: '33', taxSplit: { kind: 'igst', igst: 860.76 } });
    const rebilled = await create(headers, { client: { _id: trader.id }, items: lines.slice(1), rates: 18 });
    expect(rebilled.json()).toMatchObject({
      placeOfSupply: '27',
      taxSplit: { kind: 'cgst-sgst', cgst: 8.33, sgst: 8.33 },
    });
  });

  it('supplies a landlord’s flat in another state where the flat is, in IGST', async () => {
    const { business, user, headers } = await society(registered);
    const { customer: goaFlat } = await buildCustomer(context.app.database.db, {
      parent: { business, user },
      values: { flat: 'Villa 4', area_hundredths: 100_000, price_per_sqft_paise: 375, state_code: '30' },
    });
    const response = await create(headers, { client: { _id: goaFlat.id }, items: lines, rates: 18 });
    expect(response.statusCode).toBe(201);
    // 18 % of 3,750.00 = 675.00; 5 % of 333.33 = 16.67; 4,583.33 + 691.67 = 5,275.00.
    expect(response.json()).toMatchObject({
      placeOfSupply: '30',
      vat: 691.67,
      total: 5275,
      taxSplit: { kind: 'igst', igst: 691.67 },
      taxSummary: [
        { rate: 5, taxableValue: 333.33, cgst: 0, sgst: 0, igst: 16.67 },
        { rate: 18, taxableValue: 3750, cgst: 0, sgst: 0, igst: 675 },
      ],
    });
  });

  it('issues a bill of supply for a registered society’s bill with no taxed line', async () => {
    const { flat, headers } = await society(registered);
    const response = await create(headers, {
      client: { _id: flat.id },
      items: [{ itemName: 'Property tax', unitPrice: 1200, basis: 'fixed', gstTreatment: 'levy' }],
    });
    expect(response.json()).toMatchObject({
      vat: 0,
      total: 1200,
      taxDocument: 'Bill of Supply',
      taxSummary: [],
    });
    expect(response.json().items[0].exemption).toBe('Statutory levy: not taxed');
  });

  it('charges no GST for a society in India without a GSTIN: a bill of supply', async () => {
    const { business, flat, headers } = await society({ state_code: '27' });
    const response = await create(headers, { client: { _id: flat.id }, items: lines, rates: 18 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      subTotal: 4583.33,
      rates: 0,
      vat: 0,
      total: 4583,
      taxDocument: 'Bill of Supply',
      taxSplit: null,
      taxSummary: [],
    });
    const stored = await storedLines(business.id);
    expect(stored.map((line) => [line.taxable_value_paise, line.tax_exemption])).toEqual([
      [0, 'not-registered'],
      [0, 'not-registered'],
      [0, 'not-registered'],
    ]);
  });

  it('keeps one GST per rate for a business outside India’s GST', async () => {
    const { flat, headers } = await society({});
    const response = await create(headers, { client: { _id: flat.id }, items: lines, rates: 18 });
    // 18 % of 3,750.00 = 675.00 and 5 % of 333.33 = 16.67, as the original invoice taxed one rate's sum.
    expect(response.json()).toMatchObject({ vat: 691.67, total: 5275, taxDocument: null, taxSummary: null });
  });

  it('keeps a total exact to the paisa when the business does not round to the rupee', async () => {
    const { business, flat, headers } = await society(registered);
    await context.app.database.db
      .insertInto('gst_settings')
      .values({ business_id: business.id, round_off: 0, updated_at: new Date().toISOString() })
      .execute();
    const response = await create(headers, { client: { _id: flat.id }, items: lines, rates: 18 });
    // 4,583.33 + 691.66 = 5,274.99, kept as it is; the tax lines stay exact either way.
    expect(response.json()).toMatchObject({ subTotal: 4583.33, vat: 691.66, total: 5274.99 });
  });

  it('refuses a registered society’s rate off the GST slabs unless confirmed, storing nothing', async () => {
    const { business, flat, headers } = await society(registered);
    const offSlab = await create(headers, {
      client: { _id: flat.id },
      items: [lines[0], { ...lines[1], gstRate: 10 }],
      rates: 17,
    });
    expect(offSlab.statusCode).toBe(400);
    expect(offSlab.json()).toEqual({
      message: GST_SLAB_MESSAGE,
      errors: [
        { path: 'rates', message: GST_SLAB_MESSAGE },
        { path: 'items.1.gstRate', message: GST_SLAB_MESSAGE },
      ],
    });
    expect(await storedLines(business.id)).toEqual([]);
    const confirmed = await create(headers, {
      client: { _id: flat.id },
      items: [lines[0], { ...lines[1], gstRate: 10 }],
      rates: 17,
      customGstRate: true,
    });
    expect(confirmed.statusCode).toBe(201);
    // 8.5 % of 3,750.00 = 318.75 each; 5 % of 333.33 = 16.6665 → 16.67 each.
    expect(confirmed.json()).toMatchObject({ vat: 670.84 });
  });

  it('keeps an older bill’s single GST figure: shown in halves, never recomputed by an edit of its notes', async () => {
    const { business, user, flat, headers } = await society(registered);
    const db = context.app.database.db;
    // Issued before lines were taxed one by one: GST 18 % of 1,234.57 = 222.22 on the bill, none on its line.
    const { invoice } = await buildInvoice(db, {
      parent: { business, user, customer: flat },
      items: [{ itemName: 'Maintenance', unitPrice: 123_457, quantity: 100, basis: 'fixed' }],
    });
    await db
      .updateTable('invoice_items')
      .set({ hsn: null, gst_rate_basis_points: null, taxable_value_paise: null })
      .where('invoice_id', '=', invoice.id)
      .execute();
    const read = await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${invoice.id}`, headers });
    expect(read.json()).toMatchObject({
      vat: 222.22,
      taxDocument: null,
      taxSummary: null,
      taxSplit: { kind: 'cgst-sgst', cgst: 111.11, sgst: 111.11 },
    });
    const edited = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${invoice.id}`,
      headers,
      payload: { notes: 'Pay by UPI' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ vat: 222.22, taxSummary: null, notes: 'Pay by UPI' });
    expect((await storedLines(business.id)).map((line) => line.taxable_value_paise)).toEqual([null]);
  });
});
