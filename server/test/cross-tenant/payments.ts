import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoiceState, victimInvoicesUnchanged } from './victim-invoices';

/** Like prepareVictimInvoice, with one payment recorded on the invoice through the API. */
async function prepareVictimPayment(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  const parent = await buildCustomer(db, { parent: context.victim });
  const { invoice } = await buildInvoice(db, { parent });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoice.id}/payments`,
    headers: context.victimHeaders,
    payload: { amountPaid: 1, datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), paymentMethod: 'Cash' },
  });
  if (response.statusCode !== 201) throw new Error(`the victim payment failed: ${response.body}`);
  return {
    invoiceId: invoice.id,
    paymentId: response.json().paymentRecords[0]._id,
    invoiceState: await victimInvoiceState(context),
  };
}

export const PAYMENTS_CASES: CrossTenantCase[] = [
  {
    // Always the caller's own payments; payment-export.test.ts checks another business's never show.
    method: 'GET',
    route: '/api/v2/payments',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/payments?from=2000-01-01&to=2050-12-31',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/invoices/:id/payments',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/invoices/${resources.invoiceId}/payments`,
      headers: context.intruderHeaders,
      payload: { amountPaid: 1, datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), paymentMethod: 'Cash' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/clients/:id/payments',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/clients/${resources.customerId}/payments`,
      headers: context.intruderHeaders,
      payload: { amountPaid: 1, datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), paymentMethod: 'Cash' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/clients/:id/ledger',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}/ledger`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'PUT',
    route: '/api/v2/clients/:id/opening-balance',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'PUT',
      url: `/api/v2/clients/${resources.customerId}/opening-balance`,
      headers: context.intruderHeaders,
      payload: { amount: 100, asOf: '2026-09-30' },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/clients/:id/transfer',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/clients/${resources.customerId}/transfer`,
      headers: context.intruderHeaders,
      payload: {
        name: 'Intruder',
        email: 'intruder@example.test',
        date: todayIn(DEFAULT_TIME_ZONE, new Date()),
        dues: 'settle',
        paymentMethod: 'Cash',
      },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'DELETE',
    route: '/api/v2/invoices/payment/:invoiceId/:paymentId',
    prepare: prepareVictimPayment,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/invoices/payment/${resources.invoiceId}/${resources.paymentId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
];
