import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice, victimInvoicesUnchanged } from './victim-invoices';

const FIXED = {
  otherIncome: 'Other Charges',
  interest: 'Interest on Arrears',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  gst: 'Output GST',
  roundOff: 'Round Off',
  cash: 'Cash',
  bank: 'Bank Account',
};

async function victimLedgers(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('tally_ledgers')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .orderBy('ledger_key')
    .execute();
  return JSON.stringify(rows);
}

/** The victim has a bill head mapped to a ledger of its own, and a bill. */
async function prepareVictimMapping(context: CrossTenantContext): Promise<Record<string, string>> {
  const resources = await prepareVictimInvoice(context);
  const head = await context.app.inject({
    method: 'POST',
    url: '/api/v2/bill-heads',
    headers: context.victimHeaders,
    payload: { name: 'Maintenance', basis: 'area', rate: 3 },
  });
  if (head.statusCode !== 201) throw new Error(`the victim head failed: ${head.body}`);
  const saved = await context.app.inject({
    method: 'PUT',
    url: '/api/v2/settings/tally-ledgers',
    headers: context.victimHeaders,
    payload: {
      ...FIXED,
      heads: [{ headId: head.json()._id, ledger: 'Maintenance Charges' }],
      bank: 'HDFC Bank',
    },
  });
  if (saved.statusCode !== 200) throw new Error(`the victim mapping failed: ${saved.body}`);
  return { ...resources, headId: head.json()._id, ledgers: await victimLedgers(context) };
}

async function victimMappingUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimLedgers(context)) !== resources.ledgers)
    throw new Error('the victim Tally ledgers changed');
}

export const TALLY_CASES: CrossTenantCase[] = [
  {
    // Always the caller's own mapping.
    method: 'GET',
    route: '/api/v2/settings/tally-ledgers',
    prepare: prepareVictimMapping,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/settings/tally-ledgers',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimMappingUnchanged,
  },
  {
    // The victim's head names nothing the intruder has.
    method: 'PUT',
    route: '/api/v2/settings/tally-ledgers',
    prepare: prepareVictimMapping,
    request: (context, resources) => ({
      method: 'PUT',
      url: '/api/v2/settings/tally-ledgers',
      headers: context.intruderHeaders,
      payload: { ...FIXED, heads: [{ headId: resources.headId, ledger: 'Taken over' }] },
    }),
    answeredWith: [404],
    unchanged: victimMappingUnchanged,
  },
  {
    // Always the caller's own books; tally-export.test.ts checks another business's bills never show.
    method: 'GET',
    route: '/api/v2/reports/accounts/tally.xml',
    prepare: prepareVictimInvoice,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/reports/accounts/tally.xml?period=2026-11',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimInvoicesUnchanged,
  },
];
