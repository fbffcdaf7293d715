import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@domain/api/auth';
import type { Executor, UserRow } from '../../db/schema';
import { isUserEnabled } from '../../tenancy/tenants.repository';

type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string };

/** An account as sign-in, sign-up and password resets see it. */
export type Account = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  /** Raised by a password reset or "log out everywhere": older session tokens stop working. */
  tokenVersion: number;
  /** Enabled and not past the plan's expiry, when read. */
  isEnabled: boolean;
  planExpiresAt: string | null;
  /** Whether a sign-in on a new device sends an e-mail. */
  signInAlerts: boolean;
};

function accountOf(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    passwordHash: row.password_hash,
    tokenVersion: row.token_version,
    isEnabled: isUserEnabled(row),
    planExpiresAt: row.plan_expires_at,
    signInAlerts: row.sign_in_alerts === 1,
  };
}

export async function findUserByEmail(db: Executor, email: string): Promise<Account | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && accountOf(row);
}

export async function findUserById(db: Executor, userId: string): Promise<Account | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return row && accountOf(row);
}

/** Answers undefined when the e-mail is already taken (the unique index decides, even under a race). */
export async function insertUser(db: Executor, user: NewUser): Promise<Account | undefined> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('users')
    .values({
      id: randomUUID(),
      email: normalizeEmail(user.email),
      first_name: user.firstName,
      last_name: user.lastName,
      password_hash: user.passwordHash,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row && accountOf(row);
}

/** A new password ends every session issued before it. */
export async function replacePassword(db: Executor, userId: string, passwordHash: string): Promise<Account> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return accountOf(row);
}

export async function updateUserAccess(
  db: Executor,
  userId: string,
  access: { isEnabled?: boolean; planExpiresAt?: string | null; endSessions?: boolean },
): Promise<Account | undefined> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({
      ...(access.isEnabled === undefined ? {} : { is_enabled: access.isEnabled ? 1 : 0 }),
      ...(access.planExpiresAt === undefined ? {} : { plan_expires_at: access.planExpiresAt }),
      ...(access.endSessions ? { token_version: eb('token_version', '+', 1) } : {}),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  return row && accountOf(row);
}
