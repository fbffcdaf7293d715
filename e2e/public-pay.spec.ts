import type { TAuthResult } from '@domain/api/profile';
import { addDays, todayIn } from '@domain/dates';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, newVisitorPage, saveScreenshot, test } from './fixtures';

/** A society paid through its own Razorpay account (the emulator takes any test key) and by UPI. */
async function society(request: Parameters<typeof signUpThroughApi>[0], name: string) {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount(name)), {
    businessName: 'Palm Grove Society',
    upiId: 'palmgrove@okaxis',
    razorpayKey: `rzp_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 14)}`,
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
  return { session, customerId };
}

/** An invoice due `daysAgo` days ago: 1,000 sq.ft × ₹3 = ₹3,000; GST 18 % ₹540; total ₹3,540. */
async function invoiceDue(
  request: Parameters<typeof signUpThroughApi>[0],
  { session, customerId }: { session: TAuthResult; customerId: string },
  daysAgo: number,
) {
  const dueDate = addDays(todayIn('Asia/Kolkata', new Date()), -daysAgo);
  return addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    date: addDays(dueDate, -30),
    dueDate,
  });
}

const memberPage = newVisitorPage;

test('a member pays from the public invoice: the Pay button, the UPI QR code and, on a phone, the UPI link', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const owner = await society(request, 'Farida');
  const invoiceId = await invoiceDue(request, owner, -10);
  const member = await memberPage(browser, page, testInfo);

  await member.goto(`/invoice/${invoiceId}`);
  const howToPay = member.getByRole('region', { name: 'How to pay' });
  await expect(howToPay).toBeVisible({ timeout: 15_000 });
  await expect(howToPay).toContainText('Balance due ₹3,540.00');
  await expect(howToPay).toContainText('UPI ID: palmgrove@okaxis');
  const qr = howToPay.getByRole('img', { name: 'UPI QR code to pay ₹3,540.00' });
  await expect(qr).toBeVisible();
  // Drawn in the page, allowed by its Content-Security-Policy (a refused image has no width).
  expect(
    await qr.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
  ).toBeGreaterThan(0);
  const upiLink = howToPay.getByRole('link', { name: 'Pay by UPI app' });
  if (testInfo.project.name === 'phone') {
    await expect(upiLink).toHaveAttribute(
      'href',
      'upi://pay?pa=palmgrove%40okaxis&pn=Palm%20Grove%20Society&am=3540.00&cu=INR&tn=Invoice%20001',
    );
  } else {
    await expect(upiLink).toHaveCount(0);
  }
  await saveScreenshot(member, testInfo, 'public-invoice-pay');

  // Keyboard: the Pay button is reached and followed with the keyboard alone.
  const pay = howToPay.getByRole('link', { name: 'Pay ₹3,540.00' });
  await pay.focus();
  await member.keyboard.press('Enter');
  await expect(member).toHaveURL(new RegExp(`/payment/${invoiceId}$`));
  await expect(member.getByRole('button', { name: 'Pay ₹3,540.00' })).toBeVisible({ timeout: 15_000 });
  await member.context().close();
});

test('a member reminded of an overdue, partly paid invoice pays its balance online', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const owner = await society(request, 'Gopal');
  const invoiceId = await invoiceDue(request, owner, 20);
  const partly = await request.post(`/api/v2/invoices/${invoiceId}/payments`, {
    headers: { authorization: `Bearer ${owner.session.token}` },
    data: {
      amountPaid: 1000,
      datePaid: todayIn('Asia/Kolkata', new Date()),
      paymentMethod: 'Cash',
    },
  });
  expect(partly.status()).toBe(201);
  const member = await memberPage(browser, page, testInfo);

  await member.goto(`/payment/${invoiceId}`);
  const pay = member.getByRole('button', { name: 'Pay ₹2,540.00' });
  await expect(pay).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole('note')).toHaveText(
    /^This Proforma was due on .+ and is overdue; a late fee may be added\.$/,
  );
  await expect(member.getByText(/expired/)).toHaveCount(0);
  await saveScreenshot(member, testInfo, 'payment-overdue');

  await pay.click();
  const checkout = member.getByRole('dialog', { name: 'Razorpay test checkout' });
  await expect(checkout).toBeVisible();
  await checkout.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({ timeout: 15_000 });
  await member.context().close();

  const stored = await request.get(`/api/v2/invoices/${invoiceId}`, {
    headers: { authorization: `Bearer ${owner.session.token}` },
  });
  expect(await stored.json()).toMatchObject({ status: 'Paid', totalAmountReceived: 3540, balanceDue: 0 });
});

test('a replaced invoice’s pay link leads to its late-fee invoice, saying why', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.slow();
  const owner = await society(request, 'Hema');
  // Due 40 days ago: the second month late has started, so the late fee is 4 %.
  const originalId = await invoiceDue(request, owner, 40);
  const replaced = await request.post('/api/v2/invoices/overdue', {
    headers: { authorization: `Bearer ${owner.session.token}` },
    data: { from: originalId },
  });
  expect(replaced.status()).toBe(201);
  const { id: lateFeeId } = (await replaced.json()) as { id: string };
  const member = await memberPage(browser, page, testInfo);

  // The reminder's link, to the original invoice.
  await member.goto(`/payment/${originalId}`);
  await expect(member).toHaveURL(new RegExp(`/payment/${lateFeeId}$`), { timeout: 15_000 });
  await expect(member.getByText('Invoice No. 002')).toBeVisible();
  await expect(member.getByRole('status')).toHaveText(
    'Invoice No. 001 was replaced by this one, No. 002, which includes the late fee.',
  );
  // 1,000 sq.ft × ₹3 × 1.04 = ₹3,120; GST 18 % ₹561.60; total ₹3,681.60 rounded to ₹3,682.
  await expect(member.getByRole('button', { name: 'Pay ₹3,682.00' })).toBeVisible();
  await saveScreenshot(member, testInfo, 'payment-replaced');

  // The public invoice of the original offers nothing to pay: it points to the replacement instead.
  await member.goto(`/invoice/${originalId}`);
  await expect(member.getByText('Replaced by')).toBeVisible({ timeout: 15_000 });
  await expect(member.getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  await member.context().close();
});
