import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, openFromNavigation, saveScreenshot, storeProfile, test } from './fixtures';

test('Reports → Collection: a month billed per head, collected per method and per block, a bounced cheque left out', async ({
  page,
  request,
}, testInfo) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Gauri')), {
    businessName: 'Cedar Heights',
    upiId: 'cedarheights@okaxis',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const tag = crypto.randomUUID().slice(0, 8);
  // 1,000 sq.ft × ₹3 + 18 % GST = ₹3,540 a bill.
  const flat = (name: string, block: string, number: string) =>
    addCustomerThroughApi(request, session, {
      name,
      email: `${name.split(' ')[0]?.toLowerCase()}-${tag}@example.test`,
      block,
      floor: '1',
      flat: number,
      flatarea: 1000,
      price: 3,
    });
  const bill = (customerId: string, date: string) =>
    addInvoiceThroughApi(request, session, {
      client: { _id: customerId },
      items: [{ itemName: 'Maintenance', unitPrice: 3 }],
      date,
      dueDate: date,
    });
  const post = async (url: string, data: object, status = 201) => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), await response.text()).toBe(status);
    return response.json();
  };
  const arjun = await flat('Arjun Mehta', 'A', 'A-101');
  const kabir = await flat('Kabir Das', 'B', 'B-201');
  const arjunsBill = await bill(arjun, '2025-03-01');
  const kabirsBill = await bill(kabir, '2025-03-31');
  await bill(arjun, '2025-04-01');
  await post(`/api/v2/invoices/${arjunsBill}/payments`, {
    amountPaid: 1540,
    datePaid: '2025-03-31',
    paymentMethod: 'UPI',
  });
  const cheque = await post(`/api/v2/clients/${kabir}/payments`, {
    amountPaid: 2000,
    datePaid: '2025-03-15',
    paymentMethod: 'Cheque',
  });
  await post(
    `/api/v2/receipts/${cheque.receipt._id}/reverse`,
    { reversedOn: '2025-03-16', reason: 'Bounced' },
    200,
  );
  await post(`/api/v2/invoices/${kabirsBill}/payments`, {
    amountPaid: 500,
    datePaid: '2025-03-20',
    paymentMethod: 'Cash',
  });

  await storeProfile(page, session);
  await page.goto('/dashboard');
  await openFromNavigation(page, testInfo, 'Reports');
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  await expect(page.getByText('Nothing was billed or collected in this period.')).toBeVisible();
  await saveScreenshot(page, testInfo, 'collection-empty');

  await page.goto('/reports/collection?from=2025-03-01&to=2025-03-31');
  await expect(page.getByRole('status').filter({ hasText: 'Billed' })).toHaveText(
    'Billed ₹7,080.00 · collected ₹2,040.00 · still owed on these bills ₹5,040.00. A reversed payment is not counted.',
  );
  const isPhone = testInfo.project.name === 'phone';
  const table = (name: string) => page.getByRole(isPhone ? 'list' : 'table', { name });
  const rows = (name: string) => table(name).getByRole(isPhone ? 'listitem' : 'row');
  if (isPhone) {
    await expect(rows('Billed by head')).toHaveText([
      'Other charges₹6,000.00',
      'GST₹1,080.00',
      'Total · 2 bills₹7,080.00',
    ]);
    await expect(rows('By block')).toHaveText([
      'Block A₹3,540.00Collected (₹) 1,540.00 · Outstanding (₹) 2,000.00',
      'Block B₹3,540.00Collected (₹) 500.00 · Outstanding (₹) 3,040.00',
      'Total₹7,080.00Collected (₹) 2,040.00 · Outstanding (₹) 5,040.00',
    ]);
    await expect(rows('Collected by method').filter({ hasText: 'Cheque' })).toHaveText('Cheque—Receipts 0');
  } else {
    await expect(rows('Billed by head')).toHaveText([
      'Bill headAmount (₹)',
      'Other charges6,000.00',
      'GST1,080.00',
      'Total · 2 bills7,080.00',
    ]);
    await expect(rows('By block')).toHaveText([
      'BlockBilled (₹)Collected (₹)Outstanding (₹)',
      'Block A3,540.001,540.002,000.00',
      'Block B3,540.00500.003,040.00',
      'Total7,080.002,040.005,040.00',
    ]);
    await expect(rows('Collected by method').filter({ hasText: 'Cheque' })).toHaveText('Cheque—0');
  }
  await saveScreenshot(page, testInfo, 'collection-march');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export XLSX' }).click();
  expect((await download).suggestedFilename()).toBe('Collection-Cedar Heights.xlsx');

  const report = await request.get('/api/v2/reports/collection?from=2025-03-01&to=2025-03-31', { headers });
  expect((await report.json()).totals).toEqual({ billed: 7080, collected: 2040, outstanding: 5040 });
});
