import { addBillHead } from '../bill-heads';
import { buildCustomer } from '../factories';
import { multipartPayload } from '../multipart';
import type { CrossTenantCase, CrossTenantContext } from './case';

async function victimRunRows(context: CrossTenantContext): Promise<string> {
  const { db } = context.app.database;
  const businessId = context.victim.business.id;
  const tables = ['billing_runs', 'billing_run_heads', 'billing_run_flats', 'billing_run_amounts'] as const;
  const rows = await Promise.all(
    tables.map((table) => db.selectFrom(table).selectAll().where('business_id', '=', businessId).execute()),
  );
  const invoices = await db
    .selectFrom('invoices')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  return JSON.stringify([rows, invoices]);
}

/** Gives the victim a flat, a typed head with an amount for it, and a draft run; remembers the rows. */
async function prepareVictimRun(context: CrossTenantContext): Promise<Record<string, string>> {
  const { customer } = await buildCustomer(context.app.database.db, { parent: context.victim });
  const headers = context.victimHeaders;
  const headId = await addBillHead(context.app, headers, { name: 'Water', basis: 'typed', rate: 100 });
  const run = await context.app.inject({
    method: 'POST',
    url: '/api/v2/billing-runs',
    headers,
    payload: { period: '2026-11', flats: { kind: 'flats', flats: [customer.id] } },
  });
  if (run.statusCode !== 201) throw new Error(`victim run not drafted: ${run.body}`);
  const runId = run.json()._id;
  await context.app.inject({
    method: 'PUT',
    url: `/api/v2/billing-runs/${runId}/amounts`,
    headers,
    payload: { amounts: [{ flat: customer.id, head: headId, amount: 250 }] },
  });
  return { runId, headId, customerId: customer.id, rows: await victimRunRows(context) };
}

async function victimRunsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimRunRows(context)) !== resources.rows) throw new Error('the victim billing runs changed');
}

async function victimSettings(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('billing_settings')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

/** The victim's own settings (due on the 5th, drafts prepared on the 20th), remembered exactly. */
async function prepareVictimSettings(context: CrossTenantContext): Promise<Record<string, string>> {
  await context.app.inject({
    method: 'PUT',
    url: '/api/v2/billing-settings',
    headers: context.victimHeaders,
    payload: { dueDay: 5, repeatDay: 20 },
  });
  return { settings: await victimSettings(context) };
}

async function victimSettingsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimSettings(context)) !== resources.settings) throw new Error('the victim settings changed');
}

export const BILLING_RUNS_CASES: CrossTenantCase[] = [
  ...(['GET', 'PUT'] as const).map(
    (method): CrossTenantCase => ({
      // Settings are always the caller's own.
      method,
      route: '/api/v2/billing-settings',
      prepare: prepareVictimSettings,
      request: (context) => ({
        method,
        url: '/api/v2/billing-settings',
        headers: context.intruderHeaders,
        ...(method === 'PUT' ? { payload: { dueDay: 1, repeatDay: null } } : {}),
      }),
      answeredWith: [200],
      unchanged: victimSettingsUnchanged,
    }),
  ),
  {
    // The list is always the caller's own.
    method: 'GET',
    route: '/api/v2/billing-runs',
    prepare: prepareVictimRun,
    request: (context) => ({ method: 'GET', url: '/api/v2/billing-runs', headers: context.intruderHeaders }),
    answeredWith: [200],
    unchanged: victimRunsUnchanged,
  },
  {
    // The victim's flats and heads are unknown to the intruder.
    method: 'POST',
    route: '/api/v2/billing-runs',
    prepare: prepareVictimRun,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers: context.intruderHeaders,
      payload: {
        period: '2026-11',
        flats: { kind: 'flats', flats: [resources.customerId] },
        heads: [resources.headId],
      },
    }),
    answeredWith: [400],
    unchanged: victimRunsUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/billing-runs/:id',
    prepare: prepareVictimRun,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/billing-runs/${resources.runId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimRunsUnchanged,
  },
  {
    method: 'PUT',
    route: '/api/v2/billing-runs/:id/amounts',
    prepare: prepareVictimRun,
    request: (context, resources) => ({
      method: 'PUT',
      url: `/api/v2/billing-runs/${resources.runId}/amounts`,
      headers: context.intruderHeaders,
      payload: { amounts: [{ flat: resources.customerId, head: resources.headId, amount: 1 }] },
    }),
    answeredWith: [404],
    unchanged: victimRunsUnchanged,
  },
  ...(['publish', 'undo'] as const).map(
    (action): CrossTenantCase => ({
      method: 'POST',
      route: `/api/v2/billing-runs/:id/${action}`,
      prepare: prepareVictimRun,
      request: (context, resources) => ({
        method: 'POST',
        url: `/api/v2/billing-runs/${resources.runId}/${action}`,
        headers: context.intruderHeaders,
      }),
      answeredWith: [404],
      unchanged: victimRunsUnchanged,
    }),
  ),
  ...(
    [
      ['POST', '/api/v2/billing-runs/:id/send', { email: true }],
      ['GET', '/api/v2/billing-runs/:id/sending', undefined],
      ['POST', '/api/v2/billing-runs/:id/sending/retry', undefined],
    ] as const
  ).map(
    ([method, route, payload]): CrossTenantCase => ({
      method,
      route,
      prepare: prepareVictimRun,
      request: (context, resources) => ({
        method,
        url: route.replace(':id', resources.runId ?? ''),
        headers: context.intruderHeaders,
        ...(payload ? { payload } : {}),
      }),
      answeredWith: [404],
      unchanged: victimRunsUnchanged,
    }),
  ),
  {
    method: 'GET',
    route: '/api/v2/billing-runs/:id/workbook',
    prepare: prepareVictimRun,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/billing-runs/${resources.runId}/workbook`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimRunsUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/billing-runs/:id/amounts/file',
    prepare: prepareVictimRun,
    request: (context, resources) => {
      const file = multipartPayload([
        {
          bytes: Buffer.from('Block,Floor,Flat No.,Water\r\nA,2,A-1,999\r\n'),
          filename: 'run.csv',
          contentType: 'text/csv',
        },
      ]);
      return {
        method: 'POST',
        url: `/api/v2/billing-runs/${resources.runId}/amounts/file`,
        headers: { ...context.intruderHeaders, ...file.headers },
        payload: file.payload,
      };
    },
    answeredWith: [404],
    unchanged: victimRunsUnchanged,
  },
  {
    method: 'DELETE',
    route: '/api/v2/billing-runs/:id',
    prepare: prepareVictimRun,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/billing-runs/${resources.runId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimRunsUnchanged,
  },
];
