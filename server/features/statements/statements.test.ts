import type { TStatement } from '@domain/api/statements';
import { addDays } from '@domain/dates';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice, type CustomerFixture } from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('a flat’s statement of account', (context) => {
  const db = () => context.app.database.db;

  function send(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Partial<Headers> = {},
    payload?: object,
  ) {
    return context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  /** A bill of `rupees` (one fixed line, no GST) dated `date`, due 14 days later. */
  async function billOf(flat: CustomerFixture, rupees: number, date: string) {
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100, basis: 'fixed' }],
      values: { invoice_date: date, due_date: addDays(date, 14) },
    });
    return invoice;
  }

  /**
   * Opening arrears of ₹1,200 on 31 Mar; bills of ₹4,500 on 1 Apr and 1 May; a cheque of ₹6,000 on
   * 10 Apr that bounced on 14 Apr; cash of ₹5,700 on 20 Apr; a credit note of ₹500 on the May bill
   * on 3 May; a cheque of =HYPERLINK reference.
   */
  async function flatWithHistory() {
    const tenant = await buildBusiness(db(), { values: { business_name: 'Green Park Society' } });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: {
        name: 'Meera Iyer',
        block: 'C',
        floor: '3',
        flat: 'C-303',
        phone: '',
        email: 'meera@example.test',
      },
    });
    const id = flat.customer.id;
    expect(
      (
        await send('PUT', `/api/v2/clients/${id}/opening-balance`, headers, {
          amount: 1200,
          asOf: '2026-03-31',
        })
      ).statusCode,
    ).toBe(200);
    const april = await billOf(flat, 4500, '2026-04-01');
    const may = await billOf(flat, 4500, '2026-05-01');
    const pay = (amountPaid: number, datePaid: string, paymentMethod: string, reference = '') =>
      send('POST', `/api/v2/clients/${id}/payments`, headers, {
        amountPaid,
        datePaid,
        paymentMethod,
        reference,
      });
    const cheque = (await pay(6000, '2026-04-10', 'Cheque', '004512 HDFC')).json().receipt._id;
    expect(
      (
        await send('POST', `/api/v2/receipts/${cheque}/reverse`, headers, {
          reversedOn: '2026-04-14',
          reason: 'Cheque bounced',
        })
      ).statusCode,
    ).toBe(200);
    expect((await pay(5700, '2026-04-20', 'Cash')).statusCode).toBe(201);
    const credit = await send('POST', `/api/v2/invoices/${may.id}/credit-notes`, headers, {
      date: '2026-05-03',
      reason: 'Lift closed in May',
      lines: [{ line: 0, amount: 500 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect((await pay(100, '2026-05-05', 'UPI', '=HYPERLINK("http://evil.example")')).statusCode).toBe(201);
    return { headers, flat, april, may };
  }

  it('runs every entry with its balance, brings the earlier ones forward, and closes where the ledger stands', async () => {
    const { headers, flat, april, may } = await flatWithHistory();
    const id = flat.customer.id;
    const whole = await send('GET', `/api/v2/clients/${id}/statement?from=2026-03-01&to=2026-05-31`, headers);
    expect(whole.statusCode, whole.body).toBe(200);
    const statement: TStatement = whole.json();
    expect(statement.client).toEqual({
      name: 'Meera Iyer',
      flat: 'Block C, Floor 3, Flat C-303',
      parts: { block: 'C', floor: '3', flat: 'C-303' },
    });
    expect(statement.language).toBe('en');
    expect(statement.openingBalance).toBe(0);
    expect(
      statement.lines.map((line) => [
        line.date,
        line.kind,
        line.reference,
        line.description,
        line.debit,
        line.credit,
        line.balance,
      ]),
    ).toEqual([
      ['2026-03-31', 'opening', '', 'Opening balance (arrears brought forward)', 1200, 0, 1200],
      ['2026-04-01', 'bill', april.invoice_number, 'Invoice', 4500, 0, 5700],
      ['2026-04-10', 'receipt', 'R-001', 'Cheque · 004512 HDFC', 0, 6000, -300],
      ['2026-04-14', 'reversal', 'R-001', 'Reversed: Cheque bounced', 6000, 0, 5700],
      ['2026-04-20', 'receipt', 'R-002', 'Cash', 0, 5700, 0],
      ['2026-05-01', 'bill', may.invoice_number, 'Invoice', 4500, 0, 4500],
      [
        '2026-05-03',
        'credit_note',
        'CN-001',
        `Credit note on ${may.invoice_number}: Lift closed in May`,
        0,
        500,
        4000,
      ],
      ['2026-05-05', 'receipt', 'R-003', 'UPI · =HYPERLINK("http://evil.example")', 0, 100, 3900],
    ]);
    expect(statement.lines[1]?.invoiceId).toBe(april.id);
    expect(statement.lines[6]?.invoiceId).toBe(may.id);
    expect([statement.debits, statement.credits, statement.closingBalance]).toEqual([16200, 12300, 3900]);
    const ledger = (await send('GET', `/api/v2/clients/${id}/ledger`, headers)).json();
    expect(ledger.dues - ledger.advance).toBe(statement.closingBalance);

    const may2026 = (
      await send('GET', `/api/v2/clients/${id}/statement?from=2026-05-01&to=2026-05-31`, headers)
    ).json();
    expect(may2026.openingBalance).toBe(0);
    expect(may2026.lines.map((line: { balance: number }) => line.balance)).toEqual([4500, 4000, 3900]);
    const april2026 = (
      await send('GET', `/api/v2/clients/${id}/statement?from=2026-04-11&to=2026-04-30`, headers)
    ).json();
    expect([april2026.openingBalance, april2026.closingBalance]).toEqual([-300, 0]);
  });

  it('gives the statement as a PDF and a workbook whose texts never run as formulas', async () => {
    const { headers, flat } = await flatWithHistory();
    const range = 'from=2026-04-01&to=2026-05-31';
    const pdf = await send('GET', `/api/v2/clients/${flat.customer.id}/statement/pdf?${range}`, headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfTextOf(pdf.rawPayload);
    for (const expected of [
      'Statement of account',
      'Meera Iyer',
      'Block C, Floor 3, Flat C-303',
      'Balance brought forward',
      '₹1,200.00 Dr',
      'Reversed: Cheque bounced',
      '₹300.00 Cr',
      'CN-001',
      'Credit note on 002: Lift closed in May',
      '₹3,900.00 Dr',
    ]) {
      expect(text).toContain(expected);
    }

    const xlsx = await send('GET', `/api/v2/clients/${flat.customer.id}/statement/xlsx?${range}`, headers);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain(
      'statement-Meera Iyer-2026-04-01-to-2026-05-31.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Statement');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    const hostile = rows.find((row) => String(row[3] ?? '').includes('HYPERLINK'));
    expect(hostile?.[3]).toBe('UPI · =HYPERLINK("http://evil.example")');
    expect(rows.at(-1)?.slice(3)).toEqual(['Totals and closing balance', 15000, 12300, 3900]);
  });

  it('opens for the member through their link alone, and for nobody with a made-up one', async () => {
    const { headers, flat, april } = await flatWithHistory();
    const owner = (
      await send('GET', `/api/v2/clients/${flat.customer.id}/statement?to=2026-05-31`, headers)
    ).json();
    expect(owner.publicPath).toMatch(/^\/m\/[A-Za-z0-9_-]{32}\/statement$/);
    expect(owner.from).toBe('2026-04-01');
    const token = owner.publicPath.split('/').at(-2);
    const member = await send('GET', `/api/v2/statements/${token}?to=2026-05-31`);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toEqual(owner);
    // The flat's bill, opened from its public link, leads the member to their page on the same link.
    const bill = await send('GET', `/api/v2/invoices/${april.id}`);
    expect(bill.json().memberPath).toBe(`/m/${token}`);
    const memberPdf = await send('GET', `/api/v2/statements/${token}/pdf?to=2026-05-31`);
    expect(memberPdf.statusCode).toBe(200);
    // The same link every time it is asked for.
    const again = (await send('GET', `/api/v2/clients/${flat.customer.id}/statement`, headers)).json();
    expect(again.publicPath).toBe(owner.publicPath);
    for (const url of [`/api/v2/statements/${token}x`, '/api/v2/statements/nothing-here/pdf']) {
      const refused = await send('GET', url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Statement not found');
    }
    const backwards = await send('GET', `/api/v2/statements/${token}?from=2026-05-31&to=2026-04-01`);
    expect([backwards.statusCode, backwards.json().message]).toEqual([
      400,
      'The start date must be on or before the end date',
    ]);
  });

  it('sends the member their link, and says why when it cannot', async () => {
    const { headers, flat } = await flatWithHistory();
    const sent = await send('POST', `/api/v2/clients/${flat.customer.id}/statement/send`, headers, {
      channel: 'email',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const message = await db()
      .selectFrom('outbox')
      .select(['kind', 'recipient', 'subject', 'body_text'])
      .where('id', '=', sent.json().messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({
      kind: 'statement',
      recipient: 'meera@example.test',
      subject: 'Statement of account from Green Park Society',
    });
    expect(message.body_text).toContain('Balance today: ₹3,900.00 Dr.');
    expect(message.body_text).toMatch(/\/m\/[A-Za-z0-9_-]{32}\/statement/);
    const noPhone = await send('POST', `/api/v2/clients/${flat.customer.id}/statement/send`, headers, {
      channel: 'whatsapp',
    });
    expect(noPhone.statusCode).toBe(400);
    const intruder = await buildBusiness(db());
    const intruderHeaders = await sessionHeadersFor(context.app, intruder.user);
    for (const url of [
      `/api/v2/clients/${flat.customer.id}/statement`,
      `/api/v2/clients/${flat.customer.id}/statement/pdf`,
    ]) {
      expect((await send('GET', url, intruderHeaders)).statusCode).toBe(404);
    }
  });
});
