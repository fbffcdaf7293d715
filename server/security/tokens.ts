import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

/** Sessions last a week; a password reset or "log out everywhere" ends them sooner. */
const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
const ISSUER = 'bahi';

/** `sessionId`: the stored session the token belongs to, which says the business it acts for. */
export type SessionClaims = { userId: string; tokenVersion: number; sessionId: string };

/**
 * The secret as an HMAC key, imported once: handed raw bytes, jose imports a key on every signature
 * it makes or checks, which costs every signed-in request. A server has one secret; a new one (tests
 * start apps with their own) replaces the remembered key.
 */
let remembered: { secret: string; key: Promise<webcrypto.CryptoKey> } | undefined;

function keyFrom(secret: string): Promise<webcrypto.CryptoKey> {
  if (remembered?.secret !== secret) {
    const key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    remembered = { secret, key };
  }
  return remembered.key;
}

export async function signSessionToken(
  secret: string,
  claims: SessionClaims,
  lifetimeSeconds = SESSION_LIFETIME_SECONDS,
): Promise<string> {
  return new SignJWT({ ver: claims.tokenVersion, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + lifetimeSeconds)
    .sign(await keyFrom(secret));
}

/**
 * What a session must say beyond its signature: whose it is (a user id, looked up in a uuid column,
 * so anything else never reaches the database), which version of their sessions, and which stored
 * session it is (a uuid too).
 */
const ZSessionPayload = z.object({ sub: z.uuid(), ver: z.number().int().min(0), sid: z.uuid() });

/**
 * The claims of a genuine, unexpired token; undefined for anything else. A token must say when it
 * ends: one without `exp` would never expire, whoever signed it.
 */
export async function readSessionToken(secret: string, token: string): Promise<SessionClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, await keyFrom(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    const claims = ZSessionPayload.safeParse(payload);
    if (!claims.success) return undefined;
    const { sub, ver, sid } = claims.data;
    return { userId: sub, tokenVersion: ver, sessionId: sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
