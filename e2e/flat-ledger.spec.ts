import { addInvoiceThroughApi, newAccount, saveProfileThroughApi, signUpThroughApi } from './accounts';
import {
  closeSnackbar,
  expect,
  openFromNavigation,
  savedPdf,
  saveScreenshot,
  storeProfile,
  test,
} from './fixtures';

const HEADER =
  'Name,GST Number,Email,Phone,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.,Opening Balance,As Of';

test('a flat’s ledger: opening arrears, a bill, money on account with an advance, receipts, a statement, a bounced cheque, and its member reminded', async ({
  page,
  request,
}, testInfo) => {
  // The whole life of a flat's account in one journey: longer than most.
  test.slow();
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Neha')), {
    businessName: 'Lotus Residency',
    upiId: 'lotusresidency@okhdfcbank',
  });
  const headers = { authorization: `Bearer ${session.token}` };
  await storeProfile(page, session);

  // 1. The society moves in: the flat comes with ₹1,200 of arrears as of 31 March.
  await page.goto('/customers');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const importing = page.getByRole('dialog', { name: 'Import customers' });
  await importing.getByLabel('Choose file').setInputFiles({
    name: 'lotus.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      [HEADER, 'Asha Verma,,asha@example.test,98200 10001,1000,3,E,4,E-402,1200,31/03/2026'].join('\r\n'),
    ),
  });
  await expect(importing.getByText('₹1,200.00 arrears as of 31 Mar 2026')).toBeVisible();
  await importing.getByRole('button', { name: 'Import 1 customer' }).click();
  await expect(importing).toBeHidden();

  // 2. Its first bill: ₹4,500 of maintenance.
  const customers = await request.get('/api/v2/clients/user?limit=0&search=Asha', { headers });
  const [asha] = (await customers.json()).data;
  await addInvoiceThroughApi(request, session, {
    client: { _id: asha._id },
    type: 'Bill',
    rates: 0,
    items: [{ itemName: 'Maintenance', unitPrice: 4500, basis: 'fixed', quantity: 1 }],
  });

  // 3. A cheque pays part: the arrears first, then the bill.
  await page.getByRole('link', { name: 'Asha Verma' }).click();
  const account = page.getByRole('region', { name: 'Account' });
  await expect(account).toContainText('Dues₹5,700.00');
  await page.getByRole('button', { name: 'Record a payment' }).click();
  let paying = page.getByRole('dialog', { name: 'Record a payment' });
  await expect(paying.getByRole('textbox', { name: 'Amount paid' })).toHaveValue('5700');
  await paying.getByRole('textbox', { name: 'Amount paid' }).fill('2,000');
  await paying.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Cheque' }).click();
  await paying.getByRole('textbox', { name: 'Reference' }).fill('004512 HDFC Bank');
  await saveScreenshot(page, testInfo, 'ledger-pay-on-account');
  await paying.getByRole('button', { name: 'Save payment' }).click();
  await expect(page.getByText('Receipt R-001: ₹1,200.00 on arrears, ₹800.00 on bill 001')).toBeVisible();
  await closeSnackbar(page);
  await expect(account).toContainText('Dues₹3,700.00');

  // 4. UPI pays the rest and more: the rest waits as advance for the next bill.
  await page.getByRole('button', { name: 'Record a payment' }).click();
  paying = page.getByRole('dialog', { name: 'Record a payment' });
  await paying.getByRole('textbox', { name: 'Amount paid' }).fill('5000');
  await paying.getByRole('textbox', { name: 'Reference' }).fill('UTR 402117000321');
  await paying.getByRole('button', { name: 'Save payment' }).click();
  await expect(
    page.getByText('Receipt R-002: ₹3,700.00 on bill 001, ₹1,300.00 kept as advance'),
  ).toBeVisible();
  await closeSnackbar(page);
  await expect(account).toContainText('Dues₹0.00');
  await expect(account).toContainText('Advance₹1,300.00');
  const receipts = page.getByRole('list', { name: 'Receipts' });
  await expect(receipts.getByRole('listitem')).toHaveCount(2);
  await saveScreenshot(page, testInfo, 'ledger-receipts');

  // 5. The receipt's PDF.
  const receiptPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download receipt R-002' }).click();
  expect(await savedPdf(await receiptPdf)).toEqual({ name: 'receipt-Asha Verma-R-002.pdf', isPdf: true });

  // 6. The statement, on the page and as a PDF.
  await page.getByRole('link', { name: 'Statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  const entries =
    testInfo.project.name === 'phone'
      ? page.getByRole('list', { name: 'Statement entries' })
      : page.getByRole('table', { name: 'Statement' });
  // The arrears came in on 31 March, before this financial year: brought forward into it.
  await expect(entries).toContainText('Balance brought forward on 01 Apr 2026₹1,200.00 Dr');
  await expect(entries).toContainText('₹1,300.00 Cr');
  await saveScreenshot(page, testInfo, 'ledger-statement');
  const statementPdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF' }).click();
  const statement = await savedPdf(await statementPdf);
  expect(statement.isPdf).toBe(true);
  expect(statement.name).toMatch(/^statement-Asha Verma-2026-04-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);

  // 7. The cheque bounces: reversed, its dues open again, the advance pays what it can.
  await page.getByRole('link', { name: 'Back to the flat' }).click();
  await page.getByRole('button', { name: 'Reverse receipt R-001' }).click();
  const reversing = page.getByRole('dialog', { name: 'Reverse receipt R-001' });
  await expect(reversing.getByRole('textbox', { name: 'Reason' })).toHaveValue('Cheque bounced');
  await reversing.getByRole('textbox', { name: 'Bounce charge' }).fill('590');
  await saveScreenshot(page, testInfo, 'ledger-reverse');
  await reversing.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(page.getByText('Receipt R-001 reversed: its ₹2,000.00 is owed again')).toBeVisible();
  await closeSnackbar(page);
  await expect(account).toContainText('Dues₹700.00');
  await expect(account).toContainText('Advance₹0.00');
  await expect(receipts.getByRole('listitem', { name: 'Receipt R-001' })).toContainText('Reversed');
  await saveScreenshot(page, testInfo, 'ledger-reversed');

  // 8. The dues report names her; she is reminded.
  await openFromNavigation(page, testInfo, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Dues' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Choose E-402' }).check();
  await page.getByRole('button', { name: 'Remind these (1)' }).click();
  const reminding = page.getByRole('dialog', { name: 'Remind 1 flat of their dues?' });
  await expect(reminding.getByRole('listitem')).toHaveText(['E-402 · Asha Verma₹700.00 by e-mail']);
  await reminding.getByRole('button', { name: 'Send reminders' }).click();
  await expect(page.getByText(/^Reminder queued for 1 flat/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'ledger-reminded');

  // 9. She sells the flat to Rohan, who carries the dues.
  await page.goto(`/customers/${asha._id}`);
  await page.getByRole('button', { name: 'Transfer' }).click();
  const transferring = page.getByRole('dialog', { name: 'Transfer the flat' });
  await expect(transferring).toContainText('Held by Asha Verma, who owes ₹700.00.');
  await transferring.getByRole('textbox', { name: "New holder's name" }).fill('Rohan Mehta');
  await transferring.getByRole('textbox', { name: 'E-mail' }).fill('rohan@example.test');
  await expect(transferring.getByRole('radio', { name: 'The new holder carries the dues' })).toBeChecked();
  await saveScreenshot(page, testInfo, 'ledger-transfer');
  await transferring.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText(/^The flat is Rohan Mehta's from .*; the dues are carried$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Rohan Mehta' })).toBeVisible();
  await expect(account).toContainText('Dues₹700.00');

  // 10. The flat still owes: it cannot be deleted, but it can be archived, out of the list.
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(page.getByText('Flat archived')).toBeVisible();
  await expect(page.getByText('Block E, Floor 4, Flat E-402 · Archived')).toBeVisible();
  const deleting = await request.delete(`/api/v2/clients/${asha._id}`, { headers });
  expect(deleting.status()).toBe(409);
  expect((await deleting.json()).message).toBe(
    'Rohan Mehta still owes ₹700.00: archive the flat instead of deleting it',
  );
  await page.getByRole('link', { name: 'All customers' }).click();
  // Its only flat archived, the society's list is empty but for the way to the archived ones.
  await expect(page.getByText('No customers yet. Click the plus icon to add customer')).toBeVisible();
  await page.getByRole('switch', { name: 'Archived flats' }).click();
  await expect(page.getByRole('link', { name: 'Rohan Mehta' })).toBeVisible();
  await saveScreenshot(page, testInfo, 'ledger-archived');

  // 11. The flat's link shows its account, the transfer too, without signing in.
  const own = await request.get(`/api/v2/clients/${asha._id}/statement`, { headers });
  const member = await page
    .context()
    .browser()
    ?.newContext({ viewport: page.viewportSize() ?? undefined });
  const memberPage = await member?.newPage();
  if (!memberPage) throw new Error('no page for the member');
  await memberPage.goto((await own.json()).publicPath);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeVisible();
  // The member pages' frame: the society on top, the member and flat under the heading.
  await expect(memberPage.getByRole('banner')).toContainText('Lotus Residency');
  await expect(memberPage.getByText('Rohan Mehta · Block E, Floor 4, Flat E-402')).toBeVisible();
  const memberEntries = memberPage.getByRole('list', { name: 'Statement entries' });
  await expect(memberEntries).toContainText('Transferred from Asha Verma to Rohan Mehta; ₹700.00 Dr carried');
  const memberPdf = memberPage.waitForEvent('download');
  await memberPage.getByRole('link', { name: 'Download PDF' }).click();
  expect((await savedPdf(await memberPdf)).isPdf).toBe(true);
  await saveScreenshot(memberPage, testInfo, 'ledger-member-statement');
  await member?.close();
});
