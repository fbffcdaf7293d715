import type { TSignin, TSignup } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import { BUSINESS_NOT_FOUND_MESSAGE } from '@domain/api/team';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { escapeHtml } from '../../integrations/mail/mail-text';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import { signSessionToken } from '../../security/tokens';
import {
  findCallerMembership,
  insertBusinessForOwner,
  memberBusinessesOf,
} from '../../tenancy/tenants.repository';
import { businessProfileOf } from '../profile';
import { consumePasswordReset, createPasswordReset } from './password-resets.repository';
import { type Account, findUserByEmail, insertUser, replacePassword } from './users.repository';

export const BAD_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Please sign in instead.';
export const NO_BUSINESS_MESSAGE =
  'Your account is no longer in any business’s team. Please ask a business’s owner for an invitation.';
export const BAD_RESET_TOKEN_MESSAGE = 'This reset link is invalid or has expired. Please ask for a new one.';

function displayName(user: Account): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/**
 * The answer to signup, signin, reset, joining a team and switching business: who, a fresh session
 * token for the business named (else their first), their role in it, its profile, and every
 * business they may switch to.
 */
export async function sessionFor(
  context: ServiceContext,
  user: Account,
  businessId?: string,
): Promise<TAuthResult> {
  const membership = await findCallerMembership(context.db, user.id, businessId);
  if (!membership) {
    throw businessId
      ? new AppError('NOT_FOUND', BUSINESS_NOT_FOUND_MESSAGE)
      : new AppError('BAD_REQUEST', NO_BUSINESS_MESSAGE);
  }
  const { business, role, isEnabled } = membership;
  const profile = await businessProfileOf(context, business.id, isEnabled);
  if (!profile) throw new Error(`Business ${business.id} has no profile`);
  return {
    result: { _id: user.id, name: displayName(user), email: user.email },
    token: await signSessionToken(context.config.appSecret, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      businessId: business.id,
    }),
    userProfile: profile,
    role,
    businesses: await memberBusinessesOf(context.db, user.id),
  };
}

export async function signUp(context: ServiceContext, input: TSignup): Promise<TAuthResult> {
  const passwordHash = await hashPassword(input.password);
  const user = await context.db.transaction().execute(async (transaction) => {
    const inserted = await insertUser(transaction, { ...input, passwordHash });
    if (!inserted) return undefined;
    await insertBusinessForOwner(transaction, {
      userId: inserted.id,
      name: displayName(inserted),
      email: inserted.email,
    });
    return inserted;
  });
  if (!user) throw new AppError('CONFLICT', DUPLICATE_EMAIL_MESSAGE);
  return sessionFor(context, user);
}

/** A wrong e-mail and a wrong password get the same answer, in about the same time. */
export async function signIn(context: ServiceContext, input: TSignin): Promise<TAuthResult> {
  const user = await findUserByEmail(context.db, input.email);
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !isMatch) throw new AppError('BAD_REQUEST', BAD_CREDENTIALS_MESSAGE);
  return sessionFor(context, user);
}

export async function requestPasswordReset(context: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(context.db, email);
  if (!user) return;
  const token = await createPasswordReset(context.db, user.id);
  const link = `${context.config.publicUrl}/reset/${token}`;
  await context.mailer.send({
    to: user.email,
    subject: 'Reset your Bahi password',
    text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Bahi account. Open this link within an hour to choose a new one:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Bahi account. Open this link within an hour to choose a new one:</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    linkForLog: link,
  });
}

export async function resetPassword(
  context: ServiceContext,
  token: string,
  password: string,
): Promise<TAuthResult> {
  const passwordHash = await hashPassword(password);
  const user = await context.db.transaction().execute(async (transaction) => {
    const userId = await consumePasswordReset(transaction, token);
    return userId ? replacePassword(transaction, userId, passwordHash) : undefined;
  });
  if (!user) throw new AppError('BAD_REQUEST', BAD_RESET_TOKEN_MESSAGE);
  return sessionFor(context, user);
}
