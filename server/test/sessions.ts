import type { AppInstance } from '../app-context';
import type { UserRow } from '../db/schema';
import { signSessionToken } from '../security/tokens';
import { startSession } from '../tenancy/sessions.repository';
import { findCallerMembership } from '../tenancy/tenants.repository';

/**
 * The Authorization header a signed-in member's browser would send: a session of theirs, for the
 * business named or else their first, as signing in starts one.
 */
export async function sessionHeadersFor(
  app: AppInstance,
  user: UserRow,
  businessId?: string,
): Promise<{ authorization: string }> {
  const membership = await findCallerMembership(app.database.db, user.id, businessId);
  if (!membership) throw new Error(`${user.email} is in no business`);
  const session = await startSession(app.database.db, {
    userId: user.id,
    businessId: membership.business.id,
    origin: { device: 'Test browser', address: '127.0.0.1' },
    at: new Date().toISOString(),
  });
  const token = await signSessionToken(app.config.appSecret, {
    userId: user.id,
    tokenVersion: user.token_version,
    sessionId: session.id,
  });
  return { authorization: `Bearer ${token}` };
}
