import type { CrossTenantCase } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

export const DASHBOARD_CASES: CrossTenantCase[] = [
  {
    // Always the caller's own figures; dashboard.test.ts checks another business's money never shows.
    method: 'GET',
    route: '/api/v2/dashboard',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/dashboard?search=0',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
];
