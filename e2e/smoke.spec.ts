import { newAccount, saveProfileThroughApi, signUpThroughApi } from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('landing page invites visitors to get started', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create Professional Invoices Effortlessly' }),
  ).toBeVisible();
  // A visitor's landing is React and the page alone: neither the router nor the app's frame.
  expect(scripts.filter((script) => /\/assets\/(router|shell|app)-/.test(script))).toEqual([]);
  expect(scripts.some((script) => /\/assets\/landing-/.test(script))).toBe(true);
  await saveScreenshot(page, testInfo, 'landing');

  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'login');
});

test('an unknown address shows Page Not Found, whose Home asks a visitor to sign in', async ({
  page,
}, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'not-found');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a signed-in user gets the app shell: navigation, account menu and quick actions', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpThroughApi(request, newAccount('Asha'));
  await storeProfile(
    page,
    await saveProfileThroughApi(request, session, {
      businessName: 'Sunrise Residency',
      token: 'whatsapp-cloud-api-token',
    }),
  );
  await page.goto('/home');
  await expect(page.getByRole('button', { name: 'Account menu for Asha Verma' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'landing-signed-in');

  await page.getByRole('link', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Sunrise Residency');
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard');

  if (testInfo.project.name === 'phone') {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await saveScreenshot(page, testInfo, 'navigation');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invoices' }).click();
  }
  await expect(page).toHaveURL('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();

  await page.getByRole('button', { name: 'Account menu for Asha Verma' }).click();
  await expect(page.getByRole('menuitem', { name: 'Asha' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'account-menu');
  await page.keyboard.press('Escape');

  await page.goto('/overdue');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'New Customer' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Send Reminder via WhatsApp' })).toBeEnabled();
  await saveScreenshot(page, testInfo, 'speed-dial');
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  await expect(page.getByRole('dialog', { name: 'New Customer' })).toBeVisible();
  await expect(page).toHaveURL('/customers');
});
