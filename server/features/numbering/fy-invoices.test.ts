import { NUMBERING_PATH, type TNumberingInput } from '@domain/api/numbering';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const maintenance = { itemName: 'Maintenance', unitPrice: 3.25 };

function numberingWith(invoices: TNumberingInput['invoices']): TNumberingInput {
  return {
    invoices,
    receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
    creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
  };
}

const BY_YEAR = numberingWith({ mode: 'financial-year', pattern: '{FY}/' });
const CONTINUOUS = numberingWith({ mode: 'continuous', pattern: '{FY}/' });

describeEachDatabase('invoices numbered by financial year', (context) => {
  async function owner(numbering: TNumberingInput = BY_YEAR) {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const { customer } = await buildCustomer(db, { parent: tenant });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    await number(headers, numbering);
    return { ...tenant, customer, headers };
  }

  async function number(headers: Headers, numbering: TNumberingInput) {
    const response = await context.app.inject({
      method: 'PUT',
      url: NUMBERING_PATH,
      headers,
      payload: numbering,
    });
    expect(response.statusCode).toBe(200);
  }

  function create(headers: Headers, customerId: string, date: string, invoiceNumber?: string) {
    return context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices',
      headers,
      payload: { client: { _id: customerId }, items: [maintenance], date, invoiceNumber },
    });
  }

  async function created(headers: Headers, customerId: string, date: string, invoiceNumber?: string) {
    const response = await create(headers, customerId, date, invoiceNumber);
    expect(response.statusCode).toBe(201);
    return response.json() as { _id: string; invoiceNumber: string };
  }

  async function numberOf(headers: Headers, customerId: string, date: string, invoiceNumber?: string) {
    return (await created(headers, customerId, date, invoiceNumber)).invoiceNumber;
  }

  it('numbers a bill in the financial year of its date: 31 March in the old year, 1 April 001 of the new', async () => {
    const { customer, headers } = await owner();
    const numbers = [];
    for (const date of ['2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02'])
      numbers.push(await numberOf(headers, customer.id, date));
    expect(numbers).toEqual(['2025-26/001', '2025-26/002', '2026-27/001', '2026-27/002']);

    // Issued in November, dated 15 March: the next number of 2025-26, not of the year it is issued in.
    expect(await numberOf(headers, customer.id, '2026-03-15')).toBe('2025-26/003');
    expect(await numberOf(headers, customer.id, '2026-11-02')).toBe('2026-27/003');
    const preview = await context.app.inject({
      method: 'GET',
      url: `${NUMBERING_PATH}?date=2026-03-01`,
      headers,
    });
    expect(preview.json().invoices).toMatchObject({
      next: '2025-26/004',
      nextSerial: 4,
      nextContinuous: '001',
    });
  });

  it('sorts and finds numbers of several years in their order', async () => {
    const { user, customer, headers } = await owner();
    for (const date of ['2026-04-05', '2025-04-05', '2026-04-06', '2025-04-06', '2026-03-31'])
      await created(headers, customer.id, date);
    const list = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/all/${user.id}?sort=number&limit=0`,
      headers,
    });
    expect(list.json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      '2025-26/001',
      '2025-26/002',
      '2025-26/003',
      '2026-27/001',
      '2026-27/002',
    ]);
    const found = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/all/${user.id}?search=${encodeURIComponent('2026-27/002')}`,
      headers,
    });
    expect(found.json().data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
      '2026-27/002',
    ]);
  });

  it('takes a typed serial or the whole number of the bill’s year, and refuses any other', async () => {
    const { customer, headers } = await owner();
    expect(await numberOf(headers, customer.id, '2026-05-01', '7')).toBe('2026-27/007');
    // The typed number raised the year's counter: the next one goes on after it.
    expect(await numberOf(headers, customer.id, '2026-05-02')).toBe('2026-27/008');
    expect(await numberOf(headers, customer.id, '2026-05-03', '2026-27/5')).toBe('2026-27/005');

    const taken = await create(headers, customer.id, '2026-05-04', '2026-27/007');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Invoice number 2026-27/007 already exists',
      errors: [{ path: 'invoiceNumber', message: 'Invoice number 2026-27/007 already exists' }],
    });
    const wrongYear = 'For a bill dated in 2026-27 type the serial (7) or the whole number (2026-27/007)';
    for (const typed of ['2025-26/009', 'INV-9', '0', '100000']) {
      const refused = await create(headers, customer.id, '2026-05-04', typed);
      expect({ typed, status: refused.statusCode, body: refused.json() }).toEqual({
        typed,
        status: 400,
        body: { message: wrongYear, errors: [{ path: 'invoiceNumber', message: wrongYear }] },
      });
    }
    // Not a number GST allows at all: refused before anything else is looked at.
    const spaced = await create(headers, customer.id, '2026-05-04', '2026 27');
    expect(spaced.json()).toMatchObject({ message: 'The invoice number must be a whole number, e.g. 007' });
    expect(await numberOf(headers, customer.id, '2026-05-04')).toBe('2026-27/009');
  });

  it('keeps a bill’s number when its date moves into another year, and renumbers it only when asked', async () => {
    const { customer, headers } = await owner();
    const bill = await created(headers, customer.id, '2026-04-10');
    expect(bill.invoiceNumber).toBe('2026-27/001');

    async function edit(payload: object) {
      const response = await context.app.inject({
        method: 'PATCH',
        url: `/api/v2/invoices/${bill._id}`,
        headers,
        payload,
      });
      expect(response.statusCode).toBe(200);
      return response.json() as { invoiceNumber: string; date: string };
    }

    // The form sends the number it shows: the bill's own.
    expect(await edit({ date: '2026-03-20', invoiceNumber: '2026-27/001' })).toMatchObject({
      date: '2026-03-20',
      invoiceNumber: '2026-27/001',
    });
    expect((await edit({ notes: 'Moved', invoiceNumber: '' })).invoiceNumber).toBe('2026-27/001');
    // A serial typed now is read in the year of the bill's date.
    expect((await edit({ invoiceNumber: '4' })).invoiceNumber).toBe('2025-26/004');
    expect(await numberOf(headers, customer.id, '2026-03-21')).toBe('2025-26/005');
    // Its old number is free again for a bill of 2026-27 that asks for it.
    expect(await numberOf(headers, customer.id, '2026-04-11', '1')).toBe('2026-27/001');
  });

  it('never gives a number twice when the business switches back and forth', async () => {
    const { customer, headers } = await owner(CONTINUOUS);
    const numbers = [
      await numberOf(headers, customer.id, '2026-05-01'),
      await numberOf(headers, customer.id, '2026-05-01'),
    ];
    await number(headers, BY_YEAR);
    numbers.push(await numberOf(headers, customer.id, '2026-05-02'));
    await number(headers, CONTINUOUS);
    numbers.push(await numberOf(headers, customer.id, '2026-05-03'));
    await number(headers, BY_YEAR);
    numbers.push(await numberOf(headers, customer.id, '2026-05-04'));
    await number(headers, numberingWith({ mode: 'financial-year', pattern: 'B/{YY}-' }));
    numbers.push(await numberOf(headers, customer.id, '2026-05-05'));
    expect(numbers).toEqual(['001', '002', '2026-27/001', '003', '2026-27/002', 'B/26-27-003']);

    // The continuous counter went on only with continuous numbers.
    const count = await context.app.inject({ method: 'GET', url: '/api/v2/invoices/count', headers });
    expect(count.json()).toBe(3);
    // A number typed while numbering by year is a serial of the year: this one is taken.
    const clash = await create(headers, customer.id, '2026-05-06', '3');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe('Invoice number B/26-27-003 already exists');
  });

  it('numbers a billing run’s bills in flat order in the financial year of the run’s bill date', async () => {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    await number(headers, BY_YEAR);
    // Added out of order: the run bills them in flat order.
    for (const flat of ['B-1', 'A-10', 'A-2'])
      await buildCustomer(db, { parent: tenant, values: { block: flat.slice(0, 1), flat } });
    await addBillHead(context.app, headers, { name: 'Maintenance', basis: 'flat', rate: 1000 });
    const numbersOf = async (period: string, billDate: string) => {
      const run = await context.app.inject({
        method: 'POST',
        url: '/api/v2/billing-runs',
        headers,
        payload: { period, billDate, dueDate: billDate },
      });
      expect(run.statusCode, run.body).toBe(201);
      const published = await context.app.inject({
        method: 'POST',
        url: `/api/v2/billing-runs/${run.json()._id}/publish`,
        headers,
      });
      expect(published.statusCode, published.body).toBe(200);
      const bills = await db
        .selectFrom('invoices')
        .select(['client_flat', 'invoice_number'])
        .where('business_id', '=', tenant.business.id)
        .where('billing_period', '=', period)
        .orderBy('invoice_number_value')
        .execute();
      return bills.map((bill) => `${bill.client_flat} ${bill.invoice_number}`);
    };
    expect(await numbersOf('2026-03', '2026-03-31')).toEqual([
      'A-2 2025-26/001',
      'A-10 2025-26/002',
      'B-1 2025-26/003',
    ]);
    expect(await numbersOf('2026-04', '2026-04-01')).toEqual([
      'A-2 2026-27/001',
      'A-10 2026-27/002',
      'B-1 2026-27/003',
    ]);
  });

  it('gives 10 bills made at once 10 distinct consecutive numbers of their year', async () => {
    const { business, customer, headers } = await owner();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => create(headers, customer.id, '2026-06-01')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const numbers = responses.map((response) => response.json().invoiceNumber as string).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, index) => `2026-27/${String(index + 1).padStart(3, '0')}`),
    );
    const counter = await context.app.database.db
      .selectFrom('number_counters')
      .select(['series', 'financial_year', 'last_number'])
      .where('business_id', '=', business.id)
      .execute();
    expect(counter.map((row) => ({ ...row, last_number: Number(row.last_number) }))).toEqual([
      { series: 'invoices', financial_year: 2026, last_number: 10 },
    ]);
  });
});
