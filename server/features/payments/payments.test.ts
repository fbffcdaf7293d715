import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { INVOICE_REPLACED_MESSAGE } from '@domain/api/payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('payments', (context) => {
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
  const daysAgo = (days: number) => addDays(today(), -days);

  async function owner(values: { time_zone?: string } = {}) {
    const tenant = await buildBusiness(context.app.database.db, { values });
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  /** 1,234.50 sq.ft × ₹3.25 = 4,012.13; GST 18 % = 722.18; total 4,734.31 → ₹4,734. */
  async function invoiceOf(tenant: BusinessFixture) {
    const db = context.app.database.db;
    const parent = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 123_450, price_per_sqft_paise: 325 },
    });
    const { invoice } = await buildInvoice(db, {
      parent,
      gstRate: 18,
      items: [{ itemName: 'Maintenance', unitPrice: 325, quantity: 123_450 }],
    });
    expect(Number(invoice.total_paise)).toBe(473_400);
    return invoice;
  }

  function pay(invoiceId: string, headers: Partial<Headers>, payload: object) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoiceId}/payments`,
      headers,
      payload,
    });
  }

  function remove(invoiceId: string, paymentId: string, headers: Partial<Headers>) {
    return context.app.inject({
      method: 'DELETE',
      url: `/api/v2/invoices/payment/${invoiceId}/${paymentId}`,
      headers,
    });
  }

  function getOne(id: string, headers: Headers) {
    return context.app.inject({ method: 'GET', url: `/api/v2/invoices/${id}`, headers });
  }

  async function storedState(businessId: string): Promise<string> {
    const db = context.app.database.db;
    const [invoices, payments] = await Promise.all([
      db.selectFrom('invoices').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
      db.selectFrom('payments').selectAll().where('business_id', '=', businessId).orderBy('id').execute(),
    ]);
    return JSON.stringify({ invoices, payments });
  }

  it('records a part, then the rest: Unpaid → Partial → Paid, newest first, received exact', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);

    const first = await pay(invoice.id, tenant.headers, {
      amountPaid: 1234.56,
      datePaid: daysAgo(3),
      paymentMethod: 'UPI',
      note: 'First instalment',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      _id: invoice.id,
      total: 4734,
      totalAmountReceived: 1234.56,
      balanceDue: 3499.44,
      status: 'Partial',
    });
    expect(first.json().paymentRecords).toEqual([
      {
        _id: expect.any(String),
        amountPaid: 1234.56,
        datePaid: daysAgo(3),
        paymentMethod: 'UPI',
        note: 'First instalment',
        paidBy: '',
      },
    ]);

    const rest = await pay(invoice.id, tenant.headers, {
      amountPaid: 3499.44,
      datePaid: today(),
      paymentMethod: 'Cash',
      paidBy: 'Asha Rao',
    });
    expect(rest.statusCode).toBe(201);
    const paid = rest.json();
    expect(paid).toMatchObject({ totalAmountReceived: 4734, balanceDue: 0, status: 'Paid' });
    expect(paid.paymentRecords).toEqual([
      {
        _id: expect.any(String),
        amountPaid: 3499.44,
        datePaid: today(),
        paymentMethod: 'Cash',
        note: '',
        paidBy: 'Asha Rao',
      },
      first.json().paymentRecords[0],
    ]);
    // The answer is the owner's invoice, exactly as GET shows it.
    expect(paid).toEqual((await getOne(invoice.id, tenant.headers)).json());

    const rows = await context.app.database.db
      .selectFrom('payments')
      .select(['amount_paise', 'provider', 'provider_payment_id'])
      .where('business_id', '=', tenant.business.id)
      .orderBy('amount_paise')
      .execute();
    expect(rows).toEqual([
      { amount_paise: 123_456, provider: null, provider_payment_id: null },
      { amount_paise: 349_944, provider: null, provider_payment_id: null },
    ]);
    const stored = await context.app.database.db
      .selectFrom('invoices')
      .select(['status', 'total_received_paise'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'Paid', total_received_paise: 473_400 });
  });

  it('lists payments by the day paid, newest first, whatever order they were recorded in', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    for (const [amountPaid, days] of [
      [100, 5],
      [200, 1],
      [300, 9],
    ] as const) {
      const response = await pay(invoice.id, tenant.headers, {
        amountPaid,
        datePaid: daysAgo(days),
        paymentMethod: 'Cash',
      });
      expect(response.statusCode).toBe(201);
    }
    const records = (await getOne(invoice.id, tenant.headers)).json().paymentRecords;
    expect(records.map((record: { amountPaid: number }) => record.amountPaid)).toEqual([200, 100, 300]);
  });

  it('refuses more than the balance due, and any payment on a Paid invoice, storing nothing', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    const state = await storedState(tenant.business.id);

    const above = await pay(invoice.id, tenant.headers, {
      amountPaid: 4734.01,
      datePaid: today(),
      paymentMethod: 'Bank Transfer',
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      message: 'The amount paid cannot be more than the ₹4,734.00 still due',
      errors: [
        { path: 'amountPaid', message: 'The amount paid cannot be more than the ₹4,734.00 still due' },
      ],
    });
    expect(await storedState(tenant.business.id)).toBe(state);

    const all = await pay(invoice.id, tenant.headers, {
      amountPaid: 4734,
      datePaid: today(),
      paymentMethod: 'Bank Transfer',
    });
    expect(all.json()).toMatchObject({ status: 'Paid', totalAmountReceived: 4734, balanceDue: 0 });
    const paidState = await storedState(tenant.business.id);
    const more = await pay(invoice.id, tenant.headers, {
      amountPaid: 0.01,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toBe('The amount paid cannot be more than the ₹0.00 still due');
    expect(await storedState(tenant.business.id)).toBe(paidState);
  });

  it('refuses a payment on an invoice replaced by a late-fee invoice, storing nothing', async () => {
    const tenant = await owner();
    const original = await invoiceOf(tenant);
    const replacement = await invoiceOf(tenant);
    await context.app.database.db
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement.id })
      .where('id', '=', original.id)
      .execute();
    const state = await storedState(tenant.business.id);
    const refused = await pay(original.id, tenant.headers, {
      amountPaid: 100,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(INVOICE_REPLACED_MESSAGE);
    expect(await storedState(tenant.business.id)).toBe(state);
  });

  it('refuses a bad amount, method or date with the exact message, storing nothing', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    const state = await storedState(tenant.business.id);
    const valid = { amountPaid: 100, datePaid: today(), paymentMethod: 'Cash' };
    const cases: [object, string, string][] = [
      [{ ...valid, amountPaid: 0 }, 'amountPaid', 'The amount paid must be more than 0'],
      [{ ...valid, amountPaid: -5 }, 'amountPaid', 'The amount paid must be more than 0'],
      [{ ...valid, amountPaid: 10.005 }, 'amountPaid', 'The amount paid can have at most 2 decimals'],
      [{ datePaid: today(), paymentMethod: 'Cash' }, 'amountPaid', 'Please enter the amount paid'],
      [
        { ...valid, paymentMethod: 'Demand draft' },
        'paymentMethod',
        'The payment method must be one of Bank Transfer, Credit Card, Debit Card, UPI, Cash, Cheque, Others',
      ],
      [{ ...valid, datePaid: addDays(today(), 1) }, 'datePaid', 'The payment date cannot be in the future'],
      [{ ...valid, datePaid: '2026-02-30' }, 'datePaid', 'The date paid must be a date (YYYY-MM-DD)'],
      [{ ...valid, provider: 'razorpay' }, '', 'Unrecognized key: "provider"'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await pay(invoice.id, tenant.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message, JSON.stringify(payload)).toBe(message);
      expect(response.json().errors, JSON.stringify(payload)).toEqual([{ path, message }]);
    }
    expect(await storedState(tenant.business.id)).toBe(state);
  });

  it('judges "today" in the business’s time zone', async () => {
    // UTC+14: for ten hours of every UTC day its date is already tomorrow's.
    const tenant = await owner({ time_zone: 'Pacific/Kiritimati' });
    const invoice = await invoiceOf(tenant);
    const localToday = todayIn('Pacific/Kiritimati', new Date());
    const response = await pay(invoice.id, tenant.headers, {
      amountPaid: 1,
      datePaid: localToday,
      paymentMethod: 'Cash',
    });
    expect(response.statusCode).toBe(201);
    const tomorrow = await pay(invoice.id, tenant.headers, {
      amountPaid: 1,
      datePaid: addDays(localToday, 1),
      paymentMethod: 'Cash',
    });
    expect(tomorrow.statusCode).toBe(400);
  });

  it('deleting payments recomputes: Paid → Partial → Unpaid', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    const first = await pay(invoice.id, tenant.headers, {
      amountPaid: 4000,
      datePaid: daysAgo(2),
      paymentMethod: 'Bank Transfer',
    });
    const second = await pay(invoice.id, tenant.headers, {
      amountPaid: 734,
      datePaid: daysAgo(1),
      paymentMethod: 'UPI',
    });
    expect(second.json().status).toBe('Paid');
    const [newest, oldest] = second.json().paymentRecords;
    expect(oldest).toEqual(first.json().paymentRecords[0]);

    const removed = await remove(invoice.id, newest._id, tenant.headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Payment deleted successfully' });
    expect((await getOne(invoice.id, tenant.headers)).json()).toMatchObject({
      status: 'Partial',
      totalAmountReceived: 4000,
      balanceDue: 734,
      paymentRecords: [oldest],
    });

    expect((await remove(invoice.id, oldest._id, tenant.headers)).statusCode).toBe(200);
    expect((await getOne(invoice.id, tenant.headers)).json()).toMatchObject({
      status: 'Unpaid',
      totalAmountReceived: 0,
      balanceDue: 4734,
      paymentRecords: [],
    });
    const stored = await context.app.database.db
      .selectFrom('invoices')
      .select(['status', 'total_received_paise'])
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'Unpaid', total_received_paise: 0 });

    const again = await remove(invoice.id, oldest._id, tenant.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Payment not found');
  });

  it('answers 404 for a payment of another invoice, another business’s or an unknown one, changing nothing', async () => {
    const victim = await owner();
    const intruder = await owner();
    const invoice = await invoiceOf(victim);
    const other = await invoiceOf(victim);
    const paid = await pay(invoice.id, victim.headers, {
      amountPaid: 500,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    const paymentId = paid.json().paymentRecords[0]._id;
    const intruderInvoice = await invoiceOf(intruder);
    const state = await storedState(victim.business.id);
    const intruderState = await storedState(intruder.business.id);

    const wrongInvoice = await remove(other.id, paymentId, victim.headers);
    expect(wrongInvoice.statusCode).toBe(404);
    expect(wrongInvoice.json().message).toBe('Payment not found');
    expect((await remove(invoice.id, randomUUID(), victim.headers)).json().message).toBe('Payment not found');
    expect((await remove(randomUUID(), paymentId, victim.headers)).json().message).toBe('Invoice not found');

    const foreign = await remove(invoice.id, paymentId, intruder.headers);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Invoice not found');
    const throughOwn = await remove(intruderInvoice.id, paymentId, intruder.headers);
    expect(throughOwn.statusCode).toBe(404);
    expect(throughOwn.json().message).toBe('Payment not found');
    const foreignPayment = await pay(invoice.id, intruder.headers, {
      amountPaid: 1,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    expect(foreignPayment.statusCode).toBe(404);
    expect(foreignPayment.json().message).toBe('Invoice not found');
    const unknown = await pay(randomUUID(), victim.headers, {
      amountPaid: 1,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    expect(unknown.statusCode).toBe(404);

    expect(await storedState(victim.business.id)).toBe(state);
    expect(await storedState(intruder.business.id)).toBe(intruderState);
  });

  it('answers 401 without a session, changing nothing', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    const paid = await pay(invoice.id, tenant.headers, {
      amountPaid: 500,
      datePaid: today(),
      paymentMethod: 'Cash',
    });
    const state = await storedState(tenant.business.id);
    const payment = await pay(invoice.id, {}, { amountPaid: 1, datePaid: today(), paymentMethod: 'Cash' });
    expect(payment.statusCode).toBe(401);
    const removal = await remove(invoice.id, paid.json().paymentRecords[0]._id, {});
    expect(removal.statusCode).toBe(401);
    expect(await storedState(tenant.business.id)).toBe(state);
  });

  it('lets 20 concurrent payments of ₹100 on a ₹1,000 invoice never exceed its total', async () => {
    const tenant = await owner();
    const parent = await buildCustomer(context.app.database.db, { parent: tenant });
    // 1 sq.ft × ₹1,000, no GST: ₹1,000.
    const { invoice } = await buildInvoice(context.app.database.db, {
      parent,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 100_000, quantity: 100 }],
    });
    const payload = { amountPaid: 100, datePaid: today(), paymentMethod: 'UPI' };

    const started = performance.now();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(invoice.id, tenant.headers, payload)),
    );
    const elapsed = performance.now() - started;
    console.info(`20 concurrent payments [${context.target.name}]: ${elapsed.toFixed(0)} ms`);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(400)]);
    for (const response of responses.filter((each) => each.statusCode === 400)) {
      expect(response.json().message).toBe('The amount paid cannot be more than the ₹0.00 still due');
    }
    const final = (await getOne(invoice.id, tenant.headers)).json();
    expect(final).toMatchObject({ status: 'Paid', totalAmountReceived: 1000, balanceDue: 0 });
    expect(final.paymentRecords).toHaveLength(10);
    const rows = await context.app.database.db
      .selectFrom('payments')
      .select('amount_paise')
      .where('business_id', '=', tenant.business.id)
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(rows).toEqual(Array(10).fill({ amount_paise: 10_000 }));
  });

  it('records new records sent back with an edit (the old client’s way), once, with the edit', async () => {
    const tenant = await owner();
    const invoice = await invoiceOf(tenant);
    const patch = (payload: object) =>
      context.app.inject({
        method: 'PATCH',
        url: `/api/v2/invoices/${invoice.id}`,
        headers: tenant.headers,
        payload,
      });
    const first = await pay(invoice.id, tenant.headers, {
      amountPaid: 1000,
      datePaid: daysAgo(4),
      paymentMethod: 'Cash',
    });
    const old = first.json().paymentRecords;

    const added = { amountPaid: 734, datePaid: daysAgo(1), paymentMethod: 'UPI', note: 'Through the form' };
    const response = await patch({ notes: 'Thank you', paymentRecords: [...old, added] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      notes: 'Thank you',
      total: 4734,
      totalAmountReceived: 1734,
      balanceDue: 3000,
      status: 'Partial',
    });
    expect(response.json().paymentRecords).toEqual([
      { _id: expect.any(String), ...added, paidBy: '' },
      ...old,
    ]);
    // Sending the same list back again records nothing more.
    const again = await patch({ paymentRecords: response.json().paymentRecords });
    expect(again.json().paymentRecords).toHaveLength(2);
    expect(again.json().totalAmountReceived).toBe(1734);

    const state = await storedState(tenant.business.id);
    const records = again.json().paymentRecords;
    const above = await patch({
      notes: 'Changed',
      paymentRecords: [...records, { amountPaid: 3000.01, datePaid: today(), paymentMethod: 'Cash' }],
    });
    expect(above.statusCode).toBe(400);
    expect(above.json()).toEqual({
      message: 'The amount paid cannot be more than the ₹3,000.00 still due',
      errors: [
        {
          path: 'paymentRecords.2.amountPaid',
          message: 'The amount paid cannot be more than the ₹3,000.00 still due',
        },
      ],
    });
    const zero = await patch({
      paymentRecords: [{ amountPaid: 0, datePaid: today(), paymentMethod: 'Cash' }],
    });
    expect(zero.json().errors).toEqual([
      { path: 'paymentRecords.0.amountPaid', message: 'The amount paid must be more than 0' },
    ]);
    const unknown = await patch({ paymentRecords: [{ ...records[0], _id: randomUUID() }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ path: 'paymentRecords.0._id', message: 'Payment not found' }]);
    // A lower total makes a lower balance: 1,234.50 × ₹2.00 = 2,469.00, GST 444.42, total ₹2,913,
    // of which ₹1,734 received, so ₹1,179 is due and ₹1,179.01 is too much.
    const lowered = await patch({
      items: [{ itemName: 'Maintenance', unitPrice: 2 }],
      paymentRecords: [{ amountPaid: 1179.01, datePaid: today(), paymentMethod: 'Cash' }],
    });
    expect(lowered.json().message).toBe('The amount paid cannot be more than the ₹1,179.00 still due');
    expect(await storedState(tenant.business.id)).toBe(state);
  });
});
