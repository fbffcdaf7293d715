import { newAccount, signUpThroughApi } from './accounts';
import { expect, saveScreenshot, storeProfile, test, typeDate } from './fixtures';

const HEADER =
  'Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.,Opening Balance,As Of';

test('a treasurer brings in opening balances with the flats, sees them on a flat, and sets one by hand', async ({
  page,
  request,
}, testInfo) => {
  const session = await signUpThroughApi(request, newAccount('Lata'));
  const file = [
    HEADER,
    'Asha Verma,,asha@example.test,98200 10001,1250.5,3.25,D,1,D-101,"12,500.50",31/03/2026',
    'Ravi Rao,,ravi@example.test,98200 10002,900,3.25,D,1,D-102,-3000,2026-03-31',
    'Meena Iyer,,meena@example.test,98200 10003,900,3.25,D,1,D-103,,',
    'Kiran Das,,kiran@example.test,98200 10004,900,3.25,D,1,D-104,12.345,31/03/2026',
  ].join('\r\n');

  await storeProfile(page, session);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import customers' });
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'block-d.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file),
  });
  await expect(dialog.getByRole('list', { name: 'Summary' })).toContainText('3 new');
  await expect(dialog.getByRole('list', { name: 'Summary' })).toContainText('1 with errors');
  await expect(
    dialog.getByText('Opening Balance: The opening balance can have at most 2 decimals'),
  ).toBeVisible();
  await dialog.getByRole('switch', { name: 'Show only rows with errors' }).click();
  await expect(dialog.getByText('₹12,500.50 arrears as of 31 Mar 2026')).toBeVisible();
  await expect(dialog.getByText('₹3,000.00 advance as of 31 Mar 2026')).toBeVisible();
  await saveScreenshot(page, testInfo, 'opening-import-preview');

  await dialog.getByRole('button', { name: 'Import 3 customers' }).click();
  await expect(page.getByText(/^Imported 3 customers/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Asha's flat: what she brought in, owed in full.
  await page.getByRole('link', { name: 'Asha Verma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Asha Verma' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Opening arrears₹12,500.50');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('As of 31 Mar 2026');
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Dues₹12,500.50');
  await saveScreenshot(page, testInfo, 'opening-customer-page');

  // Meena brought nothing in: the treasurer types her arrears by hand, with the keyboard.
  await page.getByRole('link', { name: 'All customers' }).click();
  await page.getByRole('link', { name: 'Meena Iyer' }).click();
  const meena = page.getByRole('region', { name: 'Account' });
  await expect(meena).toContainText('Opening balanceNone');
  await page.getByRole('button', { name: 'Set opening balance' }).click();
  const opening = page.getByRole('dialog', { name: 'Opening balance' });
  await opening.getByRole('textbox', { name: 'Opening balance' }).fill('4,250.75');
  await opening.getByRole('button', { name: 'Save opening balance' }).click();
  await expect(opening.getByText('Please enter the date the opening balance is as of')).toBeVisible();
  await typeDate(opening.getByRole('group', { name: 'As of' }), '31', '03', '2026');
  await saveScreenshot(page, testInfo, 'opening-balance-dialog');
  await opening.getByRole('button', { name: 'Save opening balance' }).click();
  await expect(opening).toBeHidden();
  await expect(meena).toContainText('Opening arrears₹4,250.75');
  await expect(meena).toContainText('Dues₹4,250.75');
  await saveScreenshot(page, testInfo, 'opening-customer-page-set');

  const customers = await request.get('/api/v2/clients/user?limit=0&search=Meena', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const [meenaRow] = (await customers.json()).data;
  const ledger = await request.get(`/api/v2/clients/${meenaRow._id}/ledger`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(await ledger.json()).toMatchObject({
    opening: { amount: 4_250.75, asOf: '2026-03-31' },
    dues: 4_250.75,
    advance: 0,
  });
});
