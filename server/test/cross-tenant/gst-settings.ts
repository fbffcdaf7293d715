import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice } from './victim-invoices';

async function victimSettings(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('gst_settings')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  return JSON.stringify(rows);
}

/** The victim is a housing society taxing only the excess, with a bill counting toward its turnover. */
async function prepareVictimSettings(context: CrossTenantContext): Promise<Record<string, string>> {
  await prepareVictimInvoice(context);
  const response = await context.app.inject({
    method: 'PUT',
    url: '/api/v2/settings/gst',
    headers: context.victimHeaders,
    payload: { housingSociety: true, rwaMode: 'excess', turnoverThreshold: 1_500_000, roundOff: false },
  });
  if (response.statusCode !== 200) throw new Error(`the victim GST settings failed: ${response.body}`);
  return { settings: await victimSettings(context) };
}

async function victimSettingsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimSettings(context)) !== resources.settings)
    throw new Error('the victim GST settings changed');
}

// Settings and turnover are always the caller's own; gst-settings.test.ts checks another business's
// bills never count toward them.
export const GST_SETTINGS_CASES: CrossTenantCase[] = [
  ...(['GET', 'PUT'] as const).map(
    (method): CrossTenantCase => ({
      method,
      route: '/api/v2/settings/gst',
      prepare: prepareVictimSettings,
      request: (context) => ({
        method,
        url: '/api/v2/settings/gst',
        headers: context.intruderHeaders,
        ...(method === 'PUT'
          ? { payload: { housingSociety: false, rwaMode: 'whole', turnoverThreshold: 0, roundOff: true } }
          : {}),
      }),
      answeredWith: [200],
      unchanged: victimSettingsUnchanged,
    }),
  ),
  {
    method: 'GET',
    route: '/api/v2/settings/gst/turnover',
    prepare: prepareVictimSettings,
    request: (context) => ({
      method: 'GET',
      url: '/api/v2/settings/gst/turnover',
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: victimSettingsUnchanged,
  },
];
