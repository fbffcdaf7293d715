import { randomUUID } from 'node:crypto';
import { INVOICE_REPLACED_EDIT_MESSAGE } from '@domain/api/invoices';
import { LATE_FEE_SOURCE_MESSAGE } from '@domain/api/late-fee';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('late-fee invoices', (context) => {
  /**
   * An owner's invoice No. 005 for one flat: 1,250.50 sq.ft × ₹3.25 = ₹4,064.125, 18 % GST, due
   * `daysLate` days ago in the business's zone (10 days: 1 month started; 70 days: 3 months started).
   */
  async function overdueInvoice(daysLate: number, receivedPaise = 0) {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const parent = await buildCustomer(db, {
      parent: tenant,
      values: { area_hundredths: 125_050, price_per_sqft_paise: 325 },
    });
    const today = todayIn(tenant.business.time_zone, new Date());
    const dueDate = addDays(today, -daysLate);
    const { invoice } = await buildInvoice(db, {
      parent,
      items: [{ itemName: 'Maintenance', unitPrice: 325, quantity: 125_050 }],
      gstRate: 18,
      receivedPaise,
      values: {
        invoice_number: '005',
        invoice_date: addDays(dueDate, -30),
        due_date: dueDate,
        notes: 'Pay by UPI',
      },
    });
    await db
      .updateTable('businesses')
      .set({ invoice_counter: 11 })
      .where('id', '=', tenant.business.id)
      .execute();
    return { ...parent, invoice, today, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function replace(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/invoices/overdue', headers, payload });
  }

  async function getJson(headers: Partial<Headers>, url: string) {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  }

  /** The businesses' invoices and what replaced them: a refused late fee leaves them as they were. */
  const replacementsIn = (businessIds: string[]) =>
    context.app.database.db
      .selectFrom('invoices')
      .select(['invoice_number', 'replaced_by_invoice_id'])
      .where('business_id', 'in', businessIds)
      .execute();

  const numbers = (list: { data: { invoiceNumber: string }[] }) => list.data.map((row) => row.invoiceNumber);

  it('1 month late: a new numbered invoice with a 2 % late fee on each line, linked both ways', async () => {
    const { user, invoice, headers } = await overdueInvoice(10);
    const response = await replace(headers, { from: invoice.id });
    expect(response.statusCode).toBe(201);
    const { data, id } = response.json();
    // 4,064.125 × 1.02 = 4,145.4075 → 4,145.41; GST 746.1738 → 746.17; total 4,891.58 → 4,892.
    expect(data.items).toEqual([
      {
        itemName: 'Maintenance',
        basis: 'area',
        unitPrice: 3.25,
        quantity: 1250.5,
        discount: 0,
        overDues: 2,
        amount: 4145.41,
        gstTreatment: 'taxable',
        hsn: '995419',
        gstRate: 18,
        taxableValue: 4145.41,
        exemption: null,
      },
    ]);
    expect(data).toMatchObject({
      _id: id,
      invoiceNumber: '012',
      subTotal: 4145.41,
      rates: 18,
      vat: 746.17,
      total: 4892,
      status: 'Unpaid',
      notes: 'Pay by UPI',
      client: { name: invoice.client_name, flatarea: 1250.5 },
      replaces: { _id: invoice.id, invoiceNumber: '005' },
      replacedBy: null,
    });

    const original = await getJson(headers, `/api/v2/invoices/${invoice.id}`);
    expect(original).toMatchObject({
      status: 'Unpaid',
      replacedBy: { _id: id, invoiceNumber: '012' },
      replaces: null,
    });
    // The public views name each other too: the client is sent the new one.
    expect(await getJson({}, `/api/v2/invoices/${invoice.id}`)).toMatchObject({
      replacedBy: { _id: id, invoiceNumber: '012' },
    });
    expect(await getJson({}, `/api/v2/invoices/${id}`)).toMatchObject({
      replaces: { _id: invoice.id, invoiceNumber: '005' },
    });

    // The debt is now the new invoice's: the original leaves the unpaid and overdue lists.
    expect(numbers(await getJson(headers, `/api/v2/invoices/unpaid/${user.id}`))).toEqual(['012']);
    expect(numbers(await getJson(headers, `/api/v2/invoices/overdues/${user.id}`))).toEqual([]);
    expect(numbers(await getJson(headers, `/api/v2/invoices/all/${user.id}?sort=number`))).toEqual([
      '005',
      '012',
    ]);
  });

  it('3 months late: 6 %, 4,064.125 × 1.06 = 4,307.9725 → 4,307.97; GST 775.43; total 5,083', async () => {
    const { invoice, headers } = await overdueInvoice(70);
    const response = await replace(headers, { from: invoice.id });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.items[0]).toMatchObject({ overDues: 6, amount: 4307.97 });
    expect(data).toMatchObject({ subTotal: 4307.97, vat: 775.43, total: 5083 });
  });

  it('takes the form’s overrides: lines, number, dates, notes and terms', async () => {
    const { invoice, today, headers } = await overdueInvoice(10);
    const response = await replace(headers, {
      from: invoice.id,
      items: [{ itemName: 'Maintenance with fine', unitPrice: 3.25, discount: 0, overDues: 4 }],
      invoiceNumber: '40',
      date: today,
      dueDate: addDays(today, 7),
      notes: 'Late fee added',
      rates: 0,
      type: 'Invoice',
    });
    expect(response.statusCode).toBe(201);
    // 4,064.125 × 1.04 = 4,226.69; no GST; total 4,227.
    expect(response.json().data).toMatchObject({
      invoiceNumber: '040',
      items: [{ itemName: 'Maintenance with fine', overDues: 4, amount: 4226.69 }],
      total: 4227,
      vat: 0,
      type: 'Invoice',
      date: today,
      dueDate: addDays(today, 7),
      notes: 'Late fee added',
    });
  });

  it('0 months late (on the due date), Paid or Partial: refused with the reason, nothing stored', async () => {
    const onTime = await overdueInvoice(0);
    const notDue = await replace(onTime.headers, { from: onTime.invoice.id });
    expect(notDue.statusCode).toBe(400);
    expect(notDue.json().message).toBe(`Invoice No. 005 is not overdue yet: it is due on ${onTime.today}`);

    const paid = await overdueInvoice(10, 479_600);
    const paidAnswer = await replace(paid.headers, { from: paid.invoice.id });
    expect(paidAnswer.statusCode).toBe(400);
    expect(paidAnswer.json().message).toBe('Invoice No. 005 is paid: there is no late fee to add');

    const partial = await overdueInvoice(10, 1_000);
    const partialAnswer = await replace(partial.headers, { from: partial.invoice.id });
    expect(partialAnswer.statusCode).toBe(400);
    expect(partialAnswer.json().message).toBe(
      'Invoice No. 005 has payments recorded: edit it to add the late fee instead',
    );

    const rows = await replacementsIn([onTime.business.id, paid.business.id, partial.business.id]);
    expect(rows).toEqual([
      { invoice_number: '005', replaced_by_invoice_id: null },
      { invoice_number: '005', replaced_by_invoice_id: null },
      { invoice_number: '005', replaced_by_invoice_id: null },
    ]);
  });

  it('refuses a quotation past its date: it asks for no payment, so it takes no late fee', async () => {
    const quoted = await overdueInvoice(10);
    await context.app.database.db
      .updateTable('invoices')
      .set({ type: 'Quotation' })
      .where('id', '=', quoted.invoice.id)
      .execute();
    const answer = await replace(quoted.headers, { from: quoted.invoice.id });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      'Invoice No. 005 is a quotation: it asks for no payment, so it takes no late fee',
    );
    const rows = await replacementsIn([quoted.business.id]);
    expect(rows).toEqual([{ invoice_number: '005', replaced_by_invoice_id: null }]);
  });

  it('replaces an invoice once: a second request is a 409, even two at the same time', async () => {
    const first = await overdueInvoice(10);
    expect((await replace(first.headers, { from: first.invoice.id })).statusCode).toBe(201);
    const again = await replace(first.headers, { from: first.invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'Invoice No. 005 has already been replaced by a late-fee invoice (No. 012)',
    );

    const raced = await overdueInvoice(10);
    const answers = await Promise.all([
      replace(raced.headers, { from: raced.invoice.id }),
      replace(raced.headers, { from: raced.invoice.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await context.app.database.db
      .selectFrom('invoices')
      .select('invoice_number')
      .where('business_id', '=', raced.business.id)
      .orderBy('invoice_number')
      .execute();
    expect(rows.map((row) => row.invoice_number)).toEqual(['005', '012']);
  });

  it('keeps a replaced invoice as it was billed: no edit, no payment through an edit', async () => {
    const late = await overdueInvoice(10);
    expect((await replace(late.headers, { from: late.invoice.id })).statusCode).toBe(201);
    const before = await getJson(late.headers, `/api/v2/invoices/${late.invoice.id}`);
    const edits = [
      { notes: 'Changed after the fine' },
      { paymentRecords: [{ amountPaid: 100, datePaid: late.today, paymentMethod: 'Cash', note: '' }] },
    ];
    for (const payload of edits) {
      const refused = await context.app.inject({
        method: 'PATCH',
        url: `/api/v2/invoices/${late.invoice.id}`,
        headers: late.headers,
        payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INVOICE_REPLACED_EDIT_MESSAGE);
    }
    expect(await getJson(late.headers, `/api/v2/invoices/${late.invoice.id}`)).toEqual(before);
  });

  it('answers 404 for another business’s invoice or an unknown one, changing nothing', async () => {
    const victim = await overdueInvoice(10);
    const intruder = await overdueInvoice(10);
    const answer = await replace(intruder.headers, { from: victim.invoice.id });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Invoice not found');
    expect((await replace(intruder.headers, { from: randomUUID() })).statusCode).toBe(404);
    const stored = await context.app.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', victim.invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual(victim.invoice);
  });

  it('answers 400 with every message for a bad body, and 401 without a session', async () => {
    const { invoice, headers } = await overdueInvoice(10);
    const missing = await replace(headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(LATE_FEE_SOURCE_MESSAGE);

    const bad = await replace(headers, {
      from: invoice.id,
      items: [{ itemName: '', unitPrice: -1 }],
      client: { _id: randomUUID() },
    });
    expect(bad.statusCode).toBe(400);
    const messages = bad.json().errors.map((error: { message: string }) => error.message);
    // The client is always the original's: a late fee is on that client's debt.
    expect(messages).toEqual([
      'The item price cannot be negative',
      'Please Enter Item name',
      expect.stringContaining('"client"'),
    ]);

    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      payload: { from: invoice.id },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
