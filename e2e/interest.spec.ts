import type { TInvoiceInterest } from '@domain/api/interest';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test, typeDate } from './fixtures';
import { startInvoiceFor } from './invoice-form';

test('a society charges interest on arrears: chosen in Settings, added to a flat’s next bill with its calculation', async ({
  page,
  request,
}, testInfo) => {
  // Settings, the invoice form and the bill, each loading its code on first use.
  test.slow();
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Savita')),
    {
      businessName: 'Silver Oak Society',
      upiId: 'silveroak@okaxis',
    },
  );
  const headers = { authorization: `Bearer ${session.token}` };
  await addCustomerThroughApi(request, session, {
    name: 'Prakash Joshi',
    email: 'prakash@example.test',
    phone: '98200 33445',
    block: 'C',
    floor: '1',
    flat: 'C-102',
    flatarea: 1000,
    price: 3,
  });
  const customers = await request.get('/api/v2/clients/user?limit=0&search=Prakash', { headers });
  const [flat] = (await customers.json()).data;
  // A ₹4,925 bill that fell due 45 days ago; ₹2,000 of it was paid 25 days ago.
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const overdueId = await addInvoiceThroughApi(request, session, {
    client: { _id: flat._id },
    type: 'Bill',
    rates: 18,
    date: addDays(today, -60),
    dueDate: addDays(today, -45),
    items: [
      { itemName: 'Maintenance', unitPrice: 3750, basis: 'fixed', quantity: 1 },
      { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' },
    ],
  });
  const payment = await request.post(`/api/v2/invoices/${overdueId}/payments`, {
    headers,
    data: { datePaid: addDays(today, -25), amountPaid: 2000, paymentMethod: 'UPI' },
  });
  expect(payment.status()).toBe(201);
  await storeProfile(page, session);

  // 1. Settings → Arrears: interest at the bye-laws' 21 %, charged for days from 1 April 2026.
  await page.goto('/settings');
  const arrears = page.getByRole('region', { name: 'Arrears' });
  await expect(arrears.getByRole('radio', { name: /A late-fee invoice/ })).toBeChecked({ timeout: 15_000 });
  await arrears.getByRole('radio', { name: /Interest on arrears/ }).check();
  await expect(arrears.getByRole('textbox', { name: 'Rate' })).toHaveValue('21');
  await arrears.getByRole('textbox', { name: 'Rate' }).fill('24');
  await arrears.getByRole('button', { name: 'Save arrears settings' }).click();
  await expect(arrears.getByText('The rate cannot be above the ceiling of 21 % a year')).toBeVisible();
  await arrears.getByRole('textbox', { name: 'Rate' }).fill('21');
  await typeDate(arrears.getByRole('group', { name: 'Charge interest for days from' }), '01', '04', '2026');
  await saveScreenshot(page, testInfo, 'interest-settings');
  await arrears.getByRole('button', { name: 'Save arrears settings' }).click();
  await expect(page.getByText('Arrears settings saved')).toBeVisible();
  await expect(arrears).toContainText('Interest is charged for days from 01 Apr 2026.');

  // 2. The flat's next bill, by hand: the form offers the interest on the overdue bill up to today.
  await startInvoiceFor(page, 'Prakash');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance');
  await expect(page.getByRole('textbox', { name: 'Price, line 1' })).toHaveValue('3');
  // 19 days on ₹4,925, then 25 days on ₹2,925, at 21 % a year ÷ 365: ₹95.91.
  const offer = page.getByRole('checkbox', { name: 'Add interest on arrears (₹95.91)' });
  await expect(offer).toBeVisible();
  await offer.check();
  const summary = page.getByLabel('Invoice summary');
  // 1,000 sq.ft × ₹3 = ₹3,000 with GST ₹540; the interest carries none: ₹3,635.91 → ₹3,636.
  await expect(summary).toContainText('Sub total₹3,095.91');
  await expect(summary).toContainText('Of which interest on arrears₹95.91');
  await expect(summary).toContainText('GST₹540.00');
  await expect(summary).toContainText('Total₹3,636.00');
  await offer.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'interest-invoice-form');
  await page.getByRole('button', { name: 'Continue & Save' }).click();

  // 3. The new bill carries the line, and shows how it was worked out.
  await expect(page.getByText('Invoice generated successfully')).toBeVisible({ timeout: 15_000 });
  const calculation = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
    name: 'Interest on arrears',
  });
  await expect(calculation).toContainText('19 days × ₹4,925.00 × 21 % ÷ 365');
  await expect(calculation).toContainText('25 days × ₹2,925.00 × 21 % ÷ 365');
  await expect(calculation).toContainText('₹95.91');
  await expect(calculation).toContainText('No. 001 ·');
  await calculation.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'interest-invoice-page');

  // What was stored: the bill's interest, per overdue bill, from the day after it fell due up to today.
  const billId = page.url().split('/').at(-1) ?? '';
  const stored = await request.get(`/api/v2/invoices/${billId}/interest`, { headers });
  expect((await stored.json()) as TInvoiceInterest).toMatchObject({
    total: 95.91,
    bills: [
      {
        invoice: { _id: overdueId, invoiceNumber: '001' },
        from: addDays(today, -44),
        to: today,
        days: 44,
        rate: 21,
        amount: 95.91,
        segments: [
          { from: addDays(today, -44), to: addDays(today, -25), days: 19, principal: 4925 },
          { from: addDays(today, -25), to: today, days: 25, principal: 2925 },
        ],
      },
    ],
  });
  const invoice = await (await request.get(`/api/v2/invoices/${billId}`, { headers })).json();
  expect(invoice).toMatchObject({ subTotal: 3095.91, vat: 540, total: 3636 });
  expect(invoice.items.at(-1)).toMatchObject({
    itemName: 'Interest on arrears',
    amount: 95.91,
    gstTreatment: 'exempt',
  });

  // 4. No late-fee invoice while interest is charged: an unpaid overdue bill offers none, and the page
  // that would make one says why.
  const unpaidId = await addInvoiceThroughApi(request, session, {
    client: { _id: flat._id },
    type: 'Bill',
    date: addDays(today, -40),
    dueDate: addDays(today, -30),
    items: [{ itemName: 'Water', unitPrice: 400, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' }],
  });
  await page.goto(`/auth/invoice/${unpaidId}`);
  await expect(page.getByRole('button', { name: 'Record Payment' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Add Late Fee' })).toBeHidden();
  await page.goto(`/overdue/${unpaidId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice with late fee' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(
    'Late payment is charged as interest on arrears (Settings → Arrears)',
  );
});
