import { describe, expect, it } from 'vitest';
import { isMemberPagePath, matchPagePath } from './public-pages';

describe('matchPagePath', () => {
  it('gives each named segment of the address, decoded', () => {
    expect(matchPagePath('/m/:token', '/m/abc_DEF-123')).toEqual({ token: 'abc_DEF-123' });
    expect(matchPagePath('/payment/success/:id', '/payment/success/inv%201')).toEqual({ id: 'inv 1' });
    expect(matchPagePath('/m', '/m')).toEqual({});
  });

  it('allows one slash at the end', () => {
    expect(matchPagePath('/m/:token/statement', '/m/abc/statement/')).toEqual({ token: 'abc' });
    expect(matchPagePath('/m', '/m/')).toEqual({});
  });

  it('is no match for another page, a missing or extra segment, or a segment that does not decode', () => {
    expect(matchPagePath('/m/:token', '/m')).toBeNull();
    expect(matchPagePath('/m/:token', '/m/')).toBeNull();
    expect(matchPagePath('/m/:token', '/m/abc/statement')).toBeNull();
    expect(matchPagePath('/invoice/:id', '/invoices/abc')).toBeNull();
    expect(matchPagePath('/invoice/:id', '/auth/invoice/abc')).toBeNull();
    expect(matchPagePath('/invoice/:id', '/invoice/%E0%A4')).toBeNull();
  });
});

describe('isMemberPagePath', () => {
  it('knows the member pages and no page of the owner', () => {
    for (const path of [
      '/m',
      '/m/abc',
      '/m/abc/statement',
      '/statement/abc',
      '/invoice/abc',
      '/payment/abc',
      '/payment/success/abc',
    ]) {
      expect(isMemberPagePath(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/home',
      '/login',
      '/dashboard',
      '/auth/invoice/abc',
      '/invoice',
      '/payments/reported',
    ]) {
      expect(isMemberPagePath(path), path).toBe(false);
    }
  });
});
