import { describe, expect, it } from 'vitest';
import { buildToken } from '../test/session-fixtures';
import { decodeJwtPayload, isTokenExpired } from './jwt';

function tokenWithPayload(payload: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `e30.${base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.signature`;
}

describe('decodeJwtPayload', () => {
  it('reads a base64url payload, including non-ASCII text and url-safe characters', () => {
    const payload = { name: 'Śrī Gaṇeśa Apartments ₹', note: '???>>>', exp: 1 };
    expect(decodeJwtPayload(tokenWithPayload(payload))).toEqual(payload);
  });

  it('returns null for anything that is not a token with a JSON object payload', () => {
    expect(decodeJwtPayload('not-a-token')).toBeNull();
    expect(decodeJwtPayload('a.@@@.c')).toBeNull();
    expect(decodeJwtPayload(tokenWithPayload([1, 2]))).toBeNull();
  });
});

describe('isTokenExpired', () => {
  it('compares exp (seconds) with now (milliseconds)', () => {
    const token = tokenWithPayload({ exp: 1_700_000_000 });
    expect(isTokenExpired(token, 1_699_999_999_000)).toBe(false);
    expect(isTokenExpired(token, 1_700_000_000_000)).toBe(true);
  });

  it('treats fresh tokens as valid and old ones as expired', () => {
    expect(isTokenExpired(buildToken(60))).toBe(false);
    expect(isTokenExpired(buildToken(-60))).toBe(true);
  });

  it('counts an unreadable token as expired and leaves a token without exp to the server', () => {
    expect(isTokenExpired('garbage')).toBe(true);
    expect(isTokenExpired(tokenWithPayload({ sub: 'user-1' }))).toBe(false);
  });
});
