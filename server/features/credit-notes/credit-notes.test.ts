import { randomUUID } from 'node:crypto';
import {
  CREDIT_NOTE_IN_FUTURE_MESSAGE,
  CREDIT_NOTE_LINE_REPEATED_MESSAGE,
  CREDIT_NOTE_NO_SUCH_LINE_MESSAGE,
  CREDIT_NOTE_NOT_FOUND_MESSAGE,
  CREDIT_NOTE_REASON_REQUIRED_MESSAGE,
  CREDITED_INVOICE_EDIT_MESSAGE,
  QUOTATION_NOT_CREDITED_MESSAGE,
  type TCreditNote,
  type TInvoiceCredits,
} from '@domain/api/credit-notes';
import type { TLedger } from '@domain/api/ledger';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  type CustomerFixture,
  MAINTENANCE_AND_SINKING_FUND,
} from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('credit notes', (context) => {
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());
  const db = () => context.app.database.db;

  async function flatWithOwner() {
    const tenant = await buildBusiness(db());
    const flat = await buildCustomer(db(), { parent: tenant });
    return { flat, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  /** Maintenance ₹3,750 (taxable) and a sinking fund of ₹500 (exempt), GST 18 %: ₹4,925 in all. */
  async function billOf(flat: CustomerFixture, values: object = {}) {
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 18,
      items: MAINTENANCE_AND_SINKING_FUND,
      values: { invoice_date: addDays(today(), -20), due_date: addDays(today(), -5), ...values },
    });
    return invoice;
  }

  function credit(invoiceId: string, headers: Headers, payload: object) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoiceId}/credit-notes`,
      headers,
      payload,
    });
  }

  const note = (
    lines: Array<{ line: number; amount: number }>,
    reason = 'Area corrected to 1,000 sq.ft',
  ) => ({
    date: today(),
    reason,
    lines,
  });

  async function invoiceOf(invoiceId: string, headers: Headers) {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/invoices/${invoiceId}`,
      headers,
    });
    return response.json();
  }

  async function ledgerOf(flat: CustomerFixture, headers: Headers): Promise<TLedger> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/ledger`,
      headers,
    });
    return response.json();
  }

  async function storedNotes(invoiceId: string) {
    return db().selectFrom('credit_notes').select('id').where('invoice_id', '=', invoiceId).execute();
  }

  it('takes an amount off a line, reverses its GST in proportion and reduces the dues', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    const response = await credit(bill.id, headers, note([{ line: 0, amount: 1000 }]));
    expect(response.statusCode, response.body).toBe(201);
    const created: TCreditNote = response.json();
    expect(created).toMatchObject({
      creditNoteNumber: 'CN-001',
      invoice: { _id: bill.id, invoiceNumber: bill.invoice_number },
      customer: { _id: flat.customer.id, name: flat.customer.name },
      date: today(),
      reason: 'Area corrected to 1,000 sq.ft',
      lines: [{ line: 0, itemName: 'Maintenance', taxable: true, amount: 1000 }],
      subTotal: 1000,
      gst: 180,
      roundOff: 0,
      total: 1180,
    });
    expect(await invoiceOf(bill.id, headers)).toMatchObject({
      total: 4925,
      totalCredited: 1180,
      totalAmountReceived: 0,
      balanceDue: 3745,
      status: 'Unpaid',
    });
    expect(await ledgerOf(flat, headers)).toMatchObject({
      billed: 4925,
      credited: 1180,
      dues: 3745,
      advance: 0,
    });

    const exempt = await credit(
      bill.id,
      headers,
      note([{ line: 1, amount: 100 }], 'Sinking fund waived in part'),
    );
    expect(exempt.json()).toMatchObject({ creditNoteNumber: 'CN-002', gst: 0, total: 100 });

    const credits: TInvoiceCredits = (
      await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${bill.id}/credit-notes`, headers })
    ).json();
    expect(credits).toMatchObject({
      lines: [
        { line: 0, itemName: 'Maintenance', taxable: true, amount: 3750, credited: 1000 },
        { line: 1, itemName: 'Sinking fund', taxable: false, amount: 500, credited: 100 },
      ],
      gst: 675,
      total: 4925,
      creditedGst: 180,
      credited: 1280,
      balanceDue: 3645,
      creditable: true,
    });
    expect(credits.notes.map((each) => each.creditNoteNumber)).toEqual(['CN-001', 'CN-002']);
    const one = await context.app.inject({
      method: 'GET',
      url: `/api/v2/credit-notes/${created._id}`,
      headers,
    });
    expect(one.json()).toEqual(created);
  });

  it('credits a whole bill to exactly its total, its round-off given back', async () => {
    const { flat, headers } = await flatWithOwner();
    // ₹3,333.33 taxable and ₹500 exempt: GST ₹600.00, ₹4,433.33 rounded to ₹4,433.
    const { invoice: bill } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 18,
      items: [
        { itemName: 'Maintenance', unitPrice: 333_333, quantity: 100, basis: 'fixed' },
        { itemName: 'Water', unitPrice: 50_000, quantity: 100, basis: 'fixed', gstTreatment: 'exempt' },
      ],
      values: { invoice_date: addDays(today(), -3) },
    });
    const first = await credit(bill.id, headers, note([{ line: 0, amount: 1111.11 }]));
    expect(first.json()).toMatchObject({ subTotal: 1111.11, gst: 200, roundOff: 0, total: 1311.11 });
    const rest = await credit(
      bill.id,
      headers,
      note([
        { line: 0, amount: 2222.22 },
        { line: 1, amount: 500 },
      ]),
    );
    expect(rest.json()).toMatchObject({ subTotal: 2722.22, gst: 400, roundOff: -0.33, total: 3121.89 });
    expect(await invoiceOf(bill.id, headers)).toMatchObject({
      total: 4433,
      totalCredited: 4433,
      balanceDue: 0,
      status: 'Paid',
    });
    const again = await credit(bill.id, headers, note([{ line: 1, amount: 1 }]));
    expect(again.statusCode).toBe(400);
  });

  it('never credits more than the bill still owes; a payment after it settles the rest', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${bill.id}/payments`,
      headers,
      payload: { amountPaid: 4000, datePaid: today(), paymentMethod: 'UPI' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const above = await credit(bill.id, headers, note([{ line: 0, amount: 1000 }]));
    expect(above.statusCode).toBe(400);
    expect(above.json().message).toBe('A credit note can be at most what the bill still owes (₹925.00)');
    expect(above.json().errors).toEqual([
      { path: 'lines', message: 'A credit note can be at most what the bill still owes (₹925.00)' },
    ]);
    expect(await storedNotes(bill.id)).toEqual([]);

    const fits = await credit(bill.id, headers, note([{ line: 0, amount: 700 }]));
    expect(fits.json()).toMatchObject({ creditNoteNumber: 'CN-001', total: 826 });
    expect(await invoiceOf(bill.id, headers)).toMatchObject({ balanceDue: 99, status: 'Partial' });
    const rest = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${bill.id}/payments`,
      headers,
      payload: { amountPaid: 99.01, datePaid: today(), paymentMethod: 'UPI' },
    });
    expect(rest.statusCode).toBe(400);
    const settled = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${bill.id}/payments`,
      headers,
      payload: { amountPaid: 99, datePaid: today(), paymentMethod: 'UPI' },
    });
    expect(settled.json()).toMatchObject({ status: 'Paid', balanceDue: 0, totalCredited: 826 });
    expect(await ledgerOf(flat, headers)).toMatchObject({
      billed: 4925,
      credited: 826,
      received: 4099,
      dues: 0,
      advance: 0,
    });
  });

  it('refuses bad input with the field named, storing nothing', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    const cases: Array<[object, string, string]> = [
      [
        note([{ line: 0, amount: 3750.01 }]),
        'lines.0.amount',
        'At most ₹3,750.00 is left to credit on this line',
      ],
      [note([{ line: 5, amount: 1 }]), 'lines.0.line', CREDIT_NOTE_NO_SUCH_LINE_MESSAGE],
      [
        note([
          { line: 1, amount: 1 },
          { line: 1, amount: 2 },
        ]),
        'lines.1.line',
        CREDIT_NOTE_LINE_REPEATED_MESSAGE,
      ],
      [
        { ...note([{ line: 0, amount: 1 }]), date: addDays(today(), 1) },
        'date',
        CREDIT_NOTE_IN_FUTURE_MESSAGE,
      ],
      [{ ...note([{ line: 0, amount: 1 }]), reason: '  ' }, 'reason', CREDIT_NOTE_REASON_REQUIRED_MESSAGE],
      [note([{ line: 0, amount: 0 }]), 'lines.0.amount', 'The amount to credit must be more than 0'],
      [note([{ line: 0, amount: -5 }]), 'lines.0.amount', 'The amount to credit must be more than 0'],
      [
        note([{ line: 0, amount: 1.005 }]),
        'lines.0.amount',
        'The amount to credit can have at most 2 decimals',
      ],
      [note([]), 'lines', 'Please enter an amount to credit on at least one line'],
    ];
    for (const [payload, path, message] of cases) {
      const response = await credit(bill.id, headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors).toContainEqual({ path, message });
    }
    const early = await credit(bill.id, headers, {
      ...note([{ line: 0, amount: 1 }]),
      date: addDays(today(), -21),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^The credit note cannot be dated before its bill \(/);
    const control = await credit(bill.id, headers, note([{ line: 0, amount: 1 }], 'Area\u0007 fixed'));
    expect(control.statusCode).toBe(400);
    expect(await storedNotes(bill.id)).toEqual([]);
    expect(await invoiceOf(bill.id, headers)).toMatchObject({ totalCredited: 0, balanceDue: 4925 });
  });

  it('refuses a quotation (400), a replaced bill (409) and a bill it cannot see (404)', async () => {
    const { flat, headers } = await flatWithOwner();
    const quotation = await billOf(flat, { type: 'Quotation' });
    const refused = await credit(quotation.id, headers, note([{ line: 0, amount: 1 }]));
    expect([refused.statusCode, refused.json().message]).toEqual([400, QUOTATION_NOT_CREDITED_MESSAGE]);

    const overdue = await billOf(flat, { due_date: addDays(today(), -40) });
    const lateFee = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers,
      payload: { from: overdue.id },
    });
    expect(lateFee.statusCode, lateFee.body).toBe(201);
    const replaced = await credit(overdue.id, headers, note([{ line: 0, amount: 1 }]));
    expect(replaced.statusCode).toBe(409);
    expect(replaced.json().message).toBe(
      `This bill was replaced by late-fee invoice ${lateFee.json().data.invoiceNumber}: credit that one instead`,
    );

    const missing = await credit(randomUUID(), headers, note([{ line: 0, amount: 1 }]));
    expect(missing.statusCode).toBe(404);
    const noNote = await context.app.inject({
      method: 'GET',
      url: `/api/v2/credit-notes/${randomUUID()}`,
      headers,
    });
    expect([noNote.statusCode, noNote.json().message]).toEqual([404, CREDIT_NOTE_NOT_FOUND_MESSAGE]);
  });

  it('keeps a credited bill’s figures as issued: its lines are not edited, and it takes no late fee', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    expect((await credit(bill.id, headers, note([{ line: 0, amount: 500 }]))).statusCode).toBe(201);
    const edit = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${bill.id}`,
      headers,
      payload: { items: [{ itemName: 'Maintenance', unitPrice: 3000, quantity: 1, basis: 'fixed' }] },
    });
    expect([edit.statusCode, edit.json().message]).toEqual([409, CREDITED_INVOICE_EDIT_MESSAGE]);
    const notes = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/invoices/${bill.id}`,
      headers,
      payload: { notes: 'Pay by the 10th' },
    });
    expect(notes.statusCode, notes.body).toBe(200);
    expect(notes.json()).toMatchObject({ notes: 'Pay by the 10th', total: 4925, totalCredited: 590 });
    const lateFee = await context.app.inject({
      method: 'POST',
      url: '/api/v2/invoices/overdue',
      headers,
      payload: { from: bill.id },
    });
    expect(lateFee.statusCode).toBe(400);
    expect(lateFee.json().message).toContain('has a credit note');
  });

  it('takes the credit off the dashboard’s pending amount and off the flat’s aged dues', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    expect((await credit(bill.id, headers, note([{ line: 0, amount: 1000 }]))).statusCode).toBe(201);
    const dashboard = await context.app.inject({ method: 'GET', url: '/api/v2/dashboard', headers });
    expect(dashboard.json().amounts).toEqual([{ currency: 'INR', received: 0, pending: 3745, total: 3745 }]);
    const ageing = await context.app.inject({ method: 'GET', url: '/api/v2/reports/ageing', headers });
    expect(ageing.json().flats).toMatchObject([{ total: 3745, dues: { days0to30: 3745 } }]);
    expect(ageing.json().overall.total).toBe(3745);
  });

  it('gives each of five notes at once its own number and never credits a line twice over', async () => {
    const { flat, headers } = await flatWithOwner();
    const bill = await billOf(flat);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => credit(bill.id, headers, note([{ line: 0, amount: 1000 }]))),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 400, 400]);
    const numbers = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => answer.json().creditNoteNumber)
      .sort();
    expect(numbers).toEqual(['CN-001', 'CN-002', 'CN-003']);
    expect(await invoiceOf(bill.id, headers)).toMatchObject({ totalCredited: 3540, balanceDue: 1385 });
  });
});
