import { invoicePdfPath } from '@domain/api/documents';
import { afterEach, beforeEach, expect, it, type MockInstance, vi } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice, type CustomerFixture } from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { invoicePdfRendererOf } from './index';

describeEachDatabase('invoice PDFs rendered once per version', (context) => {
  const db = () => context.app.database.db;
  let renders: MockInstance;
  beforeEach(() => {
    // The pool itself, behind the cache: every call is one render in a worker.
    renders = vi.spyOn(context.app.pdf, 'render');
  });
  afterEach(() => {
    renders.mockRestore();
  });

  let client = 0;
  /** The public download, as a client's browser asks for it (each as its own address: downloads are limited). */
  async function download(invoiceId: string): Promise<Buffer> {
    client += 1;
    const response = await context.app.inject({
      method: 'GET',
      url: invoicePdfPath(invoiceId),
      remoteAddress: `10.77.${client >> 8}.${client & 255}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  }

  /** The business's own PDF, as the outbox attaches it to an e-mail or a WhatsApp message. */
  async function attachment(businessId: string, invoiceId: string): Promise<Buffer> {
    const pdf = await invoicePdfRendererOf(context.app.serviceContext)(businessId, invoiceId);
    if (!pdf) throw new Error('no PDF');
    return pdf.bytes;
  }

  async function societyOf(values: NonNullable<Parameters<typeof buildBusiness>[1]>['values'] = {}) {
    const parent = await buildBusiness(db(), { values });
    const customer = await buildCustomer(db(), {
      parent,
      values: { name: 'Ananyā Śarmā', email: 'ananya@example.test', flat: 'A-101' },
    });
    return { ...customer, headers: await sessionHeadersFor(context.app, parent.user) };
  }

  async function invoiceOf(parent: CustomerFixture) {
    return (await buildInvoice(db(), { parent })).invoice;
  }

  it('serves an unchanged invoice again without rendering it, the same bytes to every path', async () => {
    const society = await societyOf();
    const invoice = await invoiceOf(society);
    const first = await download(invoice.id);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const again = await download(invoice.id);
    const attached = await attachment(society.business.id, invoice.id);
    expect(renders).toHaveBeenCalledTimes(1);
    expect(again.equals(first)).toBe(true);
    expect(attached.equals(first)).toBe(true);
  });

  it('renders anew after an edit, a payment and a change to the business profile, once each', async () => {
    const society = await societyOf();
    const invoice = await invoiceOf(society);
    const original = await download(invoice.id);
    expect(renders).toHaveBeenCalledTimes(1);

    const edited = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${invoice.id}`,
      headers: society.headers,
      payload: { notes: 'Please pay by the due date' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await download(invoice.id);
    expect(renders).toHaveBeenCalledTimes(2);
    expect((await pdfTextOf(afterEdit)).text).toContain('Please pay by the due date');
    expect(afterEdit.equals(original)).toBe(false);

    // The factory's line: 1,250.50 sq.ft × ₹2.50 = ₹3,126.25 + 18 % = ₹3,689.
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoice.id}/payments`,
      headers: society.headers,
      payload: { amountPaid: 1000, datePaid: '2026-11-05', paymentMethod: 'UPI' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const afterPayment = await download(invoice.id);
    expect(renders).toHaveBeenCalledTimes(3);
    expect((await pdfTextOf(afterPayment)).text).toContain('Paid ₹1,000.00 Balance ₹2,689.00');

    const renamed = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/profiles/${society.business.id}`,
      headers: society.headers,
      payload: { businessName: 'Renamed Housing Society' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const afterRename = await download(invoice.id);
    expect(renders).toHaveBeenCalledTimes(4);
    expect((await pdfTextOf(afterRename)).text).toContain('Renamed Housing Society');

    // Nothing changed since: served again, as the owner's outbox and the public link alike.
    expect((await attachment(society.business.id, invoice.id)).equals(afterRename)).toBe(true);
    expect((await download(invoice.id)).equals(afterRename)).toBe(true);
    expect(renders).toHaveBeenCalledTimes(4);
  });

  it('renders each business its own PDF, even when the two show the very same data', async () => {
    const same = { business_name: 'Green Park Society', contact_address: 'Sector 5, Pune' };
    const first = await societyOf(same);
    const second = await societyOf(same);
    const [mine, theirs] = [await invoiceOf(first), await invoiceOf(second)];
    expect(mine.invoice_number).toBe(theirs.invoice_number);
    const renderedMine = await attachment(first.business.id, mine.id);
    const renderedTheirs = await attachment(second.business.id, theirs.id);
    expect(renders).toHaveBeenCalledTimes(2);
    // Both were drawn from equal data: only the business they belong to told them apart.
    expect(renders.mock.calls[1]?.[0]).toEqual(renders.mock.calls[0]?.[0]);
    expect((await pdfTextOf(renderedTheirs)).text).toBe((await pdfTextOf(renderedMine)).text);
    await attachment(first.business.id, mine.id);
    await attachment(second.business.id, theirs.id);
    expect(renders).toHaveBeenCalledTimes(2);
  });
});
