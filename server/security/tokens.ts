import { errors, jwtVerify, SignJWT } from 'jose';

/** Sessions last a week; a password reset or "log out everywhere" ends them sooner. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'bahi';

export type SessionClaims = { userId: string; tokenVersion: number };

function keyFrom(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signSessionToken(
  secret: string,
  claims: SessionClaims,
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(keyFrom(secret));
}

/** The claims of a genuine, unexpired token; undefined for anything else. */
export async function readSessionToken(secret: string, token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFrom(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return undefined;
    return { userId: payload.sub, tokenVersion: payload.ver };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
