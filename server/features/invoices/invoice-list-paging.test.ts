import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Answer = {
  data: { invoiceNumber: string }[];
  currentPage: number;
  numberOfPages: number;
  total: number;
  nextCursor: string | null;
};

const SORTS = ['newest', 'oldest', 'number', 'due', 'amount'] as const;
const UUID = '7d4c1f6e-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const forged = (cursor: unknown) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

describeEachDatabase('invoice list paging', (context) => {
  /**
   * `count` invoices numbered 001… that tie on everything a sort looks at first: three invoice dates,
   * two due dates and two totals between them, so only the number (and the id) tells many apart.
   */
  async function ownerWith(count: number) {
    const db = context.app.database.db;
    const tenant = await buildBusiness(db);
    const parent = await buildCustomer(db, { parent: tenant });
    for (let value = 1; value <= count; value += 1) {
      await buildInvoice(db, {
        parent,
        gstRate: 0,
        items: [{ itemName: 'Maintenance', unitPrice: value % 2 === 0 ? 10_000 : 20_000, quantity: 100 }],
        values: {
          invoice_number: String(value).padStart(3, '0'),
          invoice_date: ['2000-01-01', '2000-02-01', '2000-03-01'][value % 3],
          due_date: value % 4 === 0 ? '2000-01-31' : '2000-04-30',
        },
      });
    }
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const get = async (url: string): Promise<Answer> => {
      const response = await context.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    return { ...tenant, headers, get, base: `/api/v2/invoices/all/${tenant.user.id}` };
  }

  const numbers = (answer: Answer) => answer.data.map((row) => row.invoiceNumber);

  it('answers the first 100 by default, newest first, with a cursor for the next ones', async () => {
    const { get, base } = await ownerWith(103);
    const first = await get(base);
    expect(first.data).toHaveLength(100);
    expect(first).toMatchObject({ currentPage: 1, numberOfPages: 2, total: 103 });
    expect(typeof first.nextCursor).toBe('string');
    // March first (numbers 2, 5, 8, … ≡ 2 mod 3), the highest number first.
    expect(numbers(first).slice(0, 3)).toEqual(['101', '098', '095']);
    const rest = await get(`${base}?after=${encodeURIComponent(first.nextCursor ?? '')}`);
    // January last (numbers ≡ 0 mod 3), the lowest number last.
    expect(numbers(rest)).toEqual(['009', '006', '003']);
    expect(rest).toMatchObject({ currentPage: 2, numberOfPages: 2, total: 103, nextCursor: null });
    const seen = [...numbers(first), ...numbers(rest)];
    expect(new Set(seen).size).toBe(103);
  });

  it('walks every sort by cursor in the order of the whole list, each invoice once, ties and all', async () => {
    const { get, base } = await ownerWith(23);
    for (const sort of SORTS) {
      const whole = numbers(await get(`${base}?sort=${sort}&limit=0`));
      expect(whole, sort).toHaveLength(23);
      const walked: string[] = [];
      let answer = await get(`${base}?sort=${sort}&limit=4`);
      walked.push(...numbers(answer));
      let pages = 1;
      while (answer.nextCursor !== null) {
        answer = await get(`${base}?sort=${sort}&limit=4&after=${encodeURIComponent(answer.nextCursor)}`);
        pages += 1;
        expect(answer.currentPage, sort).toBe(pages);
        walked.push(...numbers(answer));
      }
      expect(pages, sort).toBe(6);
      expect(walked, sort).toEqual(whole);
      // The same order page by page, as the old clients ask for it.
      const paged: string[] = [];
      for (let page = 1; page <= 6; page += 1)
        paged.push(...numbers(await get(`${base}?sort=${sort}&limit=4&page=${page}`)));
      expect(paged, sort).toEqual(whole);
    }
    // Ties broken by the number, in the sort's own direction.
    expect(numbers(await get(`${base}?sort=amount&limit=3`))).toEqual(['023', '021', '019']);
    expect(numbers(await get(`${base}?sort=due&limit=3`))).toEqual(['004', '008', '012']);
    expect(numbers(await get(`${base}?sort=oldest&limit=3`))).toEqual(['003', '006', '009']);
  });

  it('keeps its place when an invoice before it is added, and a filter applies to every page', async () => {
    const { get, base, business, user } = await ownerWith(10);
    const first = await get(`${base}?sort=number&limit=4`);
    expect(numbers(first)).toEqual(['001', '002', '003', '004']);
    const db = context.app.database.db;
    const parent = await buildCustomer(db, { parent: { business, user } });
    await buildInvoice(db, { parent, values: { invoice_number: '000', invoice_number_value: 0 } });
    const next = await get(`${base}?sort=number&limit=4&after=${encodeURIComponent(first.nextCursor ?? '')}`);
    expect(numbers(next)).toEqual(['005', '006', '007', '008']);
    const march = await get(`${base}?sort=number&limit=2&month=2000-03`);
    expect(numbers(march)).toEqual(['002', '005']);
    const marchRest = await get(
      `${base}?sort=number&limit=2&month=2000-03&after=${encodeURIComponent(march.nextCursor ?? '')}`,
    );
    expect(numbers(marchRest)).toEqual(['008']);
    expect(marchRest).toMatchObject({ total: 3, currentPage: 2, numberOfPages: 2, nextCursor: null });
  });

  it('answers every invoice for limit=0, and the old page/limit paging still works', async () => {
    const { get, base } = await ownerWith(7);
    const all = await get(`${base}?limit=0&sort=number`);
    expect(numbers(all)).toEqual(['001', '002', '003', '004', '005', '006', '007']);
    expect(all).toEqual({ ...all, currentPage: 1, numberOfPages: 1, total: 7, nextCursor: null });
    const second = await get(`${base}?page=2&limit=3&sort=number`);
    expect(numbers(second)).toEqual(['004', '005', '006']);
    expect(second).toMatchObject({ currentPage: 2, numberOfPages: 3, total: 7 });
    const past = await get(`${base}?page=5&limit=3`);
    expect(past).toMatchObject({ data: [], currentPage: 5, numberOfPages: 3, total: 7, nextCursor: null });
    const search = await get('/api/v2/invoices?searchQuery=&limit=0');
    expect(search.data).toHaveLength(7);
  });

  it('streams limit=0 as JSON while it reads, and answers the same with the search', async () => {
    const { headers, base } = await ownerWith(3);
    for (const url of [`${base}?limit=0&sort=number`, '/api/v2/invoices?searchQuery=&limit=0&sort=number']) {
      const response = await context.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.headers['content-length']).toBeUndefined();
      expect(response.json()).toMatchObject({
        currentPage: 1,
        numberOfPages: 1,
        total: 3,
        nextCursor: null,
      });
      expect(numbers(response.json())).toEqual(['001', '002', '003']);
    }
  });

  it('refuses a cursor it did not make, one from another sort, or a cursor with a page', async () => {
    const { get, headers, base } = await ownerWith(3);
    const { nextCursor } = await get(`${base}?sort=number&limit=1`);
    const cursor = encodeURIComponent(nextCursor ?? '');
    const refused = {
      [`${base}?after=not-a-cursor`]: 'The list position (after) is not valid: load the list again',
      [`${base}?after=${Buffer.from('{"s":"number","k":[1]}').toString('base64url')}`]:
        'The list position (after) is not valid: load the list again',
      [`${base}?sort=amount&after=${cursor}`]:
        'The list position (after) belongs to another sort: load the list again',
      [`${base}?sort=number&page=2&after=${cursor}`]: 'Ask for a page or a position (after), not both',
      [`${base}?sort=number&limit=0&after=${cursor}`]: 'Ask for a page or a position (after), not both',
      [`${base}?after=${'x'.repeat(501)}`]: 'The list position (after) is not valid: load the list again',
      // Well formed but for its values: none may reach the database (PostgreSQL would refuse them).
      [`${base}?sort=number&after=${forged({ s: 'number', k: [1, 'x'] })}`]:
        'The list position (after) is not valid: load the list again',
      [`${base}?sort=due&after=${forged({ s: 'due', k: ['2026-02-30', 1, UUID] })}`]:
        'The list position (after) is not valid: load the list again',
      [`${base}?sort=amount&after=${forged({ s: 'amount', k: [-1, 1, UUID] })}`]:
        'The list position (after) is not valid: load the list again',
      [`${base}?sort=number&after=${forged({ s: 'toString', k: [1, UUID] })}`]:
        'The list position (after) is not valid: load the list again',
    };
    for (const [url, message] of Object.entries(refused)) {
      const response = await context.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toBe(message);
    }
  });
});
