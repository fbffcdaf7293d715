import { randomUUID } from 'node:crypto';
import { FLAT_IS_FIXED_MESSAGE } from '@domain/api/customers';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

const NEW_CUSTOMER = {
  name: 'Meera Iyer',
  email: 'meera.iyer@example.test',
  phone: '098765 43210',
  gstno: '27aapfu0939f1zv',
  block: 'Tower C',
  floor: '3',
  flat: 'C-303',
  flatarea: 1250.5,
  price: 3.25,
};

/** A resident of one flat, with unique contact details so searches find only what a test made. */
function flatOf(block: string, floor: string, flat: string, name = `Resident ${flat}`) {
  return {
    name,
    email: `${randomUUID().slice(0, 8)}@example.test`,
    block,
    floor,
    flat,
    flatarea: 1000,
    price: 2,
  };
}

describeEachDatabase('customers', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function create(headers: { authorization: string }, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/clients', headers, payload });
  }

  async function list(headers: { authorization: string }, query = '') {
    return context.app.inject({ method: 'GET', url: `/api/v2/clients/user${query}`, headers });
  }

  async function flatsListed(headers: { authorization: string }, query = '') {
    const response = await list(headers, query);
    expect(response.statusCode).toBe(200);
    return (response.json().data as { flat: string }[]).map((customer) => customer.flat);
  }

  async function storedCustomers(businessId: string) {
    return context.app.database.db
      .selectFrom('customers')
      .selectAll()
      .where('business_id', '=', businessId)
      .orderBy('id')
      .execute();
  }

  it('keeps a flat’s parking slots and occupancy, and refuses a bad one with its message', async () => {
    const { headers } = await owner();
    const created = await create(headers, {
      ...NEW_CUSTOMER,
      flat: 'P-1',
      parkingSlots: 2,
      occupancy: 'let_out',
    });
    expect(created.json()).toMatchObject({ parkingSlots: 2, occupancy: 'let_out' });
    const id = created.json()._id;
    const edited = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/clients/${id}`,
      headers,
      payload: { occupancy: 'vacant' },
    });
    expect(edited.json()).toMatchObject({ parkingSlots: 2, occupancy: 'vacant' });
    const refusals: Array<[object, string, string]> = [
      [{ parkingSlots: -1 }, 'parkingSlots', 'The parking slots cannot be negative'],
      [{ parkingSlots: 1.5 }, 'parkingSlots', 'The parking slots must be a whole number'],
      [{ parkingSlots: 101 }, 'parkingSlots', 'A flat can have at most 100 parking slots'],
      [{ occupancy: 'rented' }, 'occupancy', 'Choose owner-occupied, let out or vacant'],
    ];
    for (const [change, path, message] of refusals) {
      const response = await context.app.inject({
        method: 'PATCH',
        url: `/api/v2/clients/${id}`,
        headers,
        payload: change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path, message }]);
    }
  });

  it('creates a customer: phone in E.164, GSTIN upper-cased, area and price exact', async () => {
    const { user, business, headers } = await owner();
    const response = await create(headers, NEW_CUSTOMER);
    expect(response.statusCode).toBe(201);
    const customer = response.json();
    expect(customer).toEqual({
      _id: expect.any(String),
      name: 'Meera Iyer',
      email: 'meera.iyer@example.test',
      phone: '+919876543210',
      gstno: '27AAPFU0939F1ZV',
      block: 'Tower C',
      floor: '3',
      flat: 'C-303',
      state: '',
      flatarea: 1250.5,
      price: 3.25,
      parkingSlots: 0,
      occupancy: 'owner',
      archived: false,
      userId: [user.id],
      createdAt: expect.any(String),
      updatedAt: customer.createdAt,
    });
    const [row] = await storedCustomers(business.id);
    expect(row).toMatchObject({
      id: customer._id,
      area_hundredths: 125_050,
      price_per_sqft_paise: 325,
      gstin: '27AAPFU0939F1ZV',
    });
    const listed = await list(headers);
    expect(listed.json().data).toEqual([customer]);
    const read = await context.app.inject({ method: 'GET', url: `/api/v2/clients/${customer._id}`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(customer);
    const unknown = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${randomUUID()}`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('stores optional details as empty when left out', async () => {
    const { headers } = await owner();
    const response = await create(headers, {
      name: 'A',
      email: 'a@example.test',
      flat: '1',
      flatarea: 1,
      price: 0,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      phone: '',
      gstno: '',
      block: '',
      floor: '',
      flat: '1',
      state: '',
      price: 0,
    });
  });

  it('keeps the state a flat is in, lets an edit change or clear it, and refuses one not on the list', async () => {
    const { business, headers } = await owner();
    const created = await create(headers, { ...NEW_CUSTOMER, flat: 'G-1', state: '30' });
    expect(created.statusCode).toBe(201);
    expect(created.json().state).toBe('30');
    const id = created.json()._id;
    expect((await patch(headers, id, { name: 'Meera I.' })).json().state).toBe('30');
    expect((await patch(headers, id, { state: '29' })).json().state).toBe('29');
    const rowsBefore = await storedCustomers(business.id);
    expect(rowsBefore[0]?.state_code).toBe('29');
    for (const state of ['39', '7', 'Goa', 27, '2\u00007']) {
      const response = await patch(headers, id, { state });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ path: 'state', message: expect.any(String) }]);
    }
    expect((await patch(headers, id, { state: '39' })).json().message).toBe(
      'Please choose the state from the list',
    );
    expect(await storedCustomers(business.id)).toEqual(rowsBefore);
    const cleared = await patch(headers, id, { state: '' });
    expect(cleared.json().state).toBe('');
    expect((await storedCustomers(business.id))[0]?.state_code).toBeNull();
  });

  it.each([
    [{ name: undefined }, 'Please enter the name'],
    [{ name: '   ' }, 'Please enter the name'],
    [{ email: undefined }, 'Please enter email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ phone: 'call me' }, 'Please enter a valid phone number'],
    [{ gstno: '27AAPFU0939F1ZW' }, 'Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)'],
    [{ flat: undefined }, 'Please enter the flat no.'],
    [{ flat: 'x'.repeat(31) }, 'The flat no. must be at most 30 characters'],
    [{ block: 'x'.repeat(31) }, 'The block must be at most 30 characters'],
    [{ floor: 'x'.repeat(31) }, 'The floor must be at most 30 characters'],
    [{ flatarea: 0 }, 'The flat area must be more than 0'],
    [{ flatarea: -5 }, 'The flat area must be more than 0'],
    [{ flatarea: 1250.555 }, 'The flat area can have at most 2 decimals'],
    [{ flatarea: '1250' }, 'Please enter the flat area in sq.ft'],
    [{ flatarea: 1_000_001 }, 'The flat area must be at most 1000000 sq.ft'],
    [{ price: -1 }, 'The price per sq.ft cannot be negative'],
    [{ price: 'three' }, 'Please enter the price per sq.ft'],
    [{ price: 3.255 }, 'The price per sq.ft can have at most 2 decimals'],
    [{ name: 'x'.repeat(101) }, 'The name must be at most 100 characters'],
    [{ email: `${'x'.repeat(243)}@example.test` }, 'Email address must be at most 254 characters'],
    [{ isAdmin: true }, 'Unrecognized key: "isAdmin"'],
    // PostgreSQL cannot store NUL in text: refused as input, never a 500.
    [{ name: 'Meera\u0000' }, 'The name cannot contain control characters'],
    [{ email: 'meera\u0000@example.test' }, 'Please enter a valid email address'],
    [{ flat: 'C-303\u0000' }, 'The flat no. cannot contain control characters'],
    [{ block: 'C\u0001' }, 'The block cannot contain control characters'],
    [{ floor: '3\n4' }, 'The floor cannot contain control characters'],
  ])('refuses %o with its message and stores nothing', async (change, message) => {
    const { business, headers } = await owner();
    const response = await create(headers, { ...NEW_CUSTOMER, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await storedCustomers(business.id)).toEqual([]);
  });

  it('lists every problem at once, the name first', async () => {
    const { headers } = await owner();
    const response = await create(headers, {});
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please enter the name');
    expect(response.json().errors.map((error: { path: string }) => error.path)).toEqual([
      'name',
      'email',
      'flat',
      'flatarea',
      'price',
    ]);
  });

  it('refuses a second customer for a flat, however the flat is typed', async () => {
    const { business, headers } = await owner();
    expect((await create(headers, flatOf('A', '2', 'A-201'))).statusCode).toBe(201);
    const message = 'Block A, Floor 2, Flat A-201 already has a customer';
    for (const [block, floor, flat] of [
      ['A', '2', 'A-201'],
      ['a', '02', 'a-201 '],
    ]) {
      const response = await create(headers, flatOf(block ?? '', floor ?? '', flat ?? ''));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message, errors: [{ path: 'flat', message }] });
    }
    expect(await storedCustomers(business.id)).toHaveLength(1);
    expect((await create(headers, flatOf('B', '2', 'A-201'))).statusCode).toBe(201);
    const noBlock = await create(headers, flatOf('', '', '7'));
    expect(noBlock.statusCode).toBe(201);
    expect((await create(headers, flatOf('', '', '07'))).json().message).toBe(
      'Flat 7 already has a customer',
    );
  });

  it('stores exactly one of ten concurrent creates of the same flat', async () => {
    const { business, headers } = await owner();
    const typings = ['A-1', 'a-1', 'A-01', ' A-1', 'A-001'];
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(headers, flatOf('A', '1', typings[index % 5] ?? ''))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const stored = await storedCustomers(business.id);
    expect(stored).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().message).toBe(`Block A, Floor 1, Flat ${stored[0]?.flat} already has a customer`);
    }
  });

  it('has the database refuse a second customer for a flat typed another way', async () => {
    const db = context.app.database.db;
    const parent = await buildBusiness(db);
    await buildCustomer(db, { parent, values: { block: 'A', floor: '1', flat: 'A-1' } });
    await expect(
      buildCustomer(db, { parent, values: { block: 'a', floor: '01', flat: 'a-01' } }),
    ).rejects.toThrow(/unique/i);
    await buildCustomer(db, { values: { block: 'A', floor: '1', flat: 'A-1' } });
  });

  it('lists flats naturally: by block, then floor, then flat, numbers as numbers', async () => {
    const { headers } = await owner();
    const flats = [
      ['B', '1', 'B-1'],
      ['A', '10', 'A-1001'],
      ['A', '2', 'A-10'],
      ['A', '2', 'A-2'],
      ['A', '1', 'A-101'],
      ['a', '1', 'A-99'],
      ['', '', 'Shop 3'],
    ];
    for (const [block, floor, flat] of flats) {
      expect((await create(headers, flatOf(block ?? '', floor ?? '', flat ?? ''))).statusCode).toBe(201);
    }
    expect(await flatsListed(headers)).toEqual(['Shop 3', 'A-99', 'A-101', 'A-2', 'A-10', 'A-1001', 'B-1']);
  });

  it('pages in flat order; limit 0 answers all; a page past the end is empty with the real total', async () => {
    const { headers } = await owner();
    const empty = await list(headers, '?page=1&limit=5');
    expect(empty.json()).toEqual({ data: [], currentPage: 1, numberOfPages: 1, total: 0 });

    for (let flat = 1; flat <= 7; flat += 1) await create(headers, flatOf('A', '1', String(flat)));
    const page = async (query: string) => {
      const response = await list(headers, query);
      expect(response.statusCode).toBe(200);
      const { data, ...rest } = response.json();
      return { flats: data.map((customer: { flat: string }) => customer.flat), ...rest };
    };
    expect(await page('?page=1&limit=3')).toEqual({
      flats: ['1', '2', '3'],
      currentPage: 1,
      numberOfPages: 3,
      total: 7,
    });
    expect(await page('?page=3&limit=3')).toEqual({
      flats: ['7'],
      currentPage: 3,
      numberOfPages: 3,
      total: 7,
    });
    expect(await page('?page=4&limit=3')).toEqual({ flats: [], currentPage: 4, numberOfPages: 3, total: 7 });
    expect(await page('?page=2&limit=7')).toEqual({ flats: [], currentPage: 2, numberOfPages: 1, total: 7 });
    const all = { flats: ['1', '2', '3', '4', '5', '6', '7'], currentPage: 1, numberOfPages: 1, total: 7 };
    expect(await page('?limit=0')).toEqual(all);
    expect(await page('')).toEqual(all);
    expect(await page('?page=2&limit=0')).toEqual({ ...all, flats: [], currentPage: 2 });
  });

  it.each([
    ['?limit=101', 'Limit must be at most 100 (or 0 for all)'],
    ['?limit=-1', 'Limit must be 0 (all) or more'],
    ['?limit=2.5', 'Limit must be a whole number'],
    ['?page=0', 'Page must be 1 or more'],
    ['?page=x', 'Invalid input: expected number, received NaN'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ['?sort=name', 'Unrecognized key: "sort"'],
    ['?search=a%00', 'Search cannot contain control characters'],
  ])('refuses the list query %s', async (query, message) => {
    const { headers } = await owner();
    const response = await list(headers, query);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('searches name, flat, block, phone and e-mail, ignoring case', async () => {
    const { headers } = await owner();
    await create(headers, NEW_CUSTOMER);
    await create(headers, {
      ...flatOf('Tower D', '1', 'D-101', 'Arjun Shah'),
      email: 'arjun@shah.example',
      phone: '+91 98200 11111',
    });
    const found = async (search: string) => flatsListed(headers, `?search=${encodeURIComponent(search)}`);
    expect(await found('meera')).toEqual(['C-303']);
    expect(await found('MEERA IY')).toEqual(['C-303']);
    expect(await found('c-30')).toEqual(['C-303']);
    expect(await found('tower d')).toEqual(['D-101']);
    expect(await found('98200')).toEqual(['D-101']);
    expect(await found('+9198765')).toEqual(['C-303']);
    expect(await found('SHAH.EXAMPLE')).toEqual(['D-101']);
    expect(await found('tower')).toEqual(['C-303', 'D-101']);
    expect(await found('nobody')).toEqual([]);
    expect((await list(headers, '?search=tower&limit=1')).json()).toMatchObject({
      total: 2,
      numberOfPages: 2,
    });
  });

  it('finds a flat by its block and number however they are run together', async () => {
    const { headers } = await owner();
    await create(headers, flatOf('A', '1', '101', 'Kavya Rao'));
    await create(headers, flatOf('B', '1', '101', 'Ishaan Mehta'));
    const found = async (search: string) =>
      (await list(headers, `?search=${encodeURIComponent(search)}`))
        .json()
        .data.map((customer: { name: string }) => customer.name);
    for (const typed of ['A 101', 'a101', 'A-101', 'a/101'])
      expect(await found(typed), typed).toEqual(['Kavya Rao']);
    expect(await found('B101')).toEqual(['Ishaan Mehta']);
    expect(await found('101')).toEqual(['Kavya Rao', 'Ishaan Mehta']);
  });

  it('takes % and _ in a search literally', async () => {
    const { headers } = await owner();
    for (const [flat, name] of [
      ['1', 'Share 50% Trust'],
      ['2', 'Share 500 Trust'],
      ['3', 'Rao_Family'],
      ['4', 'RaoXFamily'],
      ['5', 'Back\\slash'],
    ]) {
      await create(headers, flatOf('', '', flat ?? '', name));
    }
    const found = async (search: string) => flatsListed(headers, `?search=${encodeURIComponent(search)}`);
    expect(await found('50%')).toEqual(['1']);
    expect(await found('%')).toEqual(['1']);
    expect(await found('rao_')).toEqual(['3']);
    expect(await found('_')).toEqual(['3']);
    expect(await found('k\\s')).toEqual(['5']);
  });

  it("never lists another business's customers", async () => {
    const { headers, business } = await owner();
    const other = await buildBusiness(context.app.database.db);
    await buildCustomer(context.app.database.db, {
      parent: other,
      values: { block: 'A', floor: '1', flat: '1' },
    });
    await create(headers, flatOf('A', '1', '1'));
    const response = await list(headers, '?search=a');
    expect(response.json().total).toBe(1);
    const [row] = await storedCustomers(business.id);
    expect(response.json().data.map((customer: { _id: string }) => customer._id)).toEqual([row?.id]);
  });

  it("accepts the caller's own id as searchQuery and refuses another owner's with 403", async () => {
    const { user, headers } = await owner();
    const other = await buildBusiness(context.app.database.db);
    expect((await list(headers, `?searchQuery=${user.id}`)).statusCode).toBe(200);
    const refused = await list(headers, `?searchQuery=${other.user.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'You can only see your own customers' });
  });

  it('answers 401 on every customer route without a session', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/v2/clients/user'],
      ['POST', '/api/v2/clients'],
      ['GET', `/api/v2/clients/${id}`],
      ['PATCH', `/api/v2/clients/${id}`],
      ['DELETE', `/api/v2/clients/${id}`],
    ] as const) {
      const response = await context.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(response.statusCode).toBe(401);
    }
  });

  async function createdCustomer(headers: { authorization: string }) {
    const response = await create(headers, NEW_CUSTOMER);
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  async function patch(headers: { authorization: string }, id: string, payload: object) {
    return context.app.inject({ method: 'PATCH', url: `/api/v2/clients/${id}`, headers, payload });
  }

  it('edits details, keeps what was left out, and finds the customer by the new details only', async () => {
    const { headers } = await owner();
    const before = await createdCustomer(headers);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await patch(headers, before._id, {
      name: 'Meera Nair',
      phone: '+91 98200 22222',
      price: 4.1,
    });
    expect(response.statusCode).toBe(200);
    const after = response.json();
    expect(after).toEqual({
      ...before,
      name: 'Meera Nair',
      phone: '+919820022222',
      price: 4.1,
      updatedAt: expect.any(String),
    });
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(await flatsListed(headers, '?search=nair')).toEqual(['C-303']);
    expect(await flatsListed(headers, '?search=meera%20iyer')).toEqual([]);
    expect(await flatsListed(headers, '?search=98200')).toEqual(['C-303']);

    const cleared = await patch(headers, before._id, { gstno: '', phone: '' });
    expect(cleared.json()).toMatchObject({ gstno: '', phone: '', block: 'Tower C', email: before.email });
  });

  it('accepts the flat sent back unchanged and refuses a changed one, changing nothing', async () => {
    const { business, headers } = await owner();
    const customer = await createdCustomer(headers);
    const { _id, userId, createdAt, updatedAt, archived, ...wholeCustomer } = customer;
    const same = await patch(headers, customer._id, { ...wholeCustomer, name: 'Meera I.' });
    expect(same.statusCode).toBe(200);
    expect(same.json().name).toBe('Meera I.');

    const rowsBefore = await storedCustomers(business.id);
    for (const change of [
      { flat: 'C-304' },
      { block: 'Tower D' },
      { floor: '4', name: 'Other' },
      { block: '' },
    ]) {
      const response = await patch(headers, customer._id, change);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(FLAT_IS_FIXED_MESSAGE);
    }
    expect(await storedCustomers(business.id)).toEqual(rowsBefore);
  });

  it('refuses a bad edit with the field message, changing nothing', async () => {
    const { business, headers } = await owner();
    const customer = await createdCustomer(headers);
    const rowsBefore = await storedCustomers(business.id);
    for (const [payload, message] of [
      [{ email: 'nope' }, 'Please enter a valid email address'],
      [{ name: '' }, 'Please enter the name'],
      [{ flatarea: 0 }, 'The flat area must be more than 0'],
      [{ price: -0.01 }, 'The price per sq.ft cannot be negative'],
      [{ userId: ['x'] }, 'Unrecognized key: "userId"'],
    ] as const) {
      const response = await patch(headers, customer._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await storedCustomers(business.id)).toEqual(rowsBefore);
  });

  it("answers 404 for an unknown customer or another business's, and 400 for a malformed id", async () => {
    const { headers } = await owner();
    const theirs = await buildCustomer(context.app.database.db);
    for (const id of [randomUUID(), theirs.customer.id]) {
      const edited = await patch(headers, id, { name: 'Taken' });
      expect(edited.statusCode).toBe(404);
      expect(edited.json()).toEqual({ message: 'Customer not found' });
      const deleted = await context.app.inject({ method: 'DELETE', url: `/api/v2/clients/${id}`, headers });
      expect(deleted.statusCode).toBe(404);
    }
    expect(await storedCustomers(theirs.business.id)).toEqual([theirs.customer]);
    const malformed = await patch(headers, 'not-a-uuid', { name: 'x' });
    expect(malformed.statusCode).toBe(400);
    const malformedDelete = await context.app.inject({ method: 'DELETE', url: '/api/v2/clients/1', headers });
    expect(malformedDelete.statusCode).toBe(400);
  });

  it('deletes a customer once; its invoices keep their copy of its details', async () => {
    const { headers, ...tenant } = await owner();
    const withCustomer = await buildCustomer(context.app.database.db, { parent: tenant });
    // Paid: a flat with nothing on its account may be deleted.
    const { invoice } = await buildInvoice(context.app.database.db, {
      parent: withCustomer,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 100_000, quantity: 100, basis: 'fixed' }],
      receivedPaise: 100_000,
    });
    const url = `/api/v2/clients/${withCustomer.customer.id}`;

    const deleted = await context.app.inject({ method: 'DELETE', url, headers });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Customer deleted successfully' });
    expect(await storedCustomers(tenant.business.id)).toEqual([]);
    const stored = await context.app.database.db
      .selectFrom('invoices')
      .selectAll()
      .where('id', '=', invoice.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ ...invoice, customer_id: null });

    const again = await context.app.inject({ method: 'DELETE', url, headers });
    expect(again.statusCode).toBe(404);
  });

  it('archives a flat that owes instead of deleting it: out of the list and the runs, its account kept', async () => {
    const { headers, ...tenant } = await owner();
    const owing = await buildCustomer(context.app.database.db, {
      parent: tenant,
      values: { name: 'Asha Verma' },
    });
    await buildInvoice(context.app.database.db, {
      parent: owing,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 70_000, quantity: 100, basis: 'fixed' }],
    });
    const url = `/api/v2/clients/${owing.customer.id}`;
    const refused = await context.app.inject({ method: 'DELETE', url, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Asha Verma still owes ₹700.00: archive the flat instead of deleting it',
    );
    expect(await storedCustomers(tenant.business.id)).toHaveLength(1);

    const archived = await context.app.inject({ method: 'POST', url: `${url}/archive`, headers });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);
    const list = (query: string) =>
      context.app.inject({ method: 'GET', url: `/api/v2/clients/user?limit=0${query}`, headers });
    expect((await list('')).json().total).toBe(0);
    expect((await list('&archived=true')).json().data.map((each: { name: string }) => each.name)).toEqual([
      'Asha Verma',
    ]);
    expect((await list('&archived=maybe')).statusCode).toBe(400);
    const ledger = await context.app.inject({ method: 'GET', url: `${url}/ledger`, headers });
    expect(ledger.json()).toMatchObject({ dues: 700 });
    await addBillHead(context.app, headers, { name: 'Repair fund', basis: 'flat', rate: 100 });
    const run = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-12' },
    });
    // Its only flat archived, the society has nothing to bill.
    expect([run.statusCode, run.json().message]).toEqual([
      400,
      'No flats to bill: add customers, or choose other flats',
    ]);

    const restored = await context.app.inject({ method: 'POST', url: `${url}/restore`, headers });
    expect(restored.json().archived).toBe(false);
    expect((await list('')).json().total).toBe(1);
  });

  it('frees the flat for a new customer once its customer is deleted', async () => {
    const { headers } = await owner();
    const customer = await createdCustomer(headers);
    await context.app.inject({ method: 'DELETE', url: `/api/v2/clients/${customer._id}`, headers });
    expect((await create(headers, NEW_CUSTOMER)).statusCode).toBe(201);
  });
});
