import { readFileSync } from 'node:fs';
import type { TAuthResult } from '@domain/api/profile';
import {
  type Browser,
  test as base,
  type Download,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

export type StoredProfile = TAuthResult;

/** The little of the browser's globals these helpers touch (this project's tsconfig has no DOM library). */
type BrowserWindow = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
  innerWidth: number;
  document: { documentElement: { scrollWidth: number } };
};

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

/** A documentation-range address per test: its requests count as one client's for the rate limits. */
function clientAddress(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  return `198.51.${bytes[0]}.${bytes[1]}`;
}

export type ConsoleErrors = {
  /** The browser reports every 4xx answer on the console; a test that provokes one says which it expects. */
  expectRefusal: (status: number) => void;
  /** A test that takes the browser offline expects its requests to fail. */
  expectOffline: () => void;
};

/** Fails a test on any console error or uncaught exception, which includes CSP violations. */
export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const expected = new Set<string>();
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use({
        expectRefusal: (status) =>
          expected.add(`Failed to load resource: the server responded with a status of ${status}`),
        expectOffline: () => expected.add('Failed to load resource: net::ERR_INTERNET_DISCONNECTED'),
      });
      const unexpected = errors.filter((error) => ![...expected].some((text) => error.startsWith(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** A browser page that has never signed in (a member, a client), at the size of the test's project. */
export async function newVisitorPage(browser: Browser, page: Page, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    isMobile: testInfo.project.name === 'phone',
    hasTouch: testInfo.project.name === 'phone',
  });
  return context.newPage();
}

/** The side navigation's link: beside the page on a desktop, behind the menu button on a phone. */
export async function openFromNavigation(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
}

/** Closes the snackbar on top, so the next one is read alone. */
export async function closeSnackbar(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Close' }).first().click();
}

/** A download's name and whether its bytes are a PDF. */
export async function savedPdf(download: Download) {
  const bytes = readFileSync(await download.path());
  return { name: download.suggestedFilename(), isPdf: bytes.subarray(0, 4).toString() === '%PDF' };
}

export { expect };

/**
 * Types a date (`dd`, `mm`, `yyyy`) into a form's date field a part at a time, as a person watching the
 * field types it: each part shows before the next is typed, and the whole date shows at the end. Eight
 * keys in one burst can outrun a page that is still rendering under load.
 */
export async function typeDate(field: Locator, day: string, month: string, year: string): Promise<void> {
  const part = (name: string) => field.getByRole('spinbutton', { name });
  const keyboard = field.page().keyboard;
  await part('Day').click();
  await keyboard.type(day);
  await expect(part('Day')).toHaveText(day);
  await keyboard.type(month);
  await expect(part('Month')).toHaveText(month);
  await keyboard.type(year);
  await expect(part('Year')).toHaveText(year);
  await expect(part('Day')).toHaveText(day);
  await expect(part('Month')).toHaveText(month);
}
