import { test as base, expect, type Page, type TestInfo } from '@playwright/test';

export type StoredProfile = {
  token: string;
  result: { _id: string; name: string; email: string };
  userProfile: {
    logo: string;
    businessName: string;
    name: string;
    razorpayKey: string;
    razorpaySecretSet: boolean;
    tokenSet: boolean;
    upiId: string;
    paymentDetails: string;
    isEnabled: boolean;
  };
};

/** The little of the browser's globals these helpers touch (this project's tsconfig has no DOM library). */
type BrowserWindow = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  innerWidth: number;
  document: { documentElement: { scrollWidth: number } };
};

function base64Url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with an `exp`: enough for the browser, which only reads it. */
export function buildToken(expiresInSeconds: number): string {
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: crypto.randomUUID(), exp })}.signature`;
}

export function buildProfile(userProfile: Partial<StoredProfile['userProfile']> = {}): StoredProfile {
  return {
    token: buildToken(3600),
    result: {
      _id: crypto.randomUUID(),
      name: 'Asha Verma',
      email: `asha-${crypto.randomUUID()}@example.com`,
    },
    userProfile: {
      logo: '',
      businessName: 'Sunrise Residency',
      name: 'Asha Verma',
      razorpayKey: 'rzp_test_key',
      razorpaySecretSet: true,
      tokenSet: false,
      upiId: '',
      paymentDetails: '',
      isEnabled: true,
      ...userProfile,
    },
  };
}

/** Stores a session the way the app does after signing in, from a page of the app's own origin. */
export async function storeProfile(page: Page, profile: StoredProfile): Promise<void> {
  await page.goto('/home');
  await page.evaluate(
    (value) => (globalThis as unknown as BrowserWindow).localStorage.setItem('profile', value),
    JSON.stringify(profile),
  );
}

export async function readStoredProfile(page: Page): Promise<string | null> {
  return page.evaluate(() => (globalThis as unknown as BrowserWindow).localStorage.getItem('profile'));
}

/** Saves e2e/screenshots/{name}-{desktop|phone}.png after checking nothing overflows sideways. */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const overflow = await page.evaluate(() => {
    const browser = globalThis as unknown as BrowserWindow;
    return browser.document.documentElement.scrollWidth - browser.innerWidth;
  });
  expect(overflow, 'the page must not scroll sideways').toBeLessThanOrEqual(0);
  await page.screenshot({
    path: `e2e/screenshots/${name}-${testInfo.project.name}.png`,
    animations: 'disabled',
  });
}

/** Fails a test on any console error or uncaught exception, which includes CSP violations. */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(undefined);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
