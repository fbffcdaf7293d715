import { randomUUID } from 'node:crypto';
import type { TInvitation, TTeamMember } from '@domain/api/team';
import type { Role } from '@domain/roles';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
import { businessNameOf } from '../../tenancy/business-settings';

/** A member as the team page and the trail see them. */
export type Member = Omit<TTeamMember, 'isYou'>;

function membersQuery(db: Executor, businessId: string) {
  return db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.email',
      'memberships.role',
      'memberships.created_at',
    ])
    .where('memberships.business_id', '=', businessId);
}

type MemberRow = {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  role: Member['role'];
  created_at: string;
};

function memberOf(row: MemberRow): Member {
  return {
    userId: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    role: row.role,
    joinedAt: row.created_at,
  };
}

export async function listMembers(db: Executor, businessId: string): Promise<Member[]> {
  const rows = await membersQuery(db, businessId)
    .orderBy(
      sql`case when memberships.role = 'owner' then 0 when memberships.role = 'treasurer' then 1 else 2 end`,
    )
    .orderBy('memberships.created_at')
    .orderBy('users.id')
    .execute();
  return rows.map(memberOf);
}

export async function findMember(
  db: Executor,
  businessId: string,
  userId: string,
): Promise<Member | undefined> {
  const row = await membersQuery(db, businessId).where('memberships.user_id', '=', userId).executeTakeFirst();
  return row && memberOf(row);
}

export async function countOwners(db: Executor, businessId: string): Promise<number> {
  const row = await db
    .selectFrom('memberships')
    .select((eb) => eb.fn.countAll<string | number>().as('owners'))
    .where('business_id', '=', businessId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow();
  return Number(row.owners);
}

export async function updateMemberRole(
  db: Executor,
  businessId: string,
  userId: string,
  role: Role,
  at: string,
): Promise<void> {
  await db
    .updateTable('memberships')
    .set({ role, updated_at: at })
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .execute();
}

export async function deleteMember(db: Executor, businessId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('memberships')
    .where('business_id', '=', businessId)
    .where('user_id', '=', userId)
    .execute();
}

/** Whether the address is already a member's (as their account's e-mail). */
export async function isMemberEmail(db: Executor, businessId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('memberships')
    .innerJoin('users', 'users.id', 'memberships.user_id')
    .select('users.id')
    .where('memberships.business_id', '=', businessId)
    .where('users.email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}

type InvitationRow = { id: string; email: string; role: Role; created_at: string; expires_at: string };

function invitationOf(row: InvitationRow): TInvitation {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    invitedAt: row.created_at,
    expiresAt: row.expires_at,
  };
}

/** Open invitations, newest first; expired ones stay listed until replaced or cancelled. */
export async function listInvitations(db: Executor, businessId: string): Promise<TInvitation[]> {
  const rows = await db
    .selectFrom('invitations')
    .select(['id', 'email', 'role', 'created_at', 'expires_at'])
    .where('business_id', '=', businessId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(invitationOf);
}

/**
 * Stores an invitation, replacing an open one to the same address (its link stops working): the
 * unique key on business and address decides, even when two invitations race.
 */
export async function upsertInvitation(
  db: Executor,
  invitation: {
    businessId: string;
    email: string;
    role: Role;
    tokenHash: string;
    invitedBy: string;
    at: string;
    expiresAt: string;
  },
): Promise<TInvitation> {
  const row = await db
    .insertInto('invitations')
    .values({
      id: randomUUID(),
      business_id: invitation.businessId,
      email: invitation.email,
      role: invitation.role,
      token_hash: invitation.tokenHash,
      invited_by_user_id: invitation.invitedBy,
      created_at: invitation.at,
      expires_at: invitation.expiresAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['business_id', 'email']).doUpdateSet({
        role: invitation.role,
        token_hash: invitation.tokenHash,
        invited_by_user_id: invitation.invitedBy,
        expires_at: invitation.expiresAt,
      }),
    )
    .returning(['id', 'email', 'role', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return invitationOf(row);
}

export async function deleteInvitation(
  db: Executor,
  businessId: string,
  invitationId: string,
): Promise<TInvitation | undefined> {
  const row = await db
    .deleteFrom('invitations')
    .where('business_id', '=', businessId)
    .where('id', '=', invitationId)
    .returning(['id', 'email', 'role', 'created_at', 'expires_at'])
    .executeTakeFirst();
  return row && invitationOf(row);
}

/** An invitation link's invitation while it may still be used: known and not expired. */
export type OpenInvitation = TInvitation & { businessId: string; businessName: string };

export async function findOpenInvitation(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<OpenInvitation | undefined> {
  const row = await db
    .selectFrom('invitations')
    .innerJoin('businesses', 'businesses.id', 'invitations.business_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.role',
      'invitations.created_at',
      'invitations.expires_at',
      'invitations.business_id',
      'businesses.name',
      'businesses.business_name',
    ])
    .where('invitations.token_hash', '=', tokenHash)
    .where('invitations.expires_at', '>', now)
    .executeTakeFirst();
  return row && { ...invitationOf(row), businessId: row.business_id, businessName: businessNameOf(row) };
}

/**
 * Takes the invitation out of the table in one statement, so of two joins with one link only one
 * finds it. Undefined when it is gone, used or expired.
 */
export async function consumeInvitation(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<(TInvitation & { businessId: string }) | undefined> {
  const row = await db
    .deleteFrom('invitations')
    .where('token_hash', '=', tokenHash)
    .where('expires_at', '>', now)
    .returning(['id', 'email', 'role', 'created_at', 'expires_at', 'business_id'])
    .executeTakeFirst();
  return row && { ...invitationOf(row), businessId: row.business_id };
}
