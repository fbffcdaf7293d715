import type { TDashboard } from '@domain/api/dashboard';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { type BusinessFixture, buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('dashboard: opening arrears in dues, and the advance held', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  async function owner(): Promise<BusinessFixture & { headers: Headers }> {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function flatOf(tenant: BusinessFixture, name: string, block: string, flat: string) {
    return (await buildCustomer(db(), { parent: tenant, values: { name, block, flat } })).customer.id;
  }

  async function send(headers: Headers, method: 'POST' | 'PUT', url: string, payload: object) {
    const response = await context.app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  }

  const setOpening = (headers: Headers, flat: string, amount: number) =>
    send(headers, 'PUT', `/api/v2/clients/${flat}/opening-balance`, { amount, asOf: '2026-03-31' });

  const payOnAccount = async (headers: Headers, flat: string, amountPaid: number): Promise<string> =>
    (
      await send(headers, 'POST', `/api/v2/clients/${flat}/payments`, {
        amountPaid,
        datePaid: today(),
        paymentMethod: 'Cheque',
      })
    ).receipt._id;

  /** A bill of `rupees` in one fixed line without GST; it takes the flat's advance as it is made. */
  const billOf = (headers: Headers, flat: string, rupees: number) =>
    send(headers, 'POST', '/api/v2/invoices', {
      client: { _id: flat },
      type: 'Bill',
      rates: 0,
      items: [{ itemName: 'Maintenance', unitPrice: rupees, basis: 'fixed' }],
    });

  async function dashboardOf(headers: Headers, search = ''): Promise<TDashboard> {
    const query = search ? `?search=${encodeURIComponent(search)}` : '';
    const response = await context.app.inject({ method: 'GET', url: `/api/v2/dashboard${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it('counts opening arrears still owed in dues and every flat’s advance apart, on this business only', async () => {
    const society = await owner();
    const { headers } = society;
    // Asha owed ₹1,000.25 when the society moved to Bahi and has paid ₹600.10 of it; a bill of ₹250 is unpaid.
    const asha = await flatOf(society, 'Asha Rao', 'A', 'A-101');
    await setOpening(headers, asha, 1_000.25);
    await payOnAccount(headers, asha, 600.1);
    await billOf(headers, asha, 250);
    // Vikram had paid ₹500 ahead; his ₹300 bill took that much of it, so ₹200 is left.
    const vikram = await flatOf(society, 'Vikram Shah', 'B', '202');
    await setOpening(headers, vikram, -500);
    expect(await billOf(headers, vikram, 300)).toMatchObject({ status: 'Paid', totalAmountReceived: 300 });
    // Meera paid ₹1,500 on account against a ₹1,000 bill: ₹500 waits as her advance.
    const meera = await flatOf(society, 'Meera Iyer', 'A', '102');
    await billOf(headers, meera, 1_000);
    await payOnAccount(headers, meera, 1_500);
    // Ravi's ₹2,000 cheque paid his ₹800 arrears and left ₹1,200 ahead, then bounced: it counts for nothing.
    const ravi = await flatOf(society, 'Ravi Menon', 'C', '301');
    await setOpening(headers, ravi, 800);
    const bounced = await payOnAccount(headers, ravi, 2_000);
    await send(headers, 'POST', `/api/v2/receipts/${bounced}/reverse`, {
      reversedOn: today(),
      reason: 'Cheque bounced',
    });

    // Another society: ₹5,000 arrears with a paisa paid, and a ₹700 opening advance.
    const other = await owner();
    const farah = await flatOf(other, 'Farah Khan', 'A', 'A-101');
    await setOpening(other.headers, farah, 5_000);
    await payOnAccount(other.headers, farah, 0.01);
    const otherFlat = await flatOf(other, 'Kavya Nair', 'A', 'A-102');
    await setOpening(other.headers, otherFlat, -700);

    const dashboard = await dashboardOf(headers);
    // Opening arrears still owed: Asha ₹400.15 + Ravi ₹800. Advance: Vikram ₹200 + Meera ₹500.
    expect(dashboard.ledger).toEqual({ openingArrears: 1_200.15, advanceHeld: 700 });
    // Due: Asha's ₹250 bill and the ₹1,200.15 of arrears; billed ₹250 + ₹300 + ₹1,000; received on bills ₹300 + ₹1,000.
    expect(dashboard.amounts).toEqual([
      { currency: 'INR', received: 1_300, pending: 1_450.15, total: 1_550 },
    ]);

    // Only arrears and an advance, no invoice: dues still have a rupee entry.
    const theirs = await dashboardOf(other.headers);
    expect(theirs.ledger).toEqual({ openingArrears: 4_999.99, advanceHeld: 700 });
    expect(theirs.amounts).toEqual([{ currency: 'INR', received: 0, pending: 4_999.99, total: 0 }]);
  });

  it('narrows the arrears and the advance to the flats a search names', async () => {
    const society = await owner();
    const { headers } = society;
    const asha = await flatOf(society, 'Asha Rao', 'A', 'A-101');
    await setOpening(headers, asha, 1_000);
    await billOf(headers, asha, 250);
    const vikram = await flatOf(society, 'Vikram Shah', 'B', '202');
    await setOpening(headers, vikram, -500);

    for (const typed of ['A-101', 'a101', 'asha']) {
      const dashboard = await dashboardOf(headers, typed);
      expect(dashboard.ledger, typed).toEqual({ openingArrears: 1_000, advanceHeld: 0 });
      expect(dashboard.amounts, typed).toEqual([
        { currency: 'INR', received: 0, pending: 1_250, total: 250 },
      ]);
    }
    expect((await dashboardOf(headers, 'vikram')).ledger).toEqual({ openingArrears: 0, advanceHeld: 500 });
    // An invoice number names no flat.
    const byNumber = await dashboardOf(headers, '001');
    expect(byNumber.counts.total).toBe(1);
    expect(byNumber.ledger).toEqual({ openingArrears: 0, advanceHeld: 0 });
    expect(byNumber.amounts).toEqual([{ currency: 'INR', received: 0, pending: 250, total: 250 }]);
  });
});
