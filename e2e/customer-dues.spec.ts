import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('deleting a customer who still owes money says how much first', async ({ page, request }, testInfo) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Nisha')), {
    businessName: 'Greenwood Society',
    upiId: 'greenwood@okicici',
  });
  const flat = (name: string, flatNo: string) =>
    addCustomerThroughApi(request, session, {
      name,
      email: `${flatNo.toLowerCase()}@example.test`,
      block: 'E',
      floor: '5',
      flat: flatNo,
      flatarea: 1000,
      price: 3,
    });
  const sameer = await flat('Sameer Joshi', 'E-501');
  await flat('Tara Menon', 'E-502');
  // 1,000 sq.ft × ₹3 + 18 % GST = ₹3,540, nothing paid.
  await addInvoiceThroughApi(request, session, {
    client: { _id: sameer },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
  });

  await storeProfile(page, session);
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Delete Sameer Joshi', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete customer?' });
  await expect(dialog.getByRole('alert')).toHaveText('This customer still owes ₹3,540.00 on 1 invoice.');
  await expect(dialog).toContainText('Delete Sameer Joshi (Block E, Floor 5, Flat E-501)?');
  // The safe choice keeps the focus.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'customer-delete-owes');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);

  // Someone who owes nothing is deleted without a warning.
  await page.getByRole('button', { name: 'Delete Tara Menon', exact: true }).click();
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Customer deleted successfully')).toBeVisible();
});
