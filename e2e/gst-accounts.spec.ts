import { readFileSync } from 'node:fs';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import type { Download } from '@playwright/test';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { closeSnackbar, expect, openFromNavigation, saveScreenshot, storeProfile, test } from './fixtures';
import { startInvoiceFor } from './invoice-form';

async function savedText(download: Promise<Download>): Promise<{ name: string; text: string }> {
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('a registered housing society: the ₹7,500 rule, a bill with interest on arrears, partly exempt, then GSTR-1 and Tally for its accountant', async ({
  page,
  request,
}, testInfo) => {
  // Settings, the invoice form, the bill and the reports, each loading its code on first use.
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Meera')), {
    businessName: 'Gulmohar Co-operative Housing Society',
    upiId: 'gulmohar@okhdfc',
    gstno: '27AAPFU0939F1ZV',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  await addCustomerThroughApi(request, session, {
    name: 'Meera Iyer',
    email: 'meera@example.test',
    phone: '98200 44556',
    block: 'B',
    floor: '3',
    flat: 'B-301',
    flatarea: 1000,
    price: 9,
  });
  const customers = await request.get('/api/v2/clients/user?limit=0&search=Meera', { headers });
  const [flat] = (await customers.json()).data;
  // Before the society rule: a ₹4,925 bill (₹3,750 maintenance at 18 %, ₹500 sinking fund exempt) that
  // fell due 45 days ago; ₹2,000 of it was paid 25 days ago.
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const month = today.slice(0, 7);
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
  const paid = await request.post(`/api/v2/invoices/${overdueId}/payments`, {
    headers,
    data: { datePaid: addDays(today, -25), amountPaid: 2000, paymentMethod: 'UPI' },
  });
  expect(paid.status()).toBe(201);
  // Interest on arrears at the bye-laws' 21 % a year (the journey of its own shows the form).
  const interest = await request.put('/api/v2/settings/interest', {
    headers,
    data: {
      lateCharge: 'interest',
      ratePercentPerYear: 21,
      ceilingPercentPerYear: 21,
      graceDays: 0,
      minimumAmount: 0,
      chargeFrom: '2026-04-01',
    },
  });
  expect(interest.status()).toBe(200);
  await storeProfile(page, session);

  // 1. Settings → GST: a housing society, past the turnover threshold, so the ₹7,500 test alone decides.
  await page.goto('/settings');
  const gst = page.getByRole('form', { name: 'GST settings' });
  await gst.getByRole('switch', { name: 'Resident welfare association / housing society' }).check({
    timeout: 15_000,
  });
  await gst.getByRole('textbox', { name: 'Turnover threshold (₹)' }).fill('0');
  await gst.getByRole('button', { name: 'Save GST settings' }).click();
  await expect(page.getByText('GST settings saved')).toBeVisible();
  await closeSnackbar(page);

  // 2. The flat's next bill: 1,000 sq.ft × ₹9 maintenance, the municipality's property tax (a levy)
  // and the interest on the overdue bill.
  await startInvoiceFor(page, 'Meera', 'Invoice');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance');
  await expect(page.getByRole('textbox', { name: 'Price, line 1' })).toHaveValue('9');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('textbox', { name: 'Item Name, line 2' }).fill('Property tax (municipal)');
  await page.getByRole('combobox', { name: 'Basis, line 2' }).selectOption('fixed');
  await page.getByRole('textbox', { name: 'Price, line 2' }).fill('1200');
  await page.getByRole('combobox', { name: 'GST, line 2' }).selectOption({ label: 'Levy' });
  // 19 days on ₹4,925, then 25 days on ₹2,925, at 21 % a year ÷ 365: ₹95.91.
  await page.getByRole('checkbox', { name: 'Add interest on arrears (₹95.91)' }).check();
  const summary = page.getByLabel('Invoice summary');
  // ₹9,000 is above ₹7,500 a month: GST on the whole of it, CGST 9 % and SGST 9 %; the levy and the
  // interest carry none. ₹10,295.91 + ₹1,620 = ₹11,915.91, rounded to ₹11,916.
  await expect(summary).toContainText('Sub total₹10,295.91');
  await expect(summary).toContainText('CGST(9%)₹810.00SGST(9%)₹810.00');
  await expect(summary).toContainText('Total₹11,916.00');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible({ timeout: 15_000 });
  await closeSnackbar(page);

  // 3. The bill, partly exempt: a tax invoice whose lines each say how they are taxed.
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  const items = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', { name: 'Items' });
  await expect(items).toContainText('SAC 995419 · GST 18%');
  await expect(items).toContainText('Statutory levy: not taxed');
  await expect(page.getByRole('table', { name: 'Tax summary' })).toContainText(
    'RateTaxableCGSTSGST18%₹9,000.00₹810.00₹810.00',
  );
  await expect(page.getByLabel('Charges')).toContainText('Round off₹0.09');
  await items.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'gst-accounts-bill');

  // 4. Reports → Accounts: this month holds the one bill (and the payment, when it fell in it).
  await openFromNavigation(page, testInfo, 'Reports');
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Accounts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible({ timeout: 15_000 });
  const receipts = addDays(today, -25).startsWith(month) ? '1 receipt' : '0 receipts';
  await expect(page.getByRole('status')).toContainText(`1 bill · 0 credit notes · ${receipts}.`);
  const tax =
    testInfo.project.name === 'phone'
      ? page.getByRole('list', { name: 'Tax in this period' })
      : page.getByRole('table', { name: 'Tax in this period' });
  await expect(tax).toContainText('Taxable value');
  await expect(tax).toContainText('9,000.00');
  await expect(tax).toContainText('1,295.91');
  await expect(tax).toContainText('11,916.00');
  await saveScreenshot(page, testInfo, 'gst-accounts-page');

  // 5. GSTR-1 as the offline tool imports it: a small supply within the state, the levy and the
  // interest as supplies without GST, one invoice issued.
  const gstr1 = page.getByRole('region', { name: 'GSTR-1' });
  const json = await savedText(
    Promise.all([
      page.waitForEvent('download'),
      gstr1.getByRole('button', { name: 'Download JSON' }).click(),
    ]).then(([download]) => download),
  );
  expect(json.name).toBe(`GSTR1-27AAPFU0939F1ZV-${month}.json`);
  const ret = JSON.parse(json.text);
  expect(ret).toMatchObject({ gstin: '27AAPFU0939F1ZV', fp: `${month.slice(5, 7)}${month.slice(0, 4)}` });
  expect(ret.b2cs).toEqual([
    { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 9000, camt: 810, samt: 810, csamt: 0 },
  ]);
  expect(ret.doc_issue.doc_det[0].docs[0]).toMatchObject({ totnum: 1, cancel: 0, net_issue: 1 });
  const workbook = page.waitForEvent('download');
  await gstr1.getByRole('button', { name: 'Download XLSX' }).click();
  expect((await workbook).suggestedFilename()).toBe(
    `GSTR1-${month}-Gulmohar Co-operative Housing Society.xlsx`,
  );

  // 6. Tally: the lines under no bill head go to the ledger the owner names once.
  const tally = page.getByRole('region', { name: 'Tally' });
  await tally.getByRole('button', { name: 'Tally ledgers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tally ledgers' });
  await dialog.getByRole('textbox', { name: 'Lines under no bill head' }).fill('Maintenance Charges');
  await saveScreenshot(page, testInfo, 'gst-accounts-ledgers');
  await dialog.getByRole('button', { name: 'Save ledgers' }).click();
  await expect(page.getByText('Tally ledgers saved')).toBeVisible();
  const xml = await savedText(
    Promise.all([
      page.waitForEvent('download'),
      tally.getByRole('button', { name: 'Download XML' }).click(),
    ]).then(([download]) => download),
  );
  expect(xml.name).toBe(`Tally-${month}-Gulmohar Co-operative Housing Society.xml`);
  expect(xml.text).toContain('<VOUCHER VCHTYPE="Sales"');
  expect(xml.text).toContain('<LEDGERNAME>Maintenance Charges</LEDGERNAME>');
  expect(xml.text).toContain('<LEDGERNAME>B-301 Meera Iyer</LEDGERNAME>');
  expect(xml.text).toContain('<LEDGERNAME>Interest on Arrears</LEDGERNAME>');
});
