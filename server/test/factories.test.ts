import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from './factories';
import { describeEachDatabase } from './test-servers';

describeEachDatabase('factories', (context) => {
  it('builds an invoice with every missing parent and the product’s exact figures', async () => {
    const { user, business, customer, invoice, items } = await buildInvoice(context.app.database.db);
    expect(business.owner_user_id).toBe(user.id);
    expect(customer.business_id).toBe(business.id);
    expect(invoice.business_id).toBe(business.id);
    // 1250.50 sq.ft × ₹2.50 = ₹3126.25; GST 18 % = ₹562.725 → ₹562.73; total ₹3688.98 → ₹3689.
    expect(items.map((item) => item.amount_paise)).toEqual([312_625]);
    expect(invoice.sub_total_paise).toBe(312_625);
    expect(invoice.gst_paise).toBe(56_273);
    expect(invoice.total_paise).toBe(368_900);
    expect(invoice.status).toBe('Unpaid');
    expect(invoice.invoice_number).toBe('001');
  });

  it('numbers invoices per business and reuses the parents it is given', async () => {
    const parent = await buildCustomer(context.app.database.db);
    const first = await buildInvoice(context.app.database.db, { parent });
    const second = await buildInvoice(context.app.database.db, { parent, receivedPaise: 100 });
    expect([first.invoice.invoice_number, second.invoice.invoice_number]).toEqual(['001', '002']);
    expect(second.invoice.status).toBe('Partial');
    expect(second.customer.id).toBe(parent.customer.id);
    const other = await buildBusiness(context.app.database.db);
    expect(other.business.id).not.toBe(parent.business.id);
  });
});
