import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('invoice lists and search', (context) => {
  /** ₹100 at 0 % GST: a total of exactly 10,000 paise, so a payment of it makes the invoice Paid. */
  const HUNDRED_RUPEES = [{ itemName: 'Maintenance', unitPrice: 10_000, quantity: 100 }];

  /**
   * One business with a fixed set: 001 Unpaid not yet due, 002 Partial, 003 Unpaid past due,
   * 004 Unpaid due today (in the business's zone), 010 Paid, 020 Unpaid past due but replaced by 001.
   * Asha Rao has 001 and 010; Vikram Shah the rest.
   */
  async function ownerWithInvoices() {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    // Flats with no digit the searches below look for (a search also matches the flat).
    const asha = await buildCustomer(db, { parent: tenant, values: { name: 'Asha Rao', flat: 'A-7' } });
    const vikram = await buildCustomer(db, { parent: tenant, values: { name: 'Vikram Shah', flat: 'A-9' } });
    const today = todayIn(tenant.business.time_zone, new Date());
    const invoice = (parent: typeof asha, invoiceNumber: string, dueDate: string, receivedPaise = 0) =>
      buildInvoice(db, {
        parent,
        items: HUNDRED_RUPEES,
        gstRate: 0,
        receivedPaise,
        values: { invoice_number: invoiceNumber, invoice_date: '2000-01-01', due_date: dueDate },
      });
    const notYetDue = await invoice(asha, '001', '2999-12-31');
    await invoice(vikram, '002', '2999-12-31', 4_000);
    await invoice(vikram, '003', '2000-01-31');
    await invoice(vikram, '004', today);
    await invoice(asha, '010', '2000-01-31', 10_000);
    const replaced = await invoice(vikram, '020', '2000-01-31');
    await db
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: notYetDue.invoice.id })
      .where('id', '=', replaced.invoice.id)
      .execute();
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function list(headers: Headers, url: string) {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    return response.json();
  }

  const numbers = (answer: { data: { invoiceNumber: string }[] }) =>
    answer.data.map((row) => row.invoiceNumber);

  it('puts each invoice in the right lists, in number order when asked', async () => {
    const { user, headers } = await ownerWithInvoices();
    const expected = {
      all: ['001', '002', '003', '004', '010', '020'],
      paid: ['010'],
      partial: ['002'],
      // 020 is replaced by a late-fee invoice: what it owed is owed on that one.
      unpaid: ['001', '003', '004'],
      overdues: ['002', '003'],
    };
    for (const [name, members] of Object.entries(expected)) {
      const answer = await list(headers, `/api/v2/invoices/${name}/${user.id}?sort=number`);
      expect(numbers(answer), name).toEqual(members);
      expect(answer, name).toMatchObject({ currentPage: 1, numberOfPages: 1, total: members.length });
    }
    const [paid] = (await list(headers, `/api/v2/invoices/paid/${user.id}`)).data;
    expect(paid).toMatchObject({ status: 'Paid', total: 100, totalAmountReceived: 100, balanceDue: 0 });
    expect(paid.client.name).toBe('Asha Rao');
    expect(paid).not.toHaveProperty('items');
    expect(paid).not.toHaveProperty('paymentRecords');
  });

  it('sorts numerically: 2 before 10, 999 before 1000', async () => {
    const db = context.app.database.db;
    const parent = await buildCustomer(db);
    for (const invoiceNumber of ['1000', '010', '999', '002']) {
      await buildInvoice(db, { parent, values: { invoice_number: invoiceNumber } });
    }
    const headers = await sessionHeadersFor(context.app, parent.user);
    const answer = await list(headers, `/api/v2/invoices/all/${parent.user.id}?sort=number`);
    expect(numbers(answer)).toEqual(['002', '010', '999', '1000']);
  });

  it('pages: limit per page, 0 = all, a page past the end is empty with the real total', async () => {
    const { user, headers } = await ownerWithInvoices();
    const base = `/api/v2/invoices/all/${user.id}`;
    const first = await list(headers, `${base}?page=1&limit=4&sort=number`);
    expect(numbers(first)).toEqual(['001', '002', '003', '004']);
    expect(first).toMatchObject({ currentPage: 1, numberOfPages: 2, total: 6 });
    const second = await list(headers, `${base}?page=2&limit=4&sort=number`);
    expect(numbers(second)).toEqual(['010', '020']);
    expect(second).toMatchObject({ currentPage: 2, numberOfPages: 2, total: 6 });
    const past = await list(headers, `${base}?page=5&limit=4`);
    expect(past).toMatchObject({ data: [], currentPage: 5, numberOfPages: 2, total: 6 });
    const all = await list(headers, `${base}?limit=0`);
    expect(numbers(all)).toHaveLength(6);
    expect(all).toMatchObject({ numberOfPages: 1, total: 6 });
    const overduePage = await list(
      headers,
      `/api/v2/invoices/overdues/${user.id}?page=2&limit=1&sort=number`,
    );
    expect(numbers(overduePage)).toEqual(['003']);
    expect(overduePage).toMatchObject({ numberOfPages: 2, total: 2 });

    for (const query of ['limit=101', 'limit=-1', 'page=0', 'limit=abc', 'other=1']) {
      const response = await context.app.inject({ method: 'GET', url: `${base}?${query}`, headers });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('searches the number or the client name, ignoring case, with wildcards taken literally', async () => {
    const { headers } = await ownerWithInvoices();
    const search = async (text: string, extra = '') =>
      numbers(
        await list(headers, `/api/v2/invoices?searchQuery=${encodeURIComponent(text)}&sort=number${extra}`),
      );
    expect(await search('10')).toEqual(['010']);
    expect(await search('02')).toEqual(['002', '020']);
    expect(await search('rAO')).toEqual(['001', '010']);
    expect(await search('vikram sh')).toEqual(['002', '003', '004', '020']);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('')).toHaveLength(6);
    const paged = await list(headers, '/api/v2/invoices?searchQuery=shah&page=2&limit=3&sort=number');
    expect(numbers(paged)).toEqual(['020']);
    expect(paged).toMatchObject({ currentPage: 2, numberOfPages: 2, total: 4 });
  });

  it('shows only the caller’s invoices: another owner id is 403, and search stays in the business', async () => {
    const victim = await ownerWithInvoices();
    const intruder = await buildBusiness(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, intruder.user);
    for (const name of ['all', 'paid', 'unpaid', 'partial', 'overdues']) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/v2/invoices/${name}/${victim.user.id}`,
        headers,
      });
      expect(response.statusCode, name).toBe(403);
    }
    expect(await list(headers, '/api/v2/invoices?searchQuery=rao')).toMatchObject({ data: [], total: 0 });
    expect(await list(headers, `/api/v2/invoices/all/${intruder.user.id}`)).toMatchObject({
      data: [],
      total: 0,
    });
    const anonymous = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/all/${victim.user.id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
