import {
  addCustomerThroughApi,
  newAccount,
  runAdmin,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, readStoredProfile, saveScreenshot, storeProfile, test } from './fixtures';

test('a plan that ends while the owner works takes them to /expired, with no error on screen', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const account = newAccount('Kavya');
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, account), {
    businessName: 'Palm Grove Society',
    upiId: 'palmgrove@okhdfc',
  });
  await addCustomerThroughApi(request, session, {
    name: 'Vikram Shah',
    email: 'vikram@example.test',
    phone: '98200 33445',
    block: 'C',
    floor: '4',
    flat: 'C-402',
    flatarea: 980,
    price: 3,
  });
  await storeProfile(page, session);
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('combobox', { name: 'Select Customer' }).fill('Vikram');
  await page.getByRole('option', { name: /Vikram/ }).click();
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance');

  // The plan ends while the form is open; the save is refused with 403 'Plan expired'.
  runAdmin('expire', account.email);
  consoleErrors.expectRefusal(403);
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page).toHaveURL('/expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Expired!!!' })).toBeVisible();
  // Counted at once, not awaited to disappear: a snackbar would hide by itself after a few seconds.
  const errorsShown = async () =>
    (await page.getByText(/Plan expired/).count()) +
    (await page.getByRole('alert').count()) +
    (await page.getByRole('button', { name: 'Try again' }).count());
  expect(await errorsShown()).toBe(0);
  await saveScreenshot(page, testInfo, 'plan-ended-in-session');
  expect(await errorsShown()).toBe(0);

  // The browser remembers: another page of the app leads back to /expired without asking the server.
  expect(JSON.parse((await readStoredProfile(page)) ?? '{}').userProfile.isEnabled).toBe(false);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/expired');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
});

test('signing in to an ended plan opens /expired without saying the sign-in succeeded', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount('Imran');
  await signUpThroughApi(request, account);
  runAdmin('expire', account.email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Expired!!!' })).toBeVisible();
  // Counted at once, not awaited to disappear: the snackbar would hide by itself after a few seconds.
  expect(await page.getByText('Signin successful').count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
  await saveScreenshot(page, testInfo, 'plan-expired-sign-in');
});
