import type { TFlatTransferAnswer } from '@domain/api/flat-transfers';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('a flat changing hands', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  /** Asha's flat B-402 with a ₹4,500 bill unpaid. */
  async function ashasFlat() {
    const tenant = await buildBusiness(db());
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Asha Verma', email: 'asha@example.test', block: 'B', floor: '4', flat: 'B-402' },
    });
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 450_000, quantity: 100, basis: 'fixed' }],
      values: { invoice_date: '2026-10-01', due_date: '2026-10-15' },
    });
    return { flat, headers, invoice };
  }

  const rohan = { name: 'Rohan Mehta', email: 'rohan@example.test', phone: '98200 20002' };

  function transfer(customerId: string, headers: { authorization: string }, payload: object) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${customerId}/transfer`,
      headers,
      payload,
    });
  }

  async function statementLines(customerId: string, headers: { authorization: string }) {
    const statement = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${customerId}/statement?from=2026-10-01&to=${today()}`,
      headers,
    });
    return statement
      .json()
      .lines.map((line: { kind: string; description: string; balance: number }) => [
        line.kind,
        line.description,
        line.balance,
      ]);
  }

  it('carries the dues to the new holder: the flat keeps its bills and account, the old bill its name', async () => {
    const { flat, headers, invoice } = await ashasFlat();
    const moved = await transfer(flat.customer.id, headers, { ...rohan, date: today(), dues: 'carry' });
    expect(moved.statusCode, moved.body).toBe(200);
    const answer: TFlatTransferAnswer = moved.json();
    expect(answer.customer).toMatchObject({
      name: 'Rohan Mehta',
      email: 'rohan@example.test',
      flat: 'B-402',
    });
    expect(answer.transfer).toEqual({
      date: today(),
      from: 'Asha Verma',
      to: 'Rohan Mehta',
      balance: 4500,
      dues: 'carry',
      receiptNumber: null,
    });
    expect(answer.ledger).toMatchObject({ billed: 4500, dues: 4500, advance: 0 });
    const bill = await db()
      .selectFrom('invoices')
      .select('client_name')
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(bill.client_name).toBe('Asha Verma');
    expect(await statementLines(flat.customer.id, headers)).toEqual([
      ['bill', 'Invoice', 4500],
      ['transfer', 'Transferred from Asha Verma to Rohan Mehta; ₹4,500.00 Dr carried', 4500],
    ]);
  });

  it('has the outgoing holder settle the dues with a receipt in their name, sent to them', async () => {
    const { flat, headers } = await ashasFlat();
    const moved = await transfer(flat.customer.id, headers, {
      ...rohan,
      date: today(),
      dues: 'settle',
      paymentMethod: 'Cheque',
      reference: '004512 HDFC',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().transfer).toMatchObject({ balance: 4500, dues: 'settle', receiptNumber: 'R-001' });
    expect(moved.json().ledger).toMatchObject({ dues: 0, advance: 0, received: 4500 });
    const receipt = await db()
      .selectFrom('receipts')
      .select(['paid_by', 'amount_paise', 'payment_method', 'reference'])
      .where('business_id', '=', flat.business.id)
      .executeTakeFirstOrThrow();
    expect(receipt).toEqual({
      paid_by: 'Asha Verma',
      amount_paise: 450_000,
      payment_method: 'Cheque',
      reference: '004512 HDFC',
    });
    const messages = await db()
      .selectFrom('outbox')
      .select(['kind', 'recipient'])
      .where('business_id', '=', flat.business.id)
      .execute();
    expect(messages).toEqual([{ kind: 'receipt', recipient: 'asha@example.test' }]);
    expect((await statementLines(flat.customer.id, headers)).at(-1)).toEqual([
      'transfer',
      'Transferred from Asha Verma to Rohan Mehta; ₹4,500.00 Dr settled by Asha Verma',
      0,
    ]);
  });

  it('refuses a bad transfer and changes nothing', async () => {
    const { flat, headers } = await ashasFlat();
    const cases: Array<[object, number, string]> = [
      [
        { ...rohan, date: addDays(today(), 1), dues: 'carry' },
        400,
        'The transfer date cannot be in the future',
      ],
      [{ ...rohan, date: today(), dues: 'settle' }, 400, 'Choose how the outgoing holder paid the dues'],
      [{ ...rohan, date: today(), dues: 'keep' }, 400, 'Choose whether the dues are carried or settled'],
      [{ ...rohan, name: '', date: today(), dues: 'carry' }, 400, 'Please enter the name'],
      [
        { ...rohan, name: 'Rohan\u0000', date: today(), dues: 'carry' },
        400,
        'The name cannot contain control characters',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const refused = await transfer(flat.customer.id, headers, payload);
      expect([refused.statusCode, refused.json().message], JSON.stringify(payload)).toEqual([
        status,
        message,
      ]);
    }
    const intruder = await buildBusiness(db());
    const foreign = await transfer(flat.customer.id, await sessionHeadersFor(context.app, intruder.user), {
      ...rohan,
      date: today(),
      dues: 'carry',
    });
    expect(foreign.statusCode).toBe(404);
    const stored = await db()
      .selectFrom('customers')
      .select('name')
      .where('id', '=', flat.customer.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Asha Verma');
    expect(
      await db()
        .selectFrom('flat_transfers')
        .selectAll()
        .where('customer_id', '=', flat.customer.id)
        .execute(),
    ).toEqual([]);
    expect(
      await db().selectFrom('receipts').selectAll().where('business_id', '=', flat.business.id).execute(),
    ).toEqual([]);

    // Once it changed hands, an earlier transfer is refused.
    expect(
      (await transfer(flat.customer.id, headers, { ...rohan, date: today(), dues: 'carry' })).statusCode,
    ).toBe(200);
    const earlier = await transfer(flat.customer.id, headers, {
      name: 'Meera Iyer',
      email: 'meera@example.test',
      date: addDays(today(), -1),
      dues: 'carry',
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toMatch(
      /^The flat last changed hands on .*: a transfer cannot be earlier$/,
    );
  });
});
