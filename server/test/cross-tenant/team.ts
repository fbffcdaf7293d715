import { buildMember } from '../factories';
import type { CrossTenantCase, CrossTenantContext } from './case';

/** The victim has a treasurer and an open invitation, both remembered exactly as stored. */
async function prepareVictimTeam(context: CrossTenantContext): Promise<Record<string, string>> {
  const treasurer = await buildMember(context.app.database.db, context.victim, 'treasurer');
  const invited = await context.app.inject({
    method: 'POST',
    url: '/api/v2/team/invitations',
    headers: context.victimHeaders,
    payload: { email: `invitee-${treasurer.id.slice(0, 8)}@example.test`, role: 'auditor' },
  });
  if (invited.statusCode !== 201) throw new Error(`the victim invitation failed: ${invited.body}`);
  return { treasurerId: treasurer.id, invitationId: invited.json()._id, team: await victimTeam(context) };
}

async function victimTeam(context: CrossTenantContext): Promise<string> {
  const { db } = context.app.database;
  const businessId = context.victim.business.id;
  const members = await db
    .selectFrom('memberships')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  const invitations = await db
    .selectFrom('invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .execute();
  return JSON.stringify({ members, invitations });
}

async function victimTeamUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimTeam(context)) !== resources.team) throw new Error('the victim team changed');
}

function teamCase(
  method: CrossTenantCase['method'],
  route: string,
  url: (context: CrossTenantContext, resources: Record<string, string>) => string,
  answeredWith: number[],
  payload?: (context: CrossTenantContext, resources: Record<string, string>) => object,
): CrossTenantCase {
  return {
    method,
    route,
    prepare: prepareVictimTeam,
    request: (context, resources) => ({
      method,
      url: url(context, resources),
      headers: context.intruderHeaders,
      ...(payload ? { payload: payload(context, resources) } : {}),
    }),
    answeredWith,
    unchanged: victimTeamUnchanged,
  };
}

// A team is always the caller's own business's: another business's members and invitations are not found.
export const TEAM_CASES: CrossTenantCase[] = [
  teamCase('GET', '/api/v2/team', () => '/api/v2/team', [200]),
  teamCase(
    'POST',
    '/api/v2/team/invitations',
    () => '/api/v2/team/invitations',
    [201],
    (context) => ({
      email: context.victim.user.email,
      role: 'owner',
    }),
  ),
  teamCase(
    'DELETE',
    '/api/v2/team/invitations/:id',
    (_context, resources) => `/api/v2/team/invitations/${resources.invitationId}`,
    [404],
  ),
  teamCase(
    'PATCH',
    '/api/v2/team/members/:userId',
    (_context, resources) => `/api/v2/team/members/${resources.treasurerId}`,
    [404],
    () => ({ role: 'owner' }),
  ),
  teamCase(
    'DELETE',
    '/api/v2/team/members/:userId',
    (context) => `/api/v2/team/members/${context.victim.user.id}`,
    [404],
  ),
  teamCase(
    'POST',
    '/api/v2/team/switch',
    () => '/api/v2/team/switch',
    [404],
    (context) => ({
      businessId: context.victim.business.id,
    }),
  ),
];
