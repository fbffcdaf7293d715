import { randomUUID } from 'node:crypto';
import type { CallerBusiness } from '../caller';
import type { DbTransaction, Executor, UserRow } from '../db/schema';
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

/** The business an account owns (every account has exactly one), as a caller acts for it. */
export async function findCallerBusiness(
  db: Executor,
  ownerUserId: string,
): Promise<CallerBusiness | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select([
      'id',
      'time_zone',
      'name',
      'business_name',
      'razorpay_key_id',
      'razorpay_secret_encrypted',
      'whatsapp_token_encrypted',
      'whatsapp_phone_number_id',
      'whatsapp_template',
    ])
    .where('owner_user_id', '=', ownerUserId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      timeZone: row.time_zone,
      name: businessNameOf(row),
      takesOnlinePayments: takesOnlinePayments(row),
      whatsApp: {
        isSetUp: Boolean(row.whatsapp_token_encrypted && row.whatsapp_phone_number_id),
        template: row.whatsapp_template,
      },
    }
  );
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

/**
 * Locks the business row until the transaction ends, so a business's bill heads and billing runs
 * change one request at a time (PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
export async function lockBusiness(trx: DbTransaction, businessId: string): Promise<void> {
  await trx
    .updateTable('businesses')
    .set((eb) => ({ updated_at: eb.ref('updated_at') }))
    .where('id', '=', businessId)
    .execute();
}
