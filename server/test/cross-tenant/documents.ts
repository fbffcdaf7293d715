import type { CrossTenantCase } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

export const DOCUMENTS_CASES: CrossTenantCase[] = [
  {
    // The owner's own invoice only: another business's id is not found.
    method: 'POST',
    route: '/api/v2/invoices/generate',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices/generate',
      headers: context.intruderHeaders,
      payload: { id: resources.invoiceId },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The public invoice view's 'Save as PDF': the same document anyone with the link sees, changing nothing.
    method: 'GET',
    route: '/api/v2/invoices/:id/pdf',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}/pdf`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
];
