import type { AppInstance } from '../app-context';
import type { NewInvoiceRow } from '../db/schema';
import { encryptSecret } from '../security/secret-box';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from './factories';
import { sessionHeadersFor } from './sessions';

/** Test data for the messaging tests: an owner, clients, and invoices in every state a reminder cares about. */
export const PAST_DUE = '2026-01-31';
export const NOT_YET_DUE = '2999-12-31';
export const WHATSAPP_TOKEN = 'EAAG-test-whatsapp-token';

export function get(app: AppInstance, url: string, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url, headers });
}

export function post(app: AppInstance, url: string, headers: Record<string, string>, payload?: object) {
  return app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
}

export async function signedInOwner(app: AppInstance, values: Parameters<typeof buildBusiness>[1] = {}) {
  const owner = await buildBusiness(app.database.db, values);
  return { owner, headers: await sessionHeadersFor(app, owner.user) };
}

export async function setUpWhatsApp(
  app: AppInstance,
  owner: BusinessFixture,
  template: string | null = null,
) {
  await app.database.db
    .updateTable('businesses')
    .set({
      whatsapp_token_encrypted: encryptSecret(app.config.appSecret, WHATSAPP_TOKEN),
      whatsapp_phone_number_id: '1055500001',
      whatsapp_template: template,
    })
    .where('id', '=', owner.business.id)
    .execute();
}

type ClientValues = {
  name?: string;
  email?: string;
  phone?: string;
  block?: string;
  floor?: string;
  flat?: string;
};

/** A client and invoices for it: `[due date, received paise, extra values]` each. */
export async function clientWithInvoices(
  app: AppInstance,
  owner: BusinessFixture,
  client: ClientValues,
  invoices: Array<{
    dueDate: string;
    receivedPaise?: number;
    values?: Partial<NewInvoiceRow>;
    /** The one line's price in paise, for exact figures: quantity 1, no GST. */
    pricePaise?: number;
  }>,
) {
  const parent = await buildCustomer(app.database.db, { parent: owner, values: client });
  const built = [];
  for (const invoice of invoices) {
    built.push(
      await buildInvoice(app.database.db, {
        parent,
        receivedPaise: invoice.receivedPaise ?? 0,
        ...(invoice.pricePaise === undefined
          ? {}
          : {
              items: [{ itemName: 'Maintenance', unitPrice: invoice.pricePaise, quantity: 100 }],
              gstRate: 0,
            }),
        values: { due_date: invoice.dueDate, ...invoice.values },
      }),
    );
  }
  return { customer: parent.customer, invoices: built.map((fixture) => fixture.invoice) };
}
