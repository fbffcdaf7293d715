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
  teamCase(
    'DELETE',
    '/api/v2/team/members/:userId/sessions',
    (_context, resources) => `/api/v2/team/members/${resources.treasurerId}/sessions`,
    [404],
  ),
];

/** The victim's own session, remembered as stored: another person can neither see nor end it. */
async function prepareVictimSession(context: CrossTenantContext): Promise<Record<string, string>> {
  const sessions = await context.app.inject({
    method: 'GET',
    url: '/api/v2/sessions',
    headers: context.victimHeaders,
  });
  const [own] = sessions.json().sessions;
  return { sessionId: own._id, stored: await victimSessions(context) };
}

async function victimSessions(context: CrossTenantContext): Promise<string> {
  const rows = await context.app.database.db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', context.victim.user.id)
    .orderBy('id')
    .execute();
  const user = await context.app.database.db
    .selectFrom('users')
    .select('sign_in_alerts')
    .where('id', '=', context.victim.user.id)
    .executeTakeFirst();
  // Last use moves with the victim's own requests; what matters is that none ended.
  return JSON.stringify({ ended: rows.map((row) => row.ended_at), user });
}

async function victimSessionsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  if ((await victimSessions(context)) !== resources.stored) throw new Error('the victim sessions changed');
}

// Sessions are always the caller's own: another person's session is not found.
export const SESSION_CASES: CrossTenantCase[] = [
  ...(
    [
      ['GET', '/api/v2/sessions', () => '/api/v2/sessions', [200]],
      [
        'DELETE',
        '/api/v2/sessions/:id',
        (resources: Record<string, string>) => `/api/v2/sessions/${resources.sessionId}`,
        [404],
      ],
      ['PUT', '/api/v2/sessions/alerts', () => '/api/v2/sessions/alerts', [200]],
    ] as const
  ).map(
    ([method, route, url, answeredWith]): CrossTenantCase => ({
      method,
      route,
      prepare: prepareVictimSession,
      request: (context, resources) => ({
        method,
        url: url(resources),
        headers: context.intruderHeaders,
        ...(method === 'PUT' ? { payload: { signInAlerts: false } } : {}),
      }),
      answeredWith: [...answeredWith],
      unchanged: victimSessionsUnchanged,
    }),
  ),
];
