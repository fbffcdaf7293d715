import type { Page } from '@playwright/test';
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

type ScrollingWindow = {
  scrollBy(x: number, y: number): void;
  requestAnimationFrame(callback: () => void): void;
};

/** Scrolls, then waits two frames, so the page has seen this scroll on its own before the next one. */
async function scrollBy(page: Page, pixels: number): Promise<void> {
  await page.evaluate(async (by) => {
    const browser = globalThis as unknown as ScrollingWindow;
    browser.scrollBy(0, by);
    await new Promise<void>((resolve) =>
      browser.requestAnimationFrame(() => browser.requestAnimationFrame(resolve)),
    );
  }, pixels);
}

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
    // The client's link, opened by its signed-in owner, leads to their own page of it, with the speed-dial.
    // (The pay page is the member pages' own, with no speed-dial at all.)
    [`/invoice/${ids[0]}`, /Proforma/, 'Parking', 'speed-dial-public-invoice'],
    [`/edit/invoice/${ids[0]}`, 'Edit invoice', 'Continue & Save', 'speed-dial-form'],
    ['/overdue', 'Reminders', 'Reminders', 'speed-dial-reminders'],
    ['/settings', 'Settings', 'Lakeview Towers', 'speed-dial-settings'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('main').getByText(ready).first()).toBeVisible();
    // Lazy parts (the dashboard's charts) change the page's height, and with it where it is scrolled.
    await page.waitForLoadState('networkidle');
    await scrollBy(page, 1_000_000);
    // The + button steps aside while a page is read downwards; a touch upwards brings it back.
    await scrollBy(page, -1);
    await expect(page.getByRole('button', { name: 'Quick actions' })).toBeVisible();
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

test('halfway down a long list the + button steps aside, and on a wide screen keeps a column of its own', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Omkar')), {
    businessName: 'Hillside Residency',
    upiId: 'hillside@okaxis',
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Owner of C-201',
    email: 'c201@example.test',
    phone: '98200 11224',
    block: 'C',
    floor: '2',
    flat: 'C-201',
    flatarea: 1180,
    price: 3.5,
  });
  for (let month = 0; month < 24; month += 1) {
    await addInvoiceThroughApi(request, session, {
      client: { _id: customerId },
      items: [{ itemName: 'Maintenance', unitPrice: 3.5 }],
    });
  }
  await storeProfile(page, session);
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({ timeout: 15_000 });
  const dial = page.getByRole('button', { name: 'Quick actions' });
  await expect(dial).toBeVisible();

  await scrollBy(page, 900);
  await expect(dial).toBeHidden();
  await saveScreenshot(page, testInfo, 'speed-dial-aside');

  await scrollBy(page, -40);
  await expect(dial).toBeVisible();
  if (testInfo.project.name !== 'desktop') return;
  const box = await dial.boundingBox();
  for (const target of [
    ...(await page
      .locator('main')
      .getByText(/₹[\d,]+\.\d\d/)
      .all()),
    ...(await page.locator('main').getByRole('button').all()),
  ]) {
    const cell = await target.boundingBox();
    if (!cell || !box) continue;
    expect(overlaps(cell, box), `${await target.textContent()} is under the + button`).toBe(false);
  }
  await saveScreenshot(page, testInfo, 'speed-dial-back');
});
