import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('an owner reminds the clients with overdue invoices from /overdue and sees how it went', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Ritu')), {
    businessName: 'Hillside Enclave',
    upiId: 'hillside@okaxis',
  });
  const email = `${crypto.randomUUID().slice(0, 8)}@example.test`;
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Vikram Shah',
    email,
    phone: '98200 77889',
    block: 'C',
    floor: '1',
    flat: 'C-101',
    flatarea: 1000,
    price: 3,
  });
  // Due in January 2025 and unpaid: overdue.
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    date: '2025-01-01',
    dueDate: '2025-01-15',
  });

  await storeProfile(page, session);
  await page.goto('/overdue');
  await expect(page.getByRole('heading', { level: 1, name: 'Overdue Invoices' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Vikram Shah').first()).toBeVisible();
  // No WhatsApp token in this profile: only the e-mail reminder is offered.
  await expect(page.getByRole('button', { name: 'Remainder Via Whatsapp' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Send Remainder' }).click();
  await expect(page.getByText('Reminder queued for 1 client')).toBeVisible();
  const reminders = page.getByRole('list', { name: 'Recent reminders' });
  await expect(reminders).toContainText(email);
  await expect(reminders.getByText('Kept', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'reminders');

  // The speed-dial sends the same reminder.
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'Send Remainder' }).click();
  await expect(page.getByText('Reminder queued for 1 client')).toBeVisible();
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
});
