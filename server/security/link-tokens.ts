import { createHash, randomBytes } from 'node:crypto';

/** A one-time link's secret (a password reset, an invitation): 256 random bits, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a copy of the database cannot be used to follow anyone's link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
