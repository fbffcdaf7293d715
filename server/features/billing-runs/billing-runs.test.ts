import { randomUUID } from 'node:crypto';
import {
  BILLING_RUN_DELETED_MESSAGE,
  DUE_BEFORE_BILL_DATE_MESSAGE,
  NO_HEADS_MESSAGE,
  PERIOD_MESSAGE,
  TYPED_HEAD_ONLY_MESSAGE,
} from '@domain/api/billing-runs';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('billing runs: draft and preview', (context) => {
  async function society() {
    const tenant = await buildBusiness(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = (block: string, floor: string, flat: string, values: object = {}) =>
      buildCustomer(context.app.database.db, {
        parent: tenant,
        values: { name: `Resident ${flat}`, block, floor, flat, ...values },
      }).then(({ customer }) => customer);
    // Natural order: A-2 before A-10, block A before block B.
    const a10 = await flat('A', '1', 'A-10', { area_hundredths: 125_050, parking_slots: 1 });
    const a2 = await flat('A', '0', 'A-2', { area_hundredths: 100_000, occupancy: 'let_out' });
    const b1 = await flat('B', '0', 'B-1', {
      area_hundredths: 90_025,
      parking_slots: 2,
      email: '',
      phone: '',
    });
    return { ...tenant, headers, flats: { a2, a10, b1 } };
  }

  const head = (headers: Headers, payload: object) => addBillHead(context.app, headers, payload);

  function draft(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/billing-runs', headers, payload });
  }

  async function preview(headers: Headers, id: string) {
    const response = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${id}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function standardHeads(headers: Headers) {
    const maintenance = await head(headers, { name: 'Maintenance', basis: 'area', rate: 3.25 });
    const sinking = await head(headers, {
      name: 'Sinking fund',
      basis: 'flat',
      rate: 500,
      gstTreatment: 'exempt',
    });
    const parking = await head(headers, { name: 'Parking', basis: 'parking', rate: 300 });
    const nonOccupancy = await head(headers, {
      name: 'Non-occupancy charges',
      basis: 'percent',
      rate: 10,
      percentOf: [maintenance],
      appliesTo: 'let_out',
    });
    const water = await head(headers, { name: 'Water', basis: 'typed', rate: 0, gstTreatment: 'exempt' });
    const tax = await head(headers, { name: 'Property tax', basis: 'flat', rate: 250, gstTreatment: 'levy' });
    return { maintenance, sinking, parking, nonOccupancy, water, tax };
  }

  it('drafts a month with its default dates and every active head, issuing nothing', async () => {
    const { headers, business } = await society();
    const heads = await standardHeads(headers);
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/bill-heads/${heads.tax}`,
      headers,
      payload: { active: false },
    });
    const response = await draft(headers, { period: '2026-11' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      period: '2026-11',
      periodLabel: 'November 2026',
      billDate: '2026-11-01',
      dueDate: '2026-11-15',
      flats: { kind: 'all' },
      status: 'draft',
      publishedAt: null,
      collection: { bills: 0, billed: 0, collected: 0, percent: 0 },
    });
    expect(response.json().heads.map((entry: { name: string }) => entry.name)).toEqual([
      'Maintenance',
      'Sinking fund',
      'Parking',
      'Non-occupancy charges',
      'Water',
    ]);
    const invoices = await context.app.database.db
      .selectFrom('invoices')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(invoices).toEqual([]);
  });

  it('previews each flat in flat order with every head to the paisa, GST on taxable heads only', async () => {
    const { headers, flats } = await society();
    await standardHeads(headers);
    const run = (await draft(headers, { period: '2026-11' })).json();
    const shown = await preview(headers, run._id);
    expect(shown.heads.map((entry: { name: string }) => entry.name)).toEqual([
      'Maintenance',
      'Sinking fund',
      'Parking',
      'Non-occupancy charges',
      'Water',
      'Property tax',
    ]);
    expect(shown.rows.map((row: { flat: { flat: string } }) => row.flat.flat)).toEqual([
      'A-2',
      'A-10',
      'B-1',
    ]);
    const [a2, a10, b1] = shown.rows;
    // 1,000 sq.ft × ₹3.25 = ₹3,250; let out: 10 % of it = ₹325; no parking; water 0.
    // Taxable: 3,250 + 325 = 3,575 → GST 18 % = ₹643.50; total 3,250 + 500 + 325 + 250 + 643.50 = 4,968.50 → ₹4,969.
    expect(a2).toMatchObject({
      amounts: [3250, 500, null, 325, 0, 250],
      subTotal: 4325,
      gst: 643.5,
      total: 4969,
      arrears: 0,
      flags: [],
      billed: null,
    });
    expect(a2.flat).toEqual({
      _id: flats.a2.id,
      name: 'Resident A-2',
      block: 'A',
      floor: '0',
      flat: 'A-2',
      area: 1000,
      parkingSlots: 0,
      occupancy: 'let_out',
    });
    // 1,250.50 × 3.25 = 4,064.125 → ₹4,064.13; 1 slot ₹300; owner-occupied.
    // Taxable 4,364.13 → GST 785.5434 → ₹785.54; total 4,064.13 + 500 + 300 + 250 + 785.54 = 5,899.67 → ₹5,900.
    expect(a10).toMatchObject({ amounts: [4064.13, 500, 300, null, 0, 250], gst: 785.54, total: 5900 });
    // B-1: 900.25 × 3.25 = 2,925.8125 → ₹2,925.81; 2 slots ₹600; no e-mail or phone.
    expect(b1).toMatchObject({ amounts: [2925.81, 500, 600, null, 0, 250], flags: ['no_contact'] });
    expect(shown.totals).toEqual({
      heads: [10239.94, 1500, 900, 325, 0, 750],
      subTotal: 13714.94,
      gst: a2.gst + a10.gst + b1.gst,
      total: a2.total + a10.total + b1.total,
      arrears: 0,
      flats: 3,
    });
    expect(shown.blocks.map((block: { block: string; flats: number }) => [block.block, block.flats])).toEqual(
      [
        ['A', 2],
        ['B', 1],
      ],
    );
    expect(shown.flagCounts).toEqual({
      no_area: 0,
      zero_amount: 0,
      no_contact: 1,
      already_billed: 0,
      bounce_charge: 0,
      interest: 0,
    });
  });

  it('bills a quarter as three months of each monthly head, typed amounts as typed', async () => {
    const { headers, flats } = await society();
    const heads = await standardHeads(headers);
    const run = (await draft(headers, { period: '2026-Q3', flats: { kind: 'block', block: 'A' } })).json();
    expect(run).toMatchObject({ periodLabel: 'Jul–Sep 2026', billDate: '2026-07-01', dueDate: '2026-07-15' });
    const typed = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${run._id}/amounts`,
      headers,
      payload: { amounts: [{ flat: flats.a10.id, head: heads.water, amount: 412.5 }] },
    });
    expect(typed.statusCode, typed.body).toBe(200);
    const [, a10] = typed.json().rows;
    // 1,250.50 × ₹9.75 = 12,192.375 → ₹12,192.38; sinking ₹1,500; parking ₹900; water ₹412.50 as typed.
    expect(a10.amounts).toEqual([12192.38, 1500, 900, null, 412.5, 750]);
    const cleared = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${run._id}/amounts`,
      headers,
      payload: { amounts: [{ flat: flats.a10.id, head: heads.water, amount: null }] },
    });
    expect(cleared.json().rows[1].amounts[4]).toBe(0);
    const notTyped = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${run._id}/amounts`,
      headers,
      payload: { amounts: [{ flat: flats.a10.id, head: heads.maintenance, amount: 1 }] },
    });
    expect(notTyped.statusCode).toBe(400);
    expect(notTyped.json().message).toBe(TYPED_HEAD_ONLY_MESSAGE);
    const otherBlock = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${run._id}/amounts`,
      headers,
      payload: { amounts: [{ flat: flats.b1.id, head: heads.water, amount: 1 }] },
    });
    expect(otherBlock.statusCode).toBe(400);
    expect(otherBlock.json().errors).toEqual([
      { path: 'amounts.0.flat', message: 'That flat does not exist' },
    ]);
  });

  it('types the same amounts twenty times at once without a clash, the last one kept', async () => {
    const { headers, flats } = await society();
    const heads = await standardHeads(headers);
    const run = (await draft(headers, { period: '2026-11' })).json();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        context.app.inject({
          method: 'PUT',
          url: `/api/v2/billing-runs/${run._id}/amounts`,
          headers,
          payload: { amounts: [{ flat: flats.a10.id, head: heads.water, amount: 100 + index }] },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const amounts = await context.app.database.db
      .selectFrom('billing_run_amounts')
      .select('amount_paise')
      .where('run_id', '=', run._id)
      .execute();
    expect(amounts).toHaveLength(1);
  });

  it('keeps the last amount when one request names a flat twice', async () => {
    const { headers, flats } = await society();
    const heads = await standardHeads(headers);
    const run = (await draft(headers, { period: '2026-11' })).json();
    const typed = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${run._id}/amounts`,
      headers,
      payload: {
        amounts: [
          { flat: flats.a10.id, head: heads.water, amount: 120 },
          { flat: flats.a10.id, head: heads.water, amount: 135.5 },
        ],
      },
    });
    expect(typed.statusCode).toBe(200);
    const amounts = await context.app.database.db
      .selectFrom('billing_run_amounts')
      .select('amount_paise')
      .where('run_id', '=', run._id)
      .execute();
    expect(amounts.map((amount) => Number(amount.amount_paise))).toEqual([13_550]);
  });

  it('brings forward what a flat owes on earlier bills, never quotations or other currencies', async () => {
    const tenant = await society();
    const { headers, flats } = tenant;
    await head(headers, { name: 'Maintenance', basis: 'flat', rate: 1000 });
    const parent = { ...tenant, customer: flats.a2 };
    await buildInvoice(context.app.database.db, {
      parent,
      items: [{ itemName: 'October', unitPrice: 120_000, quantity: 100 }],
      gstRate: 0,
      receivedPaise: 20_000,
      values: { status: 'Partial' },
    });
    await buildInvoice(context.app.database.db, {
      parent,
      items: [{ itemName: 'Quote', unitPrice: 50_000, quantity: 100 }],
      values: { type: 'Quotation' },
    });
    await buildInvoice(context.app.database.db, {
      parent,
      items: [{ itemName: 'Dollars', unitPrice: 50_000, quantity: 100 }],
      values: { currency: 'USD' },
    });
    const run = (await draft(headers, { period: '2026-11' })).json();
    const shown = await preview(headers, run._id);
    expect(shown.rows[0].arrears).toBe(1000);
    expect(shown.rows[0].total).toBe(1180);
    expect(shown.totals.arrears).toBe(1000);
  });

  it('flags a flat without area billed per sq.ft and a bill of 0', async () => {
    const tenant = await society();
    const empty = await buildCustomer(context.app.database.db, {
      parent: tenant,
      values: { block: 'C', floor: '0', flat: 'C-1', area_hundredths: 0 },
    });
    await head(tenant.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const run = (
      await draft(tenant.headers, { period: '2026-11', flats: { kind: 'block', block: 'C' } })
    ).json();
    const shown = await preview(tenant.headers, run._id);
    expect(shown.rows).toHaveLength(1);
    expect(shown.rows[0].flat._id).toBe(empty.customer.id);
    expect(shown.rows[0].flags).toEqual(['no_area', 'zero_amount']);
  });

  it('refuses bad drafts with a clear 400 and stores nothing', async () => {
    const tenant = await society();
    const { headers, business } = tenant;
    const stranger = await buildCustomer(context.app.database.db);
    const noHeads = await draft(headers, { period: '2026-11' });
    expect(noHeads.statusCode).toBe(400);
    expect(noHeads.json().message).toBe(NO_HEADS_MESSAGE);
    const heads = await standardHeads(headers);
    const cases: Array<[object, string, string]> = [
      [{ period: '2026-13' }, 'period', PERIOD_MESSAGE],
      [{ period: 'November' }, 'period', PERIOD_MESSAGE],
      [
        { period: '2026-11', billDate: '2026-11-20', dueDate: '2026-11-10' },
        'dueDate',
        DUE_BEFORE_BILL_DATE_MESSAGE,
      ],
      [{ period: '2026-11', dueDate: '2026-10-31' }, 'dueDate', DUE_BEFORE_BILL_DATE_MESSAGE],
      [
        { period: '2026-11', billDate: '2026-02-30' },
        'billDate',
        'The bill date must be a date (YYYY-MM-DD)',
      ],
      [
        { period: '2026-11', flats: { kind: 'flats', flats: [tenant.flats.a2.id, stranger.customer.id] } },
        'flats.flats.1',
        'That flat does not exist',
      ],
      [{ period: '2026-11', heads: [randomUUID()] }, 'heads.0', 'That bill head does not exist'],
      [
        { period: '2026-11', heads: [heads.nonOccupancy] },
        'heads',
        'Non-occupancy charges is a percentage of Maintenance: bill them together',
      ],
      [
        { period: '2026-11', flats: { kind: 'block', block: 'Z' } },
        'flats',
        'No flats to bill: add customers, or choose other flats',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await draft(headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    const runs = await context.app.database.db
      .selectFrom('billing_runs')
      .select('id')
      .where('business_id', '=', business.id)
      .execute();
    expect(runs).toEqual([]);
  });

  it('lists runs newest first and deletes a draft', async () => {
    const { headers } = await society();
    await head(headers, { name: 'Maintenance', basis: 'flat', rate: 1000 });
    const first = (await draft(headers, { period: '2026-10' })).json();
    const second = (await draft(headers, { period: '2026-11' })).json();
    const list = await context.app.inject({ method: 'GET', url: '/api/v2/billing-runs', headers });
    expect(list.json().items.map((run: { _id: string }) => run._id)).toEqual([second._id, first._id]);
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/billing-runs/${first._id}`,
      headers,
    });
    expect(deleted.json()).toEqual({ message: BILLING_RUN_DELETED_MESSAGE });
    const gone = await context.app.inject({
      method: 'GET',
      url: `/api/v2/billing-runs/${first._id}`,
      headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
