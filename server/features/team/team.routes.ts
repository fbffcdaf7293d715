import { ZAuthResult } from '@domain/api/profile';
import {
  INVITATION_NOT_FOUND_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  ZEndedSessions,
  ZInvitation,
  ZInvitationInput,
  ZInvitationToken,
  ZInvitationView,
  ZJoinWithAccount,
  ZJoinWithNewAccount,
  ZRoleChange,
  ZSessionAlertsInput,
  ZSessionId,
  ZSessions,
  ZSwitchInput,
  ZTeam,
} from '@domain/api/team';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf, sessionOriginOf } from '../../plugins/authenticate';
import { limit } from '../../plugins/rate-limits';
import { endMemberSessions, endOwnSession, sessionsOf, setSignInAlerts } from './sessions.service';
import {
  cancelInvitation,
  changeRole,
  invitationView,
  invite,
  join,
  removeMember,
  switchBusiness,
  teamOf,
} from './team.service';

const ZMemberId = z.object({ userId: z.uuid(MEMBER_NOT_FOUND_MESSAGE) });
const ZInvitationId = z.object({ id: z.uuid(INVITATION_NOT_FOUND_MESSAGE) });

export async function teamRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const context = app.serviceContext;
  const tags = ['team'];

  app.get(
    '/api/v2/team',
    { onRequest: access.read, schema: { tags, response: { 200: ZTeam } } },
    async (request) => teamOf(context, callerOf(request)),
  );

  app.post(
    '/api/v2/team/invitations',
    { onRequest: access.manage, schema: { tags, body: ZInvitationInput, response: { 201: ZInvitation } } },
    async (request, reply) => reply.status(201).send(await invite(context, callerOf(request), request.body)),
  );

  app.delete(
    '/api/v2/team/invitations/:id',
    { onRequest: access.manage, schema: { tags, params: ZInvitationId, response: { 200: ZTeam } } },
    async (request) => cancelInvitation(context, callerOf(request), request.params.id),
  );

  app.patch(
    '/api/v2/team/members/:userId',
    {
      onRequest: access.manage,
      schema: { tags, params: ZMemberId, body: ZRoleChange, response: { 200: ZTeam } },
    },
    async (request) => changeRole(context, callerOf(request), request.params.userId, request.body.role),
  );

  app.delete(
    '/api/v2/team/members/:userId',
    { onRequest: access.manage, schema: { tags, params: ZMemberId, response: { 200: ZTeam } } },
    async (request) => removeMember(context, callerOf(request), request.params.userId),
  );

  app.post(
    '/api/v2/team/switch',
    { onRequest: access.read, schema: { tags, body: ZSwitchInput, response: { 200: ZAuthResult } } },
    async (request) =>
      switchBusiness(context, callerOf(request), request.body.businessId, sessionOriginOf(request)),
  );

  app.delete(
    '/api/v2/team/members/:userId/sessions',
    { onRequest: access.manage, schema: { tags, params: ZMemberId, response: { 200: ZEndedSessions } } },
    async (request) => endMemberSessions(context, callerOf(request), request.params.userId),
  );

  // A person's own sessions: any member sees and ends theirs.
  app.get(
    '/api/v2/sessions',
    { onRequest: access.read, schema: { tags, response: { 200: ZSessions } } },
    async (request) => sessionsOf(context, callerOf(request)),
  );

  app.delete(
    '/api/v2/sessions/:id',
    { onRequest: access.read, schema: { tags, params: ZSessionId, response: { 200: ZSessions } } },
    async (request) => endOwnSession(context, callerOf(request), request.params.id),
  );

  app.put(
    '/api/v2/sessions/alerts',
    { onRequest: access.read, schema: { tags, body: ZSessionAlertsInput, response: { 200: ZSessions } } },
    async (request) => setSignInAlerts(context, callerOf(request), request.body.signInAlerts),
  );

  // The invitation link's own routes: whoever holds the link, signed in or not.
  const linkLimit = limit(app, { name: 'invitation-ip', max: 20, timeWindow: '15 minutes' });
  app.get(
    '/api/v2/invitations/:token',
    {
      preHandler: [linkLimit],
      schema: { tags, params: ZInvitationToken, response: { 200: ZInvitationView } },
    },
    async (request) => invitationView(context, request.params.token),
  );

  app.post(
    '/api/v2/invitations/:token/join',
    {
      preHandler: [linkLimit],
      schema: { tags, params: ZInvitationToken, body: ZJoinWithAccount, response: { 200: ZAuthResult } },
    },
    async (request) =>
      join(context, request.params.token, { account: 'existing', ...request.body }, sessionOriginOf(request)),
  );

  app.post(
    '/api/v2/invitations/:token/signup',
    {
      preHandler: [linkLimit],
      schema: { tags, params: ZInvitationToken, body: ZJoinWithNewAccount, response: { 200: ZAuthResult } },
    },
    async (request) =>
      join(context, request.params.token, { account: 'new', ...request.body }, sessionOriginOf(request)),
  );
}
