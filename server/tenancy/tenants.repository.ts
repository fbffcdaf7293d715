import { randomUUID } from 'node:crypto';
import type { TMemberBusiness } from '@domain/api/team';
import type { Role } from '@domain/roles';
import { sql } from 'kysely';
import type { CallerBusiness } from '../caller';
import type { BusinessRow, DbTransaction, Executor, UserRow } from '../db/schema';
import { businessNameOf, takesOnlinePayments } from './business-settings';

/** Enabled and not past the plan's expiry. */
export function isUserEnabled(
  user: Pick<UserRow, 'is_enabled' | 'plan_expires_at'>,
  now = new Date(),
): boolean {
  if (user.is_enabled !== 1) return false;
  return user.plan_expires_at === null || user.plan_expires_at > now.toISOString();
}

/** A business a person may act for, with their role in it and whether its plan runs. */
export type CallerMembership = { business: CallerBusiness; role: Role; isEnabled: boolean };

/**
 * What a caller's membership is read from, joined as `memberships`, `businesses` and `users as owner`:
 * the business, the role, and the owner's plan (the plan is the owner's, whoever of the team calls).
 */
export const CALLER_MEMBERSHIP_COLUMNS = [
  'businesses.id',
  'businesses.owner_user_id',
  'businesses.time_zone',
  'businesses.name',
  'businesses.business_name',
  'businesses.razorpay_key_id',
  'businesses.razorpay_secret_encrypted',
  'businesses.whatsapp_token_encrypted',
  'businesses.whatsapp_phone_number_id',
  'businesses.whatsapp_template',
  'memberships.role',
  'owner.is_enabled',
  'owner.plan_expires_at',
] as const;

type CallerMembershipRow = Pick<
  BusinessRow,
  | 'id'
  | 'owner_user_id'
  | 'time_zone'
  | 'name'
  | 'business_name'
  | 'razorpay_key_id'
  | 'razorpay_secret_encrypted'
  | 'whatsapp_token_encrypted'
  | 'whatsapp_phone_number_id'
  | 'whatsapp_template'
> & { role: Role } & Pick<UserRow, 'is_enabled' | 'plan_expires_at'>;

export function callerMembershipOf(row: CallerMembershipRow): CallerMembership {
  return {
    business: {
      id: row.id,
      ownerUserId: row.owner_user_id,
      timeZone: row.time_zone,
      name: businessNameOf(row),
      takesOnlinePayments: takesOnlinePayments(row),
      whatsApp: {
        isSetUp: Boolean(row.whatsapp_token_encrypted && row.whatsapp_phone_number_id),
        template: row.whatsapp_template,
      },
    },
    role: row.role,
    isEnabled: isUserEnabled(row),
  };
}

/**
 * The business a person acts for: the one named (a session switched to it), else their first
 * business, one they own before one they were invited to. Undefined when they are not (or no longer)
 * a member.
 */
export async function findCallerMembership(
  db: Executor,
  userId: string,
  businessId?: string,
): Promise<CallerMembership | undefined> {
  let query = db
    .selectFrom('memberships')
    .innerJoin('businesses', 'businesses.id', 'memberships.business_id')
    .innerJoin('users as owner', 'owner.id', 'businesses.owner_user_id')
    .select(CALLER_MEMBERSHIP_COLUMNS)
    .where('memberships.user_id', '=', userId);
  if (businessId) query = query.where('memberships.business_id', '=', businessId);
  const row = await query
    .orderBy(sql`case when memberships.role = 'owner' then 0 else 1 end`)
    .orderBy('memberships.created_at')
    .orderBy('memberships.business_id')
    .limit(1)
    .executeTakeFirst();
  return row && callerMembershipOf(row);
}

/** The businesses a person may act for, their own first, as the app bar lists them. */
export async function memberBusinessesOf(db: Executor, userId: string): Promise<TMemberBusiness[]> {
  const rows = await db
    .selectFrom('memberships')
    .innerJoin('businesses', 'businesses.id', 'memberships.business_id')
    .select(['businesses.id', 'businesses.name', 'businesses.business_name', 'memberships.role'])
    .where('memberships.user_id', '=', userId)
    .orderBy(sql`case when memberships.role = 'owner' then 0 else 1 end`)
    .orderBy('memberships.created_at')
    .orderBy('memberships.business_id')
    .execute();
  return rows.map((row) => ({ _id: row.id, name: businessNameOf(row), role: row.role }));
}

/** A person joins a business's team (its owner at sign-up, an invitee on accepting). */
export async function insertMembership(
  db: Executor,
  membership: { businessId: string; userId: string; role: Role },
  at = new Date().toISOString(),
): Promise<void> {
  await db
    .insertInto('memberships')
    .values({
      business_id: membership.businessId,
      user_id: membership.userId,
      role: membership.role,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** An account made by signing up gets its business from the start, with its owner as first member. */
export async function insertBusinessForOwner(
  db: Executor,
  owner: { userId: string; name: string; email: string },
): Promise<{ id: string }> {
  const now = new Date().toISOString();
  const business = await db
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
  await insertMembership(db, { businessId: business.id, userId: owner.userId, role: 'owner' }, now);
  return business;
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
