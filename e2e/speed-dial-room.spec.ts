import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

/** A box on the screen, as Playwright measures it. */
type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the floating + button never covers the amounts at the end of a page', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Nisha')), {
    businessName: 'Lakeview Towers',
    upiId: 'lakeview@okaxis',
  });
  const ids: string[] = [];
  for (let flat = 1; flat <= 3; flat += 1) {
    const customerId = await addCustomerThroughApi(request, session, {
      name: `Owner of B-10${flat}`,
      email: `b10${flat}@example.test`,
      phone: '98200 11223',
      block: 'B',
      floor: '1',
      flat: `B-10${flat}`,
      flatarea: 1000 + flat * 111,
      price: 3.5,
    });
    for (let month = 0; month < 3; month += 1) {
      ids.push(
        await addInvoiceThroughApi(request, session, {
          client: { _id: customerId },
          items: [
            { itemName: 'Maintenance', unitPrice: 3.5 },
            { itemName: 'Parking', unitPrice: 500, basis: 'fixed' },
          ],
        }),
      );
    }
  }
  // A payment today, so the dashboard ends with its latest payments.
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
  const paid = await request.post(`/api/v2/invoices/${ids[0]}/payments`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { amountPaid: 1234.56, datePaid: today, paymentMethod: 'UPI', note: '' },
  });
  expect(paid.status()).toBe(201);
  await storeProfile(page, session);

  for (const [path, heading, ready, name] of [
    ['/invoices', 'Invoices', '₹6,095.00', 'speed-dial-invoices'],
    ['/customers', 'Customers', 'Owner of B-103', 'speed-dial-customers'],
    ['/dashboard', 'Dashboard', '₹1,234.56', 'speed-dial-dashboard'],
    [`/auth/invoice/${ids[0]}`, /Proforma/, 'Parking', 'speed-dial-invoice'],
    // The client's link, opened by its signed-in owner: the public layout, with the speed-dial.
    [`/invoice/${ids[0]}`, /Proforma/, 'Parking', 'speed-dial-public-invoice'],
    [`/payment/${ids[0]}`, 'Pay invoice', '₹3,943.44', 'speed-dial-payment'],
    [`/edit/invoice/${ids[0]}`, 'Edit invoice', 'Continue & Save', 'speed-dial-form'],
    ['/overdue', 'Reminders', 'Reminders', 'speed-dial-reminders'],
    ['/settings', 'Settings', 'Lakeview Towers', 'speed-dial-settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main').getByText(ready).first()).toBeVisible();
    await page.evaluate(() =>
      (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 1_000_000),
    );
    const dial = await page.getByRole('button', { name: 'Quick actions' }).boundingBox();
    expect(dial, 'the speed-dial is shown').not.toBeNull();
    // Amounts and the buttons at the right end of rows (Edit, Delete, the pager) stay clear of it.
    const main = page.locator('main');
    for (const target of [
      ...(await main.getByText(/₹[\d,]+\.\d\d/).all()),
      ...(await main.getByRole('button').all()),
    ]) {
      const box = await target.boundingBox();
      if (!box || !dial) continue;
      const what = (await target.getAttribute('aria-label')) ?? (await target.textContent());
      expect(overlaps(box, dial), `${path}: ${what} is under the + button`).toBe(false);
    }
    await saveScreenshot(page, testInfo, name);
  }
});
