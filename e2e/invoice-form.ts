import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Opens the Create invoice form and bills the customer whose name starts `customer`, as an owner does:
 * typed into Select Customer and picked from the server's answer. `type` is chosen first when given
 * (the form opens on a Proforma).
 */
export async function startInvoiceFor(page: Page, customer: string, type?: 'Invoice'): Promise<void> {
  await page.goto('/invoice');
  await expect(page.getByRole('heading', { level: 1, name: 'Create invoice' })).toBeVisible({
    timeout: 15_000,
  });
  if (type) {
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: type }).click();
  }
  await page.getByRole('combobox', { name: 'Select Customer' }).fill(customer);
  await page.getByRole('option', { name: new RegExp(`^${customer}`) }).click();
}
