import type { Locator, Page } from '@playwright/test';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

/** A calendar day `months` months before today in India, on day `day`: 'YYYY-MM-DD'. */
function monthsAgo(months: number, day: number): string {
  const [year, month] = new Date()
    .toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' })
    .split('-')
    .map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 - months, day));
  return first.toISOString().slice(0, 10);
}
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });

/** The invoices shown: table rows on a desktop, list items on a phone. */
function rowsOf(page: Page, isPhone: boolean): Locator {
  return isPhone
    ? page.getByRole('list', { name: 'Invoices' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Invoices' }).locator('tbody tr');
}

/** On a phone the selects are behind the Filters button. */
async function filters(page: Page, isPhone: boolean): Promise<Locator> {
  const bar = page.getByRole('search', { name: 'Filter invoices' });
  if (isPhone && !(await bar.getByRole('combobox', { name: 'Type' }).isVisible())) {
    await bar.getByRole('button', { name: /Filters/ }).click();
  }
  return bar;
}

test('an owner finds invoices by flat, filters and sorts them, and scrolls for more', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const isPhone = testInfo.project.name === 'phone';
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Lata')), {
    businessName: 'Lakeview Towers',
    upiId: 'lakeview@okicici',
  });
  const customer = (name: string, block: string, flat: string, flatarea: number, price: number) =>
    addCustomerThroughApi(request, session, {
      name,
      email: `${flat.toLowerCase()}.${block.toLowerCase()}@example.test`,
      phone: '98200 44556',
      block,
      floor: '1',
      flat,
      flatarea,
      price,
    });
  const invoice = (clientId: string, type: string, date: string, dueDate: string) =>
    addInvoiceThroughApi(request, session, {
      client: { _id: clientId },
      type,
      date,
      dueDate,
      items: [{ itemName: 'Maintenance', unitPrice: 1 }],
    });
  // 101 old receipts first (paid, numbers 001-101), so the society's own invoices are the newest.
  const anil = await customer('Anil Kumar', 'C', 'C-301', 100, 1);
  for (let index = 0; index < 101; index += 1) {
    await invoice(anil, 'Receipt', monthsAgo(6, 1 + (index % 28)), monthsAgo(6, 28));
  }
  const meera = await customer('Meera Iyer', 'A', 'A-101', 1000, 3);
  const rohan = await customer('Rohan Das', 'B', '202', 1500, 2);
  const kavya = await customer('Kavya Nair', 'A', '102', 800, 2.5);
  await invoice(meera, 'Invoice', monthsAgo(2, 5), monthsAgo(2, 15)); // 102: overdue
  const rohans = await invoice(rohan, 'Invoice', monthsAgo(1, 5), monthsAgo(1, 15)); // 103
  await invoice(meera, 'Proforma', today(), today()); // 104: due today, not yet overdue
  await invoice(kavya, 'Quotation', today(), today()); // 105: a quotation, never owed
  const paid = await request.post(`/api/v2/invoices/${rohans}/payments`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { amountPaid: 1000, datePaid: today(), paymentMethod: 'UPI' },
  });
  expect(paid.status()).toBe(201);

  await storeProfile(page, session);
  await page.goto('/invoices');
  const rows = rowsOf(page, isPhone);
  // Newest first, 100 at a time.
  await expect(rows).toHaveCount(100, { timeout: 15_000 });
  await expect(rows.first()).toContainText('105');
  await expect(rows.first()).toContainText('Quotation');
  await expect(rows.nth(1)).toContainText('104');
  await saveScreenshot(page, testInfo, 'invoice-lists-all');
  // Scrolling to the end brings the last five.
  await page.getByRole('button', { name: 'Show more invoices' }).scrollIntoViewIfNeeded();
  await expect(rows).toHaveCount(105);
  await expect(page.getByRole('button', { name: 'Show more invoices' })).toHaveCount(0);

  // A flat as people type it.
  const search = page.getByRole('searchbox', { name: 'Search invoices' });
  await search.fill('a101');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Meera Iyer');
  await expect(page).toHaveURL(/\?q=a101$/);
  await saveScreenshot(page, testInfo, 'invoice-lists-search');
  await search.fill('');
  // The whole list again, as far as it had been scrolled.
  await expect(rows).toHaveCount(105);

  // The quotation by type; then the overdue list, which never holds it.
  let bar = await filters(page, isPhone);
  await bar.getByRole('combobox', { name: 'Type' }).selectOption('Quotation');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Kavya Nair');
  await bar.getByRole('combobox', { name: 'Type' }).selectOption('Any type');
  await expect(rows).toHaveCount(105);
  await bar.getByRole('combobox', { name: 'Status' }).selectOption('Overdue');
  await expect(page.getByRole('heading', { level: 1, name: 'Overdue Invoices' })).toBeVisible();
  await expect(page).toHaveURL(/\/overdues$/);
  await expect(rows).toHaveCount(2);
  // Newest first: Rohan's (last month, 1,500 sq.ft × ₹1 + 18 % = ₹1,770, less ₹1,000 paid), then Meera's.
  await expect(rows.first()).toContainText('Rohan Das');
  if (isPhone) {
    await expect(rows.first()).toContainText('Balance ₹770.00');
    await expect(rows.first()).not.toContainText('₹1,770.00');
  } else {
    await expect(rows.first()).toContainText('₹1,770.00₹770.00Partial');
  }
  await expect(rows.nth(1)).toContainText('Meera Iyer');
  await saveScreenshot(page, testInfo, 'invoice-lists-overdue');

  // Sorted by due date, from the keyboard: the earliest due (Meera's) first.
  bar = await filters(page, isPhone);
  await bar.getByRole('combobox', { name: 'Sort by' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  if (isPhone) await bar.getByRole('combobox', { name: 'Sort by' }).selectOption('due');
  await expect(page).toHaveURL(/sort=due/);
  await expect(rows.first()).toContainText('Meera Iyer');

  // Nothing matches: the list says so and offers to clear the filters.
  await bar.getByRole('combobox', { name: 'Block' }).selectOption('B');
  await expect(rows).toHaveCount(1);
  await bar.getByRole('combobox', { name: 'Type' }).selectOption('Bill');
  await expect(page.getByText('No invoices match these filters')).toBeVisible();
  await saveScreenshot(page, testInfo, 'invoice-lists-no-match');
  await page.getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(rows).toHaveCount(2);
  await expect(page).toHaveURL(/\/overdues\?sort=due$/);
});

test('each list says what it has not got', async ({ page, request }, testInfo) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Omar')), {
    businessName: 'Hillside Homes',
    upiId: 'hillside@okicici',
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Zoya Shah',
    email: 'zoya@example.test',
    block: 'D',
    floor: '4',
    flat: 'D-404',
    flatarea: 900,
    price: 2,
  });
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 2 }],
    dueDate: '2999-12-31',
  });
  await storeProfile(page, session);
  await page.goto('/overdues');
  await expect(page.getByText('No overdue invoices')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/create invoice/)).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'invoice-lists-no-overdue');
  await page.goto('/paid');
  await expect(page.getByText('No paid invoices yet')).toBeVisible();
});
