import type { CrossTenantCase } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

const read = (route: string, suffix: string): CrossTenantCase => ({
  method: 'GET',
  route,
  prepare: prepareVictimInvoice,
  request: (context, resources) => ({
    method: 'GET',
    url: `/api/v2/clients/${resources.customerId}/statement${suffix}`,
    headers: context.intruderHeaders,
  }),
  answeredWith: [404],
  unchanged: victimInvoicesUnchanged,
});

export const STATEMENTS_CASES: CrossTenantCase[] = [
  read('/api/v2/clients/:id/statement', ''),
  read('/api/v2/clients/:id/statement/xlsx', '/xlsx'),
  read('/api/v2/clients/:id/statement/pdf', '/pdf'),
  {
    method: 'POST',
    route: '/api/v2/clients/:id/statement/send',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/clients/${resources.customerId}/statement/send`,
      headers: context.intruderHeaders,
      payload: { channel: 'email' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
];
