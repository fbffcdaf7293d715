import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { closeSnackbar, expect, saveScreenshot, storeProfile, test } from './fixtures';
import { startInvoiceFor } from './invoice-form';

test('a registered housing society bills a flat by hand: CGST and SGST by line, a levy left out, a tax invoice and a bill of supply', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Farah')), {
    businessName: 'Lotus Court Co-operative Housing Society',
    upiId: 'lotuscourt@okicici',
    gstno: '27AAPFU0939F1ZV',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  // A housing society past the turnover threshold: the ₹7,500 test alone decides.
  const settings = await request.put('/api/v2/settings/gst', {
    headers,
    data: { housingSociety: true, rwaMode: 'whole', turnoverThreshold: 0, roundOff: true },
  });
  expect(settings.status()).toBe(200);
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Farah Khan',
    email: 'farah@example.test',
    phone: '98200 77881',
    block: 'C',
    floor: '2',
    flat: 'C-204',
    flatarea: 1500,
    price: 6,
  });
  await storeProfile(page, session);

  // 1. By hand: maintenance ₹9,000 and the municipality's property tax ₹1,000, a statutory levy.
  // An invoice, not a proforma: a claim for money, headed as the law names it.
  await startInvoiceFor(page, 'Farah', 'Invoice');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance, November');
  await page.getByRole('combobox', { name: 'Basis, line 1' }).selectOption('fixed');
  await page.getByRole('textbox', { name: 'Price, line 1' }).fill('9000');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('textbox', { name: 'Item Name, line 2' }).fill('Property tax (municipal)');
  await page.getByRole('combobox', { name: 'Basis, line 2' }).selectOption('fixed');
  await page.getByRole('textbox', { name: 'Price, line 2' }).fill('1000');
  await page.getByRole('combobox', { name: 'GST, line 2' }).selectOption({ label: 'Levy' });
  const summary = page.getByLabel('Invoice summary');
  // ₹9,000 at 18 % within Maharashtra: CGST 9 % ₹810 and SGST 9 % ₹810; the levy carries none.
  await expect(summary).toContainText('Sub total₹10,000.00CGST(9%)₹810.00SGST(9%)₹810.00');
  await expect(summary).toContainText('Total₹11,620.00');
  await page.getByRole('button', { name: 'Add Item' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'tax-invoice-form');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await closeSnackbar(page);

  // 2. Its page: a tax invoice, each line's SAC and rate or why it is not taxed, a summary by rate.
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  const items = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', { name: 'Items' });
  await expect(items).toContainText('SAC 995419 · GST 18%');
  await expect(items).toContainText('SAC 995419 · Statutory levy: not taxed');
  const taxSummary = page.getByRole('table', { name: 'Tax summary' });
  await expect(taxSummary).toContainText(
    'RateTaxableCGSTSGST18%₹9,000.00₹810.00₹810.00Total₹9,000.00₹810.00₹810.00',
  );
  await expect(page.getByLabel('Charges')).toContainText('CGST(9%)₹810.00SGST(9%)₹810.00');
  await taxSummary.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'tax-invoice-page');

  // 3. A month of ₹7,000 is within the ₹7,500 a flat may contribute untaxed: a bill of supply.
  const exemptId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Invoice',
    rates: 18,
    items: [{ itemName: 'Maintenance, December', unitPrice: 7000, basis: 'fixed', quantity: 1 }],
  });
  await page.goto(`/auth/invoice/${exemptId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bill of Supply' })).toBeVisible();
  await expect(
    page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', { name: 'Items' }),
  ).toContainText('SAC 995419 · Exempt: member contribution up to ₹7,500 a month');
  await expect(page.getByLabel('Payments')).toContainText('Balance₹7,000.00');
  await saveScreenshot(page, testInfo, 'bill-of-supply-page');
});

test('a landlord’s flat in another state: its state chosen on the customer, its bill taxed in IGST', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Irfan')), {
    businessName: 'Irfan Estates',
    upiId: 'irfanestates@okicici',
    gstno: '27AAPFU0939F1ZV',
  });
  await storeProfile(page, session);

  // 1. The flat is in Goa: the New Customer dialog says so.
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await dialog.getByLabel('Name').fill('Ines Fernandes');
  await dialog.getByLabel('Email').fill('ines@example.test');
  await dialog.getByLabel('Phone').fill('98200 44556');
  await dialog.getByLabel('Block').fill('Villa');
  await dialog.getByLabel('Floor').fill('0');
  await dialog.getByLabel('Flat No.').fill('Villa 4');
  await dialog.getByLabel('Flat Area (sq.ft)').fill('1000');
  await dialog.getByLabel('Price per sq.ft').fill('10');
  const state = dialog.getByRole('combobox', { name: 'State' });
  await expect(state).toHaveText('Your business’s state');
  await state.click();
  await page.getByRole('option', { name: 'Goa (30)' }).click();
  await expect(state).toHaveText('Goa (30)');
  await saveScreenshot(page, testInfo, 'customer-state');
  await dialog.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await closeSnackbar(page);

  // 2. Billed by hand from Maharashtra: the form previews IGST at the whole rate.
  await startInvoiceFor(page, 'Ines', 'Invoice');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Rent, November');
  // 1,000 sq.ft × ₹10 = ₹10,000; IGST 18 % = ₹1,800.
  const summary = page.getByLabel('Invoice summary');
  await expect(summary).toContainText('Sub total₹10,000.00IGST(18%)₹1,800.00');
  await expect(summary).toContainText('Total₹11,800.00');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await closeSnackbar(page);

  // 3. Its page names Goa as the place of supply and sums the IGST by rate.
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Invoice' })).toBeVisible();
  await expect(page.getByText('Goa (30)')).toBeVisible();
  const taxSummary = page.getByRole('table', { name: 'Tax summary' });
  await expect(taxSummary).toContainText('RateTaxableIGST18%₹10,000.00₹1,800.00Total₹10,000.00₹1,800.00');
  await taxSummary.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'tax-invoice-igst-page');
});
