import { addCustomerThroughApi, newAccount, signUpThroughApi } from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('an owner adds, finds, edits, pages through and deletes customers', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpThroughApi(request, newAccount('Nisha'));
  // Added out of order: the list must show A-2 before A-10.
  for (const flat of [10, 1, 12, 2, 11, 3, 4, 5, 6, 7, 8, 9]) {
    await addCustomerThroughApi(request, session, {
      name: `Resident of A-${flat}`,
      email: `a${flat}@example.test`,
      phone: `98200 000${String(flat).padStart(2, '0')}`,
      block: 'A',
      floor: '1',
      flat: `A-${flat}`,
      flatarea: 1000 + flat,
      price: 3,
    });
  }
  await storeProfile(page, session);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible({ timeout: 15_000 });
  const residents = page.getByText(/^Resident of A-\d+$/);
  await expect(residents).toHaveCount(10);
  expect(await residents.allTextContents()).toEqual(
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((flat) => `Resident of A-${flat}`),
  );
  await saveScreenshot(page, testInfo, 'customers');

  // Add.
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await dialog.getByRole('button', { name: 'Save Customer' }).click();
  await expect(dialog.getByText('Please enter the name')).toBeVisible();
  await dialog.getByLabel('Name').fill('Zoya Khan');
  await dialog.getByLabel('Email').fill('zoya@example.test');
  await dialog.getByLabel('Phone').fill('98200 12345');
  await dialog.getByLabel('Block').fill('B');
  await dialog.getByLabel('Floor').fill('3');
  await dialog.getByLabel('Flat No.').fill('B-301');
  await dialog.getByLabel('Flat Area (sq.ft)').fill('1250.5');
  await dialog.getByLabel('Price per sq.ft').fill('3.25');
  await saveScreenshot(page, testInfo, 'customer-new');
  await dialog.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search.
  await page.getByLabel('Search customers').fill('zoya');
  await expect(page.getByText('Zoya Khan')).toBeVisible();
  await expect(residents).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'customers-search');

  // Edit: the flat stays as it is.
  await page.getByRole('button', { name: 'Edit Zoya Khan' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Customer' });
  await expect(editor.getByLabel('Flat No.')).toHaveAttribute('readonly', '');
  await editor.getByLabel('Name').fill('Zoya A. Khan');
  await saveScreenshot(page, testInfo, 'customer-edit');
  await editor.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Customer updated successfully')).toBeVisible();
  await expect(page.getByText('Zoya A. Khan')).toBeVisible();

  // Page through the whole list.
  await page.getByLabel('Search customers').fill('');
  await expect(residents).toHaveCount(10);
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(residents).toHaveCount(2);
  await expect(page.getByText('Zoya A. Khan')).toBeVisible();
  await page.getByRole('button', { name: 'Go to first page' }).click();
  await expect(residents).toHaveCount(10);

  // Delete, after a confirmation naming the customer.
  await page.getByRole('button', { name: 'Delete Resident of A-1', exact: true }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete customer?' });
  await expect(confirmation).toContainText('Delete Resident of A-1 (Block A, Floor 1, Flat A-1)?');
  await saveScreenshot(page, testInfo, 'customer-delete');
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
  await expect(page.getByText('Resident of A-1', { exact: true })).toBeHidden();

  const list = await request.get('/api/v2/clients/user?limit=0', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const answer = await list.json();
  expect(answer.total).toBe(12);
  expect(answer.data.find((customer: { flat: string }) => customer.flat === 'B-301')).toMatchObject({
    name: 'Zoya A. Khan',
    phone: '+919820012345',
    flatarea: 1250.5,
    price: 3.25,
  });
});

test('the speed dial opens the New Customer dialog from any signed-in page', async ({ page, request }) => {
  await storeProfile(page, await signUpThroughApi(request, newAccount('Omar')));
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'New Customer' }).click();
  await expect(page.getByRole('dialog', { name: 'New Customer' })).toBeVisible();
  await expect(page).toHaveURL('/customers');
  await expect(page.getByText('No customers yet. Click the plus icon to add customer')).toBeAttached();
});

test('an owner imports a building of 300 flats; the preview shows exactly the three bad rows', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpThroughApi(request, newAccount('Vikram'));
  const lines = ['Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.'];
  for (let flat = 1; flat <= 300; flat += 1) {
    const floor = Math.ceil(flat / 10);
    lines.push(
      `Resident ${flat},,r${flat}@example.test,98200 ${String(10_000 + flat)},${900 + flat},3.25,C,${floor},C-${flat}`,
    );
  }
  // Three mistakes, on spreadsheet rows 15, 121 and 301 (row 1 is the header).
  lines[14] = 'Resident 14,,not-an-email,,914,3.25,C,2,C-14';
  lines[120] = 'Resident 120,,r120@example.test,,big,3.25,C,12,C-120';
  lines[300] = 'Resident 300,,r300@example.test,,1200,3.25,C,1,C-7';

  await storeProfile(page, session);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import customers' });
  await saveScreenshot(page, testInfo, 'customers-import');
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'block-c.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\r\n')),
  });
  await expect(dialog.getByRole('list', { name: 'Summary' })).toContainText('297 new');
  await expect(dialog.getByRole('list', { name: 'Summary' })).toContainText('3 with errors');
  await expect(dialog.getByRole('switch', { name: 'Show only rows with errors' })).toBeChecked();
  const problems = dialog.getByText(/^(Email|Flat Area \(sq\.ft\)|Flat No\.): /);
  await expect(problems).toHaveCount(3);
  expect(await problems.allTextContents()).toEqual([
    'Email: Please enter a valid email address',
    'Flat Area (sq.ft): Flat Area (sq.ft) must be a number',
    'Flat No.: Block C, Floor 1, Flat C-7 is also on row 8',
  ]);
  await saveScreenshot(page, testInfo, 'customers-import-preview');

  await dialog.getByRole('button', { name: 'Import 297 customers' }).click();
  await expect(page.getByText(/^Imported 297 customers/)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Resident 1', { exact: true })).toBeVisible();

  const list = await request.get('/api/v2/clients/user?limit=0', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await list.json()).total).toBe(297);
});
