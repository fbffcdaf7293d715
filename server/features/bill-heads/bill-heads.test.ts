import { randomUUID } from 'node:crypto';
import {
  BILL_HEAD_DELETED_MESSAGE,
  BILL_HEAD_NOT_FOUND_MESSAGE,
  HEAD_GST_RATE_MESSAGE,
  MAX_BILL_HEADS,
  TOO_MANY_BILL_HEADS_MESSAGE,
  UNKNOWN_BILL_HEAD_MESSAGE,
  UNKNOWN_FLAT_MESSAGE,
} from '@domain/api/bill-heads';
import { NON_OCCUPANCY_CAP_WARNING } from '@domain/bill-heads';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('bill heads', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function create(headers: Headers, payload: object) {
    return context.app.inject({ method: 'POST', url: '/api/v2/bill-heads', headers, payload });
  }

  function edit(headers: Headers, id: string, payload: object) {
    return context.app.inject({ method: 'PATCH', url: `/api/v2/bill-heads/${id}`, headers, payload });
  }

  async function created(headers: Headers, payload: object): Promise<{ _id: string; name: string }> {
    const response = await create(headers, payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function listed(headers: Headers) {
    const response = await context.app.inject({ method: 'GET', url: '/api/v2/bill-heads', headers });
    expect(response.statusCode).toBe(200);
    return response.json().items as Array<Record<string, unknown>>;
  }

  async function storedHeadCount(businessId: string): Promise<number> {
    const rows = await context.app.database.db
      .selectFrom('bill_heads')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    return rows.length;
  }

  it('creates a head with its defaults and lists the heads in bill order', async () => {
    const { headers } = await owner();
    const maintenance = await create(headers, { name: ' Maintenance ', basis: 'area', rate: 3.25 });
    expect(maintenance.statusCode).toBe(201);
    expect(maintenance.json()).toMatchObject({
      name: 'Maintenance',
      basis: 'area',
      rate: 3.25,
      percentOf: [],
      appliesTo: 'all',
      gstTreatment: 'taxable',
      gstRate: 18,
      hsn: '995419',
      order: 0,
      active: true,
      limit: { kind: 'all' },
      overrides: [],
      warnings: [],
    });
    await created(headers, { name: 'Sinking fund', basis: 'flat', rate: 500, gstTreatment: 'exempt' });
    await created(headers, { name: 'Property tax', basis: 'typed', rate: 0, gstTreatment: 'levy', order: 0 });
    const parking = await create(headers, { name: 'Parking', basis: 'parking', rate: 300, gstRate: 5 });
    expect(parking.json()).toMatchObject({ gstRate: 5 });
    const edited = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/bill-heads/${parking.json()._id}`,
      headers,
      payload: { gstRate: 0.25 },
    });
    expect(edited.json()).toMatchObject({ name: 'Parking', rate: 300, gstRate: 0.25 });
    await context.app.inject({ method: 'DELETE', url: `/api/v2/bill-heads/${parking.json()._id}`, headers });
    expect((await listed(headers)).map((head) => [head.name, head.order])).toEqual([
      ['Maintenance', 0],
      ['Property tax', 0],
      ['Sinking fund', 1],
    ]);
  });

  it('keeps a percentage to the heads it names, limits and overrides to the business’s own flats', async () => {
    const tenant = await owner();
    const { customer: a101 } = await buildCustomer(context.app.database.db, {
      parent: tenant,
      values: { block: 'A', flat: 'A-101' },
    });
    const maintenance = await created(tenant.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const nonOccupancy = await create(tenant.headers, {
      name: 'Non-occupancy charges',
      basis: 'percent',
      rate: 12.5,
      percentOf: [maintenance._id, maintenance._id],
      appliesTo: 'let_out',
      limit: { kind: 'flats', flats: [a101.id] },
      overrides: [{ flat: a101.id, rate: 10 }],
    });
    expect(nonOccupancy.statusCode, nonOccupancy.body).toBe(201);
    expect(nonOccupancy.json()).toMatchObject({
      rate: 12.5,
      percentOf: [maintenance._id],
      appliesTo: 'let_out',
      limit: { kind: 'flats', flats: [a101.id] },
      overrides: [{ flat: a101.id, rate: 10 }],
      warnings: [NON_OCCUPANCY_CAP_WARNING],
    });

    const stranger = await buildCustomer(context.app.database.db);
    const unknownHead = await create(tenant.headers, {
      name: 'Repair fund',
      basis: 'percent',
      rate: 5,
      percentOf: [randomUUID()],
    });
    expect(unknownHead.statusCode).toBe(400);
    expect(unknownHead.json().errors).toEqual([{ path: 'percentOf.0', message: UNKNOWN_BILL_HEAD_MESSAGE }]);
    const unknownFlat = await create(tenant.headers, {
      name: 'Lift',
      basis: 'flat',
      rate: 100,
      limit: { kind: 'flats', flats: [a101.id, stranger.customer.id] },
    });
    expect(unknownFlat.statusCode).toBe(400);
    expect(unknownFlat.json().errors).toEqual([{ path: 'limit.flats.1', message: UNKNOWN_FLAT_MESSAGE }]);
    expect(await storedHeadCount(tenant.business.id)).toBe(2);
  });

  it('refuses a percentage of itself, directly or through another head, and stores nothing', async () => {
    const tenant = await owner();
    const maintenance = await created(tenant.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const repair = await created(tenant.headers, {
      name: 'Repair fund',
      basis: 'percent',
      rate: 10,
      percentOf: [maintenance._id],
    });
    const sinking = await created(tenant.headers, {
      name: 'Sinking fund',
      basis: 'percent',
      rate: 5,
      percentOf: [repair._id],
    });
    const direct = await edit(tenant.headers, repair._id, { percentOf: [repair._id] });
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe('A percentage cannot be of itself: Repair fund → Repair fund');
    const through = await edit(tenant.headers, repair._id, { percentOf: [maintenance._id, sinking._id] });
    expect(through.statusCode).toBe(400);
    expect(through.json().message).toBe(
      'A percentage cannot be of itself: Repair fund → Sinking fund → Repair fund',
    );
    const [, stored] = await listed(tenant.headers);
    expect(stored).toMatchObject({ name: 'Repair fund', percentOf: [maintenance._id] });
  });

  it('answers 400 with a clear message for a bad rate, a percentage over 100 or without heads', async () => {
    const tenant = await owner();
    const cases: Array<[object, string, string]> = [
      [{ name: 'Water', basis: 'typed', rate: -1 }, 'rate', 'The rate cannot be negative'],
      [{ name: 'Water', basis: 'typed', rate: 'ten' }, 'rate', 'Please enter the rate as a number'],
      [{ name: 'Water', basis: 'typed', rate: 1.005 }, 'rate', 'The rate can have at most 2 decimals'],
      [
        { name: 'Repair', basis: 'percent', rate: 101, percentOf: [randomUUID()] },
        'rate',
        'The percentage must be at most 100',
      ],
      [
        { name: 'Repair', basis: 'percent', rate: 10 },
        'percentOf',
        'Choose the bill heads this percentage is of',
      ],
      [{ name: 'Tax\u0000', basis: 'flat', rate: 1 }, 'name', 'The name cannot contain control characters'],
      [{ name: 'Lift', basis: 'flat', rate: 1, hsn: '12ab' }, 'hsn', 'The SAC/HSN must be 4 to 8 digits'],
      [{ name: 'Lift', basis: 'flat', rate: 1, gstRate: 17 }, 'gstRate', HEAD_GST_RATE_MESSAGE],
      [{ name: 'Lift', basis: 'flat', rate: 1, gstRate: '18' }, 'gstRate', HEAD_GST_RATE_MESSAGE],
      [
        { name: 'Lift', basis: 'flat', rate: 1, limit: { kind: 'block', block: ' ' } },
        'limit.block',
        'Please enter the block',
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await create(tenant.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    expect(await storedHeadCount(tenant.business.id)).toBe(0);
  });

  it('refuses a second head of the same name, whatever its case, with 409', async () => {
    const tenant = await owner();
    const water = await created(tenant.headers, { name: 'Water', basis: 'typed', rate: 0 });
    const again = await create(tenant.headers, { name: 'WATER ', basis: 'flat', rate: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A bill head named "WATER" already exists');
    const parking = await created(tenant.headers, { name: 'Parking', basis: 'parking', rate: 300 });
    const renamed = await edit(tenant.headers, parking._id, { name: 'water' });
    expect(renamed.statusCode).toBe(409);
    expect((await listed(tenant.headers)).map((head) => head.name)).toEqual(['Water', 'Parking']);
    expect((await edit(tenant.headers, water._id, { name: 'Water (by meter)' })).statusCode).toBe(200);
  });

  it('edits only what is sent, and a head that is no longer a percentage lets go of its heads', async () => {
    const tenant = await owner();
    const maintenance = await created(tenant.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const repair = await created(tenant.headers, {
      name: 'Repair fund',
      basis: 'percent',
      rate: 10,
      percentOf: [maintenance._id],
    });
    const rated = await edit(tenant.headers, repair._id, { rate: 7.5, active: false });
    expect(rated.json()).toMatchObject({ rate: 7.5, active: false, percentOf: [maintenance._id] });
    const fixed = await edit(tenant.headers, repair._id, { basis: 'flat', rate: 250 });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ basis: 'flat', rate: 250, percentOf: [] });
    const toPercent = await edit(tenant.headers, repair._id, { basis: 'percent' });
    expect(toPercent.statusCode).toBe(400);
    expect(toPercent.json().errors).toContainEqual({
      path: 'percentOf',
      message: 'Choose the bill heads this percentage is of',
    });
    const notFound = await edit(tenant.headers, randomUUID(), { rate: 1 });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().message).toBe(BILL_HEAD_NOT_FOUND_MESSAGE);
  });

  it('deletes a head, refusing one a percentage is made of; a deleted customer leaves the head', async () => {
    const tenant = await owner();
    const { customer } = await buildCustomer(context.app.database.db, { parent: tenant });
    const maintenance = await created(tenant.headers, {
      name: 'Maintenance',
      basis: 'area',
      rate: 3,
      overrides: [{ flat: customer.id, rate: 2 }],
    });
    const repair = await created(tenant.headers, {
      name: 'Repair fund',
      basis: 'percent',
      rate: 10,
      percentOf: [maintenance._id],
    });
    const url = (id: string) => `/api/v2/bill-heads/${id}`;
    const refused = await context.app.inject({
      method: 'DELETE',
      url: url(maintenance._id),
      headers: tenant.headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Maintenance is part of Repair fund: change that bill head first');
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: url(repair._id),
      headers: tenant.headers,
    });
    expect(deleted.json()).toEqual({ message: BILL_HEAD_DELETED_MESSAGE });
    const removeCustomer = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/clients/${customer.id}`,
      headers: tenant.headers,
    });
    expect(removeCustomer.statusCode).toBe(200);
    expect(await listed(tenant.headers)).toMatchObject([{ name: 'Maintenance', overrides: [] }]);
  });

  it(`stops at ${MAX_BILL_HEADS} heads`, async () => {
    const tenant = await owner();
    const now = new Date().toISOString();
    await context.app.database.db
      .insertInto('bill_heads')
      .values(
        Array.from({ length: MAX_BILL_HEADS }, (_, index) => ({
          id: randomUUID(),
          business_id: tenant.business.id,
          name: `Head ${index}`,
          name_key: `head ${index}`,
          basis: 'flat' as const,
          rate_hundredths: 100,
          hsn: '995419',
          position: index,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    const response = await create(tenant.headers, { name: 'One more', basis: 'flat', rate: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(TOO_MANY_BILL_HEADS_MESSAGE);
  });

  it('never shows another business’s heads', async () => {
    const victim = await owner();
    await created(victim.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const intruder = await owner();
    expect(await listed(intruder.headers)).toEqual([]);
  });

  it('saves two edits at once that would each close half a cycle only one at a time', async () => {
    const tenant = await owner();
    const base = await created(tenant.headers, { name: 'Maintenance', basis: 'area', rate: 3 });
    const a = await created(tenant.headers, { name: 'A', basis: 'percent', rate: 1, percentOf: [base._id] });
    const b = await created(tenant.headers, { name: 'B', basis: 'percent', rate: 1, percentOf: [base._id] });
    const answers = await Promise.all([
      edit(tenant.headers, a._id, { percentOf: [b._id] }),
      edit(tenant.headers, b._id, { percentOf: [a._id] }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
