import type { CrossTenantCase } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

/**
 * Reports → Accounts reads only the caller's own books; gstr1.test.ts checks another business's bills
 * never show. The intruder here has no GSTIN, so its GSTR-1 routes answer 409.
 */
export const ACCOUNTS_CASES: CrossTenantCase[] = [
  { route: '/api/v2/reports/accounts', answeredWith: [200] },
  { route: '/api/v2/reports/accounts/gstr1.json', answeredWith: [200, 409] },
  { route: '/api/v2/reports/accounts/gstr1.xlsx', answeredWith: [200, 409] },
].map(
  ({ route, answeredWith }): CrossTenantCase => ({
    method: 'GET',
    route,
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: `${route}?period=2026-27`,
      headers: context.intruderHeaders,
    }),
    answeredWith,
    unchanged: victimInvoicesUnchanged,
  }),
);
