import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  addCustomerThroughApi,
  addInvoiceThroughApi,
  newAccount,
  saveProfileThroughApi,
  signUpThroughApi,
} from './accounts';
import { expect, saveScreenshot, storeProfile, test } from './fixtures';

/** Clicks Save as PDF and answers the browser's download, checked to be a PDF under the server's name. */
async function savePdf(page: Page, fileName: string): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Download successfully')).toBeVisible();
  return download;
}

async function ownerWithInvoice(request: Parameters<typeof signUpThroughApi>[0], clientName: string) {
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Meera')), {
    businessName: 'Greenfield Heights',
    upiId: 'greenfield@okaxis',
  });
  const email = `${crypto.randomUUID().slice(0, 8)}@example.test`;
  const customerId = await addCustomerThroughApi(request, session, {
    name: clientName,
    email,
    phone: '98200 55667',
    block: 'B',
    floor: '3',
    flat: 'B-303',
    flatarea: 1000,
    price: 3,
  });
  const invoiceId = await addInvoiceThroughApi(request, session, {
    client: { _id: customerId },
    items: [{ itemName: 'Maintenance', unitPrice: 3 }],
  });
  return { session, invoiceId, email };
}

test('the owner saves the PDF and sends the invoice by e-mail, then sees the message', async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const { session, invoiceId, email } = await ownerWithInvoice(request, 'Kiran Rao');
  await storeProfile(page, session);
  await page.goto(`/auth/invoice/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Proforma' })).toBeVisible({ timeout: 15_000 });
  await saveScreenshot(page, testInfo, 'invoice-actions');

  await savePdf(page, 'invoice-Kiran Rao-001.pdf');

  await page.getByRole('button', { name: 'Send via Email' }).click();
  // Without SMTP_URL the owner is told the truth: the message waits in the outbox.
  await expect(page.getByText('Queued: e-mail is not set up yet')).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  await expect(messages).toContainText(email);
  // The e2e server has no SMTP_URL: the message is kept in the outbox, and the panel says why.
  await expect(messages.getByText('Kept', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(messages).toContainText('e-mail is not configured');
  await messages.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'invoice-messages');

  // The outbox as the API has it: one invoice e-mail to the client.
  const outbox = await request.get('/api/v2/messages', {
    headers: { authorization: `Bearer ${session.token}` },
    params: { invoiceId },
  });
  const { data } = (await outbox.json()) as { data: { recipient: string; kind: string }[] };
  expect(data.map(({ recipient, kind }) => ({ recipient, kind }))).toEqual([
    { recipient: email, kind: 'invoice' },
  ]);
});

test('a visitor saves the PDF from the public link, and after paying', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.slow();
  const { session, invoiceId } = await ownerWithInvoice(request, 'Tara Menon');
  const visitor = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/invoice/${invoiceId}`);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Proforma' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(visitorPage.getByRole('button', { name: /Send via/ })).toHaveCount(0);
  await savePdf(visitorPage, 'invoice-Tara Menon-001.pdf');
  await saveScreenshot(visitorPage, testInfo, 'invoice-public-pdf');

  // Paid in full (₹3,540.00), the result page offers the same PDF.
  const paid = await request.post(`/api/v2/invoices/${invoiceId}/payments`, {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      amountPaid: 3540,
      datePaid: new Date().toISOString().slice(0, 10),
      paymentMethod: 'UPI',
      note: '',
    },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  await visitorPage.goto(`/payment/success/${invoiceId}`);
  await expect(visitorPage.getByRole('heading', { name: 'Payment Successful' })).toBeVisible({
    timeout: 15_000,
  });
  await savePdf(visitorPage, 'invoice-Tara Menon-001.pdf');
  await saveScreenshot(visitorPage, testInfo, 'payment-success-pdf');
  await visitor.close();
});
