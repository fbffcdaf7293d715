import type { TBillingRunPreview } from '@domain/api/billing-runs';
import { RUN_BILLS_CHARGED_INTEREST_MESSAGE, type TInvoiceInterest } from '@domain/api/interest';
import type { TInvoice } from '@domain/api/invoices';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import {
  billByHand,
  billDue,
  chooseInterest,
  flatWithOwner,
  type Headers,
} from '../../test/interest-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('interest on arrears: billing runs', (context) => {
  const app = () => context.app;

  /** A run of the business's flats with one head, maintenance ₹1,000 a flat without GST. */
  async function runOf(headers: Headers, period: string, billDate: string, dueDate: string): Promise<string> {
    await addBillHead(app(), headers, {
      name: 'Maintenance',
      basis: 'flat',
      rate: 1000,
      gstTreatment: 'exempt',
    });
    const response = await app().inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period, billDate, dueDate },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()._id;
  }

  async function act(headers: Headers, runId: string, action: '' | '/publish' | '/undo') {
    const response = await app().inject({
      method: action === '' ? 'GET' : 'POST',
      url: `/api/v2/billing-runs/${runId}${action}`,
      headers,
    });
    return response;
  }

  async function previewOf(headers: Headers, runId: string, action: '' | '/publish' | '/undo' = '') {
    const response = await act(headers, runId, action);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TBillingRunPreview;
  }

  async function invoiceOf(headers: Headers, id: string): Promise<TInvoice> {
    return (await app().inject({ method: 'GET', url: `/api/v2/invoices/${id}`, headers })).json();
  }

  async function chargesPostedOn(invoiceId: string) {
    return app()
      .database.db.selectFrom('interest_charges')
      .select('id')
      .where('posted_on_invoice_id', '=', invoiceId)
      .execute();
  }

  it('previews, posts and releases a leap year’s interest: 29 Feb counts at ÷ 366', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const january = await billDue(app(), flat, '2028-01-31', '2028-01-01');
    const runId = await runOf(headers, '2028-03', '2028-03-01', '2028-03-15');

    // 1 – 29 Feb 2028: 29 days × ₹4,925 × 21 % ÷ 366 = ₹81.95, a line beside the ₹1,000 of maintenance.
    const preview = await previewOf(headers, runId);
    expect(preview.rows[0]).toMatchObject({
      interest: 81.95,
      subTotal: 1081.95,
      gst: 0,
      total: 1082,
      arrears: 4925,
      flags: expect.arrayContaining(['interest']),
    });
    expect(preview.flagCounts.interest).toBe(1);

    const published = await previewOf(headers, runId, '/publish');
    const billId = published.rows[0]?.billed?._id ?? '';
    const bill = await invoiceOf(headers, billId);
    expect(bill.items.map((item) => [item.itemName, item.amount, item.gstTreatment])).toEqual([
      ['Maintenance', 1000, 'exempt'],
      ['Interest on arrears', 81.95, 'exempt'],
    ]);
    expect(bill).toMatchObject({ subTotal: 1081.95, vat: 0, total: 1082, date: '2028-03-01' });
    const carried = await app().inject({
      method: 'GET',
      url: `/api/v2/invoices/${billId}/interest`,
      headers,
    });
    expect(carried.json() as TInvoiceInterest).toEqual({
      invoice: { _id: billId, invoiceNumber: bill.invoiceNumber, currency: 'INR' },
      total: 81.95,
      bills: [
        {
          invoice: { _id: january.id, invoiceNumber: january.invoice_number },
          dueDate: '2028-01-31',
          from: '2028-02-01',
          to: '2028-03-01',
          days: 29,
          rate: 21,
          amount: 81.95,
          segments: [{ from: '2028-02-01', to: '2028-03-01', days: 29, principal: 4925, yearDays: 366 }],
        },
      ],
    });

    // Undoing the run deletes its bill and lets the days wait again: the next preview charges them.
    await previewOf(headers, runId, '/undo');
    expect(await chargesPostedOn(billId)).toEqual([]);
    expect((await previewOf(headers, runId)).rows[0]).toMatchObject({ interest: 81.95, total: 1082 });
    const again = await previewOf(headers, runId, '/publish');
    const second = await invoiceOf(headers, again.rows[0]?.billed?._id ?? '');
    expect(second.items.at(-1)).toMatchObject({ itemName: 'Interest on arrears', amount: 81.95 });
  });

  it('adds nothing while late-fee invoices are chosen', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await billDue(app(), flat, '2026-09-30');
    const runId = await runOf(headers, '2026-12', '2026-12-01', '2026-12-15');
    const preview = await previewOf(headers, runId);
    expect(preview.rows[0]).toMatchObject({ interest: 0, total: 1000, flags: [] });
    const published = await previewOf(headers, runId, '/publish');
    const bill = await invoiceOf(headers, published.rows[0]?.billed?._id ?? '');
    expect(bill.items.map((item) => item.itemName)).toEqual(['Maintenance']);
  });

  it('keeps a run whose bill a later bill charged interest on', async () => {
    const { headers, flat } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const runId = await runOf(headers, '2026-10', '2026-10-01', '2026-10-15');
    const published = await previewOf(headers, runId, '/publish');
    const october = published.rows[0]?.billed?._id ?? '';
    // 16 Oct – 14 Nov: 30 days × ₹1,000 × 21 % ÷ 365 = ₹17.26.
    const response = await billByHand(app(), headers, flat, '2026-11-15');
    expect(response.statusCode, response.body).toBe(201);
    expect((response.json() as TInvoice).items.at(-1)).toMatchObject({ amount: 17.26 });
    const undo = await act(headers, runId, '/undo');
    expect(undo.statusCode, undo.body).toBe(409);
    expect(undo.json().message).toBe(RUN_BILLS_CHARGED_INTEREST_MESSAGE);
    expect(await invoiceOf(headers, october)).toMatchObject({ _id: october });
  });
});
