import type { AppInstance } from '../app-context';
import type { UserRow } from '../db/schema';
import { signSessionToken } from '../security/tokens';

/** The Authorization header a signed-in owner's browser would send. */
export async function sessionHeadersFor(app: AppInstance, user: UserRow): Promise<{ authorization: string }> {
  const token = await signSessionToken(app.config.appSecret, {
    userId: user.id,
    tokenVersion: user.token_version,
  });
  return { authorization: `Bearer ${token}` };
}
