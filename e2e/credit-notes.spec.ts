import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { closeSnackbar, expect, savedPdf, saveScreenshot, storeProfile, test } from './fixtures';

test('an owner credits part of a flat’s bill: the dialog’s figures, the bill’s balance, its credit notes and the flat’s statement', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Kavya')), {
    businessName: 'Palm Grove Society',
    upiId: 'palmgrove@okicici',
    gstno: '27AAPFU0939F1ZV',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Ramesh Iyer',
    email: 'ramesh@example.test',
    phone: '98200 44556',
    block: 'B',
    floor: '3',
    flat: 'B-304',
    flatarea: 1250,
    price: 3,
  });
  // Maintenance ₹3,750 with 18 % GST (₹675) and the sinking fund ₹500 without: ₹4,925.
  const invoiceId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 18,
    items: [
      { itemName: 'Maintenance', unitPrice: 3750, basis: 'fixed', quantity: 1 },
      { itemName: 'Sinking fund', unitPrice: 500, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' },
    ],
  });
  // ₹2,000 of it was paid: ₹2,925 is still owed.
  const payment = await request.post(`/api/v2/invoices/${invoiceId}/payments`, {
    headers,
    data: { datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()), amountPaid: 2000, paymentMethod: 'UPI' },
  });
  expect(payment.status()).toBe(201);
  await storeProfile(page, session);

  // 1. The bill: the lift was shut for a month, so part of the maintenance is taken off.
  await page.goto(`/auth/invoice/${invoiceId}`);
  await expect(page.getByLabel('Payments')).toContainText('Balance₹2,925.00');
  // A registered society's flat bill: supplied in its own state, its GST in CGST and SGST halves.
  await expect(page.getByLabel('Invoice details')).toContainText('Place of supplyMaharashtra (27)');
  await expect(page.getByLabel('Charges')).toContainText('CGST(9%)₹337.50SGST(9%)₹337.50');
  await saveScreenshot(page, testInfo, 'invoice-place-of-supply');
  await page.getByRole('button', { name: 'Credit note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Credit note against bill 001' });
  const maintenance = dialog.getByRole('textbox', { name: 'Credit on Maintenance' });
  await expect(maintenance).toBeVisible();
  const figures = dialog.getByRole('region', { name: 'Credit note preview' });
  await expect(figures).toContainText('Balance due now₹2,925.00');

  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await reason.fill('Lift shut for repairs in November');

  // The whole bill is more than it still owes: the dialog says so, and sends nothing.
  await dialog.getByRole('button', { name: 'Credit the whole bill' }).click();
  await expect(figures).toContainText('Total₹4,925.00');
  const aboveBalance = 'A credit note can be at most what the bill still owes (₹2,925.00)';
  await expect(dialog.getByRole('alert')).toHaveText(aboveBalance);
  await saveScreenshot(page, testInfo, 'credit-note-above-balance');
  await dialog.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(aboveBalance);
  await saveScreenshot(page, testInfo, 'credit-note-refused');

  // ₹1,000 off the maintenance: ₹180 of its GST is reversed.
  await maintenance.fill('1000');
  await dialog.getByRole('textbox', { name: 'Credit on Sinking fund' }).fill('');
  await expect(figures).toContainText('Sub total₹1,000.00');
  await expect(figures).toContainText('GST reversed₹180.00');
  await expect(figures).toContainText('Total₹1,180.00');
  await expect(figures).toContainText('Balance after this note₹1,745.00');
  await expect(figures).not.toContainText('Round off');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'credit-note-dialog');
  // Enter in a box issues it, as the button does.
  await reason.press('Enter');
  await expect(page.getByText('Credit note CN-001 issued')).toBeVisible();
  await expect(dialog).toBeHidden();
  await closeSnackbar(page);

  // 2. The bill owes ₹1,180 less, and lists its credit note.
  const payments = page.getByLabel('Payments');
  await expect(payments).toContainText('Credited₹1,180.00');
  await expect(payments).toContainText('Paid₹2,000.00');
  await expect(payments).toContainText('Balance₹1,745.00');
  await payments.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'credit-note-bill-summary');
  const notes = page.getByRole('region', { name: 'Credit notes' });
  await notes.scrollIntoViewIfNeeded();
  await expect(notes).toContainText('CN-001');
  await expect(notes).toContainText('Lift shut for repairs in November');
  await expect(notes).toContainText('₹1,180.00');
  await saveScreenshot(page, testInfo, 'credit-note-bill-notes');
  const notePdf = page.waitForEvent('download');
  await notes.getByRole('button', { name: 'Download credit note CN-001' }).click();
  expect(await savedPdf(await notePdf)).toEqual({ name: 'credit-note-Ramesh Iyer-CN-001.pdf', isPdf: true });

  // 3. The flat's account and statement take it off too.
  await page.goto(`/customers/${customerId}`);
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Credited₹1,180.00');
  await expect(account).toContainText('Dues₹1,745.00');
  await expect(page.getByRole('list', { name: 'Receipts' }).getByRole('listitem')).toHaveCount(1);
  await saveScreenshot(page, testInfo, 'credit-note-flat-account');
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  const entries =
    testInfo.project.name === 'phone'
      ? page.getByRole('list', { name: 'Statement entries' })
      : page.getByRole('table', { name: 'Statement' });
  await expect(entries).toContainText('Credit note on 001: Lift shut for repairs in November');
  await expect(entries).toContainText('₹1,745.00 Dr');
  await saveScreenshot(page, testInfo, 'credit-note-statement');

  // Its number opens the bill it corrected.
  await entries.getByRole('link', { name: 'CN-001' }).click();
  await expect(page).toHaveURL(new RegExp(`/auth/invoice/${invoiceId}$`));
  await expect(page.getByRole('region', { name: 'Credit notes' })).toContainText('CN-001');
});
