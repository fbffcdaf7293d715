import { addDays, todayIn } from '@domain/dates';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

test('the app installs, and opens without a connection with a clear offline state, keeping no API answer', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Tara')), {
    businessName: 'Neem Tree Residency',
    upiId: 'neemtree@okaxis',
  });
  const customerId = await addCustomerThroughApi(request, session, {
    name: 'Arjun Das',
    email: 'arjun@example.test',
    block: 'F',
    floor: '2',
    flat: 'F-202',
    flatarea: 800,
    price: 3,
  });
  const dueDate = addDays(todayIn('Asia/Kolkata', new Date()), -5);
  await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    date: addDays(dueDate, -15),
    dueDate,
  });
  const link = await request.get(`/api/v2/clients/${customerId}/member-link`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const path = (await link.json()).path as string;

  // The member's first visit installs the service worker; the next load is under its control.
  await page.goto(path);
  await expect(page.getByRole('region', { name: 'Total due' })).toContainText('₹2,400.00');
  // Evaluated in the page, which has the DOM's types that the tests' own code does not.
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Total due' })).toContainText('₹2,400.00');
  expect(await page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  // A page is asked for while the worker starts, not after.
  expect(
    await page.evaluate('navigator.serviceWorker.ready.then((r) => r.navigationPreload.getState())'),
  ).toMatchObject({ enabled: true });
  // An API address opened as a page passes through the worker as the server answered it.
  const opened = await page.goto(`/api/v2/portal/${path.split('/').pop()}`);
  expect(opened?.status()).toBe(200);
  expect(await opened?.text()).toContain('Arjun Das');
  await page.goto(path);

  // Chromium finds it installable: a manifest with icons, a service worker, a secure origin. A test
  // browser's context is an incognito one, which Chromium never installs to: that is its only objection.
  const devtools = await page.context().newCDPSession(page);
  const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
  const manifest = await devtools.send('Page.getAppManifest', {});
  expect(manifest.errors).toEqual([]);
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);

  // Offline: the shell opens from the cache and says so; the member's dues are not in any cache.
  consoleErrors.expectOffline();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'member-offline');
  const kept: string[] = await page.evaluate(`(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  })()`);
  expect(kept).toContain('/index.html');
  expect(kept.filter((url) => url.startsWith('/api'))).toEqual([]);

  // Back online, the page loads its figures by itself on the browser's 'online' event (which Chromium
  // under test fires or not depending on timing, so the test sends it as a phone would).
  await page.context().setOffline(false);
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Total due' })).toContainText('₹2,400.00');

  // The owner's app opens offline too, and says so.
  await storeProfile(page, session);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'owner-offline');
  await page.context().setOffline(false);
});
