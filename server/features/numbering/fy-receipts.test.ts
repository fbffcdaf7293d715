import { NUMBERING_PATH, type TNumberingInput } from '@domain/api/numbering';
import type { TStatement } from '@domain/api/statements';
import { expect, it } from 'vitest';
import {
  buildBusiness,
  buildCustomer,
  buildInvoice,
  type CustomerFixture,
  MAINTENANCE_AND_SINKING_FUND,
} from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const CONTINUOUS: TNumberingInput = {
  invoices: { mode: 'continuous', pattern: '{FY}/' },
  receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
  creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
};
const BY_YEAR: TNumberingInput = {
  ...CONTINUOUS,
  receipts: { mode: 'financial-year', pattern: 'R/{FY}/' },
  creditNotes: { mode: 'financial-year', pattern: 'CN/{YY}-' },
};

describeEachDatabase('receipts and credit notes numbered by financial year', (context) => {
  const db = () => context.app.database.db;

  async function number(headers: Headers, numbering: TNumberingInput) {
    const response = await context.app.inject({
      method: 'PUT',
      url: NUMBERING_PATH,
      headers,
      payload: numbering,
    });
    expect(response.statusCode).toBe(200);
  }

  /** A flat with a ₹4,925 bill of 1 March 2026 (maintenance ₹3,750 + GST ₹675, sinking fund ₹500). */
  async function flatWithBill() {
    const tenant = await buildBusiness(db());
    const flat = await buildCustomer(db(), { parent: tenant });
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 18,
      items: MAINTENANCE_AND_SINKING_FUND,
      values: { invoice_date: '2026-03-01', due_date: '2026-03-15' },
    });
    return { flat, invoice, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function pay(flat: CustomerFixture, headers: Headers, amountPaid: number, datePaid: string) {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${flat.customer.id}/payments`,
      headers,
      payload: { amountPaid, datePaid, paymentMethod: 'Cash' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().receipt as { _id: string; receiptNumber: string };
  }

  async function get(url: string, headers: Headers) {
    const response = await context.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  it('numbers each receipt and credit note in its own date’s year, and prints it as issued everywhere', async () => {
    const { flat, invoice, headers } = await flatWithBill();
    const before = await pay(flat, headers, 100, '2026-03-10');
    expect(before.receiptNumber).toBe('R-001');

    await number(headers, BY_YEAR);
    const march = await pay(flat, headers, 200, '2026-03-31');
    const april = await pay(flat, headers, 300, '2026-04-01');
    const backDated = await pay(flat, headers, 50, '2026-03-20');
    expect([march, april, backDated].map((receipt) => receipt.receiptNumber)).toEqual([
      'R/2025-26/001',
      'R/2026-27/001',
      'R/2025-26/002',
    ]);
    const note = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${invoice.id}/credit-notes`,
      headers,
      payload: { date: '2026-04-02', reason: 'Area corrected', lines: [{ line: 1, amount: 100 }] },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().creditNoteNumber).toBe('CN/26-27-001');

    await number(headers, CONTINUOUS);
    expect((await pay(flat, headers, 10, '2026-04-03')).receiptNumber).toBe('R-002');

    const receipts = (await get(`/api/v2/clients/${flat.customer.id}/receipts`, headers)).json();
    expect(receipts.items.map((item: { receiptNumber: string }) => item.receiptNumber)).toEqual([
      'R-002',
      'R/2026-27/001',
      'R/2025-26/001',
      'R/2025-26/002',
      'R-001',
    ]);
    expect((await get(`/api/v2/receipts/${march._id}`, headers)).json().receiptNumber).toBe('R/2025-26/001');
    expect((await get(`/api/v2/credit-notes/${note.json()._id}`, headers)).json().creditNoteNumber).toBe(
      'CN/26-27-001',
    );

    const statement: TStatement = (
      await get(`/api/v2/clients/${flat.customer.id}/statement?from=2026-03-01&to=2026-04-30`, headers)
    ).json();
    expect(statement.lines.map((line) => [line.date, line.kind, line.reference, line.credit])).toEqual([
      ['2026-03-01', 'bill', invoice.invoice_number, 0],
      ['2026-03-10', 'receipt', 'R-001', 100],
      ['2026-03-20', 'receipt', 'R/2025-26/002', 50],
      ['2026-03-31', 'receipt', 'R/2025-26/001', 200],
      ['2026-04-01', 'receipt', 'R/2026-27/001', 300],
      ['2026-04-02', 'credit_note', 'CN/26-27-001', 100],
      ['2026-04-03', 'receipt', 'R-002', 10],
    ]);

    const pdf = await get(`/api/v2/receipts/${march._id}/pdf`, headers);
    expect(pdf.headers['content-disposition']).toContain('R_2025-26_001.pdf');
    expect((await pdfTextOf(pdf.rawPayload)).text).toContain('Receipt R/2025-26/001');
    const notePdf = await get(`/api/v2/credit-notes/${note.json()._id}/pdf`, headers);
    expect((await pdfTextOf(notePdf.rawPayload)).text).toContain('CN/26-27-001');

    const subjects = await db()
      .selectFrom('outbox')
      .select('subject')
      .where('receipt_id', 'in', [before._id, march._id])
      .orderBy('created_at')
      .execute();
    expect(subjects.map((row) => row.subject.split(' from ')[0])).toEqual([
      'Receipt R-001',
      'Receipt R/2025-26/001',
    ]);
  });

  it('gives 10 receipts recorded at once for 10 flats 10 distinct consecutive numbers of their year', async () => {
    const tenant = await buildBusiness(db());
    const headers = await sessionHeadersFor(context.app, tenant.user);
    await number(headers, BY_YEAR);
    const flats = [];
    for (let index = 0; index < 10; index += 1) flats.push(await buildCustomer(db(), { parent: tenant }));
    const receipts = await Promise.all(flats.map((flat) => pay(flat, headers, 100, '2026-06-01')));
    expect(receipts.map((receipt) => receipt.receiptNumber).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `R/2026-27/${String(index + 1).padStart(3, '0')}`),
    );
  });
});
