import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

/** Paid green, Partial blue, otherwise red (STATUS_COLORS in web/src/app/status-colors.ts). */
const PARTIAL_BLUE = 'rgb(25, 118, 210)';
const PAID_GREEN = 'rgb(46, 125, 50)';
const UNPAID_RED = 'rgb(211, 47, 47)';

test('an owner records a partial payment, then the rest, and deletes one', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Devika')),
    {
      businessName: 'Lakeview Towers',
      upiId: 'lakeview@okaxis',
    },
  );
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Sunil Joshi',
    email: 'sunil@example.test',
    phone: '98200 11223',
    block: 'D',
    floor: '4',
    flat: 'D-402',
    flatarea: 1000,
    price: 3,
  });
  // 1,000 sq.ft × ₹3 = ₹3,000.00; GST 18 % = ₹540.00; total ₹3,540.00.
  const invoiceId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
  });
  await storeProfile(page, session);
  await page.goto(`/auth/invoice/${invoiceId}`);
  const status = page.getByText(/^(Paid|Partial|Unpaid)$/).first();
  // The chip around the status word carries its colour.
  const chip = status.locator('xpath=..');
  await expect(status).toHaveText('Unpaid', { timeout: 15_000 });
  await expect(chip).toHaveCSS('background-color', UNPAID_RED);

  // A partial payment: the amount offered is the whole balance, changed to ₹1,000.
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Record Payment' });
  await expect(dialog.getByLabel('Amount Paid')).toHaveValue('3540');
  await dialog.getByLabel('Amount Paid').fill('5000');
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  await expect(dialog.getByText('The amount paid cannot be more than the ₹3,540.00 still due')).toBeVisible();
  await dialog.getByLabel('Amount Paid').fill('1000');
  await dialog.getByLabel('Note').fill('Cheque 004512');
  await saveScreenshot(page, testInfo, 'payment-record');
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(status).toHaveText('Partial');
  await expect(chip).toHaveCSS('background-color', PARTIAL_BLUE);
  const history = page
    .getByRole('table', { name: 'Payment history' })
    .or(page.getByRole('list', { name: 'Payment history' }));
  await expect(history).toContainText('Cheque 004512');

  // The rest.
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(dialog.getByLabel('Amount Paid')).toHaveValue('2540');
  await dialog.getByRole('button', { name: 'Save Record' }).click();
  await expect(status).toHaveText('Paid');
  await expect(chip).toHaveCSS('background-color', PAID_GREEN);
  await expect(page.getByRole('button', { name: 'Record Payment' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'payment-history');

  // Delete the ₹1,000 payment: Partial again, with ₹1,000.00 still due.
  await page.getByRole('button', { name: /^Delete payment of ₹1,000\.00 on / }).click();
  const confirmation = page.getByRole('dialog', { name: 'Delete this payment?' });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment deleted successfully')).toBeVisible();
  await expect(status).toHaveText('Partial');
  await expect(history).not.toContainText('Cheque 004512');
  await expect(page.getByRole('button', { name: 'Record Payment' })).toBeVisible();
});

test("a client pays online from the public link and the owner's dashboard shows it Paid", async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const keyId = `rzp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Gauri')), {
    businessName: 'Palm Grove Society',
    razorpayKey: keyId,
    razorpaySecret: `secret-${crypto.randomUUID()}`,
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Naveen Pillai',
    email: 'naveen@example.test',
    phone: '98200 33445',
    block: 'E',
    floor: '1',
    flat: 'E-101',
    flatarea: 1000,
    price: 3,
  });
  const invoiceId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
  });

  // The client, in a browser that has never signed in.
  const client = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const clientPage = await client.newPage();
  await clientPage.goto(`/payment/${invoiceId}`);
  const pay = clientPage.getByRole('button', { name: 'Pay ₹3,540.00' });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(clientPage, testInfo, 'payment-page');
  await pay.click();
  const checkout = clientPage.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(clientPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(clientPage).toHaveURL(new RegExp(`/payment/success/${invoiceId}$`));
  await saveScreenshot(clientPage, testInfo, 'payment-success');
  // Paid: the payment page sends a second visit straight to the result.
  await clientPage.goto(`/payment/${invoiceId}`);
  await expect(clientPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  await client.close();

  // The owner's dashboard counts it Paid and lists the payment; its tile opens the Paid list.
  await storeProfile(page, session);
  await page.goto('/dashboard');
  const tiles = page.getByRole('list', { name: 'Invoices by status' });
  await expect(tiles.getByRole('link', { name: 'Paid Invoices 1' })).toBeVisible({ timeout: 15_000 });
  const recent = page.getByRole('table', { name: 'Recent payments' });
  await expect(recent).toContainText('Naveen Pillai');
  await expect(recent).toContainText('Credit Card');
  await expect(recent).toContainText('₹3,540.00');
  await tiles.getByRole('link', { name: 'Paid Invoices 1' }).click();
  await expect(page.getByRole('heading', { name: 'Paid Invoices' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^001/ })).toBeVisible({ timeout: 15_000 });
  await page.goto(`/auth/invoice/${invoiceId}`);
  const history = page
    .getByRole('table', { name: 'Payment history' })
    .or(page.getByRole('list', { name: 'Payment history' }));
  await expect(history).toContainText('₹3,540.00');
  await expect(history).toContainText(/Paid online \(Razorpay pay_/);
});
