import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '../../../domain/api/auth';
import type { Executor, UserRow } from '../../db/schema';

type NewUser = { email: string; firstName: string; lastName: string; passwordHash: string };

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/** Answers undefined when the e-mail is already taken (the unique index decides, even under a race). */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const now = new Date().toISOString();
  return db
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
}

/** A new password ends every session issued before it. */
export async function replacePassword(db: Executor, userId: string, passwordHash: string): Promise<UserRow> {
  return db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateUserAccess(
  db: Executor,
  userId: string,
  access: { isEnabled?: boolean; planExpiresAt?: string | null; endSessions?: boolean },
): Promise<UserRow | undefined> {
  return db
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
}
