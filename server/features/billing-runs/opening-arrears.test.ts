import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };
type Row = { flat: { flat: string }; arrears: number; total: number };

describeEachDatabase('billing runs: the opening balance brought forward', (context) => {
  const db = () => context.app.database.db;

  /** Flats A-1 (arrears brought in, partly paid, and a bill owed), A-2 (an advance brought in) and A-3. */
  async function society() {
    const tenant = await buildBusiness(db());
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = async (name: string) =>
      (await buildCustomer(db(), { parent: tenant, values: { block: 'A', floor: '1', flat: name } }))
        .customer;
    const flats = { a1: await flat('A-1'), a2: await flat('A-2'), a3: await flat('A-3') };
    await addBillHead(context.app, headers, {
      name: 'Maintenance',
      basis: 'flat',
      rate: 1000,
      gstTreatment: 'exempt',
    });
    return { tenant, headers, flats, business: tenant.business };
  }

  async function inject(headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const response = await context.app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  }

  it('adds what is still owed of the opening balance to the arrears, never an advance, and prints it on the bill', async () => {
    const { tenant, headers, flats, business } = await society();
    await inject(headers, 'PUT', `/api/v2/clients/${flats.a1.id}/opening-balance`, {
      amount: 12_500.5,
      asOf: '2026-03-31',
    });
    await inject(headers, 'PUT', `/api/v2/clients/${flats.a2.id}/opening-balance`, {
      amount: -3_000,
      asOf: '2026-03-31',
    });
    await buildInvoice(db(), {
      parent: { ...tenant, customer: flats.a1 },
      gstRate: 0,
      items: [{ itemName: 'October', unitPrice: 100_000, quantity: 100, basis: 'fixed' }],
    });
    // Money on account pays the opening balance first: ₹2,500 of it.
    await inject(headers, 'POST', `/api/v2/clients/${flats.a1.id}/payments`, {
      amountPaid: 2_500,
      datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()),
      paymentMethod: 'Cash',
    });

    const run = await inject(headers, 'POST', '/api/v2/billing-runs', { period: '2026-12' });
    const preview = await inject(headers, 'GET', `/api/v2/billing-runs/${run._id}`);
    expect(preview.rows.map((row: Row) => [row.flat.flat, row.arrears, row.total])).toEqual([
      ['A-1', 11_000.5, 1000],
      ['A-2', 0, 1000],
      ['A-3', 0, 1000],
    ]);
    expect(preview.totals.arrears).toBe(11_000.5);

    await inject(headers, 'POST', `/api/v2/billing-runs/${run._id}/publish`);
    const bills = await db()
      .selectFrom('invoices')
      .select(['client_flat', 'notes', 'total_paise', 'total_received_paise', 'status'])
      .where('business_id', '=', business.id)
      .where('billing_period', '=', '2026-12')
      .orderBy('client_flat')
      .execute();
    expect(bills.map((bill) => bill.client_flat)).toEqual(['A-1', 'A-2', 'A-3']);
    expect(bills[0]?.notes).toContain(
      "Arrears brought forward: ₹11,000.50 (not included in this bill's total)",
    );
    // The advance brought in pays A-2's bill when it is published; no arrears are printed on it.
    expect(bills[1]?.notes).not.toContain('Arrears');
    expect(bills[1]).toMatchObject({ status: 'Paid' });
    expect(Number(bills[1]?.total_received_paise)).toBe(100_000);
    expect(bills[2]?.notes).not.toContain('Arrears');
    const a2 = await inject(headers, 'GET', `/api/v2/clients/${flats.a2.id}/ledger`);
    expect(a2).toMatchObject({ opening: { amount: -3_000 }, dues: 0, advance: 2_000 });
  });

  it('stops bringing the opening balance forward once it is paid', async () => {
    const { headers, flats } = await society();
    await inject(headers, 'PUT', `/api/v2/clients/${flats.a3.id}/opening-balance`, {
      amount: 750.25,
      asOf: '2026-04-01',
    });
    const run = await inject(headers, 'POST', '/api/v2/billing-runs', { period: '2026-12' });
    const before = await inject(headers, 'GET', `/api/v2/billing-runs/${run._id}`);
    expect(before.rows.map((row: Row) => row.arrears)).toEqual([0, 0, 750.25]);
    await inject(headers, 'POST', `/api/v2/clients/${flats.a3.id}/payments`, {
      amountPaid: 750.25,
      datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()),
      paymentMethod: 'UPI',
    });
    const after = await inject(headers, 'GET', `/api/v2/billing-runs/${run._id}`);
    expect(after.rows.map((row: Row) => row.arrears)).toEqual([0, 0, 0]);
    expect(after.totals.arrears).toBe(0);
  });
});
