import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '@domain/dates';
import type { Route } from '@playwright/test';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  codeFromOutbox,
  linkPathFromOutbox,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import {
  closeSnackbar,
  expect,
  newVisitorPage,
  savedPdf,
  saveScreenshot,
  storeProfile,
  test,
} from './fixtures';
import { squarePng } from './png';

const today = () => todayIn('Asia/Kolkata', new Date());

const memberPage = newVisitorPage;

test('a member opens their flat’s link: dues by age, each unpaid bill with its heads, receipts and the statement; the owner replaces the link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Kavya')), {
    businessName: 'Banyan Heights Society',
    contactAddress: '4 Lake Road, Bengaluru',
    razorpayKey: `rzp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
    razorpaySecret: `secret-${crypto.randomUUID()}`,
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Farah Khan',
    email: 'farah@example.test',
    phone: '98450 11223',
    block: 'B',
    floor: '2',
    flat: 'B-204',
    flatarea: 1000,
    price: 3,
  });
  // Two bills: one due 40 days ago (₹3,000 + ₹500 sinking fund, no GST), one due in 12 days (₹3,000).
  const bill = (dueDate: string, items: object[]) =>
    addInvoiceThroughApi(request, session, {
      client: { _id: customerId },
      type: 'Bill',
      rates: 0,
      items,
      date: addDays(dueDate, -15),
      dueDate,
    });
  await bill(addDays(today(), -40), [
    { itemName: 'Maintenance', unitPrice: 3 },
    { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1 },
  ]);
  await bill(addDays(today(), 12), [{ itemName: 'Maintenance', unitPrice: 3 }]);
  const paid = await request.post(`/api/v2/clients/${customerId}/payments`, {
    headers,
    data: { amountPaid: 1500, datePaid: today(), paymentMethod: 'UPI', reference: 'UTR 99812' },
  });
  expect(paid.status()).toBe(201);

  // The owner finds the flat's member page on its customer page.
  await storeProfile(page, session);
  await page.goto(`/customers/${customerId}`);
  const section = page.getByRole('region', { name: 'Member page' });
  await expect(section.getByText(/\/m\/[A-Za-z0-9_-]{32}$/)).toBeVisible();
  const link = (await section.getByText(/\/m\/[A-Za-z0-9_-]{32}$/).textContent()) ?? '';
  const path = new URL(link).pathname;
  await saveScreenshot(page, testInfo, 'member-link-owner');

  // The member opens it: no sign-in, only their own flat.
  const member = await memberPage(browser, page, testInfo);
  await member.goto(path);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Block B, Floor 2, Flat B-204');
  await expect(member.getByText('Farah Khan')).toBeVisible();
  await expect(member.getByText('Banyan Heights Society').first()).toBeVisible();
  const summary = member.getByRole('region', { name: 'Total due' });
  await expect(summary).toContainText('₹5,000.00');
  const ageing = member.getByRole('list', { name: 'Dues by age' }).or(member.getByLabel('Dues by age'));
  await expect(ageing).toContainText('Not yet due₹3,000.00');
  await expect(ageing).toContainText('31–60 days late₹2,000.00');
  const bills = member.getByRole('region', { name: 'Unpaid bills' });
  const older = bills.getByRole('listitem').first();
  await expect(older).toContainText('Overdue');
  await expect(older).toContainText('Maintenance₹3,000.00');
  await expect(older).toContainText('Sinking fund₹500.00');
  await expect(older).toContainText('Paid or credited−₹1,500.00');
  await expect(older).toContainText('Balance₹2,000.00');
  await expect(older.getByRole('checkbox', { name: 'Pay this bill' })).toBeChecked();
  await expect(member.getByRole('button', { name: 'Pay ₹5,000.00' })).toBeVisible();
  const receipts = member.getByRole('region', { name: 'Receipts' });
  await expect(receipts).toContainText('₹1,500.00');
  await expect(receipts).toContainText('UPI');
  await saveScreenshot(member, testInfo, 'member-portal');

  const receiptPdf = member.waitForEvent('download');
  await receipts.getByRole('link', { name: /^Receipt .+ PDF$/ }).click();
  expect((await savedPdf(await receiptPdf)).isPdf).toBe(true);

  // The statement through the same link, and back.
  await member.getByRole('link', { name: 'Open statement' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  await expect(member).toHaveURL(new RegExp(`${path}/statement$`));
  await member.getByRole('link', { name: 'My account' }).click();
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹5,000.00');

  // The owner issues a new link: the old one opens nothing, and says so without naming the flat.
  await section.getByRole('button', { name: 'Issue new link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Issue new link' }).click();
  await expect(page.getByText('New member link issued')).toBeVisible();
  await closeSnackbar(page);
  await expect(section.getByText(link)).toHaveCount(0);
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await expect(member.getByText('Farah')).toHaveCount(0);
  await saveScreenshot(member, testInfo, 'member-link-not-valid');
  await member.context().close();

  const trail = await request.get('/api/v2/audit?entity=member%20link', { headers });
  expect((await trail.json()).data.map((entry: { action: string }) => entry.action)).toEqual(['reissue']);
});

test('from a reminder’s link to a paid receipt in two taps: three bills paid at once through Razorpay', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Irfan')), {
    businessName: 'Gulmohar Apartments',
    razorpayKey: `rzp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
    razorpaySecret: `secret-${crypto.randomUUID()}`,
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const email = `member-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Sunita Joshi',
    email,
    phone: '98200 44556',
    block: 'C',
    floor: '1',
    flat: 'C-101',
    flatarea: 1000,
    price: 2,
  });
  const billIds: string[] = [];
  for (const daysLate of [70, 40, 10]) {
    const dueDate = addDays(today(), -daysLate);
    billIds.push(
      await addInvoiceThroughApi(request, session, {
        client: { _id: customerId },
        type: 'Bill',
        rates: 0,
        items: [{ itemName: 'Maintenance', unitPrice: 2 }],
        date: addDays(dueDate, -15),
        dueDate,
      }),
    );
  }
  // The treasurer reminds the flat of its dues: the message carries the member's link.
  const reminded = await request.post('/api/v2/reports/ageing/reminders', {
    headers,
    data: { customerIds: [customerId] },
  });
  expect(reminded.status()).toBe(200);
  const link = await linkPathFromOutbox(email, 'm');

  // Tap 0: the link in the reminder opens the member's page.
  const member = await memberPage(browser, page, testInfo);
  await member.goto(link);
  const payAll = member.getByRole('button', { name: 'Pay ₹6,000.00' });
  await expect(payAll).toBeVisible();
  await expect(member.getByRole('checkbox', { name: 'Pay this bill' })).toHaveCount(3);
  await saveScreenshot(member, testInfo, 'member-pay-all');

  // Leaving out the middle bill leaves out the newer one too: money pays the oldest first.
  await member.getByRole('checkbox', { name: 'Pay this bill' }).nth(1).uncheck();
  await expect(member.getByRole('button', { name: 'Pay ₹2,000.00' })).toBeVisible();
  await member.getByRole('checkbox', { name: 'Pay this bill' }).nth(2).check();
  await expect(payAll).toBeVisible();

  // Tap 1: Pay. Tap 2: Pay in Razorpay Checkout.
  await payAll.click();
  const checkout = member.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(checkout).toContainText('₹6,000.00');
  await saveScreenshot(member, testInfo, 'member-pay-checkout');
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();

  // The member lands on the receipt.
  const paid = member.getByRole('status').filter({ hasText: 'Payment received' });
  await expect(paid).toContainText(/Receipt R-\d+ for ₹6,000\.00\. Thank you!/, { timeout: 15_000 });
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹0.00');
  await expect(member.getByText('Nothing is due. Thank you!')).toBeVisible();
  await saveScreenshot(member, testInfo, 'member-paid-receipt');
  const receiptPdf = member.waitForEvent('download');
  await paid.getByRole('link', { name: 'Download receipt' }).click();
  expect((await savedPdf(await receiptPdf)).isPdf).toBe(true);
  await member.context().close();

  for (const id of billIds) {
    const bill = await request.get(`/api/v2/invoices/${id}`, { headers });
    expect(await bill.json()).toMatchObject({ status: 'Paid', balanceDue: 0 });
  }
});

test('“I have paid”: the member reports a bank transfer with a screenshot, the treasurer confirms one and rejects another', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Meenal')),
    {
      businessName: 'Ashoka Enclave',
      upiId: 'ashoka@okicici',
    },
  );
  const headers = { authorization: `Bearer ${session.token}` };
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Rahul Verma',
    email: `rahul-${crypto.randomUUID().slice(0, 8)}@example.test`,
    block: 'A',
    floor: '3',
    flat: 'A-301',
    flatarea: 1000,
    price: 3,
  });
  const dueDate = addDays(today(), -20);
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    date: addDays(dueDate, -15),
    dueDate,
  });
  const link = await request.get(`/api/v2/clients/${customerId}/member-link`, { headers });
  const path = (await link.json()).path as string;

  // The member tells the society about a NEFT transfer, with the bank's screenshot.
  const member = await memberPage(browser, page, testInfo);
  await member.goto(path);
  await member.getByRole('button', { name: 'I have paid' }).click();
  const form = member.getByRole('form', { name: 'I have paid' });
  await form.getByLabel('Amount paid (₹)').fill('3000');
  await form.getByLabel('How you paid').selectOption('Bank Transfer');
  await form.getByLabel('UTR or cheque number').fill('SBIN526330012345');
  await form.getByLabel(/Screenshot or photo/).setInputFiles({
    name: 'neft.png',
    mimeType: 'image/png',
    buffer: squarePng(320, [15, 118, 110]),
  });
  await saveScreenshot(member, testInfo, 'member-report-form');
  await form.getByRole('button', { name: 'Send to the society' }).click();
  await expect(
    member.getByText('Thank you. The society will confirm your payment and send you a receipt.'),
  ).toBeVisible();
  await expect(member.getByText('Waiting for the society to confirm')).toBeVisible();

  // A second report, of a cheque that never arrived.
  await member.getByRole('button', { name: 'I have paid' }).click();
  await form.getByLabel('Amount paid (₹)').fill('500');
  await form.getByLabel('How you paid').selectOption('Cheque');
  await form.getByRole('button', { name: 'Send to the society' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter the UTR or cheque number');
  await form.getByLabel('UTR or cheque number').fill('000123');
  await form.getByRole('button', { name: 'Send to the society' }).click();
  await expect(member.getByText('Waiting for the society to confirm')).toHaveCount(2);

  // The treasurer's queue.
  await storeProfile(page, session);
  await page.goto('/payments/reported');
  const reports = page.getByRole('list', { name: 'Reported payments' });
  await expect(reports.getByRole('listitem')).toHaveCount(2);
  const neft = reports.getByRole('listitem').filter({ hasText: 'SBIN526330012345' });
  await expect(neft).toContainText('₹3,000.00');
  await expect(neft).toContainText('Bank Transfer');
  await saveScreenshot(page, testInfo, 'reported-payments');
  const proof = page.waitForEvent('download');
  await neft.getByRole('button', { name: 'Download proof' }).click();
  expect((await proof).suggestedFilename()).toBe('payment-proof.png');
  await neft.getByRole('button', { name: 'Confirm and issue receipt' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm and issue receipt' }).click();
  await expect(page.getByText('Payment confirmed and its receipt issued')).toBeVisible();
  await closeSnackbar(page);
  const cheque = reports.getByRole('listitem').filter({ hasText: '000123' });
  await cheque.getByRole('button', { name: 'Reject' }).click();
  const rejecting = page.getByRole('dialog', { name: 'Reject the payment report' });
  await rejecting.getByLabel('Reason').fill('Cheque 000123 has not reached the box');
  await rejecting.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('No payments are waiting to be confirmed.')).toBeVisible();
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(reports.getByRole('listitem').filter({ hasText: 'Receipt R-' })).toHaveCount(1);

  // The member sees the receipt, the dues cleared, and why the cheque was not confirmed.
  await member.reload();
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹0.00');
  await expect(member.getByRole('region', { name: 'Receipts' })).toContainText('₹3,000.00');
  await expect(member.getByText('Confirmed: your receipt is above')).toBeVisible();
  await expect(member.getByText('Not confirmed: Cheque 000123 has not reached the box')).toBeVisible();
  await saveScreenshot(member, testInfo, 'member-reports-decided');
  await member.context().close();
});

test('the member’s page in Hindi, the society’s choice, with Indian grouping; the member switches to English and it stays', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Suresh')),
    {
      businessName: 'Gokuldham Society',
      razorpayKey: `rzp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
      razorpaySecret: `secret-${crypto.randomUUID()}`,
    },
  );
  const headers = { authorization: `Bearer ${session.token}` };
  const settings = await request.put('/api/v2/billing-settings', {
    headers,
    data: { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: 'hi' },
  });
  expect(settings.status()).toBe(200);
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Jethalal Gada',
    email: `jetha-${crypto.randomUUID().slice(0, 8)}@example.test`,
    block: 'A',
    floor: '1',
    flat: 'A-101',
    flatarea: 1000,
    price: 123.45,
  });
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 123.45 }],
    date: '2026-10-01',
    dueDate: '2026-10-15',
  });
  const path = (
    (await (await request.get(`/api/v2/clients/${customerId}/member-link`, { headers })).json()) as {
      path: string;
    }
  ).path;

  const member = await memberPage(browser, page, testInfo);
  await member.goto(path);
  const summary = member.getByRole('region', { name: 'कुल बकाया' });
  await expect(summary).toContainText('₹1,23,450.00');
  await expect(member.getByRole('button', { name: '₹1,23,450.00 चुकाएँ' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'बकाया बिल' })).toContainText('दिनांक 01 अक्टू॰ 2026');
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('ब्लॉक A, मंज़िल 1, फ़्लैट A-101');
  await expect(member.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(member).toHaveTitle(/^मेरा खाता · Gokuldham Society/);
  await saveScreenshot(member, testInfo, 'member-portal-hindi');

  // The bill's own page speaks the same language, and leads back to the account.
  await member.getByRole('link', { name: 'बिल देखें' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'बिल' })).toBeVisible();
  await expect(member.getByRole('region', { name: 'भुगतान कैसे करें' })).toContainText('बकाया राशि ₹1,23,450.00');
  await expect(member.getByRole('list', { name: 'मदें' })).toContainText('1,000.00 वर्ग फ़ुट × ₹123.45');
  await saveScreenshot(member, testInfo, 'public-invoice-hindi');
  await member.getByRole('link', { name: 'मेरा खाता' }).click();
  await expect(summary).toContainText('₹1,23,450.00');

  await member.getByRole('button', { name: 'View in English' }).click();
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹1,23,450.00');
  await member.reload();
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹1,23,450.00');
  await expect(member.getByRole('button', { name: 'हिन्दी में देखें' })).toBeVisible();
  await member.context().close();
});

test('a member whose link no longer opens gets in with a code sent to their e-mail', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const session = await saveProfileThroughApi(
    request,
    await signUpThroughApi(request, newAccount('Kavita')),
    {
      businessName: 'Shanti Niketan Society',
      upiId: 'shanti@okaxis',
    },
  );
  const email = `leela-${crypto.randomUUID().slice(0, 8)}@example.test`;
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Leela Nair',
    email,
    block: 'C',
    floor: '2',
    flat: 'C-204',
    flatarea: 1000,
    price: 2.5,
  });
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 2.5 }],
  });

  const member = await memberPage(browser, page, testInfo);
  await member.goto('/m/an-old-link-that-opens-nothing-00');
  await expect(member.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  await member.getByRole('link', { name: 'Open it with a code sent to your e-mail' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Open your flat’s account' })).toBeVisible();
  await member.getByLabel('E-mail address').fill(email.toUpperCase());
  await member.getByRole('button', { name: 'Send code' }).click();
  await expect(member.getByRole('status')).toContainText('a 6-digit code is on its way');
  const code = await codeFromOutbox(email);
  await member.getByLabel(/^Code from the e-mail/).fill(code);
  await saveScreenshot(member, testInfo, 'member-sign-in-code');
  await member.getByRole('button', { name: 'Open my account' }).click();
  await expect(member).toHaveURL(/\/m\/[A-Za-z0-9_-]{32}$/);
  await expect(member.getByRole('heading', { level: 1 })).toHaveText('Block C, Floor 2, Flat C-204');
  await expect(member.getByRole('region', { name: 'Total due' })).toContainText('₹2,500.00');
  await member.context().close();
});

test('a bill’s link draws its loader, styled, while none of the page’s code or stylesheets has arrived', async ({
  page,
}, testInfo) => {
  // A phone on a slow network: every built file is asked for and none arrives.
  const held: Route[] = [];
  await page.route('**/assets/**', (route) => {
    held.push(route);
  });
  await page.goto(`/invoice/${randomUUID()}`, { waitUntil: 'commit' });
  const loader = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loader).toBeVisible();
  // Its styles came inside the page: the spinner turns in the middle of the screen.
  await expect(loader).toHaveCSS('animation-name', 'page-loader-spin');
  await expect(page.locator('.page-loader')).toHaveCSS('display', 'grid');
  // The request reaches the route handler a moment after the page draws, so this waits for it.
  await expect.poll(() => held.length, { message: 'the page’s code was asked for' }).toBeGreaterThan(0);
  await saveScreenshot(page, testInfo, 'loader-before-code');
});

test('a bill’s link loads the member pages alone, and takes an owner signed in on this browser to their own page of it', async ({
  page,
  request,
}) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Kavya')), {
    businessName: 'Ashoka Gardens',
    upiId: 'ashoka@okaxis',
    razorpayKey: `rzp_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`,
    razorpaySecret: `secret-${randomUUID()}`,
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Imran Sheikh',
    email: 'imran@example.test',
    block: 'D',
    floor: '1',
    flat: 'D-101',
    flatarea: 900,
    price: 2,
  });
  const invoiceId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 2 }],
    date: addDays(today(), -10),
    dueDate: addDays(today(), 5),
  });

  // A member: the page and its code, none of the owner's app (its router, MUI, its frame).
  const files: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith('/assets/')) files.push(pathname);
  });
  await page.goto(`/invoice/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: /Bill/ })).toBeVisible();
  await expect(page.getByText('₹1,800.00').first()).toBeVisible();
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((file) => /\/(router|shell|app-frame)-/.test(file))).toEqual([]);
  // Its Pay button opens the pay page in place, without loading the page again.
  await page.evaluate('window.openedOnce = true');
  await page.getByRole('region', { name: 'How to pay' }).getByRole('link', { name: 'Pay ₹1,800.00' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment/${invoiceId}$`));
  await expect(page.getByRole('button', { name: 'Pay ₹1,800.00' })).toBeVisible();
  expect(await page.evaluate('window.openedOnce')).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/invoice/${invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1, name: /Bill/ })).toBeVisible();

  // The owner, signed in on this browser: the same link opens the bill in the app.
  await storeProfile(page, session);
  await page.goto(`/invoice/${invoiceId}`);
  await expect(page).toHaveURL(new RegExp(`/auth/invoice/${invoiceId}$`));
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
});
