import { randomUUID } from 'node:crypto';
import type { CallerBusiness } from '../caller';
import type { BusinessRow, Executor, UserRow } from '../db/schema';
import { businessNameOf, takesOnlinePayments } from './business-settings';

/** What a session needs of its user: whether its token is still current, and whether its plan runs. */
export type SessionUser = { id: string; tokenVersion: number; isEnabled: boolean };

/** Enabled and not past the plan's expiry. */
export function isUserEnabled(
  user: Pick<UserRow, 'is_enabled' | 'plan_expires_at'>,
  now = new Date(),
): boolean {
  if (user.is_enabled !== 1) return false;
  return user.plan_expires_at === null || user.plan_expires_at > now.toISOString();
}

export async function findSessionUser(db: Executor, userId: string): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'token_version', 'is_enabled', 'plan_expires_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return row && { id: row.id, tokenVersion: row.token_version, isEnabled: isUserEnabled(row) };
}

/**
 * The business an account owns (every account has exactly one). Answered as its stored row only while
 * `Caller.businessRow` still carries it; map it with callerBusinessOf.
 */
export async function findBusinessRowByOwner(db: Executor, userId: string): Promise<BusinessRow | undefined> {
  return db.selectFrom('businesses').selectAll().where('owner_user_id', '=', userId).executeTakeFirst();
}

/** The business as services see it: its name, calendar, and what its messages may offer. */
export function callerBusinessOf(row: BusinessRow): CallerBusiness {
  return {
    id: row.id,
    timeZone: row.time_zone,
    name: businessNameOf(row),
    takesOnlinePayments: takesOnlinePayments(row),
    whatsApp: {
      isSetUp: Boolean(row.whatsapp_token_encrypted && row.whatsapp_phone_number_id),
      template: row.whatsapp_template,
    },
  };
}

/** Every account has its business from the start, so tenant data always has an owner. */
export async function insertBusinessForOwner(
  db: Executor,
  owner: { userId: string; name: string; email: string },
): Promise<{ id: string }> {
  const now = new Date().toISOString();
  return db
    .insertInto('businesses')
    .values({
      id: randomUUID(),
      owner_user_id: owner.userId,
      name: owner.name,
      email: owner.email,
      business_name: '',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
