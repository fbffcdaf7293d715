import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import type { AppInstance } from '../app-context';
import type { NewInvoiceRow } from '../db/schema';
import { type BusinessFixture, buildCustomer, buildInvoice } from './factories';
import { sessionHeadersFor } from './sessions';

/** A society whose flats owe in every way the dues report ages, with the figures it must show. */

/** Today in the business's zone, and a date `days` before it (after it when negative). */
export const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
export const daysAgo = (days: number) => addDays(today(), -days);

/** One line of `rupees`, no GST: the bill's total is exactly that. */
async function bill(
  app: AppInstance,
  parent: Awaited<ReturnType<typeof buildCustomer>>,
  rupees: number,
  daysPastDue: number,
  values: Partial<NewInvoiceRow> = {},
) {
  const { invoice } = await buildInvoice(app.database.db, {
    parent,
    items: [{ itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100, basis: 'fixed' }],
    gstRate: 0,
    values: { due_date: daysAgo(daysPastDue), ...values },
  });
  return invoice;
}

async function expectStatus(response: { statusCode: number; body: string }, status: number) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
}

/**
 * Block A: flat A-1 owes a bill on each boundary (−1, 0, 30, 31, 60, 61, 90, 91 days past due), never
 * paid; flat A-2 an opening balance of ₹1,000 as of 45 days ago (₹250 of it paid on account) and a
 * ₹500 bill 10 days past due with ₹200 paid. Block B: flat B-1 a quotation and a replaced invoice (both
 * left out) and the ₹110 late-fee invoice that replaced it; flat B-2 owes nothing.
 */
export async function buildAgeingSociety(app: AppInstance, owner: BusinessFixture) {
  const db = app.database.db;
  const headers = await sessionHeadersFor(app, owner.user);
  const flat = (block: string, name: string, values: Record<string, string> = {}) =>
    buildCustomer(db, {
      parent: owner,
      values: { block, floor: '1', flat: name, name: `Resident ${name}`, ...values },
    });

  const a1 = await flat('A', 'A-1', { email: `a1-${owner.business.id}@example.test` });
  for (const [rupees, days] of [
    [800, -1],
    [100, 0],
    [200, 30],
    [300, 31],
    [400, 60],
    [500, 61],
    [600, 90],
    [700, 91],
  ] as const) {
    await bill(app, a1, rupees, days);
  }

  const a2 = await flat('A', 'A-2', { email: `a2-${owner.business.id}@example.test`, phone: '' });
  const a2Bill = await bill(app, a2, 500, 10);
  await expectStatus(
    await app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${a2.customer.id}/opening-balance`,
      headers,
      payload: { amount: 1000, asOf: daysAgo(45) },
    }),
    200,
  );
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/clients/${a2.customer.id}/payments`,
      headers,
      payload: { amountPaid: 250, datePaid: daysAgo(3), paymentMethod: 'Cash' },
    }),
    201,
  );
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${a2Bill.id}/payments`,
      headers,
      payload: { amountPaid: 200, datePaid: daysAgo(2), paymentMethod: 'Cash' },
    }),
    201,
  );

  const b1 = await flat('B', 'B-1', { name: '=HYPERLINK("http://evil.test","click")', phone: '' });
  await bill(app, b1, 900, 100, { type: 'Quotation' });
  const lateFee = await bill(app, b1, 110, 5);
  await bill(app, b1, 100, 100, { replaced_by_invoice_id: lateFee.id });

  const b2 = await flat('B', 'B-2');
  const paid = await bill(app, b2, 300, 40);
  await expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${paid.id}/payments`,
      headers,
      payload: { amountPaid: 300, datePaid: daysAgo(1), paymentMethod: 'Cash' },
    }),
    201,
  );

  return { headers, a1: a1.customer, a2: a2.customer, a2Bill, b1: b1.customer, b2: b2.customer };
}
