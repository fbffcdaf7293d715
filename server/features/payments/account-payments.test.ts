import { randomUUID } from 'node:crypto';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import type { TAccountPaymentAnswer, TLedger } from '@domain/api/ledger';
import { DATE_PAID_IN_FUTURE_MESSAGE } from '@domain/api/payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import {
  type BusinessFixture,
  buildBusiness,
  buildCustomer,
  buildInvoice,
  type CustomerFixture,
} from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('payments on account and the flat’s ledger', (context) => {
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
  const db = () => context.app.database.db;

  async function owner(): Promise<BusinessFixture & { headers: Headers }> {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  /** A bill of `rupees` (one fixed line, no GST) due on `dueDate`. */
  async function billOf(flat: CustomerFixture, rupees: number, dueDate: string) {
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100, basis: 'fixed' }],
      values: { due_date: dueDate, invoice_date: addDays(dueDate, -15) },
    });
    return invoice;
  }

  function payOnAccount(customerId: string, headers: Partial<Headers>, payload: object) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${customerId}/payments`,
      headers,
      payload,
    });
  }

  /** A bill made in the invoice form: ₹1 per sq.ft of the flat's area, no GST. */
  function billByHand(customerId: string, headers: Headers) {
    return context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: {
        client: { _id: customerId },
        type: 'Bill',
        rates: 0,
        items: [{ itemName: 'Maintenance', unitPrice: 1 }],
      },
    });
  }

  function setOpening(customerId: string, headers: Headers, payload: object) {
    return context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${customerId}/opening-balance`,
      headers,
      payload,
    });
  }

  async function ledgerOf(customerId: string, headers: Headers): Promise<TLedger> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${customerId}/ledger`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function invoiceState(id: string) {
    const row = await db()
      .selectFrom('invoices')
      .select(['status', 'total_received_paise'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return [row.status, Number(row.total_received_paise)];
  }

  /** opening + billed − received = dues − advance, to the paisa. */
  function expectBalanced(ledger: TLedger) {
    expect(
      Math.round((ledger.opening.amount + ledger.billed - ledger.credited - ledger.received) * 100),
    ).toBe(Math.round((ledger.dues - ledger.advance) * 100));
  }

  const cash = (amountPaid: number, extra: object = {}) => ({
    amountPaid,
    datePaid: today(),
    paymentMethod: 'Cash',
    ...extra,
  });

  it('pays the opening balance, then bills by due date, and keeps the rest as an advance', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), { parent: tenant });
    const older = await billOf(flat, 1_000, '2026-10-15');
    const newer = await billOf(flat, 1_000, '2026-11-15');
    expect(
      (await setOpening(flat.customer.id, tenant.headers, { amount: 500, asOf: '2026-09-30' })).statusCode,
    ).toBe(200);

    // ₹1,200: ₹500 on the opening balance, ₹700 on the October bill.
    const first = await payOnAccount(
      flat.customer.id,
      tenant.headers,
      cash(1_200, { reference: 'UTR 4021' }),
    );
    expect(first.statusCode).toBe(201);
    const answer: TAccountPaymentAnswer = first.json();
    expect(answer.receipt).toMatchObject({
      receiptNumber: 'R-001',
      amount: 1_200,
      reference: 'UTR 4021',
      openingPaid: 500,
      bills: [{ _id: older.id, invoiceNumber: older.invoice_number, amount: 700 }],
      advance: 0,
    });
    expect(await invoiceState(older.id)).toEqual(['Partial', 70_000]);
    expect(answer.ledger).toEqual({
      customerId: flat.customer.id,
      opening: { amount: 500, asOf: '2026-09-30' },
      billed: 2_000,
      credited: 0,
      received: 1_200,
      dues: 1_300,
      advance: 0,
    });

    // ₹2,000: ₹300 closes October, ₹1,000 November, ₹700 waits as advance.
    const second: TAccountPaymentAnswer = (
      await payOnAccount(flat.customer.id, tenant.headers, cash(2_000))
    ).json();
    expect(second.receipt).toMatchObject({
      receiptNumber: 'R-002',
      openingPaid: 0,
      bills: [
        { _id: older.id, amount: 300 },
        { _id: newer.id, amount: 1_000 },
      ],
      advance: 700,
    });
    expect(await invoiceState(older.id)).toEqual(['Paid', 100_000]);
    expect(await invoiceState(newer.id)).toEqual(['Paid', 100_000]);
    expect(second.ledger).toMatchObject({ received: 3_200, dues: 0, advance: 700 });
    expectBalanced(second.ledger);
  });

  it('lets the next bill take the advance, by hand or by any new invoice, and shows it on the bill', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { area_hundredths: 100_000, price_per_sqft_paise: 100 },
    });
    await payOnAccount(flat.customer.id, tenant.headers, cash(600, { paymentMethod: 'UPI' }));
    expect(await ledgerOf(flat.customer.id, tenant.headers)).toMatchObject({ dues: 0, advance: 600 });

    // 1,000 sq.ft × ₹1, no GST: a ₹1,000 bill takes the ₹600 advance.
    const created = await billByHand(flat.customer.id, tenant.headers);
    expect(created.statusCode).toBe(201);
    const bill = created.json();
    expect(bill.status).toBe('Partial');
    expect(bill.totalAmountReceived).toBe(600);
    expect(bill.paymentRecords).toMatchObject([
      { amountPaid: 600, paymentMethod: 'UPI', note: 'Advance applied' },
    ]);
    const ledger = await ledgerOf(flat.customer.id, tenant.headers);
    expect(ledger).toMatchObject({ billed: 1_000, received: 600, dues: 400, advance: 0 });
    expectBalanced(ledger);
  });

  it('applies an opening advance to the next bill, and never lets the opening fall below what was used', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { area_hundredths: 100_000, price_per_sqft_paise: 100 },
    });
    expect(
      (await setOpening(flat.customer.id, tenant.headers, { amount: -250.5, asOf: '2026-09-30' })).statusCode,
    ).toBe(200);
    const created = await billByHand(flat.customer.id, tenant.headers);
    expect(created.json()).toMatchObject({ status: 'Partial', totalAmountReceived: 250.5 });
    const ledger = await ledgerOf(flat.customer.id, tenant.headers);
    expect(ledger).toMatchObject({
      opening: { amount: -250.5 },
      billed: 1_000,
      received: 0,
      dues: 749.5,
      advance: 0,
    });
    expectBalanced(ledger);

    const refused = await setOpening(flat.customer.id, tenant.headers, { amount: -100, asOf: '2026-09-30' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The opening advance cannot be less than the ₹250.50 bills have already taken from it',
    );
    expect((await ledgerOf(flat.customer.id, tenant.headers)).opening.amount).toBe(-250.5);
  });

  it('refuses an opening balance below what receipts paid on it', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), { parent: tenant });
    await setOpening(flat.customer.id, tenant.headers, { amount: 900, asOf: '2026-09-30' });
    await payOnAccount(flat.customer.id, tenant.headers, cash(400));
    const refused = await setOpening(flat.customer.id, tenant.headers, { amount: 300, asOf: '2026-09-30' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'The opening balance cannot be less than the ₹400.00 already paid on it',
    );
    const noDate = await setOpening(flat.customer.id, tenant.headers, { amount: 300 });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().message).toBe('Please enter the date the opening balance is as of');
    expect(await ledgerOf(flat.customer.id, tenant.headers)).toMatchObject({
      opening: { amount: 900 },
      dues: 500,
    });
  });

  it('refuses 0, negative, three decimals, a future date and another business’s flat, storing nothing', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), { parent: tenant });
    const stranger = await owner();
    const cases: Array<[object, number, string]> = [
      [cash(0), 400, 'The amount paid must be more than 0'],
      [cash(-5), 400, 'The amount paid must be more than 0'],
      [cash(10.005), 400, 'The amount paid can have at most 2 decimals'],
      [cash(10, { datePaid: addDays(today(), 2) }), 400, DATE_PAID_IN_FUTURE_MESSAGE],
      [cash(10, { reference: 'UTR\u0007' }), 400, 'The reference cannot contain control characters'],
    ];
    for (const [payload, status, message] of cases) {
      const response = await payOnAccount(flat.customer.id, tenant.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const foreign = await payOnAccount(flat.customer.id, stranger.headers, cash(10));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CUSTOMER_NOT_FOUND_MESSAGE);
    expect((await payOnAccount(randomUUID(), tenant.headers, cash(10))).statusCode).toBe(404);
    const receipts = await db()
      .selectFrom('receipts')
      .select('id')
      .where('business_id', '=', tenant.business.id)
      .execute();
    expect(receipts).toEqual([]);
  });

  it('spreads 20 payments at once for one flat without paying the same rupee twice', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), { parent: tenant });
    const bill = await billOf(flat, 1_000, '2026-10-15');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payOnAccount(flat.customer.id, tenant.headers, cash(100))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers
      .map((answer) => (answer.json() as TAccountPaymentAnswer).receipt.receiptNumber)
      .sort();
    expect(new Set(numbers).size).toBe(20);
    expect(await invoiceState(bill.id)).toEqual(['Paid', 100_000]);
    const ledger = await ledgerOf(flat.customer.id, tenant.headers);
    expect(ledger).toMatchObject({ billed: 1_000, received: 2_000, dues: 0, advance: 1_000 });
    expectBalanced(ledger);
  });

  it('deletes a receipt that paid two bills, opening both again', async () => {
    const tenant = await owner();
    const flat = await buildCustomer(db(), { parent: tenant });
    const older = await billOf(flat, 1_000, '2026-10-15');
    const newer = await billOf(flat, 1_000, '2026-11-15');
    await payOnAccount(flat.customer.id, tenant.headers, cash(1_500));
    const payment = await db()
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', newer.id)
      .executeTakeFirstOrThrow();
    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/invoices/payment/${newer.id}/${payment.id}`,
      headers: tenant.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await invoiceState(older.id)).toEqual(['Unpaid', 0]);
    expect(await invoiceState(newer.id)).toEqual(['Unpaid', 0]);
    const ledger = await ledgerOf(flat.customer.id, tenant.headers);
    expect(ledger).toMatchObject({ received: 0, dues: 2_000, advance: 0 });
  });
});
