import type { TInterestSettingsInput } from '@domain/api/interest';
import type { AppInstance } from '../app-context';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  type CustomerFixture,
  MAINTENANCE_AND_SINKING_FUND,
} from './factories';
import { sessionHeadersFor } from './sessions';

export type Headers = { authorization: string };

/** Interest at 21 % a year, no grace, no minimum, charged from 1 Apr 2026: the terms most tests use. */
export const INTEREST_AT_21: TInterestSettingsInput = {
  lateCharge: 'interest',
  ratePercentPerYear: 21,
  ceilingPercentPerYear: 21,
  graceDays: 0,
  minimumAmount: 0,
  chargeFrom: '2026-04-01',
};

/** A business of its own with one flat, its owner signed in. */
export async function flatWithOwner(app: AppInstance): Promise<{ flat: CustomerFixture; headers: Headers }> {
  const tenant = await buildBusiness(app.database.db);
  const flat = await buildCustomer(app.database.db, { parent: tenant });
  return { flat, headers: await sessionHeadersFor(app, tenant.user) };
}

/** Saves the business's interest settings through the API; anything but 200 fails the test. */
export async function chooseInterest(
  app: AppInstance,
  headers: Headers,
  settings: Partial<TInterestSettingsInput> = {},
) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/v2/settings/interest',
    headers,
    payload: { ...INTEREST_AT_21, ...settings },
  });
  if (response.statusCode !== 200)
    throw new Error(`interest settings answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The flat's ₹4,925 bill (maintenance ₹3,750 with 18 % GST, sinking fund ₹500), due on `dueDate`. */
export async function billDue(app: AppInstance, flat: CustomerFixture, dueDate: string, date = '2026-09-01') {
  const { invoice } = await buildInvoice(app.database.db, {
    parent: flat,
    gstRate: 18,
    items: MAINTENANCE_AND_SINKING_FUND,
    values: { invoice_date: date, due_date: dueDate },
  });
  return invoice;
}

/** Records a payment on one bill through the API, dated `datePaid`. */
export async function pay(
  app: AppInstance,
  headers: Headers,
  invoiceId: string,
  amountPaid: number,
  datePaid: string,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoiceId}/payments`,
    headers,
    payload: { amountPaid, datePaid, paymentMethod: 'Cash' },
  });
  if (response.statusCode !== 201)
    throw new Error(`the payment answered ${response.statusCode}: ${response.body}`);
}

/** A bill made by hand for the flat: maintenance ₹1,000 without GST, and interest on arrears unless told. */
export function billByHand(
  app: AppInstance,
  headers: Headers,
  flat: CustomerFixture,
  date: string,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/invoices',
    headers,
    payload: {
      client: { _id: flat.customer.id },
      items: [
        { itemName: 'Maintenance', unitPrice: 1000, basis: 'fixed', quantity: 1, gstTreatment: 'exempt' },
      ],
      type: 'Bill',
      date,
      dueDate: date,
      interestOnArrears: true,
      ...extra,
    },
  });
}
