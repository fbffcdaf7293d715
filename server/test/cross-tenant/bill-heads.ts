import { buildCustomer } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';

async function victimHeadRows(context: CrossTenantContext): Promise<string> {
  const { db } = context.app.database;
  const businessId = context.victim.business.id;
  const tables = ['bill_heads', 'bill_head_parts', 'bill_head_flats', 'bill_head_overrides'] as const;
  const rows = await Promise.all(
    tables.map((table) => db.selectFrom(table).selectAll().where('business_id', '=', businessId).execute()),
  );
  return JSON.stringify(rows);
}

/** Gives the victim a flat and a head with that flat's own rate, and remembers its rows exactly. */
async function prepareVictimHead(context: CrossTenantContext): Promise<Record<string, string>> {
  const { customer } = await buildCustomer(context.app.database.db, { parent: context.victim });
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v2/bill-heads',
    headers: context.victimHeaders,
    payload: { name: 'Maintenance', basis: 'area', rate: 3, overrides: [{ flat: customer.id, rate: 4 }] },
  });
  if (response.statusCode !== 201) throw new Error(`victim head not created: ${response.body}`);
  return { headId: response.json()._id, customerId: customer.id, rows: await victimHeadRows(context) };
}

async function victimHeadsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimHeadRows(context)) !== resources.rows) throw new Error('the victim bill heads changed');
}

export const BILL_HEADS_CASES: CrossTenantCase[] = [
  {
    // The list is always the caller's own.
    method: 'GET',
    route: '/api/v2/bill-heads',
    prepare: prepareVictimHead,
    request: (context) => ({ method: 'GET', url: '/api/v2/bill-heads', headers: context.intruderHeaders }),
    answeredWith: [200],
    unchanged: victimHeadsUnchanged,
  },
  {
    // A percentage of the victim's head, or a rate for the victim's flat, names nothing the caller has.
    method: 'POST',
    route: '/api/v2/bill-heads',
    prepare: prepareVictimHead,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/bill-heads',
      headers: context.intruderHeaders,
      payload: {
        name: 'Repair fund',
        basis: 'percent',
        rate: 10,
        percentOf: [resources.headId],
        overrides: [{ flat: resources.customerId, rate: 5 }],
      },
    }),
    answeredWith: [400],
    unchanged: victimHeadsUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/bill-heads/:id',
    prepare: prepareVictimHead,
    request: (context, resources) => ({
      method: 'PATCH',
      url: `/api/v2/bill-heads/${resources.headId}`,
      headers: context.intruderHeaders,
      payload: { rate: 0 },
    }),
    answeredWith: [404],
    unchanged: victimHeadsUnchanged,
  },
  {
    method: 'DELETE',
    route: '/api/v2/bill-heads/:id',
    prepare: prepareVictimHead,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/bill-heads/${resources.headId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimHeadsUnchanged,
  },
];
