import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

const NOTES = 'Pay by UPI to sunrise@okhdfc\n<script>window.__ran = true</script>';

test('an owner creates an invoice, finds it in the lists, shares its public link and edits it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A long journey through five pages on a machine that also builds and tests.
  test.slow();
  // Nothing on these pages may run text as code: any alert() is a failure.
  page.on('dialog', (dialog) => {
    throw new Error(`Unexpected dialog: ${dialog.message()}`);
  });
  const account = newAccount('Meera');
  const signedUp = await signUpThroughApi(request, account);
  const session = await saveProfileThroughApi(request, signedUp, {
    businessName: 'Sunrise Residency',
    contactAddress: '12 MG Road, Pune 411001',
    gstno: '27AAPFU0939F1ZV',
    upiId: 'sunrise@okhdfc',
    paymentDetails: 'Pay by UPI to sunrise@okhdfc',
  });
  await addCustomerThroughApi(request, session, {
    name: 'Ravi <img src=x onerror=alert(1)> Rao',
    email: 'ravi@example.test',
    phone: '98200 12345',
    block: 'A',
    floor: '3',
    flat: 'A-301',
    flatarea: 1234.5,
    price: 3.25,
  });
  await storeProfile(page, session);

  // Create: the client is required first.
  await page.goto('/invoice');
  // The form's code loads on first use: allow for a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('textbox', { name: 'Invoice No.' })).toHaveValue('001');
  await expect(page.getByLabel('Notes / payment details')).toHaveValue('Pay by UPI to sunrise@okhdfc');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Client field(s) cannot be empty.')).toBeVisible();

  await page.getByRole('combobox', { name: 'Select Customer' }).fill('Ravi');
  await page.getByRole('option', { name: /Ravi/ }).click();
  const billTo = page.getByRole('region', { name: 'Bill to' });
  await expect(billTo).toContainText('Ravi <img src=x onerror=alert(1)> Rao');
  await expect(billTo).toContainText('Block A, Floor 3, Flat A-301');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance, November');
  await expect(page.getByRole('textbox', { name: 'Price, line 1' })).toHaveValue('3.25');
  await page.getByRole('textbox', { name: 'Disc(%), line 1' }).fill('5');
  await page.getByRole('textbox', { name: 'Late Fee(2% P.M), line 1' }).fill('2');
  const summary = page.getByLabel('Invoice summary');
  // 1,234.50 sq.ft × ₹3.25 = 4,012.125; +2 % −5 % = 3,891.76; a registered society's flat bill: CGST 9 %
  // = 350.2584 → 350.26 and SGST the same (GST 700.52); total 4,592.28 → 4,592.
  await expect(summary).toContainText('Sub total₹3,891.76');
  await expect(summary).toContainText('CGST(9%)₹350.26SGST(9%)₹350.26Round off-₹0.28');
  await expect(summary).toContainText('Total₹4,592.00');

  // A fixed ₹500 for parking, chosen from the keyboard: the line's basis follows its name.
  await page.getByRole('button', { name: 'Add Item' }).click();
  await page.getByRole('textbox', { name: 'Item Name, line 2' }).fill('Parking');
  await page.keyboard.press('Tab');
  if (testInfo.project.name === 'phone') {
    // A phone's card puts the line's Remove button beside its name.
    await expect(page.getByRole('button', { name: 'Remove line 2' })).toBeFocused();
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('combobox', { name: 'Basis, line 2' })).toBeFocused();
  await page.keyboard.press('f');
  await expect(page.getByRole('combobox', { name: 'Basis, line 2' })).toHaveValue('fixed');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Qty, line 2' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Qty, line 2' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Price, line 2' }).fill('500');
  // 3,891.76 + 1 × ₹500 = 4,391.76; CGST 350.26 + 45.00 = 395.26 and SGST the same; total 5,182.28 → 5,182.
  await expect(summary).toContainText('Sub total₹4,391.76');
  await expect(summary).toContainText('CGST(9%)₹395.26SGST(9%)₹395.26');
  await expect(summary).toContainText('Total₹5,182.00');
  await page.getByRole('button', { name: 'Add Item' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'invoice-form-items');
  await page.getByLabel('Notes / payment details').fill(NOTES);
  await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'invoice-form');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  // The owner's own page, inside the app's navigation; the client's link is /invoice/{id}.
  await expect(page).toHaveURL(/\/auth\/invoice\/[0-9a-f-]{36}$/);
  const ownerUrl = new URL(page.url()).pathname;
  const invoiceUrl = ownerUrl.replace('/auth/invoice/', '/invoice/');
  await expect(page.getByRole('heading', { level: 1, name: /Proforma/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
  if (testInfo.project.name === 'desktop') {
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Under each line's name: its SAC and rate.
    await expect(page.getByRole('table', { name: 'Items' })).toContainText(
      'ParkingSAC 995419 · GST 18%1₹500.0000₹500.00',
    );
  } else {
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Items' })).toContainText(
      'Parking1 × ₹500.00SAC 995419 · GST 18%₹500.00',
    );
  }
  await expect(page.getByText('₹5,182.00').first()).toBeVisible();
  const stored = await request.get(`/api/v2/invoices/${ownerUrl.split('/').at(-1)}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect((await stored.json()).items).toEqual([
    expect.objectContaining({
      itemName: 'Maintenance, November',
      basis: 'area',
      quantity: 1234.5,
      amount: 3891.76,
    }),
    expect.objectContaining({
      itemName: 'Parking',
      basis: 'fixed',
      quantity: 1,
      unitPrice: 500,
      amount: 500,
    }),
  ]);
  // As text, in the invoice's notes and in its history: never run.
  await expect(
    page.getByRole('region', { name: 'Notes' }).getByText('<script>window.__ran = true</script>'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    '<script>window.__ran = true</script>',
  );
  expect(await page.evaluate(() => (globalThis as { __ran?: boolean }).__ran)).toBeUndefined();
  await saveScreenshot(page, testInfo, 'invoice-detail');

  // The lists.
  for (const [path, heading] of [
    ['/invoices', 'Invoices'],
    ['/unpaid', 'Unpaid Invoices'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The number links to the invoice (the whole item on a phone); the edit link is named apart.
    await expect(page.getByRole('link', { name: /^001/ })).toBeVisible();
    await expect(page.getByText('₹5,182.00').first()).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'invoice-list');
  await page.goto('/paid');
  await expect(page.getByText('No paid invoices yet')).toBeVisible();

  // The public link, in a browser with no session: the issuer's details, no owner actions.
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(invoiceUrl);
  await expect(visitorPage.getByRole('heading', { level: 1, name: /Proforma/ })).toBeVisible();
  await expect(visitorPage.getByText('Sunrise Residency').first()).toBeVisible();
  await expect(visitorPage.getByText('27AAPFU0939F1ZV')).toBeVisible();
  await expect(visitorPage.getByText('₹5,182.00').first()).toBeVisible();
  await expect(visitorPage.getByRole('link', { name: 'Edit Invoice' })).toHaveCount(0);
  await expect(visitorPage.locator('body')).not.toContainText(account.email);
  await saveScreenshot(visitorPage, testInfo, 'invoice-public');
  await visitor.close();

  // Edit from the owner's page: a bigger discount and two parking slots, recomputed by the server.
  await page.goto(ownerUrl);
  await page.getByRole('link', { name: 'Edit Invoice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Disc(%), line 1' })).toHaveValue('5');
  await expect(page.getByRole('combobox', { name: 'Basis, line 2' })).toHaveValue('fixed');
  await page.getByRole('textbox', { name: 'Disc(%), line 1' }).fill('10');
  await page.getByRole('textbox', { name: 'Qty, line 2' }).fill('2');
  // 4,012.125 +2 % −10 % = 3,691.16; + 2 × ₹500 = 4,691.16; GST 844.4088 → 844.41; total 5,535.57 → 5,536.
  await expect(summary).toContainText('Total₹5,536.00');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ownerUrl}$`));
  await expect(page.getByText('₹5,536.00').first()).toBeVisible();
});

test('a long list shows its first hundred invoices, and the rest as the owner scrolls', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await signUpThroughApi(request, newAccount('Kiran'));
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Anil Mehta',
    email: 'anil@example.test',
    phone: '98200 54321',
    block: 'B',
    floor: '1',
    flat: 'B-101',
    flatarea: 900,
    price: 4,
  });
  for (let batch = 0; batch < 12; batch += 1) {
    await Promise.all(
      Array.from({ length: 10 }, () =>
        addInvoiceThroughApi(request, session, {
          client: { _id: customerId },
          items: [{ itemName: 'Maintenance', unitPrice: 4 }],
        }),
      ),
    );
  }
  await storeProfile(page, session);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 15_000 });
  // The number links to each invoice (the whole item on a phone).
  const numbers = page.getByRole('link', { name: /^\d{3}\b/ });
  await expect(numbers).toHaveCount(100);
  await expect(page.getByText('1–120 of 120')).toBeVisible();
  await page.getByRole('button', { name: 'Show more invoices' }).scrollIntoViewIfNeeded();
  await expect(numbers).toHaveCount(120);
  // Newest first: all dated today, so the highest number first and 001 last.
  await expect(numbers.first()).toHaveAccessibleName(/^120\b/);
  await expect(numbers.last()).toHaveAccessibleName(/^001\b/);
  await expect(page.getByRole('button', { name: 'Show more invoices' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'invoice-list-long');
});

test('an owner adds a new customer from the invoice form and bills them at once', async ({
  page,
  request,
}) => {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Farah')), {
    upiId: 'farah@okicici',
  });
  await storeProfile(page, session);
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'New Customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Customer' });
  await dialog.getByLabel('Name').fill('Tara Iyer');
  await dialog.getByLabel('Email').fill('tara@example.test');
  await dialog.getByLabel('Phone').fill('98200 67890');
  await dialog.getByLabel('Block').fill('C');
  await dialog.getByLabel('Floor').fill('2');
  await dialog.getByLabel('Flat No.').fill('C-204');
  await dialog.getByLabel('Flat Area (sq.ft)').fill('1000');
  await dialog.getByLabel('Price per sq.ft').fill('2.5');
  await dialog.getByRole('button', { name: 'Save Customer' }).click();
  await expect(page.getByText('Customer added successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill to' })).toContainText('Tara Iyer');
  await expect(page.getByRole('textbox', { name: 'Price, line 1' })).toHaveValue('2.5');
  await page.getByRole('textbox', { name: 'Item Name, line 1' }).fill('Maintenance');
  // 1,000 sq.ft × ₹2.50 = 2,500.00; GST 18 % = 450.00; total 2,950.
  await expect(page.getByLabel('Invoice summary')).toContainText('Total₹2,950.00');
  await page.getByRole('button', { name: 'Continue & Save' }).click();
  await expect(page.getByText('Invoice generated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Proforma/ })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/invoice\/[0-9a-f-]{36}$/);
});
