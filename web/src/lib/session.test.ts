import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildSession, storeSession } from '../test/session-fixtures';
import {
  clearSession,
  firstWord,
  getSession,
  hasPaymentMethod,
  logout,
  parseSession,
  SESSION_STORAGE_KEY,
  saveSession,
  setLogoutNavigation,
  subscribeToSession,
  useSession,
} from './session';

describe('session storage', () => {
  it("saves under the 'profile' key and reads the same session back", () => {
    const session = buildSession();
    saveSession(session);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual(session);
    expect(getSession()).toEqual(session);
  });

  it('returns the same object until the stored value changes, as useSyncExternalStore needs', () => {
    storeSession(buildSession());
    expect(getSession()).toBe(getSession());
  });

  it('clears the stored session', () => {
    saveSession(buildSession());
    clearSession();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(getSession()).toBeNull();
  });

  it('notifies subscribers on save and clear, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToSession(listener);
    saveSession(buildSession());
    clearSession();
    unsubscribe();
    saveSession(buildSession());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('follows a sign-out in another tab through the storage event', () => {
    const { result } = renderHook(() => useSession());
    act(() => saveSession(buildSession()));
    expect(result.current?.result.name).toBe('Asha Verma');
    act(() => {
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: SESSION_STORAGE_KEY }));
    });
    expect(result.current).toBeNull();
  });
});

describe('parseSession', () => {
  it('rejects values without a token or a user, and values that are not JSON', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('{oops')).toBeNull();
    expect(parseSession(JSON.stringify({ result: { name: 'A' } }))).toBeNull();
    expect(parseSession(JSON.stringify({ token: 't' }))).toBeNull();
  });

  it('fills a partial profile with safe defaults; only an explicit false disables the account', () => {
    const session = parseSession(JSON.stringify({ token: 't', result: { _id: 'u', name: 'Ravi' } }));
    expect(session?.userProfile).toEqual({
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
      isEnabled: true,
    });
    const disabled = parseSession(
      JSON.stringify({ token: 't', result: { name: 'R' }, userProfile: { isEnabled: false } }),
    );
    expect(disabled?.userProfile.isEnabled).toBe(false);
  });
});

describe('logout', () => {
  it('starts the navigation to /home, then removes the session', () => {
    saveSession(buildSession());
    const sessionsDuringNavigation: unknown[] = [];
    const restore = setLogoutNavigation((path) => {
      sessionsDuringNavigation.push(path, getSession()?.result.name);
    });
    logout();
    restore();
    expect(sessionsDuringNavigation).toEqual(['/home', 'Asha Verma']);
    expect(getSession()).toBeNull();
  });
});

describe('profile helpers', () => {
  it('needs Razorpay keys or a UPI ID to create invoices', () => {
    const none = { razorpayKey: '', razorpaySecretSet: false, upiId: '' };
    const profile = buildSession().userProfile;
    expect(hasPaymentMethod({ ...profile, ...none })).toBe(false);
    expect(hasPaymentMethod({ ...profile, ...none, razorpayKey: 'rzp_live_x' })).toBe(true);
    expect(hasPaymentMethod({ ...profile, ...none, razorpaySecretSet: true })).toBe(true);
    expect(hasPaymentMethod({ ...profile, ...none, upiId: 'society@upi' })).toBe(true);
  });

  it('takes the first word of a name', () => {
    expect(firstWord('  Asha Rani Verma ')).toBe('Asha');
    expect(firstWord('')).toBe('');
  });
});
