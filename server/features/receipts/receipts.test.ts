import { randomUUID } from 'node:crypto';
import type { TLedger } from '@domain/api/ledger';
import {
  ONLINE_PAYMENT_NOT_REVERSED_MESSAGE,
  RECEIPT_ALREADY_REVERSED_MESSAGE,
  RECEIPT_NOT_FOUND_MESSAGE,
  REVERSAL_BEFORE_PAYMENT_MESSAGE,
  REVERSAL_IN_FUTURE_MESSAGE,
  type TReceipt,
} from '@domain/api/receipts';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice, type CustomerFixture } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('receipts and reversing a bounced cheque', (context) => {
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
  const db = () => context.app.database.db;

  async function flatWithOwner() {
    const tenant = await buildBusiness(db());
    const flat = await buildCustomer(db(), { parent: tenant });
    return { flat, headers: await sessionHeadersFor(context.app, tenant.user) };
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

  async function payByCheque(
    flat: CustomerFixture,
    headers: Headers,
    amountPaid: number,
    datePaid = today(),
  ) {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${flat.customer.id}/payments`,
      headers,
      payload: { amountPaid, datePaid, paymentMethod: 'Cheque', reference: '004512 HDFC Bank' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().receipt._id as string;
  }

  function reverse(receiptId: string, headers: Headers, payload: object) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/receipts/${receiptId}/reverse`,
      headers,
      payload,
    });
  }

  async function ledgerOf(flat: CustomerFixture, headers: Headers): Promise<TLedger> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/ledger`,
      headers,
    });
    return response.json();
  }

  async function statusOf(invoiceId: string) {
    const row = await db()
      .selectFrom('invoices')
      .select(['status', 'total_received_paise'])
      .where('id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    return [row.status, Number(row.total_received_paise)];
  }

  it('reverses a bounced cheque: kept as reversed, its bills and opening balance owed again', async () => {
    const { flat, headers } = await flatWithOwner();
    const opening = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${flat.customer.id}/opening-balance`,
      headers,
      payload: { amount: 300, asOf: '2026-01-31' },
    });
    expect(opening.statusCode).toBe(200);
    const older = await billOf(flat, 1000, '2026-02-15');
    const newer = await billOf(flat, 2000, '2026-03-15');
    const chequeId = await payByCheque(flat, headers, 2500);
    expect(await ledgerOf(flat, headers)).toMatchObject({ dues: 800, advance: 0, received: 2500 });

    const reversed = await reverse(chequeId, headers, {
      reversedOn: today(),
      reason: 'Cheque bounced: insufficient funds',
      bounceCharge: 590,
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    const receipt: TReceipt = reversed.json();
    expect(receipt).toMatchObject({
      amount: 2500,
      paymentMethod: 'Cheque',
      reference: '004512 HDFC Bank',
      openingPaid: 0,
      bills: [],
      advance: 0,
      reversal: { reversedOn: today(), reason: 'Cheque bounced: insufficient funds', bounceCharge: 590 },
    });
    expect(receipt.receiptNumber).toBe('R-001');
    expect(await statusOf(older.id)).toEqual(['Unpaid', 0]);
    expect(await statusOf(newer.id)).toEqual(['Unpaid', 0]);
    expect(await ledgerOf(flat, headers)).toMatchObject({
      billed: 3000,
      received: 0,
      dues: 3300,
      advance: 0,
    });

    // Still in the flat's receipts, as reversed; the next cheque gets the next number.
    const next = await payByCheque(flat, headers, 1300);
    const list = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/receipts`,
      headers,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().items.map((item: TReceipt) => [item.receiptNumber, item.amount, item.reversal !== null]),
    ).toEqual([
      ['R-002', 1300, false],
      ['R-001', 2500, true],
    ]);
    const one = await context.app.inject({ method: 'GET', url: `/api/v2/receipts/${next}`, headers });
    expect(one.json()).toMatchObject({
      openingPaid: 300,
      bills: [{ _id: older.id, invoiceNumber: older.invoice_number, amount: 1000 }],
      advance: 0,
      reversal: null,
    });

    const again = await reverse(chequeId, headers, { reversedOn: today() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RECEIPT_ALREADY_REVERSED_MESSAGE);
  });

  it('takes back the advance a later bill took from the bounced cheque', async () => {
    const { flat, headers } = await flatWithOwner();
    const chequeId = await payByCheque(flat, headers, 5000);
    const bill = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: {
        client: { _id: flat.customer.id },
        type: 'Bill',
        rates: 0,
        items: [{ itemName: 'Maintenance', unitPrice: 1 }],
      },
    });
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json().status).toBe('Paid');
    const total: number = bill.json().total;
    expect(await ledgerOf(flat, headers)).toMatchObject({ dues: 0, advance: 5000 - total });

    expect((await reverse(chequeId, headers, { reversedOn: today() })).statusCode).toBe(200);
    expect(await statusOf(bill.json()._id)).toEqual(['Unpaid', 0]);
    expect(await ledgerOf(flat, headers)).toMatchObject({ billed: total, dues: total, advance: 0 });
  });

  it('spends what the flat holds as advance on the dues a reversal opens again', async () => {
    const { flat, headers } = await flatWithOwner();
    await context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${flat.customer.id}/opening-balance`,
      headers,
      payload: { amount: 1200, asOf: '2026-01-31' },
    });
    const bill = await billOf(flat, 4500, '2026-02-15');
    const cheque = await payByCheque(flat, headers, 2000);
    const upi = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${flat.customer.id}/payments`,
      headers,
      payload: { amountPaid: 5000, datePaid: today(), paymentMethod: 'UPI', reference: 'UTR 4021' },
    });
    expect(upi.json().receipt).toMatchObject({ openingPaid: 0, advance: 1300 });
    expect(await ledgerOf(flat, headers)).toMatchObject({ dues: 0, advance: 1300 });

    expect((await reverse(cheque, headers, { reversedOn: today() })).statusCode).toBe(200);
    // Reopened: ₹1,200 of arrears and ₹800 of the bill; the ₹1,300 advance pays the arrears, then ₹100.
    expect(await ledgerOf(flat, headers)).toMatchObject({ dues: 700, advance: 0, received: 5000 });
    expect(await statusOf(bill.id)).toEqual(['Partial', 380_000]);
    const upiNow = await context.app.inject({
      method: 'GET',
      url: `/api/v2/receipts/${upi.json().receipt._id}`,
      headers,
    });
    expect(upiNow.json()).toMatchObject({
      openingPaid: 1200,
      bills: [{ _id: bill.id, amount: 3800 }],
      advance: 0,
    });
  });

  it('refuses a bad reversal and changes nothing', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat, 1000, '2026-02-15');
    const chequeId = await payByCheque(flat, headers, 400, addDays(today(), -3));
    const cases: Array<[object, string]> = [
      [{ reversedOn: addDays(today(), 1) }, REVERSAL_IN_FUTURE_MESSAGE],
      [{ reversedOn: addDays(today(), -4) }, REVERSAL_BEFORE_PAYMENT_MESSAGE],
      [{ reversedOn: today(), bounceCharge: -1 }, 'The bounce charge cannot be negative'],
      [{ reversedOn: today(), bounceCharge: 1.005 }, 'The bounce charge can have at most 2 decimals'],
      [{ reversedOn: '2026-02-30' }, 'The reversal date must be a date (YYYY-MM-DD)'],
      [{ reversedOn: today(), reason: 'bounced\u0007' }, 'The reason cannot contain control characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await reverse(chequeId, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const intruder = await buildBusiness(db());
    const intruderHeaders = await sessionHeadersFor(context.app, intruder.user);
    const foreign = await reverse(chequeId, intruderHeaders, { reversedOn: today() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(RECEIPT_NOT_FOUND_MESSAGE);
    const unknown = await reverse(randomUUID(), headers, { reversedOn: today() });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(bill.id)).toEqual(['Partial', 40_000]);
    const stored = await db()
      .selectFrom('receipts')
      .select(['reversed_on', 'bounce_charge_paise'])
      .where('id', '=', chequeId)
      .executeTakeFirstOrThrow();
    expect([stored.reversed_on, Number(stored.bounce_charge_paise)]).toEqual([null, 0]);
  });

  it('leaves a payment made online to be refunded through the provider', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat, 1000, '2026-02-15');
    const receiptId = randomUUID();
    await db()
      .insertInto('receipts')
      .values({
        id: receiptId,
        business_id: flat.business.id,
        customer_id: flat.customer.id,
        receipt_number_value: 1,
        amount_paise: 100_000,
        date_paid: today(),
        payment_method: 'UPI',
        created_at: new Date().toISOString(),
      })
      .execute();
    await db()
      .insertInto('payments')
      .values({
        id: randomUUID(),
        business_id: flat.business.id,
        invoice_id: bill.id,
        receipt_id: receiptId,
        amount_paise: 100_000,
        date_paid: today(),
        payment_method: 'UPI',
        provider: 'razorpay',
        provider_payment_id: 'pay_Online123',
        created_at: new Date().toISOString(),
      })
      .execute();
    const refused = await reverse(receiptId, headers, { reversedOn: today() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ONLINE_PAYMENT_NOT_REVERSED_MESSAGE);
  });

  it('queues each new receipt for the member who paid, unless the business turns that off', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat, 1000, '2026-02-15');
    const receiptMessages = () =>
      db()
        .selectFrom('outbox')
        .select(['channel', 'recipient', 'subject', 'receipt_id'])
        .where('business_id', '=', flat.business.id)
        .where('kind', '=', 'receipt')
        .orderBy('created_at')
        .execute();
    const onAccount = await payByCheque(flat, headers, 300);
    const onInvoice = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${bill.id}/payments`,
      headers,
      payload: { amountPaid: 200, datePaid: today(), paymentMethod: 'UPI' },
    });
    expect(onInvoice.statusCode).toBe(201);
    const queued = await receiptMessages();
    expect(queued.map((message) => [message.channel, message.recipient, message.subject])).toEqual([
      ['email', flat.customer.email, expect.stringMatching(/^Receipt R-001 from /)],
      ['email', flat.customer.email, expect.stringMatching(/^Receipt R-002 from /)],
    ]);
    expect(queued[0]?.receipt_id).toBe(onAccount);

    const off = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/billing-settings',
      headers,
      payload: { dueDay: 15, repeatDay: null, sendReceipts: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    await payByCheque(flat, headers, 100);
    expect(await receiptMessages()).toHaveLength(2);
  });

  it('reverses a receipt once when two reversals arrive at once', async () => {
    const { flat, headers } = await flatWithOwner();
    await billOf(flat, 1000, '2026-02-15');
    const chequeId = await payByCheque(flat, headers, 700);
    const answers = await Promise.all(
      [0, 1, 2].map(() => reverse(chequeId, headers, { reversedOn: today(), bounceCharge: 100 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await ledgerOf(flat, headers)).toMatchObject({ dues: 1000, received: 0 });
  });
});
