import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

/** A report of a payment by the victim's member, with a proof, waiting for the victim's treasurer. */
async function prepareVictimReport(context: CrossTenantContext): Promise<Record<string, string>> {
  const resources = await prepareVictimInvoice(context);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await context.app.database.db
    .insertInto('payment_intimations')
    .values({
      id,
      business_id: context.victim.business.id,
      customer_id: resources.customerId ?? '',
      amount_paise: 150_000,
      paid_on: now.slice(0, 10),
      payment_method: 'UPI',
      reference: 'UTR 1',
      proof_type: 'application/pdf',
      proof_bytes: Buffer.from('%PDF-1.4\n%%EOF\n'),
      created_at: now,
    })
    .execute();
  return { ...resources, reportId: id, reports: await victimReports(context) };
}

async function victimReports(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('payment_intimations')
    .select(['id', 'status', 'reason', 'receipt_id'])
    .where('business_id', '=', context.victim.business.id)
    .orderBy('id')
    .execute();
  return JSON.stringify(rows);
}

const reportCase = (method: 'GET' | 'POST', route: string, payload?: object): CrossTenantCase => ({
  method,
  route,
  prepare: prepareVictimReport,
  request: (context, resources) => ({
    method,
    url: route.replace(':id', resources.reportId ?? ''),
    headers: context.intruderHeaders,
    ...(payload ? { payload } : {}),
  }),
  answeredWith: [404],
  unchanged: async (context, resources) => {
    if ((await victimReports(context)) !== resources.reports) throw new Error("the victim's reports changed");
    await victimInvoicesUnchanged(context, resources);
  },
});

export const INTIMATIONS_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/intimations',
    prepare: prepareVictimReport,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/intimations?status=all',
      headers: context.intruderHeaders,
    }),
    // The intruder's own (empty) queue: the victim's report is not in it.
    answeredWith: [200],
    unchanged: async (context, resources) => {
      const answer = await context.app.inject({
        method: 'GET',
        url: '/api/v2/intimations?status=all',
        headers: context.intruderHeaders,
      });
      if (answer.body.includes(resources.reportId ?? 'none'))
        throw new Error("the victim's report was listed");
    },
  },
  reportCase('GET', '/api/v2/intimations/:id/proof'),
  reportCase('POST', '/api/v2/intimations/:id/confirm'),
  reportCase('POST', '/api/v2/intimations/:id/reject', { reason: 'Not received' }),
];
