import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimInvoice } from './victim-invoices';

/** The victim's flat with a member link issued, and the link as it was. */
async function prepareVictimLink(context: CrossTenantContext): Promise<Record<string, string>> {
  const resources = await prepareVictimInvoice(context);
  const issued = await context.app.inject({
    method: 'GET',
    url: `/api/v2/clients/${resources.customerId}/member-link`,
    headers: context.victimHeaders,
  });
  return { ...resources, path: issued.json().path, links: await victimLinks(context) };
}

async function victimLinks(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('member_links')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .orderBy('token_hash')
    .execute();
  return JSON.stringify(rows);
}

const linkCase = (method: 'GET' | 'POST' | 'DELETE'): CrossTenantCase => ({
  method,
  route: '/api/v2/clients/:id/member-link',
  prepare: prepareVictimLink,
  request: (context, resources) => ({
    method,
    url: `/api/v2/clients/${resources.customerId}/member-link`,
    headers: context.intruderHeaders,
  }),
  answeredWith: [404],
  unchanged: async (context, resources) => {
    if ((await victimLinks(context)) !== resources.links)
      throw new Error("the victim's member links changed");
    const opened = await context.app.inject({
      method: 'GET',
      url: `/api/v2/portal/${resources.path?.slice(3)}`,
    });
    if (opened.statusCode !== 200) throw new Error("the victim's member link stopped opening");
  },
});

export const PORTAL_CASES: CrossTenantCase[] = [linkCase('GET'), linkCase('POST'), linkCase('DELETE')];
