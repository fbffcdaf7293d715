import type { CrossTenantCase, CrossTenantContext } from './case';
import { prepareVictimCustomer } from './customers';

/** The victim's trail: a customer created through the API, so it has an entry to read or hide. */
async function prepareVictimTrail(context: CrossTenantContext): Promise<Record<string, string>> {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/v2/clients',
    headers: context.victimHeaders,
    payload: {
      name: 'Meera Iyer',
      email: 'meera@example.test',
      phone: '98200 12345',
      block: 'A',
      floor: '1',
      flat: `A-${crypto.randomUUID().slice(0, 6)}`,
      flatarea: 1000,
      price: 3,
    },
  });
  if (created.statusCode !== 201) throw new Error(`the victim customer failed: ${created.body}`);
  const { customerId } = await prepareVictimCustomer(context);
  return {
    customerId: created.json()._id,
    otherCustomerId: customerId ?? '',
    trail: await victimTrail(context),
  };
}

async function victimTrail(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('audit_entries')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .orderBy('seq')
    .execute();
  return JSON.stringify(rows);
}

async function victimTrailUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimTrail(context)) !== resources.trail) throw new Error('the victim trail changed');
}

/** The intruder's read of the victim's customer's history: answered from its own trail, so empty. */
function readsOwnTrail(path: string): CrossTenantCase {
  return {
    method: 'GET',
    route: path,
    prepare: prepareVictimTrail,
    request: (context, resources) => ({
      method: 'GET',
      url: `${path}?entityId=${resources.customerId}&person=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [200],
    unchanged: async (context, resources) => {
      await victimTrailUnchanged(context, resources);
    },
  };
}

export const AUDIT_CASES: CrossTenantCase[] = [
  {
    ...readsOwnTrail('/api/v2/audit'),
    unchanged: async (context, resources) => {
      await victimTrailUnchanged(context, resources);
      const answer = await context.app.inject({
        method: 'GET',
        url: `/api/v2/audit?entityId=${resources.customerId}`,
        headers: context.intruderHeaders,
      });
      if (answer.json().total !== 0) throw new Error('the intruder read the victim trail');
    },
  },
  readsOwnTrail('/api/v2/audit.xlsx'),
  {
    method: 'GET',
    route: '/api/v2/audit/verify',
    prepare: prepareVictimTrail,
    request: (context) => ({ method: 'GET', url: '/api/v2/audit/verify', headers: context.intruderHeaders }),
    answeredWith: [200],
    unchanged: victimTrailUnchanged,
  },
];
