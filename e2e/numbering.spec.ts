import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { financialYearLabel, financialYearOf } from '@domain/fy-numbering';
import type { Page } from '@playwright/test';
import { addCustomerThroughApi, newAccount, saveProfileThroughApi, signUpThroughApi } from './accounts';
import { closeSnackbar, expect, saveScreenshot, storeProfile, test, typeDate } from './fixtures';

/** Makes a bill in the invoice form for the flat's customer and answers the number its page shows. */
async function saveInvoice(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Select Customer' }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/invoice\/[0-9a-f-]{36}$/);
  await closeSnackbar(page);
}

test('an owner numbers invoices by financial year: the setting, the form’s next number, a back-dated bill in its own year', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Nisha')), {
    businessName: 'Lotus Court Society',
    upiId: 'lotuscourt@okaxis',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  await addCustomerThroughApi(request, session, {
    name: 'Farah Khan',
    email: 'farah@example.test',
    phone: '98200 55667',
    block: 'C',
    floor: '1',
    flat: 'C-102',
    flatarea: 1000,
    price: 3,
  });
  const year = financialYearOf(todayIn(DEFAULT_TIME_ZONE, new Date()));
  const thisYear = financialYearLabel(year);
  const lastYear = financialYearLabel(year - 1);
  await storeProfile(page, session);

  // 1. Settings → Document numbering: every series continuous until the owner chooses.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Document numbering' });
  const invoices = section.getByRole('group', { name: 'Invoices' });
  await expect(invoices.getByRole('radio', { name: 'Continuous' })).toBeChecked();
  await expect(invoices).toContainText('Next: 001');
  await expect(section.getByRole('group', { name: 'Receipts' })).toContainText('Next: R-001');

  await invoices.getByRole('radio', { name: 'By financial year' }).check();
  const pattern = invoices.getByRole('textbox', { name: 'Invoices pattern' });
  await expect(pattern).toHaveValue('{FY}/');
  await expect(invoices).toContainText(`Next: ${thisYear}/001 · from 1 April ${year + 1}:`);
  // GST allows 16 characters: INV/2026-27/99999 would have 17.
  await pattern.fill('INV/{FY}/');
  await expect(invoices).toContainText('Invoice numbers can have at most 16 characters');
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'numbering-pattern-too-long');
  await pattern.fill('{FY}/');
  await expect(invoices).toContainText(`Next: ${thisYear}/001`);
  await section.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'numbering-settings');
  await section.getByRole('button', { name: 'Save numbering' }).click();
  await expect(page.getByText('Numbering saved')).toBeVisible();
  await closeSnackbar(page);
  const stored = await request.get('/api/v2/settings/numbering', { headers });
  expect((await stored.json()).invoices).toMatchObject({ mode: 'financial-year', pattern: '{FY}/' });

  // 2. A new invoice shows the next number of this year, and its page the number it took.
  await page.goto('/invoice');
  const number = page.getByRole('textbox', { name: 'Invoice No.' });
  await expect(number).toHaveValue(`${thisYear}/001`, { timeout: 15_000 });
  await expect(
    page.getByText(`Next of ${thisYear}, the year of the date; or type a serial (7)`),
  ).toBeVisible();
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'numbering-invoice-form');
  await saveInvoice(page, 'Farah');
  await expect(page.getByText(`No. ${thisYear}/001`)).toBeVisible();
  await saveScreenshot(page, testInfo, 'numbering-invoice');

  // 3. Dated 15 March, last financial year: the form follows the date, and the bill takes that year's 001.
  await page.goto('/invoice');
  await expect(number).toHaveValue(`${thisYear}/002`, { timeout: 15_000 });
  await typeDate(page.getByRole('group', { name: 'Date', exact: true }), '15', '03', String(year));
  await expect(number).toHaveValue(`${lastYear}/001`);
  await saveInvoice(page, 'Farah');
  await expect(page.getByText(`No. ${lastYear}/001`)).toBeVisible();

  const list = await request.get(`/api/v2/invoices/all/${session.result._id}?sort=number&limit=0`, {
    headers,
  });
  expect((await list.json()).data.map((row: { invoiceNumber: string }) => row.invoiceNumber)).toEqual([
    `${lastYear}/001`,
    `${thisYear}/001`,
  ]);
});
