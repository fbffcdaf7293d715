import { randomUUID } from 'node:crypto';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  INTEREST_NOT_ON_QUOTATION_MESSAGE,
  INTEREST_OFF_MESSAGE,
  type TClientInterest,
  type TInvoiceInterest,
} from '@domain/api/interest';
import type { TInvoice } from '@domain/api/invoices';
import { expect, it } from 'vitest';
import type { CustomerFixture } from '../../test/factories';
import {
  billByHand,
  billDue,
  chooseInterest,
  flatWithOwner,
  type Headers,
  pay,
} from '../../test/interest-fixtures';
import { pdfTextOf } from '../../test/pdf-text';
import { describeEachDatabase } from '../../test/test-servers';
import { invoicePdfRendererOf } from '../documents';

describeEachDatabase('interest on arrears: bills made by hand', (context) => {
  const app = () => context.app;

  async function previewOf(flat: CustomerFixture, headers: Headers, date: string): Promise<TClientInterest> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/interest?date=${date}`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function interestOn(invoiceId: string, headers: Headers): Promise<TInvoiceInterest> {
    const response = await app().inject({
      method: 'GET',
      url: `/api/v2/invoices/${invoiceId}/interest`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async function created(response: Awaited<ReturnType<typeof billByHand>>): Promise<TInvoice> {
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  function chargesOf(sourceId: string) {
    return app()
      .database.db.selectFrom('interest_charges')
      .select(['posted_on_invoice_id', 'from_date', 'to_date', 'days', 'amount_paise'])
      .where('source_invoice_id', '=', sourceId)
      .orderBy('from_date')
      .execute();
  }

  it('charges a partly paid bill by its payment’s date, across a month boundary, and shows how', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const september = await billDue(app(), flat, '2026-09-30');
    await pay(app(), headers, september.id, 2000, '2026-10-20');

    // 1–19 Oct on ₹4,925, 20 Oct – 14 Nov on ₹2,925: (4,925 × 19 + 2,925 × 26) × 21 % ÷ 365 = ₹97.59.
    const expected = {
      invoice: { _id: september.id, invoiceNumber: september.invoice_number },
      dueDate: '2026-09-30',
      from: '2026-10-01',
      to: '2026-11-15',
      days: 45,
      rate: 21,
      amount: 97.59,
      segments: [
        { from: '2026-10-01', to: '2026-10-20', days: 19, principal: 4925, yearDays: 365 },
        { from: '2026-10-20', to: '2026-11-15', days: 26, principal: 2925, yearDays: 365 },
      ],
    };
    expect(await previewOf(flat, headers, '2026-11-15')).toEqual({
      date: '2026-11-15',
      lateCharge: 'interest',
      minimumAmount: 0,
      bills: [expected],
      total: 97.59,
      amount: 97.59,
    });

    const bill = await created(
      await billByHand(app(), headers, flat, '2026-11-15', { dueDate: '2026-11-30' }),
    );
    expect(bill.items).toEqual([
      expect.objectContaining({ itemName: 'Maintenance', amount: 1000 }),
      {
        itemName: 'Interest on arrears',
        basis: 'fixed',
        unitPrice: 97.59,
        quantity: 1,
        discount: 0,
        overDues: 0,
        amount: 97.59,
        gstTreatment: 'exempt',
        hsn: '995419',
        gstRate: 18,
        taxableValue: 0,
        exemption: 'Exempt',
      },
    ]);
    expect(bill).toMatchObject({ subTotal: 1097.59, vat: 0, total: 1098 });
    expect(await interestOn(bill._id, headers)).toEqual({
      invoice: { _id: bill._id, invoiceNumber: bill.invoiceNumber, currency: 'INR' },
      total: 97.59,
      bills: [expected],
    });

    // Its PDF shows the same working under the lines.
    const pdf = await invoicePdfRendererOf(app().serviceContext)(null, bill._id);
    const { text } = await pdfTextOf(pdf?.bytes ?? new Uint8Array());
    expect(text).toContain(
      `INTEREST ON ARREARS No. ${september.invoice_number} · 01 Oct – 15 Nov 2026 ` +
        '19 days × ₹4,925.00 × 21 % ÷ 365 26 days × ₹2,925.00 × 21 % ÷ 365 ₹97.59',
    );
  });

  it('never charges the same days twice: the next bill starts where the last charge ended', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const september = await billDue(app(), flat, '2026-09-30');
    await pay(app(), headers, september.id, 2000, '2026-10-20');
    const first = await created(
      await billByHand(app(), headers, flat, '2026-11-15', { dueDate: '2026-11-30' }),
    );
    // 15 – 19 Nov on ₹2,925: ₹8.41; the bill of 15 Nov is not due yet.
    const second = await created(
      await billByHand(app(), headers, flat, '2026-11-20', { dueDate: '2026-11-30' }),
    );
    expect(second.items.at(-1)).toMatchObject({ itemName: 'Interest on arrears', amount: 8.41 });
    // A bill dated within the days already charged carries none.
    const backDated = await created(
      await billByHand(app(), headers, flat, '2026-11-10', { dueDate: '2026-11-30' }),
    );
    expect(backDated.items.map((item) => item.itemName)).toEqual(['Maintenance']);
    expect(await chargesOf(september.id)).toEqual([
      {
        posted_on_invoice_id: first._id,
        from_date: '2026-10-01',
        to_date: '2026-11-15',
        days: 45,
        amount_paise: 9759,
      },
      {
        posted_on_invoice_id: second._id,
        from_date: '2026-11-15',
        to_date: '2026-11-20',
        days: 5,
        amount_paise: 841,
      },
    ]);
  });

  it('never charges interest on interest: a bill carrying interest earns it on its principal only', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const september = await billDue(app(), flat, '2026-09-30');
    // 1 – 31 Oct on ₹4,925: ₹87.84, on a bill of ₹1,000 + ₹87.84 = ₹1,088 (rounded to the rupee).
    const november = await created(
      await billByHand(app(), headers, flat, '2026-11-01', { dueDate: '2026-11-10' }),
    );
    expect(november).toMatchObject({ subTotal: 1087.84, total: 1088 });
    await pay(app(), headers, november._id, 500, '2026-11-05');
    // Its principal is ₹1,088 − ₹87.84 = ₹1,000.16, ₹500.16 of it unpaid (a payment settles principal
    // first): 11 – 30 Nov, 20 days × ₹500.16 × 21 % ÷ 365 = ₹5.76, though it still owes ₹588.
    const preview = await previewOf(flat, headers, '2026-12-01');
    expect(preview.bills).toEqual([
      expect.objectContaining({
        invoice: expect.objectContaining({ _id: september.id }),
        days: 30,
        amount: 85.01,
      }),
      {
        invoice: { _id: november._id, invoiceNumber: november.invoiceNumber },
        dueDate: '2026-11-10',
        from: '2026-11-11',
        to: '2026-12-01',
        days: 20,
        rate: 21,
        amount: 5.76,
        segments: [{ from: '2026-11-11', to: '2026-12-01', days: 20, principal: 500.16, yearDays: 365 }],
      },
    ]);
    expect(preview).toMatchObject({ total: 90.77, amount: 90.77 });
  });

  it('waits out the grace days, and charges nothing below the minimum', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers, { graceDays: 10, minimumAmount: 10 });
    const october = await billDue(app(), flat, '2026-10-11');
    await pay(app(), headers, october.id, 4925, '2026-10-25');
    // Grace to 21 Oct; 22 – 24 Oct: 3 days × ₹4,925 × 21 % ÷ 365 = ₹8.50, under the ₹10 minimum.
    expect(await previewOf(flat, headers, '2026-11-01')).toMatchObject({
      bills: [{ from: '2026-10-22', to: '2026-10-25', days: 3, amount: 8.5 }],
      total: 8.5,
      amount: 0,
    });
    const underMinimum = await created(await billByHand(app(), headers, flat, '2026-11-01'));
    expect(underMinimum.items.map((item) => item.itemName)).toEqual(['Maintenance']);
    expect(await chargesOf(october.id)).toEqual([]);

    await chooseInterest(app(), headers, { graceDays: 10, minimumAmount: 8.5 });
    const charged = await created(await billByHand(app(), headers, flat, '2026-11-02'));
    expect(charged.items.at(-1)).toMatchObject({ itemName: 'Interest on arrears', amount: 8.5 });
    // A bill paid within its grace days earns nothing at all.
    const paidInGrace = await billDue(app(), flat, '2026-10-11');
    await pay(app(), headers, paidInGrace.id, 4925, '2026-10-21');
    expect((await previewOf(flat, headers, '2026-11-03')).bills).toEqual([]);
  });

  it('charges two bills issued at once for one flat only once', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await chooseInterest(app(), headers);
    const september = await billDue(app(), flat, '2026-09-30');
    const bills = await Promise.all(
      Array.from({ length: 4 }, () => billByHand(app(), headers, flat, '2026-11-01').then(created)),
    );
    const carrying = bills.filter((bill) =>
      bill.items.some((item) => item.itemName === 'Interest on arrears'),
    );
    expect(carrying).toHaveLength(1);
    expect(carrying[0]?.items.at(-1)).toMatchObject({ amount: 87.84 });
    expect(await chargesOf(september.id)).toEqual([
      expect.objectContaining({
        from_date: '2026-10-01',
        to_date: '2026-11-01',
        days: 31,
        amount_paise: 8784,
      }),
    ]);
  });

  it('refuses interest while late-fee invoices are chosen, and on a quotation, storing nothing', async () => {
    const { flat, headers } = await flatWithOwner(app());
    await billDue(app(), flat, '2026-09-30');
    const off = await billByHand(app(), headers, flat, '2026-11-01');
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json().message).toBe(INTEREST_OFF_MESSAGE);
    await chooseInterest(app(), headers);
    const quotation = await billByHand(app(), headers, flat, '2026-11-01', { type: 'Quotation' });
    expect(quotation.statusCode, quotation.body).toBe(400);
    expect(quotation.json()).toMatchObject({
      message: INTEREST_NOT_ON_QUOTATION_MESSAGE,
      errors: [{ path: 'interestOnArrears', message: INTEREST_NOT_ON_QUOTATION_MESSAGE }],
    });
    const stored = await app()
      .database.db.selectFrom('invoices')
      .select('id')
      .where('customer_id', '=', flat.customer.id)
      .execute();
    expect(stored).toHaveLength(1);
    // Without the box ticked a bill carries no interest, whatever the settings.
    const plain = await created(
      await billByHand(app(), headers, flat, '2026-11-01', { interestOnArrears: false }),
    );
    expect(plain.items).toHaveLength(1);
  });

  it('answers 404 for a flat or bill that is not the caller’s, and 400 for a bad date', async () => {
    const { flat, headers } = await flatWithOwner(app());
    const unknown = await app().inject({
      method: 'GET',
      url: `/api/v2/clients/${randomUUID()}/interest?date=2026-11-01`,
      headers,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CUSTOMER_NOT_FOUND_MESSAGE);
    const badDate = await app().inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/interest?date=2026-13-01`,
      headers,
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toEqual([
      { path: 'date', message: 'The bill date must be a date (YYYY-MM-DD)' },
    ]);
    const noBill = await app().inject({
      method: 'GET',
      url: `/api/v2/invoices/${randomUUID()}/interest`,
      headers,
    });
    expect(noBill.statusCode).toBe(404);
    // While late-fee invoices are chosen, the preview says so and charges nothing.
    expect(await previewOf(flat, headers, '2026-11-01')).toEqual({
      date: '2026-11-01',
      lateCharge: 'late-fee-invoice',
      minimumAmount: 10,
      bills: [],
      total: 0,
      amount: 0,
    });
  });
});
