import { NUMBERING_PATH } from '@domain/api/numbering';
import type { CrossTenantCase, CrossTenantContext } from './case';

async function victimNumbering(context: CrossTenantContext): Promise<string> {
  const { db } = context.app.database;
  const businessId = context.victim.business.id;
  const [settings, counters] = await Promise.all([
    db.selectFrom('numbering_settings').selectAll().where('business_id', '=', businessId).execute(),
    db.selectFrom('number_counters').selectAll().where('business_id', '=', businessId).execute(),
  ]);
  return JSON.stringify([settings, counters]);
}

/** The victim numbers its invoices by financial year and has issued one so; the rows are remembered exactly. */
async function prepareVictimNumbering(context: CrossTenantContext): Promise<Record<string, string>> {
  const saved = await context.app.inject({
    method: 'PUT',
    url: NUMBERING_PATH,
    headers: context.victimHeaders,
    payload: {
      invoices: { mode: 'financial-year', pattern: 'V/{FY}/' },
      receipts: { mode: 'financial-year', pattern: 'VR/{FY}/' },
      creditNotes: { mode: 'continuous', pattern: 'VC/{FY}/' },
    },
  });
  if (saved.statusCode !== 200) throw new Error(`the victim numbering failed: ${saved.body}`);
  return { numbering: await victimNumbering(context) };
}

async function victimNumberingUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimNumbering(context)) !== resources.numbering)
    throw new Error('the victim numbering changed');
}

export const NUMBERING_CASES: CrossTenantCase[] = (['GET', 'PUT'] as const).map(
  (method): CrossTenantCase => ({
    // Numbering is always the caller's own: the intruder reads and changes only its own.
    method,
    route: NUMBERING_PATH,
    prepare: prepareVictimNumbering,
    request: (context) => ({
      method,
      url: NUMBERING_PATH,
      headers: context.intruderHeaders,
      ...(method === 'PUT'
        ? {
            payload: {
              invoices: { mode: 'continuous', pattern: 'I/{FY}/' },
              receipts: { mode: 'continuous', pattern: 'I/{FY}/' },
              creditNotes: { mode: 'continuous', pattern: 'I/{FY}/' },
            },
          }
        : {}),
    }),
    answeredWith: [200],
    unchanged: victimNumberingUnchanged,
  }),
);
