import type { TAuthResult, TProfile } from '@domain/api/profile';
import { type Access, isRole, type Role, roleMay } from '@domain/roles';
import { useSyncExternalStore } from 'react';
import { isTokenExpired } from './jwt';

/** The stored session is exactly what sign-up, sign-in and reset answer (domain/api/profile). */
export type Session = TAuthResult;
export type SessionUser = TAuthResult['result'];
/** The business profile kept in the browser; secrets stay on the server, only whether they are set. */
export type SessionProfile = TProfile;

export const SESSION_STORAGE_KEY = 'profile';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: Session | null = null;
/** How logout and a plan's end leave the page: the router's navigate once it has registered it. */
let navigateAfterLogout: (path: string) => void | Promise<void> = (path) => window.location.assign(path);

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SESSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** Tolerates older or partial stored values: a session needs a token and a user, the rest has defaults. */
export function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  let stored: Record<string, unknown>;
  try {
    stored = asRecord(JSON.parse(raw));
  } catch {
    return null;
  }
  const user = asRecord(stored.result);
  const profile = asRecord(stored.userProfile);
  if (!asText(stored.token) || Object.keys(user).length === 0) return null;
  const userProfile = readProfile(profile);
  // A session stored before teams was its owner's own.
  const role = isRole(stored.role) ? stored.role : 'owner';
  return {
    token: asText(stored.token),
    result: { _id: asText(user._id), name: asText(user.name), email: asText(user.email) },
    userProfile,
    role,
    businesses: readBusinesses(stored.businesses) ?? [
      { _id: userProfile._id, name: userProfile.businessName || userProfile.name, role },
    ],
  };
}

function readBusinesses(stored: unknown): Session['businesses'] | undefined {
  if (!Array.isArray(stored)) return undefined;
  return stored
    .map(asRecord)
    .filter((business) => asText(business._id) !== '' && isRole(business.role))
    .map((business) => ({
      _id: asText(business._id),
      name: asText(business.name),
      role: business.role as Role,
    }));
}

/** Every profile field, so a value stored by an older version still reads as a whole profile. */
const EMPTY_PROFILE: SessionProfile = {
  _id: '',
  userId: '',
  name: '',
  email: '',
  phoneNumber: '',
  businessName: '',
  contactAddress: '',
  website: '',
  gstno: '',
  state: '',
  upiId: '',
  paymentDetails: '',
  logo: '',
  razorpayKey: '',
  razorpaySecretSet: false,
  razorpayWebhookSecretSet: false,
  tokenSet: false,
  whatsappPhoneNumberId: '',
  whatsappTemplate: '',
  // An account is enabled unless the server said otherwise.
  isEnabled: true,
};

function readProfile(stored: Record<string, unknown>): SessionProfile {
  const fields = Object.entries(EMPTY_PROFILE).map(([key, fallback]) => [
    key,
    typeof stored[key] === typeof fallback ? stored[key] : fallback,
  ]);
  return Object.fromEntries(fields) as SessionProfile;
}

export function getSession(): Session | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parseSession(raw);
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function handleStorage(event: StorageEvent): void {
  if (event.key === null || event.key === SESSION_STORAGE_KEY) notify();
}

export function subscribeToSession(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
}

/** Saves what sign-in, sign-up, reset or a profile update returned. */
export function saveSession(session: Session): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Keeps the stored session's copy of the business profile current (header, navigation, speed-dial). */
export function saveSessionProfile(profile: SessionProfile): void {
  const session = getSession();
  if (session && JSON.stringify(session.userProfile) !== JSON.stringify(profile)) {
    saveSession({ ...session, userProfile: profile });
  }
}

export function clearSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  notify();
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}

/** The session, or null once its token is past `exp`. */
export function activeSession(session: Session | null): Session | null {
  return session && !isTokenExpired(session.token) ? session : null;
}

/** Ends a stored session whose token is past `exp`; checked as each page opens. */
export function clearExpiredSession(): void {
  const session = getSession();
  if (session && !activeSession(session)) clearSession();
}

/** The stored session, or null once its token is past `exp`. */
export function useActiveSession(): Session | null {
  return activeSession(useSession());
}

/** The router registers its navigate function so logout can leave the page without a reload. */
export function setLogoutNavigation(navigate: (path: string) => void | Promise<void>): () => void {
  const previous = navigateAfterLogout;
  navigateAfterLogout = navigate;
  return () => {
    navigateAfterLogout = previous;
  };
}

/**
 * Starts the navigation to /home before forgetting the session. RootRoute's navigation marks itself as
 * pending synchronously, so the guard of the page being left waits for it instead of redirecting to /login.
 */
export function logout(): void {
  void navigateAfterLogout('/home');
  clearSession();
}

/**
 * The server said the plan has ended: the stored session says so too, so the guards keep the owner on
 * /expired (after a reload as well) until they log out and sign in again.
 */
export function endPlan(): void {
  void navigateAfterLogout('/expired');
  const session = getSession();
  if (!session?.userProfile.isEnabled) return;
  saveSession({ ...session, userProfile: { ...session.userProfile, isEnabled: false } });
}

/** Where a signed-in user belongs: the dashboard, or /expired when the plan has ended. */
export function homePathFor(session: Session): '/dashboard' | '/expired' {
  return session.userProfile.isEnabled ? '/dashboard' : '/expired';
}

/** Creating invoices needs a way to be paid: Razorpay keys or a UPI ID. */
export function hasPaymentMethod(profile: SessionProfile): boolean {
  return Boolean(profile.razorpayKey || profile.razorpaySecretSet || profile.upiId);
}

export function firstWord(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * Whether the signed-in person's role lets them do something: the web hides what it does not (the
 * server refuses it anyway). Signed out, nothing.
 */
export function useCan(access: Access): boolean {
  const session = useSession();
  return session !== null && roleMay(session.role, access);
}
