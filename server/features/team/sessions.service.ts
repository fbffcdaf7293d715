import { MEMBER_NOT_FOUND_MESSAGE, SESSION_NOT_FOUND_MESSAGE, type TSessions } from '@domain/api/team';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import { AppError } from '../../errors';
import { businessNameOf } from '../../tenancy/business-settings';
import { endSessions } from '../../tenancy/sessions.repository';
import { findMember } from './team.repository';

/** The caller's own sessions that have not ended, the one asking first, then by last use. */
export async function sessionsOf(context: ServiceContext, caller: Caller): Promise<TSessions> {
  const rows = await context.db
    .selectFrom('sessions')
    .innerJoin('businesses', 'businesses.id', 'sessions.business_id')
    .select([
      'sessions.id',
      'sessions.device',
      'sessions.address',
      'sessions.created_at',
      'sessions.last_used_at',
      'businesses.name',
      'businesses.business_name',
    ])
    .where('sessions.user_id', '=', caller.user.id)
    .where('sessions.ended_at', 'is', null)
    .orderBy('sessions.last_used_at', 'desc')
    .orderBy('sessions.id')
    .execute();
  const user = await context.db
    .selectFrom('users')
    .select('sign_in_alerts')
    .where('id', '=', caller.user.id)
    .executeTakeFirstOrThrow();
  const sessions = rows.map((row) => ({
    _id: row.id,
    device: row.device,
    address: row.address,
    business: businessNameOf(row),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    isThis: row.id === caller.sessionId,
  }));
  return {
    sessions: [
      ...sessions.filter((session) => session.isThis),
      ...sessions.filter((session) => !session.isThis),
    ],
    signInAlerts: user.sign_in_alerts === 1,
  };
}

/** Ends one of the caller's own sessions (this one signs them out here). */
export async function endOwnSession(
  context: ServiceContext,
  caller: Caller,
  sessionId: string,
): Promise<TSessions> {
  const ended = await endSessions(
    context.db,
    { userId: caller.user.id, sessionId },
    context.clock().toISOString(),
  );
  if (ended === 0) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
  return sessionsOf(context, caller);
}

export async function setSignInAlerts(
  context: ServiceContext,
  caller: Caller,
  enabled: boolean,
): Promise<TSessions> {
  await context.db
    .updateTable('users')
    .set({ sign_in_alerts: enabled ? 1 : 0, updated_at: context.clock().toISOString() })
    .where('id', '=', caller.user.id)
    .execute();
  return sessionsOf(context, caller);
}

/** The owner ends a member's sessions for this business: their next request here is refused. */
export async function endMemberSessions(
  context: ServiceContext,
  caller: Caller,
  userId: string,
): Promise<{ ended: number }> {
  if (!(await findMember(context.db, caller.business.id, userId))) {
    throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  }
  const ended = await endSessions(
    context.db,
    { userId, businessId: caller.business.id },
    context.clock().toISOString(),
  );
  return { ended };
}
