import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/schema';
import { hashLinkToken, newLinkToken } from '../../security/link-tokens';

const RESET_LIFETIME_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Executor, userId: string, now = new Date()): Promise<string> {
  const token = newLinkToken();
  await db
    .insertInto('password_resets')
    .values({
      id: randomUUID(),
      user_id: userId,
      token_hash: hashLinkToken(token),
      expires_at: new Date(now.getTime() + RESET_LIFETIME_MS).toISOString(),
      used_at: null,
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Marks the token used and answers its user, in one statement, so two requests with the same
 * token cannot both succeed. Undefined for an unknown, used or expired token.
 */
export async function consumePasswordReset(
  db: Executor,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const row = await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashLinkToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}
