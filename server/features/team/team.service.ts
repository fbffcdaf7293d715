import { normalizeEmail } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import {
  ALREADY_IN_TEAM_MESSAGE,
  INVITATION_GONE_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  LAST_OWNER_MESSAGE,
  MEMBER_NOT_FOUND_MESSAGE,
  type TInvitation,
  type TInvitationInput,
  type TInvitationView,
  type TJoinInput,
  type TTeam,
  WRONG_ACCOUNT_PASSWORD_MESSAGE,
} from '@domain/api/team';
import { ROLE_LABELS, type Role } from '@domain/roles';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import type { DbTransaction } from '../../db/schema';
import { AppError } from '../../errors';
import { escapeHtml } from '../../integrations/mail/mail-text';
import { SESSION_EXPIRED_MESSAGE } from '../../plugins/authenticate';
import { hashLinkToken, newLinkToken } from '../../security/link-tokens';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import { endSessions, type SessionOrigin } from '../../tenancy/sessions.repository';
import { insertMembership, lockBusiness } from '../../tenancy/tenants.repository';
import { fieldChanges, recordChangeBy, recordChangeIn } from '../audit';
import {
  type Account,
  DUPLICATE_EMAIL_MESSAGE,
  findUserByEmail,
  findUserById,
  insertUser,
  sessionFor,
} from '../auth';
import {
  consumeInvitation,
  countOwners,
  deleteInvitation,
  deleteMember,
  findMember,
  findOpenInvitation,
  isMemberEmail,
  listInvitations,
  listMembers,
  type Member,
  updateMemberRole,
  upsertInvitation,
} from './team.repository';

/** An invitation link works for a week, once. */
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

export async function teamOf(context: ServiceContext, caller: Caller): Promise<TTeam> {
  const [members, invitations] = await Promise.all([
    listMembers(context.db, caller.business.id),
    listInvitations(context.db, caller.business.id),
  ]);
  return {
    members: members.map((member) => ({ ...member, isYou: member.userId === caller.user.id })),
    invitations,
  };
}

function invitationMail(caller: Caller, role: Role, link: string) {
  const business = caller.business.name;
  const as = ROLE_LABELS[role];
  return {
    subject: `You are invited to join ${business} on Bahi`,
    text: `Hello,\n\nYou are invited to join the team of ${business} on Bahi, as ${as}. Open this link within a week to accept:\n\n${link}\n\nIf you did not expect this invitation, ignore this e-mail.\n`,
    html: `<p>Hello,</p><p>You are invited to join the team of ${escapeHtml(business)} on Bahi, as ${escapeHtml(as)}. Open this link within a week to accept:</p><p><a href="${link}">${link}</a></p><p>If you did not expect this invitation, ignore this e-mail.</p>`,
  };
}

/**
 * Invites an address to the team: a one-time link, valid for a week, goes by e-mail through the
 * outbox in the same transaction. Inviting an address again replaces its open invitation.
 */
export async function invite(
  context: ServiceContext,
  caller: Caller,
  input: TInvitationInput,
): Promise<TInvitation> {
  const email = normalizeEmail(input.email);
  const now = context.clock();
  const token = newLinkToken();
  const link = `${context.config.publicUrl}/join/${token}`;
  return context.db.transaction().execute(async (trx) => {
    await lockBusiness(trx, caller.business.id);
    if (await isMemberEmail(trx, caller.business.id, email)) {
      throw new AppError('CONFLICT', ALREADY_IN_TEAM_MESSAGE);
    }
    const invitation = await upsertInvitation(trx, {
      businessId: caller.business.id,
      email,
      role: input.role,
      tokenHash: hashLinkToken(token),
      invitedBy: caller.user.id,
      at: now.toISOString(),
      expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString(),
    });
    await context.mailer.send(
      { to: email, ...invitationMail(caller, input.role, link), linkForLog: link },
      trx,
    );
    await recordChangeBy(
      trx,
      caller,
      {
        entity: 'invitation',
        entityId: invitation._id,
        action: 'invite',
        changes: fieldChanges(null, { email, role: input.role }, ['email', 'role']),
      },
      now,
    );
    return invitation;
  });
}

export async function cancelInvitation(
  context: ServiceContext,
  caller: Caller,
  invitationId: string,
): Promise<TTeam> {
  await context.db.transaction().execute(async (trx) => {
    const invitation = await deleteInvitation(trx, caller.business.id, invitationId);
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    await recordChangeBy(
      trx,
      caller,
      {
        entity: 'invitation',
        entityId: invitation._id,
        action: 'cancel',
        changes: fieldChanges(invitation, null, ['email', 'role']),
      },
      context.clock(),
    );
  });
  return teamOf(context, caller);
}

/**
 * A member whose role may change or who may leave, read under the business's lock, so two owners
 * demoting each other at once cannot leave the business without one.
 */
async function changeableMember(
  trx: DbTransaction,
  caller: Caller,
  userId: string,
  stopsBeingOwner: (member: Member) => boolean,
): Promise<Member> {
  await lockBusiness(trx, caller.business.id);
  const member = await findMember(trx, caller.business.id, userId);
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND_MESSAGE);
  if (stopsBeingOwner(member) && (await countOwners(trx, caller.business.id)) <= 1) {
    throw new AppError('CONFLICT', LAST_OWNER_MESSAGE);
  }
  return member;
}

export async function changeRole(
  context: ServiceContext,
  caller: Caller,
  userId: string,
  role: Role,
): Promise<TTeam> {
  await context.db.transaction().execute(async (trx) => {
    const member = await changeableMember(
      trx,
      caller,
      userId,
      (current) => current.role === 'owner' && role !== 'owner',
    );
    const now = context.clock();
    await updateMemberRole(trx, caller.business.id, userId, role, now.toISOString());
    const changes = fieldChanges({ role: member.role }, { role }, ['role']);
    await recordChangeBy(
      trx,
      caller,
      { entity: 'member', entityId: userId, action: 'change role', changes },
      now,
    );
  });
  return teamOf(context, caller);
}

/** Takes a member out of the team: their next request for this business is refused. */
export async function removeMember(context: ServiceContext, caller: Caller, userId: string): Promise<TTeam> {
  await context.db.transaction().execute(async (trx) => {
    const member = await changeableMember(trx, caller, userId, (current) => current.role === 'owner');
    await deleteMember(trx, caller.business.id, userId);
    await endSessions(trx, { userId, businessId: caller.business.id }, context.clock().toISOString());
    await recordChangeBy(
      trx,
      caller,
      {
        entity: 'member',
        entityId: userId,
        action: 'remove',
        changes: fieldChanges(member, null, ['email', 'role']),
      },
      context.clock(),
    );
  });
  return teamOf(context, caller);
}

export async function invitationView(context: ServiceContext, token: string): Promise<TInvitationView> {
  const invitation = await findOpenInvitation(
    context.db,
    hashLinkToken(token),
    context.clock().toISOString(),
  );
  if (!invitation) throw new AppError('NOT_FOUND', INVITATION_GONE_MESSAGE);
  return {
    businessName: invitation.businessName,
    email: invitation.email,
    role: invitation.role,
    hasAccount: (await findUserByEmail(context.db, invitation.email)) !== undefined,
  };
}

/** The invited address's existing account, when the password is its own. */
async function existingAccount(context: ServiceContext, email: string, password: string): Promise<Account> {
  const user = await findUserByEmail(context.db, email);
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user || !isMatch) {
    throw new AppError('BAD_REQUEST', WRONG_ACCOUNT_PASSWORD_MESSAGE, [
      { path: 'password', message: WRONG_ACCOUNT_PASSWORD_MESSAGE },
    ]);
  }
  return user;
}

/**
 * Accepts an invitation: with the invited address's account (its password proves it is theirs) or a
 * new account for that address. The link is used up in the same transaction as the membership is
 * made, so one link makes one member, however many times it is sent.
 */
export async function join(
  context: ServiceContext,
  token: string,
  input: TJoinInput,
  origin: SessionOrigin,
): Promise<TAuthResult> {
  const tokenHash = hashLinkToken(token);
  const now = context.clock();
  const invited = await findOpenInvitation(context.db, tokenHash, now.toISOString());
  if (!invited) throw new AppError('NOT_FOUND', INVITATION_GONE_MESSAGE);
  const account =
    input.account === 'existing' ? await existingAccount(context, invited.email, input.password) : undefined;
  const passwordHash = input.account === 'new' ? await hashPassword(input.password) : undefined;
  const joined = await context.db.transaction().execute(async (trx) => {
    const invitation = await consumeInvitation(trx, tokenHash, now.toISOString());
    if (!invitation) throw new AppError('NOT_FOUND', INVITATION_GONE_MESSAGE);
    const user =
      account ??
      (input.account === 'new' && passwordHash
        ? await insertUser(trx, { ...input, email: invitation.email, passwordHash })
        : undefined);
    if (!user) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
    if (!(await findMember(trx, invitation.businessId, user.id))) {
      await insertMembership(trx, {
        businessId: invitation.businessId,
        userId: user.id,
        role: invitation.role,
      });
    }
    await recordChangeIn(
      trx,
      invitation.businessId,
      { userId: user.id, address: origin.address },
      {
        entity: 'member',
        entityId: user.id,
        action: 'join',
        changes: fieldChanges(null, { email: user.email, role: invitation.role }, ['email', 'role']),
      },
      now,
    );
    return { user, businessId: invitation.businessId };
  });
  return sessionFor(
    context,
    joined.user,
    { origin, alertNewDevice: input.account === 'existing' },
    joined.businessId,
  );
}

/** A new session for another business of the caller's, as the app bar's switch asks. */
export async function switchBusiness(
  context: ServiceContext,
  caller: Caller,
  businessId: string,
  origin: SessionOrigin,
): Promise<TAuthResult> {
  const user = await findUserById(context.db, caller.user.id);
  if (!user) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  return sessionFor(context, user, { origin, alertNewDevice: false }, businessId);
}
