import { buildCustomer } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';

/** Gives the victim one customer and remembers its row exactly as stored. */
export async function prepareVictimCustomer(context: CrossTenantContext): Promise<Record<string, string>> {
  const { customer } = await buildCustomer(context.app.database.db, { parent: context.victim });
  return { customerId: customer.id, customerRows: JSON.stringify([customer]) };
}

export async function victimCustomersUnchanged(
  context: CrossTenantContext,
  resources: Record<string, string>,
) {
  const rows = await context.app.database.db
    .selectFrom('customers')
    .selectAll()
    .where('business_id', '=', context.victim.business.id)
    .execute();
  if (JSON.stringify(rows) !== resources.customerRows) throw new Error('the victim customers changed');
}

const CUSTOMER_CHANGE = { name: 'Taken Over', email: 'intruder@example.test' };

export const CUSTOMERS_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/clients/user',
    prepare: prepareVictimCustomer,
    request: (context) => ({
      method: 'GET',
      url: `/api/v2/clients/user?searchQuery=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [403],
    unchanged: victimCustomersUnchanged,
  },
  {
    // A customer is always created in the caller's business, even for a flat the victim also has.
    method: 'POST',
    route: '/api/v2/clients',
    prepare: prepareVictimCustomer,
    request: (context, resources) => {
      const [victimCustomer] = JSON.parse(resources.customerRows ?? '[]');
      return {
        method: 'POST',
        url: '/api/v2/clients',
        headers: context.intruderHeaders,
        payload: {
          ...CUSTOMER_CHANGE,
          block: victimCustomer.block,
          floor: victimCustomer.floor,
          flat: victimCustomer.flat,
          flatarea: 100,
          price: 1,
        },
      };
    },
    answeredWith: [201],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/clients/:id',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'PATCH',
      url: `/api/v2/clients/${resources.customerId}`,
      headers: context.intruderHeaders,
      payload: CUSTOMER_CHANGE,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/clients/:id',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  {
    method: 'GET',
    route: '/api/v2/clients/:id/dues',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'GET',
      url: `/api/v2/clients/${resources.customerId}/dues`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
  ...(['archive', 'restore'] as const).map(
    (action): CrossTenantCase => ({
      method: 'POST',
      route: `/api/v2/clients/:id/${action}`,
      prepare: prepareVictimCustomer,
      request: (context, resources) => ({
        method: 'POST',
        url: `/api/v2/clients/${resources.customerId}/${action}`,
        headers: context.intruderHeaders,
      }),
      answeredWith: [404],
      unchanged: victimCustomersUnchanged,
    }),
  ),
  {
    method: 'DELETE',
    route: '/api/v2/clients/:id',
    prepare: prepareVictimCustomer,
    request: (context, resources) => ({
      method: 'DELETE',
      url: `/api/v2/clients/${resources.customerId}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [404],
    unchanged: victimCustomersUnchanged,
  },
];
