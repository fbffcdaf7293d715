import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The chart's month labels, oldest first, ending with this month in India: ['Jan 26', …, 'Dec 26']. */
function lastTwelveMonths(): string[] {
  const [year, month] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    .split('-')
    .map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, index) => {
    const day = new Date(Date.UTC(year, month - 12 + index, 1));
    return `${MONTH_NAMES[day.getUTCMonth()]} ${String(day.getUTCFullYear()).slice(2)}`;
  });
}

test('a new owner sees that there is nothing to display yet', async ({ page, request }, testInfo) => {
  const session = await signUpThroughApi(request, newAccount('Farah'));
  await storeProfile(page, session);
  await page.goto('/dashboard');
  await expect(page.getByText('Nothing to display. Click the plus icon to start creating')).toBeVisible({
    timeout: 15_000,
  });
  await saveScreenshot(page, testInfo, 'dashboard-empty');
});

test('the dashboard adds up, its tiles open their lists, the search narrows it, and the month exports', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Harsh')), {
    businessName: 'Sunrise Residency',
    upiId: 'sunrise@okicici',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const flats = [
    { name: 'Meera Iyer', flat: 'A-101', flatarea: 1000, price: 3 },
    { name: 'Rohan Das', flat: 'A-102', flatarea: 1500, price: 2 },
  ];
  const invoiceIds: string[] = [];
  for (const flat of flats) {
    const customerId = await addCustomerThroughApi(request, session, {
      ...flat,
      email: `${flat.flat.toLowerCase()}@example.test`,
      phone: '98200 44556',
      block: 'A',
      floor: '1',
    });
    invoiceIds.push(
      await addInvoiceThroughApi(request, session, {
        client: { _id: customerId },
        items: [{ itemName: 'Maintenance', unitPrice: flat.price }],
      }),
    );
  }
  // 1,000 × ₹3 + 18 % = ₹3,540 and 1,500 × ₹2 + 18 % = ₹3,540; Meera pays ₹1,000 today by UPI.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const paid = await request.post(`/api/v2/invoices/${invoiceIds[0]}/payments`, {
    headers,
    data: { amountPaid: 1000, datePaid: today, paymentMethod: 'UPI', note: '=1+1' },
  });
  expect(paid.status()).toBe(201);
  // Two flats not billed yet: Anil brought ₹2,000 of arrears and has paid ₹1,200 of them on account;
  // Sunita had paid ₹750 ahead.
  const openingOf = async (name: string, flat: string, amount: number) => {
    const customerId = await addCustomerThroughApi(request, session, {
      name,
      email: `${flat.toLowerCase()}@example.test`,
      block: 'A',
      floor: '1',
      flat,
      flatarea: 1000,
      price: 3,
    });
    const opening = await request.put(`/api/v2/clients/${customerId}/opening-balance`, {
      headers,
      data: { amount, asOf: '2026-03-31' },
    });
    expect(opening.status()).toBe(200);
    return customerId;
  };
  const anil = await openingOf('Anil Kapoor', 'A-103', 2000);
  await openingOf('Sunita Rao', 'A-104', -750);
  const onAccount = await request.post(`/api/v2/clients/${anil}/payments`, {
    headers,
    data: { amountPaid: 1200, datePaid: today, paymentMethod: 'Cash' },
  });
  expect(onAccount.status()).toBe(201);

  await storeProfile(page, session);
  await page.goto('/dashboard');
  const tiles = page.getByRole('list', { name: 'Invoices by status' });
  await expect(tiles.getByRole('link', { name: 'Total Invoices 2' })).toBeVisible({ timeout: 15_000 });
  await expect(tiles.getByRole('link', { name: 'Partially Paid 1' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Unpaid Invoices 1' })).toBeVisible();
  const amounts = page.getByRole('list', { name: 'Amounts' });
  await expect(amounts).toContainText('Payment Received₹1,000.00');
  // The bills' ₹6,080 and Anil's ₹800 of arrears still owed; Sunita's advance is apart.
  await expect(amounts).toContainText('Pending Amount₹6,880.00includes ₹800.00 opening arrears');
  await expect(amounts).toContainText('Total Amount₹7,080.00');
  await expect(amounts).toContainText('Advance held₹750.00');
  await expect(page.getByRole('table', { name: 'Recent payments' })).toContainText('Meera Iyer');
  await expect(page.getByRole('heading', { name: 'Payments received, last 12 months' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Paid 0, Partial 1, Unpaid 1' })).toBeVisible();
  // Every bar names its month, this one last: 'Jan 26', 'Feb 26', …; this month's is Meera's ₹1,000.
  const months = lastTwelveMonths();
  const monthly = page.getByRole('figure', { name: /^Received \(INR\): / });
  await expect(monthly.getByTestId('month-labels').locator('text')).toHaveText(months);
  await expect(monthly).toHaveAccessibleName(new RegExp(`, ${months.at(-1)} ₹1,000\\.00$`));
  await saveScreenshot(page, testInfo, 'dashboard-figures');
  // Tabbing to this month's bar shows its amount above it; on a phone, whose columns are too narrow
  // to be targets of their own, a tap on it does.
  if (testInfo.project.name === 'phone') {
    const size = await monthly.boundingBox();
    await monthly.click({ position: { x: (size?.width ?? 0) - 15, y: 120 } });
  } else {
    await monthly.getByRole('button', { name: `${months.at(-1)} ₹1,000.00` }).focus();
  }
  await expect(monthly.locator('xpath=..').getByText('₹1,000.00')).toBeVisible();
  // The charts whole, with the payments table below them.
  await page.getByRole('table', { name: 'Recent payments' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'dashboard-charts');
  // Below the fold on a phone: the money tiles with the arrears note and the advance.
  await page.getByText('Advance held').scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'dashboard-amounts');

  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('rohan');
  await expect(tiles.getByRole('link', { name: 'Total Invoices 1' })).toBeVisible();
  await expect(page.getByText('No payments recorded yet.')).toBeVisible();
  await expect(amounts).toContainText('Pending Amount₹3,540.00Total');
  await expect(amounts).toContainText('Advance held₹0.00');
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill('');
  await expect(tiles.getByRole('link', { name: 'Total Invoices 2' })).toBeVisible();

  // The month's payments as Excel, read back.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /^Current month/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Paysheet-Sunrise Residency.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Payment History');
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Invoice No.',
    'Client',
    'Paid At',
    'Amount Paid',
    'Payment Method',
    'Payment Note',
  ]);
  expect(sheet?.getRow(2).values).toEqual([
    undefined,
    '001',
    'Meera Iyer',
    new Date(`${today}T00:00:00Z`),
    1000,
    'UPI',
    '=1+1',
  ]);
  await expect(page.getByText('Paysheet-Sunrise Residency.xlsx downloaded')).toBeVisible();

  await tiles.getByRole('link', { name: 'Unpaid Invoices 1' }).click();
  await expect(page.getByRole('heading', { name: 'Unpaid Invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/unpaid$/);
});

test('a quotation is never pending, and a flat is found however it is typed', async ({
  page,
  request,
}, testInfo) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Ira')), {
    businessName: 'Palm Court',
    upiId: 'palmcourt@okicici',
  });
  const meera = await addCustomerThroughApi(request, session, {
    name: 'Meera Iyer',
    email: 'meera@example.test',
    block: 'A',
    floor: '1',
    flat: 'A-101',
    flatarea: 1000,
    price: 3,
  });
  const kavya = await addCustomerThroughApi(request, session, {
    name: 'Kavya Nair',
    email: 'kavya@example.test',
    block: 'A',
    floor: '1',
    flat: '102',
    flatarea: 800,
    price: 2.5,
  });
  // ₹3,540 owed by Meera; ₹2,360 only offered to Kavya, long past its due date.
  await addInvoiceThroughApi(request, session, {
    client: { _id: meera },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
  });
  const quotation = await addInvoiceThroughApi(request, session, {
    client: { _id: kavya },
    type: 'Quotation',
    date: '2026-01-05',
    dueDate: '2026-01-20',
    items: [{ itemName: 'Maintenance', unitPrice: 2.5 }],
  });

  await storeProfile(page, session);
  await page.goto('/dashboard');
  const tiles = page.getByRole('list', { name: 'Invoices by status' });
  await expect(tiles.getByRole('link', { name: 'Total Invoices 2' })).toBeVisible({ timeout: 15_000 });
  await expect(tiles.getByRole('link', { name: 'Unpaid Invoices 1' })).toBeVisible();
  await expect(tiles.getByRole('link', { name: 'Overdue 0' })).toBeVisible();
  const amounts = page.getByRole('list', { name: 'Amounts' });
  await expect(amounts).toContainText('Pending Amount₹3,540.00');
  await expect(amounts).toContainText('Total Amount₹3,540.00');

  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  for (const typed of ['A-101', 'a101', 'A 101']) {
    await search.fill(typed);
    await expect(tiles.getByRole('link', { name: 'Total Invoices 1' })).toBeVisible();
    await expect(amounts).toContainText('Pending Amount₹3,540.00');
  }
  await search.fill('102');
  await expect(tiles.getByRole('link', { name: 'Total Invoices 1' })).toBeVisible();
  await expect(amounts).toContainText('Pending Amount₹0.00');
  await saveScreenshot(page, testInfo, 'dashboard-flat-search');

  // Its page calls it a Quotation, not Unpaid.
  await page.goto(`/auth/invoice/${quotation}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quotation' })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.MuiChip-label', { hasText: /^Quotation$/ })).toBeVisible();
  await expect(page.locator('.MuiChip-label', { hasText: /^Unpaid$/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'invoice-quotation');
});
