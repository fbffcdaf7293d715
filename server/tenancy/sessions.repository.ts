import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/schema';
import { CALLER_MEMBERSHIP_COLUMNS, type CallerMembership, callerMembershipOf } from './tenants.repository';

/** How long a session's last use may go unwritten: a request a minute is enough to show "last used". */
const TOUCH_EVERY_MS = 60 * 1000;
const MAX_DEVICE_LENGTH = 300;

/** Where a session was started from: the browser's description and the address. */
export type SessionOrigin = { device: string; address: string };

/** A stored session as a request's check needs it. */
export type ActiveSession = {
  id: string;
  userId: string;
  businessId: string;
  tokenVersion: number;
  lastUsedAt: string;
};

function deviceKeyOf(device: string): string {
  return createHash('sha256').update(device).digest('hex');
}

/** Starts a session of a person for one of their businesses; answers its id and whether the device is new to them. */
export async function startSession(
  db: Executor,
  session: { userId: string; businessId: string; origin: SessionOrigin; at: string },
): Promise<{ id: string; isNewDevice: boolean }> {
  const device = session.origin.device.slice(0, MAX_DEVICE_LENGTH) || 'Unknown device';
  const deviceKey = deviceKeyOf(device);
  const seen = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', session.userId)
    .where('device_key', '=', deviceKey)
    .limit(1)
    .executeTakeFirst();
  const id = randomUUID();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: session.userId,
      business_id: session.businessId,
      device,
      device_key: deviceKey,
      address: session.origin.address,
      created_at: session.at,
      last_used_at: session.at,
      ended_at: null,
    })
    .execute();
  return { id, isNewDevice: seen === undefined };
}

/**
 * The session a token names, while it has not ended, with its person's current token version and what
 * they may do in the session's business: undefined once the session has ended or they are no longer of
 * that business's team. One query, as every signed-in request asks it.
 */
export async function findSessionCaller(
  db: Executor,
  sessionId: string,
): Promise<{ session: ActiveSession; membership: CallerMembership } | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .innerJoin('memberships', (join) =>
      join
        .onRef('memberships.user_id', '=', 'sessions.user_id')
        .onRef('memberships.business_id', '=', 'sessions.business_id'),
    )
    .innerJoin('businesses', 'businesses.id', 'sessions.business_id')
    .innerJoin('users as owner', 'owner.id', 'businesses.owner_user_id')
    .select([
      ...CALLER_MEMBERSHIP_COLUMNS,
      'sessions.id as session_id',
      'sessions.user_id',
      'sessions.last_used_at',
      'users.token_version',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.ended_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      session: {
        id: row.session_id,
        userId: row.user_id,
        businessId: row.id,
        tokenVersion: row.token_version,
        lastUsedAt: row.last_used_at,
      },
      membership: callerMembershipOf(row),
    }
  );
}

/** Notes a session's use, at most once a minute, so the list of sessions says when each was last used. */
export async function touchSession(db: Executor, session: ActiveSession, now: Date): Promise<void> {
  if (now.getTime() - Date.parse(session.lastUsedAt) < TOUCH_EVERY_MS) return;
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString() })
    .where('id', '=', session.id)
    .execute();
}

/** Ends sessions: one person's, optionally only those for one business or only one session. */
export async function endSessions(
  db: Executor,
  which: { userId: string; businessId?: string; sessionId?: string },
  at: string,
): Promise<number> {
  let query = db
    .updateTable('sessions')
    .set({ ended_at: at })
    .where('user_id', '=', which.userId)
    .where('ended_at', 'is', null);
  if (which.businessId) query = query.where('business_id', '=', which.businessId);
  if (which.sessionId) query = query.where('id', '=', which.sessionId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
