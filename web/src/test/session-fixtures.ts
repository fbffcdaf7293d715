import type { TAuthResult, TProfile } from '@domain/api/profile';
import { SESSION_STORAGE_KEY, type Session } from '../lib/session';

/** Test sessions for component tests, stored the way the app stores a signed-in session. */

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT: the browser only reads `exp`, the server is the one that verifies. */
export function buildToken(expiresInSeconds = 3600, subject = 'user-1'): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: subject, exp })}.signature`;
}

export function buildTestProfile(overrides: Partial<TProfile> = {}): TProfile {
  return {
    _id: 'profile-1',
    userId: 'user-1',
    name: 'Asha Verma',
    email: 'asha@example.com',
    phoneNumber: '+91 98765 43210',
    businessName: 'Sunrise Residency',
    contactAddress: 'Plot 7, Baner Road, Pune',
    website: '',
    gstno: '',
    state: '',
    upiId: '',
    paymentDetails: '',
    logo: '',
    razorpayKey: 'rzp_test_1DP5mmOlF5G5ag',
    razorpaySecretSet: true,
    razorpayWebhookSecretSet: false,
    tokenSet: false,
    whatsappPhoneNumberId: '',
    whatsappTemplate: '',
    isEnabled: true,
    ...overrides,
  };
}

export function buildSession(
  overrides: {
    token?: string;
    result?: Partial<TAuthResult['result']>;
    userProfile?: Partial<TProfile>;
    role?: TAuthResult['role'];
    businesses?: TAuthResult['businesses'];
  } = {},
): TAuthResult {
  const userProfile = buildTestProfile(overrides.userProfile);
  const role = overrides.role ?? 'owner';
  return {
    token: overrides.token ?? buildToken(),
    result: { _id: 'user-1', name: 'Asha Verma', email: 'asha@example.com', ...overrides.result },
    userProfile,
    role,
    businesses: overrides.businesses ?? [{ _id: userProfile._id, name: userProfile.businessName, role }],
  };
}

export function storeSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}
