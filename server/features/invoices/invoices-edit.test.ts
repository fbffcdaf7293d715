import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('invoice edit', (context) => {
  /** An owner with one customer: flat area 1,234.50 sq.ft at ₹3.25 per sq.ft. */
  async function owner() {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const { customer } = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 123_450, price_per_sqft_paise: 325 },
    });
    return { ...tenant, customer, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  const maintenance = { itemName: 'Maintenance', unitPrice: 3.25 };

  async function create(headers: Headers, payload: object) {
    const response = await context.app.inject({ method: 'POST', url: '/api/v2/invoices', headers, payload });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  function patch(id: string, headers: Headers, payload: object) {
    return context.app.inject({ method: 'PATCH', url: `/api/v2/invoices/${id}`, headers, payload });
  }

  async function storedState(businessId: string): Promise<string> {
    const db = context.app.database.db;
    const [invoices, items, payments, business] = await Promise.all([
      db.selectFrom('invoices').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db
        .selectFrom('invoice_items')
        .selectAll()
        .where('business_id', '=', businessId)
        .orderBy('id')
        .execute(),
      db.selectFrom('payments').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db.selectFrom('businesses').select('invoice_counter').where('id', '=', businessId).execute(),
    ]);
    return JSON.stringify({ invoices, items, payments, business });
  }

  it('recomputes the exact figures after a price change and an added item, keeping the rest', async () => {
    const { customer, headers } = await owner();
    // 1,234.50 × 3.25 = 4,012.125 → 4,012.13; GST 18 % = 722.1834 → 722.18; total 4,734.31 → 4,734.
    const created = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance],
      notes: 'Pay by UPI',
    });
    expect(created).toMatchObject({ subTotal: 4012.13, vat: 722.18, total: 4734 });
    const before = await context.app.database.db
      .selectFrom('invoices')
      .select('updated_at')
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();

    // Maintenance 1,234.50 × 4.00 = 4,938.00; Water 1,234.50 × 0.50 = 617.25; sub total 5,555.25;
    // GST 18 % = 999.945 → 999.95 (half-up); total 6,555.20 → 6,555.
    const response = await patch(created._id, headers, {
      items: [
        { itemName: 'Maintenance', unitPrice: 4 },
        { itemName: 'Water', unitPrice: 0.5 },
      ],
    });
    expect(response.statusCode).toBe(200);
    const edited = response.json();
    expect(edited.items).toEqual([
      {
        itemName: 'Maintenance',
        basis: 'area',
        unitPrice: 4,
        quantity: 1234.5,
        discount: 0,
        overDues: 0,
        amount: 4938,
        gstTreatment: 'taxable',
        hsn: '995419',
        gstRate: 18,
        taxableValue: 4938,
        exemption: null,
      },
      {
        itemName: 'Water',
        basis: 'area',
        unitPrice: 0.5,
        quantity: 1234.5,
        discount: 0,
        overDues: 0,
        amount: 617.25,
        gstTreatment: 'taxable',
        hsn: '995419',
        gstRate: 18,
        taxableValue: 617.25,
        exemption: null,
      },
    ]);
    expect(edited).toMatchObject({
      invoiceNumber: created.invoiceNumber,
      subTotal: 5555.25,
      vat: 999.95,
      total: 6555,
      balanceDue: 6555,
      status: 'Unpaid',
      notes: 'Pay by UPI',
      date: created.date,
      dueDate: created.dueDate,
      client: created.client,
    });
    const after = await context.app.database.db
      .selectFrom('invoices')
      .select('updated_at')
      .where('id', '=', created._id)
      .executeTakeFirstOrThrow();
    expect(new Date(after.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(before.updated_at).getTime(),
    );
    expect(after.updated_at).not.toEqual(before.updated_at);

    // Only the GST rate: the stored lines are recomputed. 5 % of 5,555.25 = 277.7625 → 277.76.
    const rate = await patch(created._id, headers, { rates: 5 });
    expect(rate.json()).toMatchObject({ subTotal: 5555.25, rates: 5, vat: 277.76, total: 5833 });
    expect(rate.json().items).toHaveLength(2);
  });

  it('keeps payments and derives the status from them; a total below what was received is refused', async () => {
    const { business, customer, headers } = await owner();
    const receipt = await create(headers, {
      client: { _id: customer.id },
      items: [maintenance],
      type: 'Receipt',
    });
    expect(receipt).toMatchObject({ status: 'Paid', total: 4734, totalAmountReceived: 4734 });

    // 1,234.50 × 4.00 = 4,938.00; GST 888.84; total 5,826.84 → 5,827, of which 4,734 received.
    const raised = await patch(receipt._id, headers, { items: [{ itemName: 'Maintenance', unitPrice: 4 }] });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      total: 5827,
      totalAmountReceived: 4734,
      balanceDue: 1093,
      status: 'Partial',
      paymentRecords: receipt.paymentRecords,
    });

    const state = await storedState(business.id);
    // 1,234.50 × 1.00 = 1,234.50; GST 222.21; total 1,456.71 → 1,457 < 4,734.
    const lowered = await patch(receipt._id, headers, {
      items: [{ itemName: 'Maintenance', unitPrice: 1 }],
      notes: 'changed',
    });
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json().message).toBe('The total cannot be less than the ₹4,734.00 already received');
    expect(await storedState(business.id)).toBe(state);
  });

  it('allows an edit down to exactly what was received, and refuses one a paisa below it', async () => {
    const { business, customer, headers } = await owner();
    /** A ₹1,000 invoice without GST, of which `received` rupees are paid by hand. */
    async function paidInvoice(received: number) {
      const created = await create(headers, {
        client: { _id: customer.id },
        items: [{ itemName: 'Hall booking', unitPrice: 1000, basis: 'fixed', quantity: 1 }],
        rates: 0,
      });
      expect(created.total).toBe(1000);
      const payment = await context.app.inject({
        method: 'POST',
        url: `/api/v2/invoices/${created._id}/payments`,
        headers,
        payload: { amountPaid: received, datePaid: created.date, paymentMethod: 'UPI' },
      });
      expect(payment.statusCode).toBe(201);
      return created._id as string;
    }
    const toSixHundred = {
      items: [{ itemName: 'Hall booking', unitPrice: 600, basis: 'fixed', quantity: 1 }],
    };

    const exact = await patch(await paidInvoice(600), headers, toSixHundred);
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({
      total: 600,
      totalAmountReceived: 600,
      balanceDue: 0,
      status: 'Paid',
    });

    const paisaMore = await paidInvoice(600.01);
    const state = await storedState(business.id);
    const below = await patch(paisaMore, headers, toSixHundred);
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe('The total cannot be less than the ₹600.01 already received');
    expect(await storedState(business.id)).toBe(state);
  });

  it('answers 404 for another business’s invoice or an unknown one, changing nothing', async () => {
    const victim = await owner();
    const intruder = await owner();
    const invoice = await create(victim.headers, {
      client: { _id: victim.customer.id },
      items: [maintenance],
    });
    const state = await storedState(victim.business.id);

    const response = await patch(invoice._id, intruder.headers, { notes: 'Taken over' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Invoice not found');
    expect(await storedState(victim.business.id)).toBe(state);

    expect((await patch(randomUUID(), victim.headers, { notes: 'x' })).statusCode).toBe(404);
    // Another business's customer cannot be put on one's own invoice either.
    const foreign = await patch(invoice._id, intruder.headers, { client: { _id: intruder.customer.id } });
    expect(foreign.statusCode).toBe(404);
    const ownWithForeign = await patch(invoice._id, victim.headers, {
      client: { _id: intruder.customer.id },
    });
    expect(ownWithForeign.statusCode).toBe(400);
    expect(await storedState(victim.business.id)).toBe(state);
  });

  it('answers 409 for a typed number another invoice has, and accepts its own or a free one', async () => {
    const { business, customer, headers } = await owner();
    const payload = { client: { _id: customer.id }, items: [maintenance] };
    await create(headers, payload);
    const second = await create(headers, payload);
    const state = await storedState(business.id);

    const taken = await patch(second._id, headers, { invoiceNumber: '1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Invoice number 001 already exists');
    expect(await storedState(business.id)).toBe(state);

    expect((await patch(second._id, headers, { invoiceNumber: '002' })).json().invoiceNumber).toBe('002');
    const free = await patch(second._id, headers, { invoiceNumber: '7' });
    expect(free.json().invoiceNumber).toBe('007');
    const next = await create(headers, payload);
    expect(next.invoiceNumber).toBe('008');
  });

  it('copies a different customer in afresh, and otherwise keeps the stored copy and its area', async () => {
    const { business, user, customer, headers } = await owner();
    const invoice = await create(headers, { client: { _id: customer.id }, items: [maintenance] });
    // The customer's flat area changes later: the invoice keeps the area it was made with.
    await context.app.database.db
      .updateTable('customers')
      .set({ area_hundredths: 50_000, name: 'Renamed' })
      .where('id', '=', customer.id)
      .execute();
    const kept = await patch(invoice._id, headers, { client: { _id: customer.id }, rates: 18 });
    expect(kept.json().client).toEqual(invoice.client);
    expect(kept.json().items[0].quantity).toBe(1234.5);

    const { customer: other } = await buildCustomer(context.app.database.db, {
      parent: { user, business },
      values: { area_hundredths: 10_000, name: 'Asha Rao' },
    });
    // 100.00 × 3.25 = 325.00; GST 58.50; total 383.50 → 384 (half-up).
    const moved = await patch(invoice._id, headers, { client: { _id: other.id } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      client: { _id: other.id, name: 'Asha Rao', flatarea: 100 },
      subTotal: 325,
      vat: 58.5,
      total: 384,
    });
    expect(moved.json().items[0]).toMatchObject({ quantity: 100, amount: 325 });
  });

  it('refuses bad edits with 400 and changes nothing', async () => {
    const { business, customer, headers } = await owner();
    const invoice = await create(headers, { client: { _id: customer.id }, items: [maintenance] });
    const state = await storedState(business.id);
    for (const payload of [
      { items: [] },
      { items: [{ itemName: 'x', unitPrice: -1 }] },
      { dueDate: '2000-01-01' },
      { currency: 'XXX' },
      { rates: 101 },
      { unknownField: 1 },
    ]) {
      const response = await patch(invoice._id, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await storedState(business.id)).toBe(state);
  });
});
