import type { Session, SessionProfile } from '../lib/session';
import { SESSION_STORAGE_KEY } from '../lib/session';

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT: the browser only reads `exp`, the server is the one that verifies. */
export function buildToken(expiresInSeconds = 3600): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'user-1', exp })}.signature`;
}

export function buildSession(
  overrides: { token?: string; userProfile?: Partial<SessionProfile> } = {},
): Session {
  return {
    token: overrides.token ?? buildToken(),
    result: { _id: 'user-1', name: 'Asha Verma', email: 'asha@example.com' },
    userProfile: {
      _id: 'profile-1',
      logo: '',
      businessName: 'Sunrise Residency',
      name: 'Asha Verma',
      razorpayKey: 'rzp_test_key',
      razorpaySecretSet: true,
      tokenSet: false,
      upiId: '',
      paymentDetails: '',
      isEnabled: true,
      ...overrides.userProfile,
    },
  };
}

export function storeSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}
