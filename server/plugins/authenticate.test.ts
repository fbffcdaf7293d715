import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { startSession } from '../tenancy/sessions.repository';
import { buildBusiness } from '../test/factories';
import { describeEachDatabase } from '../test/test-servers';
import { SESSION_EXPIRED_MESSAGE } from './authenticate';

/** A token signed with the app's own secret, with exactly the claims given. */
async function tokenWith(secret: string, claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(secret));
}

describeEachDatabase('session tokens', (context) => {
  const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

  /** A stored session of the business's owner, as signing in makes one. */
  async function sessionOf(userId: string, businessId: string): Promise<string> {
    const session = await startSession(context.app.database.db, {
      userId,
      businessId,
      origin: { device: 'Test browser', address: '127.0.0.1' },
      at: new Date().toISOString(),
    });
    return session.id;
  }

  /** A token as sign-in gives one: every claim, for a stored session of the person in the business. */
  async function genuineToken(userId: string, businessId: string): Promise<string> {
    return tokenWith(context.app.config.appSecret, {
      sub: userId,
      ver: 0,
      sid: await sessionOf(userId, businessId),
      iss: 'bahi',
      exp: inAnHour(),
    });
  }

  it('accepts a genuine token with every claim', async () => {
    const { user, business } = await buildBusiness(context.app.database.db);
    const token = await genuineToken(user.id, business.id);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v2/profiles',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a genuine token once its person is no longer of the session’s team, though the session never ended', async () => {
    const { user, business } = await buildBusiness(context.app.database.db);
    const token = await genuineToken(user.id, business.id);
    const headers = { authorization: `Bearer ${token}` };
    expect((await context.app.inject({ method: 'GET', url: '/api/v2/profiles', headers })).statusCode).toBe(
      200,
    );
    await context.app.database.db
      .deleteFrom('memberships')
      .where('user_id', '=', user.id)
      .where('business_id', '=', business.id)
      .execute();
    const refused = await context.app.inject({ method: 'GET', url: '/api/v2/profiles', headers });
    expect([refused.statusCode, refused.json()]).toEqual([401, { message: SESSION_EXPIRED_MESSAGE }]);
  });

  it.each([
    ['without exp', (userId: string, sid: string) => ({ sub: userId, ver: 0, sid, iss: 'bahi' })],
    [
      'with exp that is not a number',
      (userId: string, sid: string) => ({ sub: userId, ver: 0, sid, iss: 'bahi', exp: 'never' }),
    ],
    [
      'whose sub is not a UUID',
      (_userId: string, sid: string) => ({ sub: 'not-a-uuid', ver: 0, sid, iss: 'bahi', exp: inAnHour() }),
    ],
    [
      'whose sub holds NUL',
      (userId: string, sid: string) => ({
        sub: `${userId}\u0000`,
        ver: 0,
        sid,
        iss: 'bahi',
        exp: inAnHour(),
      }),
    ],
    [
      'whose sub is a number',
      (_userId: string, sid: string) => ({ sub: 42, ver: 0, sid, iss: 'bahi', exp: inAnHour() }),
    ],
    ['without sub', (_userId: string, sid: string) => ({ ver: 0, sid, iss: 'bahi', exp: inAnHour() })],
    [
      'whose ver is not a whole number',
      (userId: string, sid: string) => ({ sub: userId, ver: 0.5, sid, iss: 'bahi', exp: inAnHour() }),
    ],
    ['without sid', (userId: string) => ({ sub: userId, ver: 0, iss: 'bahi', exp: inAnHour() })],
    [
      'whose sid is not a stored session',
      (userId: string) => ({ sub: userId, ver: 0, sid: randomUUID(), iss: 'bahi', exp: inAnHour() }),
    ],
    [
      'whose sub is an unknown UUID',
      (_userId: string, sid: string) => ({ sub: randomUUID(), ver: 0, sid, iss: 'bahi', exp: inAnHour() }),
    ],
  ])('refuses a signed token %s with 401, on every protected and optional route', async (_label, claims) => {
    const { user, business } = await buildBusiness(context.app.database.db);
    const token = await tokenWith(
      context.app.config.appSecret,
      claims(user.id, await sessionOf(user.id, business.id)),
    );
    const headers = { authorization: `Bearer ${token}` };
    const protectedRoute = await context.app.inject({ method: 'GET', url: '/api/v2/profiles', headers });
    expect(protectedRoute.statusCode).toBe(401);
    expect(protectedRoute.json()).toEqual({ message: SESSION_EXPIRED_MESSAGE });
    const patch = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${business.id}`,
      headers,
      payload: { businessName: 'Taken Over' },
    });
    expect(patch.statusCode).toBe(401);
    // A route anyone may call answers the public view rather than an error.
    const publicRoute = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/${randomUUID()}`,
      headers,
    });
    expect(publicRoute.statusCode).toBe(404);
  });
});
