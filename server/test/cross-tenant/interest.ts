import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';

/** The victim's interest settings and charges with their stretches, exactly as stored. */
async function victimInterestState(context: CrossTenantContext): Promise<string> {
  const { db } = context.app.database;
  const businessId = context.victim.business.id;
  const tables = ['interest_settings', 'interest_charges', 'interest_charge_segments', 'invoices'] as const;
  const rows = await Promise.all(
    tables.map((table) => db.selectFrom(table).selectAll().where('business_id', '=', businessId).execute()),
  );
  return JSON.stringify(rows);
}

/**
 * The victim charges interest from 1 Apr 2026; its flat has a bill due 30 Sep 2026 and a later bill
 * made by hand that carries the interest on it.
 */
async function prepareVictimInterest(context: CrossTenantContext): Promise<Record<string, string>> {
  const { db } = context.app.database;
  const headers = context.victimHeaders;
  await context.app.inject({
    method: 'PUT',
    url: '/api/v2/settings/interest',
    headers,
    payload: {
      lateCharge: 'interest',
      ratePercentPerYear: 18,
      ceilingPercentPerYear: 21,
      graceDays: 5,
      minimumAmount: 0,
      chargeFrom: '2026-04-01',
    },
  });
  const parent = await buildCustomer(db, { parent: context.victim });
  await buildInvoice(db, { parent, values: { invoice_date: '2026-09-01', due_date: '2026-09-30' } });
  const posted = await context.app.inject({
    method: 'POST',
    url: '/api/v2/invoices',
    headers,
    payload: {
      client: { _id: parent.customer.id },
      items: [{ itemName: 'Maintenance', unitPrice: 1000, basis: 'fixed', quantity: 1 }],
      date: '2026-11-01',
      interestOnArrears: true,
    },
  });
  if (posted.statusCode !== 201) throw new Error(`the victim's bill with interest failed: ${posted.body}`);
  return {
    customerId: parent.customer.id,
    invoiceId: posted.json()._id,
    state: await victimInterestState(context),
  };
}

async function victimInterestUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimInterestState(context)) !== resources.state)
    throw new Error('the victim interest changed');
}

export const INTEREST_CASES: CrossTenantCase[] = [
  ...(['GET', 'PUT'] as const).map(
    (method): CrossTenantCase => ({
      // Settings are always the caller's own.
      method,
      route: '/api/v2/settings/interest',
      prepare: prepareVictimInterest,
      request: (context) => ({
        method,
        url: '/api/v2/settings/interest',
        headers: context.intruderHeaders,
        ...(method === 'PUT'
          ? {
              payload: {
                lateCharge: 'late-fee-invoice',
                ratePercentPerYear: 12,
                ceilingPercentPerYear: 12,
                graceDays: 0,
                minimumAmount: 10,
              },
            }
          : {}),
      }),
      answeredWith: [200],
      unchanged: victimInterestUnchanged,
    }),
  ),
  {
    method: 'GET',
    route: '/api/v2/clients/:id/interest',
    prepare: prepareVictimInterest,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}/interest?date=2026-11-20`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInterestUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/invoices/:id/interest',
    prepare: prepareVictimInterest,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}/interest`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInterestUnchanged,
  },
];
