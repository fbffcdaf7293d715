import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { financialYearSpanOf } from '@domain/statement';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { closeSnackbar, expect, saveScreenshot, storeProfile, test } from './fixtures';

test('a treasurer makes the business a housing society taxing only the excess, and the dashboard watches its turnover', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Lata')), {
    businessName: 'Gulmohar Co-operative Housing Society',
    upiId: 'gulmohar@okhdfcbank',
    gstno: '27AAPFU0939F1ZV',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Suresh Nair',
    email: 'suresh@example.test',
    phone: '98200 77881',
    block: 'C',
    floor: '2',
    flat: 'C-203',
    flatarea: 1000,
    price: 9,
  });
  // ₹9,000 of maintenance and ₹1,000 of property tax collected for the municipality: ₹10,000 before GST.
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 18,
    items: [
      { itemName: 'Maintenance', unitPrice: 9000, basis: 'fixed', quantity: 1 },
      { itemName: 'Property tax', unitPrice: 1000, basis: 'fixed', quantity: 1, gstTreatment: 'levy' },
    ],
  });
  await storeProfile(page, session);

  // 1. Settings → GST: a housing society, GST only on the excess, a threshold of ₹12,000 to see the warning.
  await page.goto('/settings');
  const gst = page.getByRole('region', { name: 'GST' });
  const society = gst.getByRole('switch', { name: 'Resident welfare association / housing society' });
  await expect(society).not.toBeChecked();
  await expect(gst.getByRole('switch', { name: 'Round totals to the rupee' })).toBeChecked();
  await society.click();
  const whole = gst.getByRole('radio', { name: /^GST on the whole contribution above ₹7,500 a month/ });
  const excess = gst.getByRole('radio', {
    name: 'GST only on the amount above ₹7,500 (Madras High Court, 2021)',
  });
  await expect(whole).toBeChecked();
  await excess.click();
  const threshold = gst.getByRole('textbox', { name: 'Turnover threshold (₹)' });
  await expect(threshold).toHaveValue('2000000');
  await threshold.fill('12,000');
  await expect(gst).toContainText('₹12,000 a financial year');
  await gst.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'gst-settings');
  await gst.getByRole('button', { name: 'Save GST settings' }).click();
  await expect(page.getByText('GST settings saved')).toBeVisible();
  await closeSnackbar(page);

  // 2. Kept: after a reload, and as the API answers it.
  await page.reload();
  await expect(society).toBeChecked();
  await expect(excess).toBeChecked();
  await expect(threshold).toHaveValue('12000');
  const saved = await request.get('/api/v2/settings/gst', { headers });
  expect(await saved.json()).toEqual({
    housingSociety: true,
    rwaMode: 'excess',
    turnoverThreshold: 12_000,
    roundOff: true,
  });

  // 3. The dashboard: ₹10,000 of the ₹12,000 threshold this financial year, near enough to warn.
  await page.goto('/dashboard');
  const year = financialYearSpanOf(todayIn(DEFAULT_TIME_ZONE, new Date())).label;
  const turnover = page.getByRole('region', { name: `GST turnover ${year}: ₹10,000 of ₹12,000 (83.3 %)` });
  await expect(turnover).toContainText('Close to the GST registration threshold');
  await expect(turnover.getByRole('progressbar', { name: 'Share of the GST threshold' })).toHaveAttribute(
    'aria-valuenow',
    '83.3',
  );
  await turnover.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'gst-turnover-dashboard');
  await turnover.getByRole('link', { name: 'GST settings' }).click();
  await expect(page.getByRole('region', { name: 'GST' })).toBeVisible();
});
