import { MONTH_NOT_BEGUN_MESSAGE } from '@domain/api/closed-books';
import { closedMonthMessage, monthOf } from '@domain/closed-books';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addMonths, todayIn } from '@domain/dates';
import { ROLE_REFUSED_MESSAGE } from '@domain/roles';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildBusiness, buildMember } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('closed books', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
  /** The 10th of last month: a day whose month has ended. */
  const lastMonthDay = () => `${monthOf(addMonths(today(), -1))}-10`;

  function call(headers: Headers, method: InjectOptions['method'], url: string, payload?: object) {
    return context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  async function societyWithLastMonthsBill() {
    const tenant = await buildBusiness(db());
    const treasurer = await buildMember(db(), tenant, 'treasurer');
    const owner = await sessionHeadersFor(context.app, tenant.user);
    const keeper = await sessionHeadersFor(context.app, treasurer);
    const customer = (
      await call(owner, 'POST', '/api/v2/clients', {
        name: 'Meera Iyer',
        email: 'meera@example.test',
        phone: '98200 12345',
        block: 'B',
        floor: '3',
        flat: 'B-301',
        flatarea: 1000,
        price: 3,
      })
    ).json();
    const bill = await call(owner, 'POST', '/api/v2/invoices', {
      client: { _id: customer._id },
      type: 'Invoice',
      date: lastMonthDay(),
      dueDate: lastMonthDay(),
      items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const paid = await call(owner, 'POST', `/api/v2/invoices/${bill.json()._id}/payments`, {
      amountPaid: 500,
      datePaid: lastMonthDay(),
      paymentMethod: 'Cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return { ...tenant, owner, keeper, customer, bill: paid.json() };
  }

  it('refuses every change dated in a closed month, until the owner alone reopens it', async () => {
    const { business, owner, keeper, customer, bill } = await societyWithLastMonthsBill();
    const month = monthOf(lastMonthDay());
    const closed = await call(keeper, 'POST', '/api/v2/closed-months', { month });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().months).toMatchObject([{ month, closedBy: expect.stringContaining('Treasurer') }]);
    const refusal = [409, closedMonthMessage(month)];
    const answer = async (response: Promise<{ statusCode: number; json: () => { message: string } }>) => {
      const settled = await response;
      return [settled.statusCode, settled.json().message];
    };
    const before = await db()
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', bill._id)
      .executeTakeFirst();

    expect(
      await answer(
        call(keeper, 'POST', '/api/v2/invoices', {
          client: { _id: customer._id },
          date: lastMonthDay(),
          items: [{ itemName: 'Water', unitPrice: 1 }],
        }),
      ),
    ).toEqual(refusal);
    expect(await answer(call(keeper, 'PATCH', `/api/v2/invoices/${bill._id}`, { notes: 'Changed' }))).toEqual(
      refusal,
    );
    expect(
      await answer(
        call(keeper, 'POST', `/api/v2/invoices/${bill._id}/payments`, {
          amountPaid: 10,
          datePaid: lastMonthDay(),
          paymentMethod: 'Cash',
        }),
      ),
    ).toEqual(refusal);
    const paymentId = bill.paymentRecords[0]._id;
    expect(await answer(call(keeper, 'DELETE', `/api/v2/invoices/payment/${bill._id}/${paymentId}`))).toEqual(
      refusal,
    );
    expect(
      await answer(
        call(keeper, 'POST', `/api/v2/invoices/${bill._id}/credit-notes`, {
          date: lastMonthDay(),
          reason: 'Area corrected',
          lines: [{ line: 0, amount: 100 }],
        }),
      ),
    ).toEqual(refusal);
    const receiptId = (
      await db()
        .selectFrom('payments')
        .select('receipt_id')
        .where('id', '=', paymentId)
        .executeTakeFirstOrThrow()
    ).receipt_id;
    expect(
      await answer(
        call(keeper, 'POST', `/api/v2/receipts/${receiptId}/reverse`, { reversedOn: today(), reason: 'x' }),
      ),
    ).toEqual(refusal);
    expect(
      await db().selectFrom('invoices').selectAll().where('id', '=', bill._id).executeTakeFirst(),
    ).toEqual(before);

    // Money received today on the closed month's bill is today's: it is taken.
    const todays = await call(keeper, 'POST', `/api/v2/invoices/${bill._id}/payments`, {
      amountPaid: 10,
      datePaid: today(),
      paymentMethod: 'UPI',
    });
    if (monthOf(today()) !== month) expect(todays.statusCode, todays.body).toBe(201);

    const treasurerReopens = await call(keeper, 'DELETE', `/api/v2/closed-months/${month}`);
    expect([treasurerReopens.statusCode, treasurerReopens.json().message]).toEqual([
      403,
      ROLE_REFUSED_MESSAGE,
    ]);
    const reopened = await call(owner, 'DELETE', `/api/v2/closed-months/${month}`);
    expect([reopened.statusCode, reopened.json().months]).toEqual([200, []]);
    expect(
      (await call(keeper, 'PATCH', `/api/v2/invoices/${bill._id}`, { notes: 'Changed' })).statusCode,
    ).toBe(200);

    const trail = await db()
      .selectFrom('audit_entries')
      .select(['entity', 'entity_id', 'action'])
      .where('business_id', '=', business.id)
      .where('entity', '=', 'period')
      .orderBy('seq')
      .execute();
    expect(trail).toEqual([
      { entity: 'period', entity_id: month, action: 'close' },
      { entity: 'period', entity_id: month, action: 'reopen' },
    ]);
  });

  it('closes a financial year as its twelve months, but not a month that has not begun', async () => {
    const { owner } = await societyWithLastMonthsBill();
    const year = await call(owner, 'POST', '/api/v2/closed-months', { financialYear: '2024-25' });
    expect(year.json().months.map((closed: { month: string }) => closed.month)).toEqual([
      '2025-03',
      '2025-02',
      '2025-01',
      '2024-12',
      '2024-11',
      '2024-10',
      '2024-09',
      '2024-08',
      '2024-07',
      '2024-06',
      '2024-05',
      '2024-04',
    ]);
    const nextMonth = monthOf(addMonths(today(), 1));
    const future = await call(owner, 'POST', '/api/v2/closed-months', { month: nextMonth });
    expect([future.statusCode, future.json().errors]).toEqual([
      400,
      [{ path: 'month', message: MONTH_NOT_BEGUN_MESSAGE }],
    ]);
    const both = await call(owner, 'POST', '/api/v2/closed-months', {
      month: '2024-04',
      financialYear: '2024-25',
    });
    expect(both.statusCode).toBe(400);
    const notClosed = await call(owner, 'DELETE', '/api/v2/closed-months/2023-01');
    expect(notClosed.statusCode).toBe(404);
  });

  it('lets a close and payments race: each payment is taken before the close, or refused after it', async () => {
    const { owner, keeper, bill } = await societyWithLastMonthsBill();
    const month = monthOf(lastMonthDay());
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, () =>
        call(keeper, 'POST', `/api/v2/invoices/${bill._id}/payments`, {
          amountPaid: 10,
          datePaid: lastMonthDay(),
          paymentMethod: 'Cash',
        }),
      ),
      call(owner, 'POST', '/api/v2/closed-months', { month }),
    ]);
    const payments = answers.slice(0, 8).map((answer) => answer.statusCode);
    expect(payments.every((status) => status === 201 || status === 409)).toBe(true);
    expect(answers[8]?.statusCode).toBe(200);
    const stored = await db()
      .selectFrom('payments')
      .select('id')
      .where('invoice_id', '=', bill._id)
      .execute();
    expect(stored).toHaveLength(1 + payments.filter((status) => status === 201).length);
    // After the close, none more.
    const late = await call(keeper, 'POST', `/api/v2/invoices/${bill._id}/payments`, {
      amountPaid: 10,
      datePaid: lastMonthDay(),
      paymentMethod: 'Cash',
    });
    expect(late.statusCode).toBe(409);
  });
});
