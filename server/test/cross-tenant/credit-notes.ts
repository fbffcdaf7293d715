import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoiceState, victimInvoicesUnchanged } from './victim-invoices';

const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

/** A victim's bill with a credit note against it, issued through the API. */
async function prepareVictimCreditNote(context: CrossTenantContext): Promise<Record<string, string>> {
  const { invoiceId = '' } = await prepareVictimInvoice(context);
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoiceId}/credit-notes`,
    headers: context.victimHeaders,
    payload: { date: today(), reason: 'Area corrected', lines: [{ line: 0, amount: 1 }] },
  });
  if (response.statusCode !== 201) throw new Error(`the victim credit note failed: ${response.body}`);
  return { invoiceId, creditNoteId: response.json()._id, invoiceState: await victimInvoiceState(context) };
}

export const CREDIT_NOTES_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/invoices/:id/credit-notes',
    prepare: prepareVictimCreditNote,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/invoices/${resources.invoiceId}/credit-notes`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/invoices/:id/credit-notes',
    prepare: prepareVictimInvoice,
    request: (context, resources) => ({
      method: 'POST',
      url: `/api/v2/invoices/${resources.invoiceId}/credit-notes`,
      headers: context.intruderHeaders,
      payload: { date: today(), reason: 'Not yours', lines: [{ line: 0, amount: 1 }] },
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/credit-notes/:id',
    prepare: prepareVictimCreditNote,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/credit-notes/${resources.creditNoteId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/credit-notes/:id/pdf',
    prepare: prepareVictimCreditNote,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/credit-notes/${resources.creditNoteId}/pdf`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimInvoicesUnchanged,
  },
];
