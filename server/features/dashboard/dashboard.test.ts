import { randomUUID } from 'node:crypto';
import type { TDashboard } from '@domain/api/dashboard';
import { addDays, addMonths, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { monthsEndingIn } from './dashboard.service';

describeEachDatabase('dashboard', (context) => {
  const db = () => context.app.database.db;

  type Invoice = { id: string; invoiceNumber: string };

  /**
   * The fixed data set: one item of 1.00 sq.ft at `rupees`, no GST, so each total is its price.
   * `received` is recorded as one payment on `paidOn`.
   */
  async function invoice(
    parent: Awaited<ReturnType<typeof buildCustomer>>,
    options: { rupees: number; dueDate: string; currency?: string; received?: number; paidOn?: string },
  ): Promise<Invoice> {
    const receivedPaise = (options.received ?? 0) * 100;
    const { invoice: row } = await buildInvoice(db(), {
      parent,
      gstRate: 0,
      receivedPaise,
      items: [{ itemName: 'Maintenance', unitPrice: options.rupees * 100, quantity: 100 }],
      values: { due_date: options.dueDate, currency: options.currency ?? 'INR' },
    });
    if (receivedPaise > 0 && options.paidOn) {
      await db()
        .insertInto('payments')
        .values({
          id: randomUUID(),
          business_id: parent.business.id,
          invoice_id: row.id,
          amount_paise: receivedPaise,
          date_paid: options.paidOn,
          payment_method: 'UPI',
          provider: null,
          provider_payment_id: null,
          created_at: new Date().toISOString(),
        })
        .execute();
    }
    return { id: row.id, invoiceNumber: row.invoice_number };
  }

  async function fixedDataSet(tenant: BusinessFixture) {
    const today = todayIn(tenant.business.time_zone, new Date());
    const past = addDays(today, -10);
    const future = addDays(today, 30);
    const asha = await buildCustomer(db(), { parent: tenant, values: { name: 'Asha Rao' } });
    const bilal = await buildCustomer(db(), { parent: tenant, values: { name: 'Bilal Khan' } });
    const paid = await invoice(asha, { rupees: 1000, dueDate: past, received: 1000, paidOn: today });
    const partial = await invoice(asha, {
      rupees: 2000,
      dueDate: future,
      received: 500,
      paidOn: addMonths(today, -1),
    });
    const overdue = await invoice(bilal, { rupees: 3000, dueDate: past });
    await invoice(asha, { rupees: 4000, dueDate: future });
    const replacement = await invoice(asha, { rupees: 6000, dueDate: future });
    const replaced = await invoice(asha, { rupees: 5000, dueDate: past });
    await db()
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement.id })
      .where('id', '=', replaced.id)
      .execute();
    const dollars = await invoice(bilal, {
      rupees: 70,
      currency: 'USD',
      dueDate: future,
      received: 10,
      paidOn: addMonths(today, -2),
    });
    const lastYear = await invoice(asha, {
      rupees: 800,
      dueDate: past,
      received: 800,
      paidOn: addMonths(today, -12),
    });
    return { today, paid, partial, overdue, dollars, lastYear };
  }

  async function dashboard(tenant: BusinessFixture, search = ''): Promise<TDashboard> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/dashboard${search ? `?search=${encodeURIComponent(search)}` : ''}`,
      headers: await sessionHeadersFor(context.app, tenant.user),
    });
    expect(response.statusCode).toBe(200);
    return response.json<TDashboard>();
  }

  const month = (date: string) => date.slice(0, 7);

  it('adds up counts, money per currency, twelve months of payments and the latest payments', async () => {
    const tenant = await buildBusiness(db());
    const other = await buildBusiness(db());
    await invoice(await buildCustomer(db(), { parent: other }), {
      rupees: 9999,
      dueDate: '2026-01-01',
      received: 9999,
      paidOn: todayIn(other.business.time_zone, new Date()),
    });
    const { today, paid, partial, dollars, lastYear } = await fixedDataSet(tenant);
    // The client paid the settled invoice once more online: Razorpay holds ₹1,000 to refund.
    const capturedAt = new Date().toISOString();
    await db()
      .insertInto('payment_orders')
      .values({
        id: randomUUID(),
        business_id: tenant.business.id,
        invoice_id: paid.id,
        provider: 'razorpay',
        provider_order_id: 'order_TwiceOver0001',
        receipt: `${paid.id.replaceAll('-', '')}-2`,
        amount_paise: 100_000,
        currency: 'INR',
        status: 'needs_attention',
        provider_payment_id: 'pay_TwiceOver0001',
        created_at: capturedAt,
        updated_at: capturedAt,
      })
      .execute();

    const answer = await dashboard(tenant);
    expect(answer.paymentsToRefund).toEqual([
      {
        invoiceId: paid.id,
        invoiceNumber: paid.invoiceNumber,
        clientName: 'Asha Rao',
        amount: 1000,
        currency: 'INR',
        providerPaymentId: 'pay_TwiceOver0001',
        capturedAt,
      },
    ]);
    expect(answer.counts).toEqual({ total: 8, paid: 2, partial: 2, unpaid: 3, overdue: 3 });
    expect(answer.amounts).toEqual([
      { currency: 'INR', received: 2300, pending: 14500, total: 16800 },
      { currency: 'USD', received: 10, pending: 60, total: 70 },
    ]);
    const months = monthsEndingIn(today, 12);
    expect(answer.monthlyPayments.map((entry) => entry.month)).toEqual(months);
    const received = Object.fromEntries(answer.monthlyPayments.map((entry) => [entry.month, entry.amounts]));
    expect(received[month(today)]).toEqual([{ currency: 'INR', amount: 1000 }]);
    expect(received[month(addMonths(today, -1))]).toEqual([{ currency: 'INR', amount: 500 }]);
    expect(received[month(addMonths(today, -2))]).toEqual([{ currency: 'USD', amount: 10 }]);
    expect(answer.monthlyPayments.flatMap((entry) => entry.amounts)).toHaveLength(3);
    expect(
      answer.recentPayments.map((payment) => [payment.invoiceNumber, payment.amountPaid, payment.currency]),
    ).toEqual([
      [paid.invoiceNumber, 1000, 'INR'],
      [partial.invoiceNumber, 500, 'INR'],
      [dollars.invoiceNumber, 10, 'USD'],
      [lastYear.invoiceNumber, 800, 'INR'],
    ]);
    expect(answer.recentPayments[0]).toMatchObject({
      invoiceId: paid.id,
      clientName: 'Asha Rao',
      datePaid: today,
      paymentMethod: 'UPI',
    });
  });

  it('narrows every figure to the invoices a search matches', async () => {
    const tenant = await buildBusiness(db());
    const { dollars, overdue } = await fixedDataSet(tenant);
    const answer = await dashboard(tenant, 'BILAL');
    expect(answer.counts).toEqual({ total: 2, paid: 0, partial: 1, unpaid: 1, overdue: 2 });
    expect(answer.amounts).toEqual([
      { currency: 'INR', received: 0, pending: 3000, total: 3000 },
      { currency: 'USD', received: 10, pending: 60, total: 70 },
    ]);
    expect(answer.recentPayments.map((payment) => payment.invoiceId)).toEqual([dollars.id]);
    const byNumber = await dashboard(tenant, overdue.invoiceNumber);
    expect(byNumber.counts.total).toBeGreaterThanOrEqual(1);
    // LIKE wildcards are searched as text.
    expect((await dashboard(tenant, '%')).counts.total).toBe(0);
  });

  it('answers zeros and twelve empty months for a new business, and refuses bad input', async () => {
    const tenant = await buildBusiness(db());
    const answer = await dashboard(tenant);
    expect(answer.counts).toEqual({ total: 0, paid: 0, partial: 0, unpaid: 0, overdue: 0 });
    expect(answer.amounts).toEqual([]);
    expect(answer.monthlyPayments).toHaveLength(12);
    expect(answer.monthlyPayments.every((entry) => entry.amounts.length === 0)).toBe(true);
    expect(answer.recentPayments).toEqual([]);
    expect(answer.paymentsToRefund).toEqual([]);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const unknown = await context.app.inject({ method: 'GET', url: '/api/v2/dashboard?owner=1', headers });
    expect(unknown.statusCode).toBe(400);
    const long = await context.app.inject({
      method: 'GET',
      url: `/api/v2/dashboard?search=${'x'.repeat(101)}`,
      headers,
    });
    expect(long.statusCode).toBe(400);
    expect((await context.app.inject({ method: 'GET', url: '/api/v2/dashboard' })).statusCode).toBe(401);
  });
});

it('lists the last twelve months, oldest first, across a year boundary', () => {
  expect(monthsEndingIn('2026-02-28', 12)).toEqual([
    '2025-03',
    '2025-04',
    '2025-05',
    '2025-06',
    '2025-07',
    '2025-08',
    '2025-09',
    '2025-10',
    '2025-11',
    '2025-12',
    '2026-01',
    '2026-02',
  ]);
});
