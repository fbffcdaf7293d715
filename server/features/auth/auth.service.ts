import type { TSignin, TSignup } from '@domain/api/auth';
import type { TAuthResult } from '@domain/api/profile';
import { BUSINESS_NOT_FOUND_MESSAGE } from '@domain/api/team';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { escapeHtml } from '../../integrations/mail/mail-text';
import { decoyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords';
import { signSessionToken } from '../../security/tokens';
import { type SessionOrigin, startSession } from '../../tenancy/sessions.repository';
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
 * Where a new session comes from, and whether a device not seen before earns its person an e-mail
 * (a sign-in does; an account's first session, made by signing up, does not).
 */
export type SessionStart = { origin: SessionOrigin; alertNewDevice: boolean };

/** "New sign-in": the device and address, and what to do if it was not them. */
async function sendSignInAlert(context: ServiceContext, user: Account, origin: SessionOrigin, at: Date) {
  const when = at.toISOString().replace('T', ' ').slice(0, 16);
  const forgot = `${context.config.publicUrl}/forgot`;
  const what = `${origin.device}, from the address ${origin.address}, at ${when} UTC`;
  await context.mailer.send({
    to: user.email,
    subject: 'New sign-in to your Bahi account',
    text: `Hello ${user.firstName},\n\nYour Bahi account was signed in on a device it has not been used on before: ${what}.\n\nIf it was you, there is nothing to do. If it was not, choose a new password at ${forgot} (every session then ends) and look at your sessions in Settings → Team.\n\nYou can turn these e-mails off in Settings → Team.\n`,
    html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Your Bahi account was signed in on a device it has not been used on before: ${escapeHtml(what)}.</p><p>If it was you, there is nothing to do. If it was not, <a href="${forgot}">choose a new password</a> (every session then ends) and look at your sessions in Settings → Team.</p><p>You can turn these e-mails off in Settings → Team.</p>`,
  });
}

/**
 * The answer to signup, signin, reset, joining a team and switching business: who, a fresh session
 * token for the business named (else their first), their role in it, its profile, and every
 * business they may switch to.
 */
export async function sessionFor(
  context: ServiceContext,
  user: Account,
  start: SessionStart,
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
  const now = context.clock();
  const session = await startSession(context.db, {
    userId: user.id,
    businessId: business.id,
    origin: start.origin,
    at: now.toISOString(),
  });
  if (start.alertNewDevice && session.isNewDevice && user.signInAlerts) {
    await sendSignInAlert(context, user, start.origin, now);
  }
  return {
    result: { _id: user.id, name: displayName(user), email: user.email },
    token: await signSessionToken(context.config.appSecret, {
      userId: user.id,
      tokenVersion: user.tokenVersion,
      sessionId: session.id,
    }),
    userProfile: profile,
    role,
    businesses: await memberBusinessesOf(context.db, user.id),
  };
}

export async function signUp(
  context: ServiceContext,
  input: TSignup,
  origin: SessionOrigin,
): Promise<TAuthResult> {
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
  return sessionFor(context, user, { origin, alertNewDevice: false });
}

/** A wrong e-mail and a wrong password get the same answer, in about the same time. */
export async function signIn(
  context: ServiceContext,
  input: TSignin,
  origin: SessionOrigin,
): Promise<TAuthResult> {
  const user = await findUserByEmail(context.db, input.email);
  const isMatch = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !isMatch) throw new AppError('BAD_REQUEST', BAD_CREDENTIALS_MESSAGE);
  return sessionFor(context, user, { origin, alertNewDevice: true });
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
  origin: SessionOrigin,
): Promise<TAuthResult> {
  const passwordHash = await hashPassword(password);
  const user = await context.db.transaction().execute(async (transaction) => {
    const userId = await consumePasswordReset(transaction, token);
    return userId ? replacePassword(transaction, userId, passwordHash) : undefined;
  });
  if (!user) throw new AppError('BAD_REQUEST', BAD_RESET_TOKEN_MESSAGE);
  return sessionFor(context, user, { origin, alertNewDevice: true });
}
