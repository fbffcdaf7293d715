import type { Role } from '@domain/roles';

/** What each role may do, as the team page and the invitation say it. */
export const ROLE_DUTIES: Record<Role, string> = {
  owner: 'Everything, including payment and messaging keys, the team and the plan',
  treasurer: 'Customers, bill heads, billing runs, invoices, payments, credit notes, sending and reports',
  auditor: 'Reads everything, reports and exports included; changes and sends nothing',
};
