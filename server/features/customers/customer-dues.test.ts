import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { buildSociety } from '../../test/society-fixture';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('what a customer still owes', (context) => {
  async function duesOf(headers: { authorization: string }, customerId: string) {
    return context.app.inject({ method: 'GET', url: `/api/v2/clients/${customerId}/dues`, headers });
  }

  it('sums the balances of the customer’s unpaid and partly paid invoices, per currency', async () => {
    const db = context.app.database.db;
    const society = await buildSociety(db);
    const headers = await sessionHeadersFor(context.app, society.user);
    // Asha: 001 owes ₹100; 004 is paid. Vikram: 002 owes ₹200, 005 ₹100. Meera has only a quotation.
    const asha = await duesOf(headers, society.customers.asha.id);
    expect(asha.statusCode).toBe(200);
    expect(asha.json()).toEqual({ owed: [{ currency: 'INR', amount: 100 }], invoices: 1 });
    expect((await duesOf(headers, society.customers.vikram.id)).json()).toEqual({
      owed: [{ currency: 'INR', amount: 300 }],
      invoices: 2,
    });
    expect((await duesOf(headers, society.customers.meera.id)).json()).toEqual({ owed: [], invoices: 0 });

    // A dollar invoice is owed in dollars; one replaced by a late-fee invoice is owed on that one only.
    const parent = { ...society, customer: society.customers.meera };
    const dollars = await buildInvoice(db, {
      parent,
      gstRate: 0,
      items: [{ itemName: 'Parking', unitPrice: 2_000, quantity: 100 }],
      values: { currency: 'USD' },
    });
    const lateFee = await buildInvoice(db, {
      parent,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 51_000, quantity: 100 }],
    });
    await db
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: lateFee.invoice.id })
      .where('id', '=', dollars.invoice.id)
      .execute();
    await buildInvoice(db, {
      parent,
      gstRate: 0,
      items: [{ itemName: 'Parking', unitPrice: 2_000, quantity: 100 }],
      values: { currency: 'USD' },
    });
    expect((await duesOf(headers, society.customers.meera.id)).json()).toEqual({
      owed: [
        { currency: 'INR', amount: 510 },
        { currency: 'USD', amount: 20 },
      ],
      invoices: 2,
    });
  });

  it('answers 404 for another business’s customer, and 400 for an id that is none', async () => {
    const db = context.app.database.db;
    const victim = await buildCustomer(db);
    await buildInvoice(db, { parent: victim });
    const intruder = await buildBusiness(db);
    const headers = await sessionHeadersFor(context.app, intruder.user);
    const response = await duesOf(headers, victim.customer.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Customer not found');
    const malformed = await duesOf(headers, 'not-a-uuid');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Customer not found');
  });
});
