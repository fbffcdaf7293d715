import type { TAuthResult } from '@domain/api/profile';
import type { Page } from '@playwright/test';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, openFromNavigation, saveScreenshot, storeProfile, test } from './fixtures';

/** The clipboard as the page sees it (this project's tsconfig has no DOM library). */
type BrowserClipboard = { navigator: { clipboard: { readText(): Promise<string> } } };

async function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => (globalThis as unknown as BrowserClipboard).navigator.clipboard.readText());
}

async function ownerWithClients(request: Parameters<typeof signUpThroughApi>[0], name: string) {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount(name)), {
    businessName: 'Hillside Enclave',
    upiId: 'hillside@okaxis',
  });
  const tag = crypto.randomUUID().slice(0, 8);
  const client = async (clientName: string, flat: string, phone: string) => {
    const email = `${clientName.split(' ')[0]?.toLowerCase()}-${tag}@example.test`;
    const customerId = await addCustomerThroughApi(request, session, {
      name: clientName,
      email,
      phone,
      block: 'C',
      floor: '1',
      flat,
      flatarea: 1000,
      price: 3,
    });
    // Due in January 2025 and unpaid: overdue.
    const invoiceId = await addInvoiceThroughApi(request, session, {
      client: { _id: customerId },
      items: [{ itemName: 'Maintenance', unitPrice: 3 }],
      date: '2025-01-01',
      dueDate: '2025-01-15',
    });
    return { customerId, invoiceId, email };
  };
  return {
    session,
    vikram: await client('Vikram Shah', 'C-101', '98200 77889'),
    meena: await client('Meena Iyer', 'C-102', ''),
  };
}

function remindByEmail(
  request: Parameters<typeof signUpThroughApi>[0],
  session: TAuthResult,
  clientIds: string[],
) {
  return request.post(`/api/v2/invoices/remainder/${session.result._id}`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: { clientIds },
  });
}

test('an owner chooses whom to remind, confirms, and shares a reminder by hand', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { session, vikram, meena } = await ownerWithClients(request, 'Ritu');
  // Meena was reminded a moment ago: the page leaves her unticked.
  expect((await remindByEmail(request, session, [meena.customerId])).status()).toBe(200);

  await storeProfile(page, session);
  await page.goto('/dashboard');
  await openFromNavigation(page, testInfo, 'Reminders');
  await expect(page).toHaveURL('/overdue');
  await expect(page.getByRole('heading', { level: 1, name: 'Reminders' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('E-mail is not set up yet: e-mail reminders wait in the outbox')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Remind Vikram Shah' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Remind Meena Iyer' })).not.toBeChecked();
  await expect(page.getByText(/Reminded (just now|1 min ago) by e-mail/)).toBeVisible();
  await expect(page.getByText('1 of 2 chosen')).toBeVisible();
  // No WhatsApp token in this profile: only the e-mail reminder is offered.
  await expect(page.getByRole('button', { name: 'Send Reminder via WhatsApp' })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'reminders');

  await page.getByRole('button', { name: 'Send Reminder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send 1 e-mail reminder?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Reminders to send' })).toContainText(vikram.email);
  await expect(dialog).toContainText('these reminders will wait in the outbox');
  await saveScreenshot(page, testInfo, 'reminders-confirm');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByText('Reminder queued for 1 client, but e-mail is not set up yet: it waits in the outbox'),
  ).toBeVisible();
  // Both reminded now: nobody is ticked, and a second click cannot queue a second message.
  await expect(page.getByRole('checkbox', { name: 'Remind Vikram Shah' })).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Send Reminder' })).toBeDisabled();
  const reminders = page.getByRole('list', { name: 'Recent reminders' });
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
  await expect(reminders).toContainText(vikram.email);

  // Without SMTP the owner sends it by hand: the link, or WhatsApp with the message typed in.
  await page.getByRole('button', { name: 'Copy link for Vikram Shah' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await clipboardText(page)).toMatch(new RegExp(`/invoice/${vikram.invoiceId}$`));
  const share = page.getByRole('link', { name: 'Share on WhatsApp with Vikram Shah' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/919820077889\?text=/);
  const text = decodeURIComponent(href.split('?text=')[1] ?? '');
  expect(text).toContain('due 15 Jan 2025');
  expect(text).toContain(`/invoice/${vikram.invoiceId}`);
  expect(
    await page.getByRole('link', { name: 'Share on WhatsApp with Meena Iyer' }).getAttribute('href'),
  ).toMatch(/^https:\/\/wa\.me\/\?text=/);

  // The speed-dial opens the same confirmation: insisting reminds Vikram again.
  await page.getByRole('checkbox', { name: 'Remind Vikram Shah' }).check();
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page.getByRole('menuitem', { name: 'Send Reminder' }).click();
  const again = page.getByRole('dialog', { name: 'No reminder to send' });
  await expect(again).toBeVisible();
  await again.getByRole('checkbox', { name: /Remind again the 1 client reminded by e-mail/ }).check();
  await expect(page.getByRole('dialog', { name: 'Send 1 e-mail reminder?' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(reminders.getByRole('listitem')).toHaveCount(2);
});

test('an owner without e-mail set up hears so, and copies or shares the invoice instead', async ({
  page,
  request,
  context,
  baseURL,
}, testInfo) => {
  test.slow();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const { session, vikram } = await ownerWithClients(request, 'Kavya');
  await storeProfile(page, session);
  await page.goto(`/auth/invoice/${vikram.invoiceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Send via Email' }).click();
  await expect(page.getByText('Queued: e-mail is not set up yet')).toBeVisible();
  await expect(page.getByText('Invoice sent successfully')).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'invoice-send-kept');

  await page.getByRole('button', { name: 'Copy public link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await clipboardText(page)).toMatch(new RegExp(`/invoice/${vikram.invoiceId}$`));
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(share).toHaveAttribute('target', '_blank');
  const text = decodeURIComponent(((await share.getAttribute('href')) ?? '').split('?text=')[1] ?? '');
  expect(text).toMatch(/^Proforma \d+ from Hillside Enclave: ₹3,540\.00 due by 15 Jan 2025\./);
  await saveScreenshot(page, testInfo, 'invoice-share');
});
