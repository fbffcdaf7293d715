import type { TPublicInvoice } from '@domain/api/invoices';
import { expect, it } from 'vitest';
import type { NewBusinessRow, NewInvoiceRow } from '../../db/schema';
import { encryptSecret } from '../../security/secret-box';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

const KEY_SECRET = 'rzp-key-secret-never-shown';
const UPI_ID = 'green.park@okhdfcbank';

describeEachDatabase('the public invoice: how to pay it', (context) => {
  const db = () => context.app.database.db;

  /** A business paid by Razorpay, by UPI, both or neither, and one of its invoices. */
  async function invoiceOf(
    payments: { razorpay?: boolean; upi?: boolean },
    invoice: { receivedPaise?: number; values?: Partial<NewInvoiceRow> } = {},
  ) {
    const values: Partial<NewBusinessRow> = { business_name: 'Green Park Society' };
    if (payments.razorpay) {
      values.razorpay_key_id = 'rzp_test_GreenPark0001';
      values.razorpay_secret_encrypted = encryptSecret(context.app.config.appSecret, KEY_SECRET);
    }
    if (payments.upi) values.upi_id = UPI_ID;
    const tenant = await buildBusiness(db(), { values });
    // 1,250.50 sq.ft × ₹2.50 = ₹3,126.25; GST 18 % ₹562.73; total ₹3,689.
    const parent = await buildCustomer(db(), { parent: tenant });
    return { ...tenant, ...(await buildInvoice(db(), { parent, ...invoice })) };
  }

  async function publicView(invoiceId: string) {
    const response = await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${invoiceId}` });
    expect(response.statusCode).toBe(200);
    return { body: response.body, invoice: response.json<TPublicInvoice>() };
  }

  const uri = (amount: string, number: string) =>
    `upi://pay?pa=green.park%40okhdfcbank&pn=Green%20Park%20Society&am=${amount}&cu=INR&tn=Invoice%20${number}`;

  it('offers the Pay button and the UPI QR for the balance, and never a secret', async () => {
    const { invoice, business } = await invoiceOf({ razorpay: true, upi: true }, { receivedPaise: 68_900 });
    const { body, invoice: shown } = await publicView(invoice.id);
    expect(shown.balanceDue).toBe(3000);
    expect(shown.paymentOptions).toEqual({
      online: true,
      upi: { id: UPI_ID, uri: uri('3000.00', invoice.invoice_number) },
    });
    expect(body).not.toContain(KEY_SECRET);
    expect(body).not.toContain(business.razorpay_secret_encrypted);
    expect(body).not.toContain('rzp_test_GreenPark0001');
  });

  it('offers each way the business takes: UPI alone, Razorpay alone, or neither', async () => {
    const upiOnly = await invoiceOf({ upi: true });
    expect((await publicView(upiOnly.invoice.id)).invoice.paymentOptions).toEqual({
      online: false,
      upi: { id: UPI_ID, uri: uri('3689.00', upiOnly.invoice.invoice_number) },
    });
    const razorpayOnly = await invoiceOf({ razorpay: true });
    expect((await publicView(razorpayOnly.invoice.id)).invoice.paymentOptions).toEqual({
      online: true,
      upi: null,
    });
    const neither = await invoiceOf({});
    expect((await publicView(neither.invoice.id)).invoice.paymentOptions).toEqual({
      online: false,
      upi: null,
    });
  });

  it('offers UPI only for rupees, and nothing once paid or replaced by a late-fee invoice', async () => {
    const dollars = await invoiceOf({ razorpay: true, upi: true }, { values: { currency: 'USD' } });
    expect((await publicView(dollars.invoice.id)).invoice.paymentOptions).toEqual({
      online: true,
      upi: null,
    });

    const paid = await invoiceOf({ razorpay: true, upi: true }, { receivedPaise: 368_900 });
    expect((await publicView(paid.invoice.id)).invoice.paymentOptions).toEqual({ online: false, upi: null });

    const original = await invoiceOf({ razorpay: true, upi: true });
    const replacement = await buildInvoice(db(), { parent: { ...original, customer: original.customer } });
    await db()
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement.invoice.id })
      .where('id', '=', original.invoice.id)
      .execute();
    const replaced = (await publicView(original.invoice.id)).invoice;
    expect(replaced.paymentOptions).toEqual({ online: false, upi: null });
    expect(replaced.replacedBy).toEqual({
      _id: replacement.invoice.id,
      invoiceNumber: replacement.invoice.invoice_number,
    });
  });

  it('offers an overdue invoice for its balance like any other', async () => {
    const overdue = await invoiceOf(
      { razorpay: true, upi: true },
      { receivedPaise: 100_000, values: { due_date: '2020-01-31' } },
    );
    expect((await publicView(overdue.invoice.id)).invoice.paymentOptions).toEqual({
      online: true,
      upi: { id: UPI_ID, uri: uri('2689.00', overdue.invoice.invoice_number) },
    });
  });

  it('leaves them out of the owner’s own view', async () => {
    const { invoice, user } = await invoiceOf({ razorpay: true, upi: true });
    const own = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/${invoice.id}`,
      headers: await sessionHeadersFor(context.app, user),
    });
    expect(own.json()).toHaveProperty('creator');
    expect(own.json()).not.toHaveProperty('paymentOptions');
  });
});
