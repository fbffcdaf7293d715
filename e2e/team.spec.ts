import type { Page, TestInfo } from '@playwright/test';
import {
  addCustomerThroughApi,
  linkPathFromOutbox,
  newAccount,
  PASSWORD,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { closeSnackbar, expect, readStoredProfile, saveScreenshot, storeProfile, test } from './fixtures';
import { startInvoiceFor } from './invoice-form';

/** The owner's Invite dialog, filled and sent; answers the address the invitation went to. */
async function invite(page: Page, email: string, role: 'Treasurer' | 'Committee / auditor') {
  await page.getByRole('button', { name: 'Invite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite to the team' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  if (role !== 'Treasurer') {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: role }).click();
  }
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await closeSnackbar(page);
}

/** Leaves the session behind, as "Logout" does, and opens the invitation's link as the invitee. */
async function joinAs(page: Page, email: string, firstName: string) {
  await page.evaluate(() =>
    (globalThis as unknown as { localStorage: { removeItem(key: string): void } }).localStorage.removeItem(
      'profile',
    ),
  );
  await page.goto(await linkPathFromOutbox(email, 'join'));
  await expect(page.getByRole('heading', { level: 1, name: 'Join Maple Court Society' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'First Name' }).fill(firstName);
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Kapoor');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat Password').fill(PASSWORD);
}

async function tokenOf(page: Page): Promise<string> {
  return JSON.parse((await readStoredProfile(page)) ?? '{}').token;
}

async function openNavigation(page: Page, testInfo: TestInfo) {
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

test('an owner invites a treasurer and an auditor: the treasurer bills and records a payment; the auditor reads and exports but writes nothing', async ({
  page,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const request = page.request;
  const owner = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Meera')), {
    businessName: 'Maple Court Society',
    upiId: 'maplecourt@okaxis',
  });
  await addCustomerThroughApi(request, owner, {
    name: 'Sunil Joshi',
    email: 'sunil@example.test',
    phone: '98200 11223',
    block: 'D',
    floor: '4',
    flat: 'D-402',
    flatarea: 1000,
    price: 3,
  });
  const id = crypto.randomUUID().slice(0, 8);
  const treasurerEmail = `ravi.${id}@example.test`;
  const auditorEmail = `nisha.${id}@example.test`;

  // 1. The owner invites both from Settings → Team.
  await storeProfile(page, owner);
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible({ timeout: 15_000 });
  await invite(page, treasurerEmail, 'Treasurer');
  await invite(page, auditorEmail, 'Committee / auditor');
  const invitations = page.getByRole('region', { name: 'Invitations not yet accepted' });
  await expect(invitations).toContainText(treasurerEmail);
  await expect(invitations).toContainText(`${auditorEmail}`);
  await expect(invitations).toContainText('Committee / auditor');
  await saveScreenshot(page, testInfo, 'team-invitations');
  await expect(page.getByRole('list', { name: 'Your sessions' })).toContainText('This browser');

  // 2. The treasurer joins with a new account, bills the flat and records its payment.
  await joinAs(page, treasurerEmail, 'Ravi');
  await saveScreenshot(page, testInfo, 'team-join');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page.getByText('Welcome to Maple Court Society')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await startInvoiceFor(page, 'Sunil', 'Invoice');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance, November');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await closeSnackbar(page);
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record Payment' });
  await payment.getByRole('button', { name: 'Save Record' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(page.getByText(/^Paid$/).first()).toBeVisible();
  const invoiceUrl = page.url();
  // Keys and the team stay the owner's.
  await page.goto('/settings');
  await expect(page.getByText("Only the business's owner changes its profile and settings.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await page.goto('/settings/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite' })).toHaveCount(0);

  // 3. The auditor joins, reads the bill and exports the dues, and finds no control that writes.
  await joinAs(page, auditorEmail, 'Nisha');
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const navigation = await openNavigation(page, testInfo);
  await expect(navigation.getByRole('link', { name: 'Invoices', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Create', exact: true })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Reminders', exact: true })).toHaveCount(0);
  if (testInfo.project.name === 'phone') await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Quick actions' })).toHaveCount(0);

  await page.goto(invoiceUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^Paid$/).first()).toBeVisible();
  for (const name of ['Edit Invoice', 'Record Payment', 'Credit note', 'Send Email', 'Send WhatsApp']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Delete payment/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'team-auditor-invoice');

  await page.goto('/customers');
  await expect(page.getByText('Sunil Joshi').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Add Customer' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit Sunil/ })).toHaveCount(0);

  await page.goto('/reports/dues');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Remind these/ })).toHaveCount(0);
  // The month's collection, with the treasurer's receipt in it, downloads as a workbook.
  await page.goto('/reports/collection');
  await expect(page.getByRole('button', { name: 'Export XLSX' })).toBeEnabled({ timeout: 15_000 });
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await exported).suggestedFilename()).toBe('Collection-Maple Court Society.xlsx');
  await page.goto('/invoice');
  await expect(page.getByText('Your role in this business reads its books')).toBeVisible();

  // The server is the rule: the auditor's own session is refused a write.
  const refused = await request.post('/api/v2/clients', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      name: 'Intruder',
      email: 'x@example.test',
      phone: '98200 00000',
      block: 'Z',
      floor: '1',
      flat: 'Z-1',
      flatarea: 1,
      price: 1,
    },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(
    'Your role in this business does not allow this. Please ask its owner.',
  );
  consoleErrors.expectRefusal(403);

  // 4. The owner reads who did what in Settings → Activity, narrows it to the treasurer, exports it and checks it.
  await storeProfile(page, owner);
  await page.goto('/settings/activity');
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible({ timeout: 15_000 });
  const entries = page.getByRole('article');
  await expect(entries.first()).toContainText('Team member · Joined');
  await expect(entries.filter({ hasText: 'Receipt · Recorded' })).toContainText('by Ravi Kapoor');
  await page.getByRole('combobox', { name: 'Person' }).click();
  await page.getByRole('option', { name: 'Ravi Kapoor' }).click();
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Receipt · Recorded');
  await expect(entries.nth(1)).toContainText('Invoice · Created');
  await expect(entries.nth(2)).toContainText('Team member · Joined');
  const activityFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await activityFile).suggestedFilename()).toBe('Activity-Maple Court Society.xlsx');
  await page.getByRole('button', { name: 'Verify trail' }).click();
  await expect(page.getByText(/^The trail holds: all \d+ entries are as they were written/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'team-activity');

  // 5. The owner closes this month: an edit of the treasurer's bill dated in it is refused until it is reopened.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const thisMonth = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }).slice(0, 7);
  await page.getByRole('textbox', { name: 'Month' }).fill(thisMonth);
  await page.getByRole('button', { name: 'Close the month' }).click();
  await expect(page.getByText('The month is closed')).toBeVisible();
  const closedMonths = page.getByRole('list', { name: 'Closed months' });
  await expect(closedMonths).toContainText('closed by Meera Verma');
  await expect(entries.first()).toContainText('Month · Books closed');
  await closeSnackbar(page);
  await page.goto(invoiceUrl.replace('/auth/invoice/', '/edit/invoice/'));
  await page.getByRole('textbox', { name: 'Notes / payment details' }).fill('Changed after the close');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(
    page.getByText(
      /^Error: The books for .+ are closed: nothing dated in it can be added, changed or removed/,
    ),
  ).toBeVisible();
  consoleErrors.expectRefusal(409);
  await saveScreenshot(page, testInfo, 'team-closed-month-refused');
  await page.goto('/settings/activity');
  await page.getByRole('button', { name: /^Reopen / }).click();
  await expect(page.getByText(/is open again$/)).toBeVisible();
  await expect(page.getByText('No month is closed yet.')).toBeVisible();

  // The bill's own page shows its history.
  await page.goto(invoiceUrl);
  const history = page.getByRole('region', { name: 'History' });
  await expect(history).toContainText('Created');
  await expect(history).toContainText('by Ravi Kapoor');
  await history.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'team-invoice-history');
});
