import type { TBillingRunList } from '@domain/api/billing-runs';
import { nextBillingPeriod, parseBillingPeriod } from '@domain/billing-periods';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { Page, TestInfo } from '@playwright/test';
import { newAccount, saveProfileThroughApi, signUpThroughApi } from './accounts';
import { expect, openFromNavigation, saveScreenshot, storeProfile, test } from './fixtures';

/** Six flats in three blocks; areas in sq.ft. */
const FLATS = [
  { block: 'A', flat: 'A-101', name: 'Ravi Kumar', area: 1000 },
  { block: 'A', flat: 'A-102', name: 'Sunita Shah', area: 1250 },
  { block: 'B', flat: 'B-101', name: 'Meera Nair', area: 900, parkingSlots: 1, occupancy: 'Let out' },
  { block: 'B', flat: 'B-102', name: 'Arjun Rao', area: 1100 },
  { block: 'C', flat: 'C-101', name: 'Kiran Das', area: 1500, parkingSlots: 2 },
  { block: 'C', flat: 'C-102', name: 'Farah Khan', area: 800 },
];

/** The society's register as a treasurer keeps it, in the import's own column names. */
function societyCsv(): string {
  const lines = ['Name,Email,Flat Area (sq.ft),Price per sq.ft,Block,Floor,Flat No.,Parking Slots,Occupancy'];
  for (const flat of FLATS) {
    const email = `${flat.flat.toLowerCase()}@example.test`;
    const occupancy = flat.occupancy ?? 'Owner-occupied';
    lines.push(
      `${flat.name},${email},${flat.area},3,${flat.block},1,${flat.flat},${flat.parkingSlots ?? 0},${occupancy}`,
    );
  }
  return lines.join('\r\n');
}

/** Maintenance ₹3 per sq.ft (GST), Sinking fund ₹500 a flat (exempt), Water typed per flat, ₹250 unless typed. */
const HEADS = [
  { name: 'Maintenance', charged: "Per sq.ft of the flat's area", rate: '3', gst: 'Taxable' },
  { name: 'Sinking fund', charged: 'Fixed amount per flat', rate: '500', gst: 'Exempt' },
  { name: 'Water', charged: 'Amount typed per flat in each run', rate: '250', gst: 'Exempt' },
];

/** Customers → Import: the file's six flats, previewed, then imported. */
async function importSociety(page: Page, testInfo: TestInfo) {
  await openFromNavigation(page, testInfo, 'Customers');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Import customers' });
  await dialog.getByLabel('Choose file').setInputFiles({
    name: 'lakeview-heights.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(societyCsv()),
  });
  await expect(dialog.getByRole('list', { name: 'Summary' })).toContainText('6 new');
  await saveScreenshot(page, testInfo, 'billing-import-preview');
  await dialog.getByRole('button', { name: 'Import 6 customers' }).click();
  await expect(page.getByText(/^Imported 6 customers/)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Settings → Bill heads: each head through its dialog. */
async function addHeadsInSettings(page: Page, testInfo: TestInfo) {
  await openFromNavigation(page, testInfo, 'Settings');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Bill heads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bill heads' })).toBeVisible();
  for (const head of HEADS) {
    await page.getByRole('button', { name: 'Add bill head' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add bill head' });
    await dialog.getByLabel('Name').fill(head.name);
    await dialog.getByLabel('Charged').selectOption({ label: head.charged });
    await dialog.getByRole('textbox', { name: /\(₹\)/ }).fill(head.rate);
    await dialog.getByLabel('GST treatment').selectOption({ label: head.gst });
    await dialog.getByRole('button', { name: 'Save bill head' }).click();
    await expect(page.getByText(`${head.name} added`)).toBeVisible();
    await expect(dialog).toBeHidden();
  }
  // A 1,250 sq.ft flat: ₹3,750 + ₹500 + ₹250.
  await expect(page.getByRole('region', { name: 'What a flat pays' })).toContainText(
    'pays ₹4,500.00 a month.',
  );
  await saveScreenshot(page, testInfo, 'billing-heads');
  // The last head's notice is put away, as a person would, so it does not cover the billing steps.
  await page
    .getByRole('alert')
    .filter({ hasText: 'Water added' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(page.getByText('Water added')).toBeHidden();
}

/** A figure of the run's totals (Bills, Total…), by its label. */
function figure(page: Page, label: string) {
  return page
    .locator('dt')
    .and(page.getByText(label, { exact: true }))
    .locator('xpath=following-sibling::dd[1]');
}

test('an owner imports a society, sets its heads, bills next month, types a water amount, publishes and sends', async ({
  page,
  request,
}, testInfo) => {
  // The longest journey: an import, three heads, a run's preview, publishing and sending.
  test.slow();
  const isPhone = testInfo.project.name === 'phone';
  const session = await saveProfileThroughApi(request, await signUpThroughApi(request, newAccount('Deepa')), {
    businessName: 'Lakeview Heights CHS',
    upiId: 'lakeview@okaxis',
  });
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const period = nextBillingPeriod(
    parseBillingPeriod(today.slice(0, 7)) as NonNullable<ReturnType<typeof parseBillingPeriod>>,
  );
  await storeProfile(page, session);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // The society comes in from its register, and its charges are set up in Settings.
  await importSociety(page, testInfo);
  await addHeadsInSettings(page, testInfo);

  // Billing, from the side navigation: no runs yet.
  await openFromNavigation(page, testInfo, 'Billing');
  await expect(page).toHaveURL('/billing');
  await expect(page.getByText(/No billing runs yet/)).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-history-empty');

  // Step 1: next month, every flat, the three heads.
  await page.getByRole('link', { name: 'New billing run' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New billing run' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(period.key);
  await expect(page.getByRole('radio', { name: 'All flats (6 flats)' })).toBeChecked();
  for (const head of HEADS) await expect(page.getByRole('checkbox', { name: head.name })).toBeChecked();
  await saveScreenshot(page, testInfo, 'billing-new');
  await page.getByRole('button', { name: 'Preview bills' }).click();

  // Step 2: the preview.
  await expect(page.getByRole('heading', { level: 1, name: `Billing run: ${period.label}` })).toBeVisible();
  await expect(figure(page, 'Bills')).toHaveText('6');
  // 6,550 sq.ft × ₹3 = ₹19,650 + 6 × ₹500 + 6 × ₹250 = ₹24,150; GST 18 % of ₹19,650 = ₹3,537.
  await expect(figure(page, 'Sub total')).toHaveText('₹24,150.00');
  await expect(figure(page, 'GST (18 %)')).toHaveText('₹3,537.00');
  await expect(figure(page, 'Total')).toHaveText('₹27,687.00');
  if (isPhone) {
    const card = page.getByRole('listitem').filter({ hasText: 'Ravi Kumar' });
    await expect(card).toContainText('₹4,290.00');
    await card.getByRole('button', { name: 'Show heads of A-101' }).click();
    await expect(card).toContainText(/Maintenance\s*₹3,000.00/);
    await expect(card).toContainText(/Sinking fund\s*₹500.00/);
    await expect(card.getByRole('textbox', { name: 'Water for A-101' })).toHaveValue('250.00');
    await expect(card).toContainText(/GST\s*₹540.00/);
  } else {
    const table = page.getByRole('table', { name: 'Bills preview' });
    const row = table.getByRole('row').filter({ hasText: 'Ravi Kumar' });
    // 1,000 sq.ft × ₹3 = ₹3,000, + ₹500 + ₹250 = ₹3,750; GST 18 % of ₹3,000 = ₹540.
    await expect(row.getByRole('cell')).toHaveText([
      /A-101\s*Ravi Kumar/,
      '₹3,000.00',
      '₹500.00',
      '',
      '₹3,750.00',
      '₹540.00',
      '₹4,290.00',
      '—',
    ]);
    // Every row is drawn as high as the windowing counts it.
    expect((await row.boundingBox())?.height).toBe(52);
    await expect(row.getByRole('textbox', { name: 'Water for A-101' })).toHaveValue('250.00');
    await expect(table.locator('tfoot').getByRole('cell')).toHaveText([
      /Total\s*6 bills/,
      '₹19,650.00',
      '₹3,000.00',
      '₹1,500.00',
      '₹24,150.00',
      '₹3,537.00',
      '₹27,687.00',
      '₹0.00',
    ]);
  }
  await expect(
    page.getByRole('table', { name: 'Totals by block' }).getByRole('row', { name: /Block C/ }),
  ).toContainText(
    // 2,300 sq.ft × ₹3 = ₹6,900 + 2 × ₹750, and GST of ₹1,242.
    '₹9,642.00',
  );
  await saveScreenshot(page, testInfo, 'billing-preview');
  if (!isPhone) {
    // The table in full view: the header, the flat column and the totals row.
    await page.getByRole('region', { name: 'Bills preview, scrollable' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'billing-preview-table');
  }

  // Meera's water meter: ₹412.50.
  if (isPhone) {
    const card = page.getByRole('listitem').filter({ hasText: 'Meera Nair' });
    await card.getByRole('button', { name: 'Show heads of B-101' }).click();
  }
  const water = page.getByRole('textbox', { name: 'Water for B-101' });
  await water.fill('412.50');
  await water.press('Enter');
  // ₹2,700 + ₹500 + ₹412.50 + GST ₹486 = ₹4,098.50, a bill's total rounded to the rupee: ₹4,099.
  await expect(figure(page, 'Total')).toHaveText('₹27,850.00');
  await expect(water).toHaveValue('412.50');
  if (!isPhone) {
    await expect(
      page.getByRole('table', { name: 'Bills preview' }).getByRole('row').filter({ hasText: 'Meera Nair' }),
    ).toContainText(/₹3,612.50\s*₹486.00\s*₹4,099.00/);
  }
  await saveScreenshot(page, testInfo, 'billing-preview-typed');

  // Step 3: publish, after the confirmation.
  await page.getByRole('button', { name: 'Next: publish' }).click();
  await page.getByRole('button', { name: 'Publish 6 bills' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish 6 bills for ${period.label}?` });
  await expect(dialog).toContainText('6 bills totalling ₹27,850.00');
  await saveScreenshot(page, testInfo, 'billing-publish-confirm');
  await dialog.getByRole('button', { name: 'Publish 6 bills' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('6 bills published')).toBeVisible();
  const invoicesLink = page.getByRole('link', { name: 'See them in the invoices list' });
  await expect(invoicesLink).toHaveAttribute('href', `/invoices?month=${period.key}`);
  await saveScreenshot(page, testInfo, 'billing-published');
  // Undo asks first; cancelled, the bills stay.
  await page.getByRole('button', { name: 'Undo publishing' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo publishing?' });
  await expect(undo).toContainText(`The 6 bills of ${period.label} are deleted`);
  await expect(undo.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await saveScreenshot(page, testInfo, 'billing-undo-confirm');
  await undo.getByRole('button', { name: 'Cancel' }).click();
  await expect(undo).toBeHidden();
  await expect(page.getByText('6 bills published')).toBeVisible();

  // The preview now links each flat's bill.
  await page.getByRole('tab', { name: /Preview$/ }).click();
  if (isPhone) {
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Ravi Kumar' }).getByRole('link'),
    ).toBeVisible();
  } else {
    await expect(
      page
        .getByRole('table', { name: 'Bills preview' })
        .getByRole('row')
        .filter({ hasText: 'Ravi Kumar' })
        .getByRole('link'),
    ).toBeVisible();
  }
  await saveScreenshot(page, testInfo, 'billing-published-preview');

  // Step 4: send every bill by e-mail. Without SMTP here, e-mails wait in the outbox.
  await page.getByRole('tab', { name: /Send$/ }).click();
  await expect(
    page.getByText(`Send the 6 bills of ${period.label} to each flat`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'WhatsApp' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Send 6 bills' }).click();
  await expect(page.getByText('Sending finished')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('6 of 6 messages done')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sending counts' }).getByRole('listitem')).toHaveText([
    'Queued: 0',
    'Sent: 0',
    'Failed: 0',
    'Skipped: 0',
    'Waiting for e-mail set-up: 6',
  ]);
  await expect(
    page.getByText(
      'Queued: e-mail is not set up yet. 6 e-mails wait in the outbox and go out once e-mail is set up on the server.',
    ),
  ).toBeVisible();
  const sentBills = isPhone
    ? page.getByRole('list', { name: 'Bills sent' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Bills sent' }).locator('tbody tr');
  await expect(sentBills).toHaveCount(6);
  await expect(sentBills.filter({ hasText: 'Waiting for e-mail set-up' })).toHaveCount(6);
  await expect(sentBills.filter({ hasText: 'Meera Nair' })).toContainText('B-101');
  await expect(page.getByRole('button', { name: /Retry failed/ })).toHaveCount(0);
  await saveScreenshot(page, testInfo, 'billing-send');
  // Sending again sends nothing twice.
  await page.getByRole('button', { name: 'Send what has not gone' }).click();
  await expect(page.getByText('6 of 6 messages done')).toBeVisible();
  await expect(sentBills).toHaveCount(6);

  // The history shows the run as published.
  await page.getByRole('link', { name: 'Billing', exact: true }).first().click();
  await expect(page).toHaveURL('/billing');
  const runs = isPhone
    ? page.getByRole('list', { name: 'Billing runs' }).getByRole('link')
    : page.getByRole('table', { name: 'Billing runs' }).getByRole('row').filter({ hasText: period.label });
  await expect(runs).toHaveCount(1);
  await expect(runs).toContainText('Published');
  await expect(runs).toContainText('All flats');
  await saveScreenshot(page, testInfo, 'billing-history');
  // Its collection: six bills, ₹27,850 billed, nothing collected yet.
  await expect(runs).toContainText(
    isPhone ? /6 bills · ₹27,850.00 billed\s*₹0.00 collected/ : /₹27,850.00\s*6 bills\s*₹0.00/,
  );
  await expect(runs).toContainText('0 % collected');
  await saveScreenshot(page, testInfo, 'billing-history-collection');

  // Billing settings: bills due on the 10th, next month prepared as a draft on the 25th.
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Billing settings' });
  const dueDay = settings.getByRole('spinbutton', { name: 'Bills fall due on day' });
  await expect(dueDay).toHaveValue('15');
  await expect(settings).toContainText('Off: you start each run yourself.');
  await dueDay.fill('31');
  await settings.getByRole('switch', { name: "Prepare next month's run as a draft by itself" }).check();
  await settings.getByRole('spinbutton', { name: 'Prepare it on day' }).fill('25');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('The due day must be between 1 and 28')).toBeVisible();
  await saveScreenshot(page, testInfo, 'billing-settings-error');
  await dueDay.fill('10');
  // Corrected, the box's message goes.
  await expect(settings.getByText('The due day must be between 1 and 28')).toBeHidden();
  await saveScreenshot(page, testInfo, 'billing-settings');
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings).toBeHidden();
  await expect(page.getByText('Billing settings saved')).toBeVisible();

  // What the browser shows is what the server keeps: six bills for the period.
  const headers = { authorization: `Bearer ${session.token}` };
  const list = (await (await request.get('/api/v2/billing-runs', { headers })).json()) as TBillingRunList;
  expect(list.items.map((run) => [run.period, run.status])).toEqual([[period.key, 'published']]);
  expect(list.items[0]?.collection).toEqual({ bills: 6, billed: 27_850, collected: 0, percent: 0 });
  const billingSettings = await request.get('/api/v2/billing-settings', { headers });
  expect(await billingSettings.json()).toEqual({
    dueDay: 10,
    repeatDay: 25,
    sendReceipts: true,
    memberLanguage: 'en',
  });
  const invoices = await request.get('/api/v2/invoices?limit=100', { headers });
  expect(invoices.status()).toBe(200);
  const { data } = (await invoices.json()) as { data: Array<{ total: number; type: string; date: string }> };
  expect(data).toHaveLength(6);
  expect(data.every((invoice) => invoice.type === 'Bill' && invoice.date === period.start)).toBe(true);
  expect(data.reduce((sum, invoice) => sum + invoice.total, 0)).toBeCloseTo(27_850, 2);
});
