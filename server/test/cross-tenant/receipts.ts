import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { buildCustomer, buildInvoice } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';
import { victimInvoiceState, victimInvoicesUnchanged } from './victim-invoices';

/** A victim's flat with a bill and a cheque received on account through the API: its receipt. */
async function prepareVictimReceipt(context: CrossTenantContext): Promise<Record<string, string>> {
  const db = context.app.database.db;
  const parent = await buildCustomer(db, { parent: context.victim });
  await buildInvoice(db, { parent });
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v2/clients/${parent.customer.id}/payments`,
    headers: context.victimHeaders,
    payload: {
      amountPaid: 1,
      datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()),
      paymentMethod: 'Cheque',
      reference: '000123 SBI',
    },
  });
  if (response.statusCode !== 201) throw new Error(`the victim receipt failed: ${response.body}`);
  return {
    customerId: parent.customer.id,
    receiptId: response.json().receipt._id,
    invoiceState: await victimInvoiceState(context),
  };
}

export const RECEIPTS_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/clients/:id/receipts',
    prepare: prepareVictimReceipt,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}/receipts`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/receipts/:id',
    prepare: prepareVictimReceipt,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/receipts/${resources.receiptId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/receipts/:id/pdf',
    prepare: prepareVictimReceipt,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/receipts/${resources.receiptId}/pdf`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/receipts/:id/reverse',
    prepare: prepareVictimReceipt,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/receipts/${resources.receiptId}/reverse`,
      headers: context.intruderHeaders,
      payload: { reversedOn: todayIn(DEFAULT_TIME_ZONE, new Date()), bounceCharge: 100 },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
];
