import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, openFromNavigation, saveScreenshot, storeProfile, test } from './fixtures';

test('Reports → Dues: filter, sort, export, and remind two flats of their dues', async ({
  page,
  request,
}, testInfo) => {
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Farida')),
    {
      businessName: 'Maple Court',
      upiId: 'maplecourt@okaxis',
    },
  );
  const headers = { authorization: `Bearer ${session.token}` };
  const tag = crypto.randomUUID().slice(0, 8);
  // 1,000 sq.ft × ₹3 + 18 % GST = ₹3,540 a bill.
  const flatWithBill = async (name: string, block: string, flat: string, dueDate: string) => {
    const customerId = await addCustomerThroughApi(request, session, {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}-${tag}@example.test`,
      block,
      floor: '1',
      flat,
      flatarea: 1000,
      price: 3,
    });
    const invoiceId = await addInvoiceThroughApi(request, session, {
      client: { _id: customerId },
      items: [{ itemName: 'Maintenance', unitPrice: 3 }],
      date: '2025-01-01',
      dueDate,
    });
    return { customerId, invoiceId };
  };
  await flatWithBill('Arjun Mehta', 'A', 'A-101', '2025-01-15');
  const zoya = await flatWithBill('Zoya Khan', 'A', 'A-102', '2025-01-15');
  await flatWithBill('Kabir Das', 'B', 'B-201', '2099-12-31');
  const paid = await request.post(`/api/v2/invoices/${zoya.invoiceId}/payments`, {
    headers,
    data: { amountPaid: 1000, datePaid: '2025-02-01', paymentMethod: 'Cash' },
  });
  expect(paid.status()).toBe(201);

  await storeProfile(page, session);
  await page.goto('/dashboard');
  await openFromNavigation(page, testInfo, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Dues' })).toBeVisible();
  const summary = page.getByRole('status').filter({ hasText: 'owe' });
  await expect(summary).toContainText('3 flats owe ₹9,620.00');
  const flats = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
    name: 'Flats with dues',
  });
  await expect(flats).toContainText('Block B total');
  await saveScreenshot(page, testInfo, 'ageing-dues');

  await page.getByRole('combobox', { name: 'Block' }).click();
  await page.getByRole('option', { name: 'Block A' }).click();
  await expect(summary).toContainText('2 flats owe ₹6,080.00');
  await expect(flats).not.toContainText('B-201');

  if (testInfo.project.name === 'phone') {
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Total dues' }).click();
  } else {
    await page.getByRole('button', { name: 'Total', exact: true }).click();
  }
  const firstFlat =
    testInfo.project.name === 'phone' ? flats.getByRole('listitem').first() : flats.getByRole('row').nth(1);
  await expect(firstFlat).toContainText('A-101');
  await expect(firstFlat).toContainText('3,540.00');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await download).suggestedFilename()).toBe('Dues-Maple Court.xlsx');

  await page.getByRole('checkbox', { name: 'Choose A-101' }).check();
  await page.getByRole('checkbox', { name: 'Choose A-102' }).check();
  await page.getByRole('button', { name: 'Remind these (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remind 2 flats of their dues?' });
  await expect(dialog.getByRole('listitem')).toHaveText([
    'A-101 · Arjun Mehta₹3,540.00 by e-mail',
    'A-102 · Zoya Khan₹2,540.00 by e-mail',
  ]);
  await saveScreenshot(page, testInfo, 'ageing-remind-confirm');
  await dialog.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByText(/^Reminders queued for 2 flats/)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'ageing-reminded');

  const messages = await request.get('/api/v2/messages?page=1&limit=50', { headers });
  const reminders = (
    (await messages.json()).data as Array<{ kind: string; recipient: string; subject: string }>
  )
    .filter((message) => message.kind === 'reminder')
    .map((message) => `${message.recipient} ${message.subject}`)
    .sort();
  expect(reminders).toEqual([
    `arjun-${tag}@example.test Dues reminder from Maple Court: ₹3,540.00`,
    `zoya-${tag}@example.test Dues reminder from Maple Court: ₹2,540.00`,
  ]);
});
