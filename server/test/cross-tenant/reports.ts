import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

/** The victim's overdue flat, and its outbox as it was (empty): a reminder must never reach it. */
async function prepareVictimDues(context: CrossTenantContext): Promise<Record<string, string>> {
  const resources = await prepareVictimInvoice(context);
  await context.app.database.db
    .updateTable('invoices')
    .set({ due_date: '2026-01-31' })
    .where('id', '=', resources.invoiceId as string)
    .execute();
  return { ...resources, outbox: await victimOutbox(context) };
}

async function victimOutbox(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

export const REPORTS_CASES: CrossTenantCase[] = [
  // Always the caller's own flats; ageing.test.ts and collection.test.ts check another business's never show.
  ...[
    '/api/v2/reports/ageing',
    '/api/v2/reports/ageing.xlsx',
    '/api/v2/reports/collection',
    '/api/v2/reports/collection.xlsx',
  ].map(
    (route): CrossTenantCase => ({
      method: 'GET',
      route,
      prepare: prepareVictimInvoice,
      request: (context) => ({ method: 'GET', url: route, headers: context.intruderHeaders }),
      answeredWith: [200],
      unchanged: victimInvoicesUnchanged,
    }),
  ),
  {
    method: 'POST',
    route: '/api/v2/reports/ageing/reminders',
    prepare: prepareVictimDues,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/reports/ageing/reminders',
      headers: context.intruderHeaders,
      payload: { customerIds: [resources.customerId] },
    }),
    answeredWith: [404],
    unchanged: async (context, resources) => {
      if ((await victimOutbox(context)) !== resources.outbox) throw new Error('the victim was reminded');
    },
  },
];
