import { addDays, todayIn } from '@domain/dates';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('an owner replaces an overdue invoice with a late-fee invoice', async ({ page, request }, testInfo) => {
  // Three pages, each loading its code on first use, on a machine that also builds and tests.
  test.slow();
  const signedUp = await signUpThroughApi(request, newAccount('Kiran'));
  const session = await saveProfileThroughApi(request, signedUp, {
    businessName: 'Lakeview Towers',
    contactAddress: '4 Lake Road, Pune 411001',
    upiId: 'lakeview@okhdfc',
    paymentDetails: 'Pay by UPI to lakeview@okhdfc',
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Neha Kulkarni',
    email: 'neha@example.test',
    block: 'B',
    floor: '4',
    flat: 'B-402',
    flatarea: 1250.5,
    price: 3.25,
  });
  // Due 70 days ago in the business's zone: the third month late has started, so the fee is 6 %.
  const dueDate = addDays(todayIn('Asia/Kolkata', new Date()), -70);
  const originalId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3.25 }],
    date: addDays(dueDate, -30),
    dueDate,
  });
  await storeProfile(page, session);

  await page.goto(`/auth/invoice/${originalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proforma' })).toBeVisible({ timeout: 15_000 });
  // 1,250.50 sq.ft × ₹3.25 = 4,064.13; GST 18 % = 731.54; total 4,796.
  await expect(page.getByText('₹4,796.00').first()).toBeVisible();
  const addFine = page.getByRole('link', { name: 'Add Late Fee' });
  await expect(addFine).toBeVisible();
  await saveScreenshot(page, testInfo, 'late-fee-offer');
  await addFine.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice with late fee' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('textbox', { name: 'Invoice No.' })).toHaveValue('002');
  await expect(page.getByRole('textbox', { name: 'Late Fee(2% P.M), line 1' })).toHaveValue('6');
  await expect(page.getByRole('region', { name: 'Bill to' })).toContainText('Neha Kulkarni');
  const summary = page.getByLabel('Invoice summary');
  // 4,064.125 × 1.06 = 4,307.97; GST 775.43; total 5,083.
  await expect(summary).toContainText('Sub total₹4,307.97');
  await expect(summary).toContainText('GST₹775.43');
  await expect(summary).toContainText('Total₹5,083.00');
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'late-fee-form');

  await page.getByRole('button', { name: 'Create with Fine' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/invoice\/[0-9a-f-]{36}$/);
  const lateFeeId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect(lateFeeId).not.toBe(originalId);
  await expect(page.getByText('No. 002', { exact: true })).toBeVisible();
  await expect(page.getByText('₹5,083.00').first()).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Late fee on No. 001' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'late-fee-invoice');

  await page.getByRole('link', { name: 'No. 001' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${originalId}$`));
  const note = page.getByRole('alert').filter({ hasText: 'Replaced by No. 002 with late fee' });
  await expect(note).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Late Fee' })).toHaveCount(0);
  await expect(note.getByRole('link', { name: 'No. 002' })).toHaveAttribute('href', `/invoice/${lateFeeId}`);
  await saveScreenshot(page, testInfo, 'late-fee-replaced');

  // The debt is now the late-fee invoice's: only it is unpaid.
  const unpaid = await request.get(`/api/v2/invoices/unpaid/${session.result._id}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await unpaid.json()).data.map((row: { _id: string }) => row._id)).toEqual([lateFeeId]);
});
