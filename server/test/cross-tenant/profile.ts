import type { CrossTenantCase, CrossTenantContext } from './case';

async function victimBusinessUnchanged(context: CrossTenantContext): Promise<void> {
  const row = await context.app.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', context.victim.business.id)
    .executeTakeFirstOrThrow();
  if (JSON.stringify(row) !== JSON.stringify(context.victim.business)) {
    throw new Error('the victim business changed');
  }
}

const PROFILE_CHANGE = { businessName: 'Taken Over', name: 'Intruder' };

/** The profile routes: the intruder never reads or changes the victim's business. */
export const PROFILE_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'GET',
      url: `/api/v2/profiles?searchQuery=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [403],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: context.intruderHeaders,
      payload: {
        ...PROFILE_CHANGE,
        email: 'x@example.test',
        phoneNumber: '98200 12345',
        contactAddress: 'x',
      },
    }),
    answeredWith: [200],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/profiles/:id',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'PATCH',
      url: `/api/v2/profiles/${context.victim.business.id}`,
      headers: context.intruderHeaders,
      payload: PROFILE_CHANGE,
    }),
    answeredWith: [403, 404],
    unchanged: victimBusinessUnchanged,
  },
];
