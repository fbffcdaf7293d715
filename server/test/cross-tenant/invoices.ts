import { INVOICE_LISTS } from '@domain/api/invoices';
import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantCase } from './case';
import { prepareVictimInvoice, victimInvoiceState, victimInvoicesUnchanged } from './victim-invoices';

export const INVOICES_CASES: CrossTenantCase[] = [
  {
    // The customer is looked up in the caller's business only: another's customer id is refused (400).
    method: 'POST',
    route: '/api/v2/invoices',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices',
      headers: context.intruderHeaders,
      payload: { client: { _id: resources.customerId }, items: [{ itemName: 'Maintenance', unitPrice: 1 }] },
    }),
    answeredWith: [400, 404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The victim's invoice is overdue, so only the tenant check stands between the intruder and a 201.
    method: 'POST',
    route: '/api/v2/invoices/overdue',
    prepare: async (context) => {
      const parent = await buildCustomer(context.app.database.db, { parent: context.victim });
      const { invoice } = await buildInvoice(context.app.database.db, {
        parent,
        values: { invoice_date: '2000-01-01', due_date: '2000-01-31' },
      });
      return { invoiceId: invoice.id, invoiceState: await victimInvoiceState(context) };
    },
    request: (context, resources) => ({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers: context.intruderHeaders,
      payload: { from: resources.invoiceId },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Always the caller's own counter.
    method: 'GET',
    route: '/api/v2/invoices/count',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices/count',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // Another business's session gets the public view, the same as no session at all (what the
    // invoice's link shows anyone who has it); invoices.test.ts checks its field set.
    method: 'GET',
    route: '/api/v2/invoices/:id',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/invoices/:id',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'PATCH',
      url: `/api/v2/invoices/${resources.invoiceId}`,
      headers: context.intruderHeaders,
      payload: { items: [{ itemName: 'Taken Over', unitPrice: 1 }], notes: 'Taken over' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The search runs in the caller's business only.
    method: 'GET',
    route: '/api/v2/invoices',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices?searchQuery=0',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    // The blocks of the caller's own invoices only.
    method: 'GET',
    route: '/api/v2/invoices/blocks',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/invoices/blocks',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  ...INVOICE_LISTS.map(
    (list): CrossTenantCase => ({
      method: 'GET',
      route: `/api/v2/invoices/${list}/:ownerId`,
      prepare: prepareVictimInvoice,
      request: (context) => ({
        method: 'GET',
        url: `/api/v2/invoices/${list}/${context.victim.user.id}`,
        headers: context.intruderHeaders,
      }),
      answeredWith: [403],
      unchanged: victimInvoicesUnchanged,
    }),
  ),
];
