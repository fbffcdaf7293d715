import { FORGOT_MESSAGE } from '@domain/api/auth';
import { PHONE_NUMBER_MESSAGE, WEBSITE_MESSAGE } from '@domain/api/contact';
import { linkPathFromOutbox, newAccount, runAdmin, signUpThroughApi } from './accounts';
import { expect, readStoredProfile, saveScreenshot, storeProfile, test } from './fixtures';
import { hugeHeaderPng, squarePng } from './png';

test('a new owner signs up, sets up the business with a logo, and works under it', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const account = newAccount('Meera');
  await page.goto('/login');
  await page.getByRole('button', { name: "Don't have an account? Sign Up" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First Name').fill(account.firstName);
  await page.getByLabel('Last Name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByLabel('Repeat Password').fill('not the same password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat Password').fill(account.password);
  await saveScreenshot(page, testInfo, 'sign-up');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // A new owner starts on the settings, in edit mode, with the name and e-mail from sign-up.
  await expect(page).toHaveURL('/settings');
  const form = page.getByRole('form', { name: 'Business profile' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue(account.email);
  await saveScreenshot(page, testInfo, 'settings-new');

  await form.getByLabel('Business Name').fill('Lake View Apartments');
  // The browser refuses what the server would, with the same words, before anything is sent.
  const phone = form.getByRole('textbox', { name: 'Phone Number', exact: true });
  await phone.fill('2023-02-30');
  await form.getByLabel('Website').fill('not a url');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(PHONE_NUMBER_MESSAGE)).toBeVisible();
  await expect(form.getByText(WEBSITE_MESSAGE)).toBeVisible();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await saveScreenshot(page, testInfo, 'settings-invalid');
  await phone.fill('+91 98200 12345');
  await form.getByLabel('Website').fill('lakeview.example');
  await form.getByLabel('Contact Address').fill('14 Lake Road, Kolkata 700029');
  // Without a GSTIN the owner chooses the state; a GSTIN says it, and the box follows.
  const state = form.getByRole('combobox', { name: 'State' });
  await state.click();
  await page.getByRole('option', { name: 'Karnataka (29)' }).click();
  await expect(state).toHaveText('Karnataka (29)');
  await form.getByLabel('GST Number').fill('19AAPFU0939F1ZS');
  await expect(form.getByText('Please enter a valid GSTIN (e.g. 27AAPFU0939F1ZV)')).toBeHidden();
  await expect(state).toHaveText('West Bengal (19)');
  await expect(state).toHaveAttribute('aria-disabled', 'true');
  await state.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'settings-state');
  await form.getByLabel('UPI ID').fill('lakeview@okicici');
  // A small file claiming 14,000 × 14,000 pixels is refused, with the limit said under the picker.
  consoleErrors.expectRefusal(400);
  await expect(form.getByText('at most 1 MB and 5,000 × 5,000 pixels')).toBeVisible();
  await form.locator('input[type="file"]').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: hugeHeaderPng(14_000),
  });
  const refusal = form.getByText(
    'The logo must be at most 5,000 × 5,000 pixels; this one is 14,000 × 14,000',
  );
  await expect(refusal).toHaveAttribute('role', 'alert');
  type Scrollable = { scrollIntoView: (options: { block: 'center' }) => void };
  await refusal.evaluate((element) => (element as unknown as Scrollable).scrollIntoView({ block: 'center' }));
  await saveScreenshot(page, testInfo, 'settings-logo-too-large');
  await form.locator('input[type="file"]').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: squarePng(96, [13, 110, 110]),
  });
  await expect(form.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('West Bengal (19)')).toBeVisible();
  await saveScreenshot(page, testInfo, 'settings');

  // What the browser shows is what the server keeps.
  const session = JSON.parse((await readStoredProfile(page)) ?? '{}');
  const saved = await request.get('/api/v2/profiles', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const profile = (await saved.json()).data;
  expect(profile).toMatchObject({
    businessName: 'Lake View Apartments',
    gstno: '19AAPFU0939F1ZS',
    upiId: 'lakeview@okicici',
    email: account.email,
    phoneNumber: '+919820012345',
    website: 'https://lakeview.example',
  });
  expect(profile.logo).toMatch(/^\/api\/v2\/uploads\/[0-9a-f-]{36}$/);
  const logo = await request.get(profile.logo);
  expect(logo.headers()['content-type']).toBe('image/png');

  // With a UPI ID the owner may create invoices; the header shows the logo.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const accountMenu = page.getByRole('button', { name: 'Account menu for Meera Verma' });
  await expect(accountMenu.getByRole('img')).toHaveAttribute('src', profile.logo);
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Create' }),
  ).toBeVisible();
  await saveScreenshot(page, testInfo, 'dashboard-with-logo');
});

test('an owner signs out to /home and signs in again to the dashboard', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  consoleErrors.expectRefusal(400);
  const account = newAccount('Ravi');
  await storeProfile(page, await signUpThroughApi(request, account));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Account menu for Ravi Verma' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
  expect(await readStoredProfile(page)).toBeNull();

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a wrong password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');
  await saveScreenshot(page, testInfo, 'login-refused');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText('Signin successful')).toBeVisible();
  await saveScreenshot(page, testInfo, 'signed-in');

  // A signed-in owner who opens /login again is sent on to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL('/dashboard');
});

test('a forgotten password is reset through the e-mailed link, which ends older sessions', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  const account = newAccount('Kiran');
  const oldSession = await signUpThroughApi(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgotten Password?' }).click();
  await expect(page).toHaveURL('/forgot');
  await page.getByLabel('Email').fill(account.email);
  await saveScreenshot(page, testInfo, 'forgot');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please check your internet connection and try again')).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-offline');
  await context.setOffline(false);

  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(FORGOT_MESSAGE)).toBeVisible();
  await saveScreenshot(page, testInfo, 'forgot-sent');

  await page.goto(await linkPathFromOutbox(account.email, 'reset'));
  const password = page.getByLabel('New Password');
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('a brand new password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await saveScreenshot(page, testInfo, 'reset');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/dashboard');

  const before = await request.get('/api/v2/profiles', {
    headers: { authorization: `Bearer ${oldSession.token}` },
  });
  expect(before.status()).toBe(401);

  // A browser still holding the session from before the reset is signed out at its next call.
  const otherBrowser = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const otherPage = await otherBrowser.newPage();
  await storeProfile(otherPage, oldSession);
  await otherPage.goto('/settings');
  // A fresh context loads the settings code before its first call: allow for a busy machine.
  await expect(otherPage).toHaveURL('/home', { timeout: 15_000 });
  expect(await readStoredProfile(otherPage)).toBeNull();
  await otherBrowser.close();
  const signIn = await request.post('/api/v2/users/signin', {
    data: { email: account.email, password: 'a brand new password' },
  });
  expect(signIn.status()).toBe(200);
});

test('an owner whose plan has ended is sent to /expired, refused by the API, and can log out', async ({
  page,
  request,
}, testInfo) => {
  const account = newAccount('Farah');
  await signUpThroughApi(request, account);
  runAdmin('expire', account.email);

  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/expired');
  await expect(page.getByRole('heading', { level: 1, name: 'Plan Expired!!!' })).toBeVisible();
  await expect(page.getByText('Please renew your plan to continue using our services.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'expired');

  const session = JSON.parse((await readStoredProfile(page)) ?? '{}');
  const refused = await request.get('/api/v2/profiles', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: 'Plan expired' });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/home');
  expect(await readStoredProfile(page)).toBeNull();
});
