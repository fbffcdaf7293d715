import { expect, it } from 'vitest';
import { buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { buildSociety } from '../../test/society-fixture';
import { describeEachDatabase } from '../../test/test-servers';

type Answer = { data: { invoiceNumber: string; status: string; type: string }[]; total: number };

describeEachDatabase('invoice list filters, sorts and the search', (context) => {
  async function society() {
    const built = await buildSociety(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, built.user);
    const get = async (path: string): Promise<Answer> => {
      const response = await context.app.inject({ method: 'GET', url: path, headers });
      expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
      return response.json();
    };
    const numbers = async (list: string, query = '') =>
      (await get(`/api/v2/invoices/${list}/${built.user.id}${query ? `?${query}` : ''}`)).data.map(
        (row) => row.invoiceNumber,
      );
    const searched = async (text: string, query = '') =>
      (await get(`/api/v2/invoices?searchQuery=${encodeURIComponent(text)}${query}`)).data.map(
        (row) => row.invoiceNumber,
      );
    return { ...built, headers, get, numbers, searched };
  }

  it('lists newest first by default, and sorts by oldest, number, due date or amount', async () => {
    const { numbers } = await society();
    // Newest by invoice date; the same day, the later number first.
    expect(await numbers('all')).toEqual(['005', '004', '003', '002', '001']);
    expect(await numbers('all', 'sort=newest')).toEqual(['005', '004', '003', '002', '001']);
    expect(await numbers('all', 'sort=oldest')).toEqual(['001', '002', '003', '004', '005']);
    expect(await numbers('all', 'sort=number')).toEqual(['001', '002', '003', '004', '005']);
    // The earliest due first; the same due date in number order.
    expect(await numbers('all', 'sort=due')).toEqual(['001', '002', '003', '005', '004']);
    // The largest total first; the same total, the later number first.
    expect(await numbers('all', 'sort=amount')).toEqual(['002', '003', '004', '005', '001']);
    expect(await numbers('overdues', 'sort=due')).toEqual(['001', '002', '005']);
  });

  it('leaves quotations out of the unpaid, partial and overdue lists, and shows them in all', async () => {
    const { numbers, get, user } = await society();
    expect(await numbers('all')).toContain('003');
    expect(await numbers('unpaid', 'sort=number')).toEqual(['001', '005']);
    expect(await numbers('partial')).toEqual(['002']);
    expect(await numbers('overdues', 'sort=number')).toEqual(['001', '002', '005']);
    expect(await numbers('paid')).toEqual(['004']);
    const unpaid = await get(`/api/v2/invoices/unpaid/${user.id}`);
    expect(unpaid.total).toBe(2);
    const overdue = await get(`/api/v2/invoices/overdues/${user.id}`);
    expect(overdue.total).toBe(3);
    const [quotation] = (await get(`/api/v2/invoices/all/${user.id}?type=Quotation`)).data;
    expect(quotation).toMatchObject({ invoiceNumber: '003', type: 'Quotation', status: 'Unpaid' });
  });

  it('filters by status, month, block and type, alone and together', async () => {
    const { numbers } = await society();
    const all = (query: string) => numbers('all', `sort=number&${query}`);
    expect(await all('status=Paid')).toEqual(['004']);
    expect(await all('status=Partial')).toEqual(['002']);
    expect(await all('status=Unpaid')).toEqual(['001', '005']);
    expect(await all('status=Overdue')).toEqual(['001', '002', '005']);
    expect(await all('month=2000-10')).toEqual(['002', '003', '004', '005']);
    expect(await all('month=2000-09')).toEqual(['001']);
    expect(await all('month=2000-11')).toEqual([]);
    expect(await all('block=A')).toEqual(['001', '003', '004']);
    expect(await all('block=B')).toEqual(['002', '005']);
    expect(await all('type=Quotation')).toEqual(['003']);
    expect(await all('type=Invoice')).toEqual(['001', '002', '005']);
    expect(await all('block=A&type=Invoice')).toEqual(['001']);
    expect(await all('month=2000-10&status=Unpaid')).toEqual(['005']);
    expect(await all('search=shah&month=2000-10')).toEqual(['002', '005']);
    // A filter narrows a list, never widens it: the unpaid list has no paid invoices.
    expect(await numbers('unpaid', 'status=Paid')).toEqual([]);
    expect(await numbers('unpaid', 'month=2000-10')).toEqual(['005']);
    expect(await numbers('overdues', 'sort=number&block=B')).toEqual(['002', '005']);
    // All of a filtered list, streamed.
    expect(await numbers('all', 'limit=0&sort=number&block=A')).toEqual(['001', '003', '004']);
    expect(await numbers('overdues', 'limit=0&sort=due&search=b202')).toEqual(['002', '005']);
  });

  it('searches the number, the client, the flat and the block, as people type a flat', async () => {
    const { searched, numbers } = await society();
    expect(await searched('003')).toEqual(['003']);
    expect(await searched('asha')).toEqual(['004', '001']);
    // Asha's flat is A-101 in block A; Vikram's is 202 in block B.
    for (const typed of ['A-101', 'a101', 'A 101', 'a-101', '101', 'A/101']) {
      expect(await searched(typed, '&sort=number'), typed).toEqual(['001', '004']);
    }
    for (const typed of ['B-202', 'b202', 'B 202', '202']) {
      expect(await searched(typed, '&sort=number'), typed).toEqual(['002', '005']);
    }
    expect(await searched('102')).toEqual(['003']);
    expect(await searched('A-102')).toEqual(['003']);
    expect(await searched('C-101')).toEqual([]);
    expect(await numbers('all', 'search=A-101&sort=number')).toEqual(['001', '004']);
    expect(await numbers('overdues', 'search=b%20202&sort=number')).toEqual(['002', '005']);
  });

  it('refuses a bad filter or sort with a message naming it, and a control character in any text', async () => {
    const { headers, user } = await society();
    const refused = {
      'month=2000-13': 'The month must be a month, as YYYY-MM',
      'month=October': 'The month must be a month, as YYYY-MM',
      'sort=random': 'The sort must be one of newest, oldest, number, due, amount',
      'status=Lost': 'The status must be one of Paid, Partial, Unpaid, Overdue',
      'type=Receipts': 'The type must be one of Invoice, Proforma, Receipt, Bill, Quotation',
      'block=%00A': 'The block cannot contain control characters',
      'search=A%07': 'Search cannot contain control characters',
      [`block=${'B'.repeat(31)}`]: 'The block must be at most 30 characters',
    };
    for (const [query, message] of Object.entries(refused)) {
      for (const url of [`/api/v2/invoices/all/${user.id}?${query}`, `/api/v2/invoices?${query}`]) {
        const response = await context.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(400);
        expect(response.json().message, url).toBe(message);
      }
    }
  });

  it('names the blocks of the business’s invoices, for the block filter', async () => {
    const { headers } = await society();
    const db = context.app.database.db;
    await buildInvoice(db, { parent: await buildCustomer(db, { values: { block: 'Z' } }) });
    const response = await context.app.inject({ method: 'GET', url: '/api/v2/invoices/blocks', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: ['A', 'B'] });
  });
});
