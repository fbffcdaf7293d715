import { billHeadInUseMessage } from '@domain/api/bill-heads';
import { NON_OCCUPANCY_CAP_WARNING } from '@domain/bill-heads';
import type { Page } from '@playwright/test';
import { newAccount, saveProfileThroughApi, signUpThroughApi } from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

/** The heads' names in bill order, read from their Move up buttons (the table and the cards have them). */
async function headOrder(page: Page): Promise<string[]> {
  const buttons = await page.getByRole('button', { name: /^Move .+ up$/ }).all();
  const labels = await Promise.all(buttons.map((button) => button.getAttribute('aria-label')));
  return labels.map((label) => (label ?? '').replace(/^Move /, '').replace(/ up$/, ''));
}

test('an owner sets up the society’s bill heads and sees what a flat pays', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Kavita')),
    {
      businessName: 'Sunrise Residency CHS',
      upiId: 'sunrise@okaxis',
    },
  );
  await storeProfile(page, session);

  // Settings → Bill heads.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Bill heads' }).click();
  await expect(page).toHaveURL('/settings/bill-heads');
  await expect(page.getByRole('heading', { level: 1, name: 'Bill heads' })).toBeVisible();
  await expect(page.getByText(/No bill heads yet/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'bill-heads-empty');

  // Maintenance, ₹3.25 per sq.ft: the dialog refuses an empty form first.
  await page.getByRole('button', { name: 'Add bill head' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add bill head' });
  await dialog.getByRole('button', { name: 'Save bill head' }).click();
  await expect(dialog.getByText('Please enter the name')).toBeVisible();
  await expect(dialog.getByText('Please enter the rate as a number')).toBeVisible();
  await dialog.getByLabel('Name').fill('Maintenance');
  await dialog.getByLabel('Rate per sq.ft (₹)').fill('3.25');
  await expect(dialog.getByText('₹4,062.50')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bill-heads-dialog');
  await dialog.getByRole('button', { name: 'Save bill head' }).click();
  await expect(page.getByText('Maintenance added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Sinking fund, ₹500 per flat, exempt from GST.
  await page.getByRole('button', { name: 'Add bill head' }).click();
  dialog = page.getByRole('dialog', { name: 'Add bill head' });
  await dialog.getByLabel('Name').fill('Sinking fund');
  await dialog.getByLabel('Charged').selectOption({ label: 'Fixed amount per flat' });
  await dialog.getByLabel('Amount per flat (₹)').fill('500');
  await dialog.getByLabel('GST treatment').selectOption({ label: 'Exempt' });
  await dialog.getByRole('button', { name: 'Save bill head' }).click();
  await expect(page.getByText('Sinking fund added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Non-occupancy charges, 12 % of Maintenance, let-out flats only: above Maharashtra's 10 % cap.
  await page.getByRole('button', { name: 'Add bill head' }).click();
  dialog = page.getByRole('dialog', { name: 'Add bill head' });
  await dialog.getByLabel('Name').fill('Non-occupancy charges');
  await dialog.getByLabel('Charged').selectOption({ label: 'Percentage of other heads' });
  await dialog.getByLabel('Percentage (%)').fill('12');
  await dialog.getByLabel('Applies to').selectOption({ label: 'Only let-out flats' });
  await dialog.getByLabel('Percentage of').click();
  await page.getByRole('option', { name: 'Maintenance' }).click();
  await expect(dialog.getByText(NON_OCCUPANCY_CAP_WARNING)).toBeVisible();
  await expect(dialog.getByText('₹487.50')).toBeVisible();
  await saveScreenshot(page, testInfo, 'bill-heads-dialog-percent');
  await dialog.getByRole('button', { name: 'Save bill head' }).click();
  await expect(page.getByText('Non-occupancy charges added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The list, in bill order, with the warning; and what a flat pays, worked out to the paisa.
  const main = page.getByRole('main');
  await expect(main.getByText('₹3.25 per sq.ft')).toBeVisible();
  await expect(main.getByText('₹500 per flat')).toBeVisible();
  await expect(main.getByText('12 % of Maintenance')).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: NON_OCCUPANCY_CAP_WARNING })).toBeVisible();
  expect(await headOrder(page)).toEqual(['Maintenance', 'Sinking fund', 'Non-occupancy charges']);
  const example = page.getByRole('region', { name: 'What a flat pays' });
  // 1,250 sq.ft × ₹3.25 = ₹4,062.50, + ₹500; let out, + 12 % of ₹4,062.50 = ₹487.50.
  await expect(example).toContainText('A 1,250 sq.ft flat with 1 parking slot pays ₹4,562.50 a month.');
  await expect(example).toContainText('Let out, the same flat pays ₹5,050.00 a month.');
  await saveScreenshot(page, testInfo, 'bill-heads');
  await example.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'bill-heads-example');

  // Sinking fund moves above Maintenance, from the keyboard.
  await page.getByRole('button', { name: 'Move Sinking fund up' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => headOrder(page)).toEqual(['Sinking fund', 'Maintenance', 'Non-occupancy charges']);
  await expect(page.getByRole('button', { name: 'Move Sinking fund down' })).toBeFocused();

  // Sinking fund goes up to ₹600 a flat.
  await page.getByRole('button', { name: 'Edit Sinking fund' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit bill head' });
  await expect(dialog.getByLabel('Amount per flat (₹)')).toHaveValue('500');
  await dialog.getByLabel('Amount per flat (₹)').fill('600');
  // The rest of the form: which flats it bills, a flat's own rate, active.
  await dialog.getByRole('button', { name: "Add a flat's own rate" }).click();
  await expect(dialog.getByLabel('Flat 1', { exact: true })).toBeVisible();
  await dialog.getByRole('switch', { name: 'Active' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'bill-heads-dialog-edit');
  await dialog.getByRole('button', { name: 'Remove flat 1' }).click();
  await dialog.getByRole('button', { name: 'Save bill head' }).click();
  await expect(page.getByText('Sinking fund saved')).toBeVisible();
  await expect(main.getByText('₹600 per flat')).toBeVisible();
  await expect(example).toContainText('pays ₹4,662.50 a month.');

  // Maintenance cannot go while Non-occupancy charges is a percentage of it.
  consoleErrors.expectRefusal(409);
  await page.getByRole('button', { name: 'Delete Maintenance' }).click();
  let confirmation = page.getByRole('dialog', { name: 'Delete bill head?' });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirmation.getByText(billHeadInUseMessage('Maintenance', 'Non-occupancy charges')),
  ).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await saveScreenshot(page, testInfo, 'bill-heads-delete-refused');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();

  // Non-occupancy charges can.
  await page.getByRole('button', { name: 'Delete Non-occupancy charges' }).click();
  confirmation = page.getByRole('dialog', { name: 'Delete bill head?' });
  await expect(confirmation).toContainText('Delete Non-occupancy charges?');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Non-occupancy charges deleted')).toBeVisible();
  await expect.poll(() => headOrder(page)).toEqual(['Sinking fund', 'Maintenance']);
  await expect(example).not.toContainText('Let out');

  // What the browser shows is what the server keeps.
  const answer = await request.get('/api/v2/bill-heads', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(answer.status()).toBe(200);
  const { items } = await answer.json();
  expect(items).toMatchObject([
    { name: 'Sinking fund', basis: 'flat', rate: 600, gstTreatment: 'exempt', order: 0, warnings: [] },
    { name: 'Maintenance', basis: 'area', rate: 3.25, gstTreatment: 'taxable', hsn: '995419', order: 1 },
  ]);
});
