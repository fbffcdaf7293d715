import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';
import { decryptSecret, encryptSecret } from './secret-box';
import { readSessionToken, signSessionToken } from './tokens';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const USER_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SESSION_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER_USER_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyPassword(await decoyPasswordHash(), 'anything')).toBe(false);
  });
});

describe('session tokens', () => {
  it('round-trips the user and token version', async () => {
    const token = await signSessionToken(SECRET, { userId: USER_ID, tokenVersion: 3, sessionId: SESSION_ID });
    expect(await readSessionToken(SECRET, token)).toEqual({
      userId: USER_ID,
      tokenVersion: 3,
      sessionId: SESSION_ID,
    });
  });

  it('refuses a tampered, foreign or expired token', async () => {
    const token = await signSessionToken(SECRET, { userId: USER_ID, tokenVersion: 0, sessionId: SESSION_ID });
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: OTHER_USER_ID, ver: 0, iss: 'bahi', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await readSessionToken(SECRET, `${header}.${forged}.${signature}`)).toBeUndefined();
    expect(await readSessionToken(`${SECRET}-other`, token)).toBeUndefined();
    expect(await readSessionToken(SECRET, `${header}.${payload}`)).toBeUndefined();
    const expired = await signSessionToken(
      SECRET,
      { userId: USER_ID, tokenVersion: 0, sessionId: SESSION_ID },
      -10,
    );
    expect(await readSessionToken(SECRET, expired)).toBeUndefined();
  });

  it.each([
    ['no exp', { sub: USER_ID, ver: 0, iss: 'bahi' }],
    ['a sub that is not a user id', { sub: 'u-1', ver: 0, iss: 'bahi', exp: 9_999_999_999 }],
    ['a sub with NUL', { sub: `${USER_ID}\u0000`, ver: 0, iss: 'bahi', exp: 9_999_999_999 }],
    ['no sub', { ver: 0, iss: 'bahi', exp: 9_999_999_999 }],
    ['a negative ver', { sub: USER_ID, ver: -1, iss: 'bahi', exp: 9_999_999_999 }],
    ['no iss', { sub: USER_ID, ver: 0, exp: 9_999_999_999 }],
  ])('refuses a genuinely signed token with %s', async (_label, claims) => {
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    expect(await readSessionToken(SECRET, token)).toBeUndefined();
  });
});

describe('secret box', () => {
  it('encrypts with a fresh nonce and decrypts only with the same APP_SECRET', () => {
    const first = encryptSecret(SECRET, 'rzp_live_secret');
    const second = encryptSecret(SECRET, 'rzp_live_secret');
    expect(first).not.toBe(second);
    expect(first).not.toContain('rzp_live_secret');
    expect(decryptSecret(SECRET, first)).toBe('rzp_live_secret');
    expect(() => decryptSecret(`${SECRET}-other`, first)).toThrow();
    expect(() =>
      decryptSecret(
        SECRET,
        first.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      ),
    ).toThrow();
  });
});
