import { createHash, randomUUID } from 'node:crypto';
import type { Executor } from '../db/schema';

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

/** The session a token names, while it has not ended, with its person's current token version. */
export async function findActiveSession(db: Executor, sessionId: string): Promise<ActiveSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.business_id',
      'sessions.last_used_at',
      'users.token_version',
    ])
    .where('sessions.id', '=', sessionId)
    .where('sessions.ended_at', 'is', null)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      businessId: row.business_id,
      tokenVersion: row.token_version,
      lastUsedAt: row.last_used_at,
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
