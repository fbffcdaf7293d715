import { randomUUID } from 'node:crypto';
import {
  EXPORT_DATE_MESSAGE,
  EXPORT_RANGE_MESSAGE,
  EXPORT_YEAR_MESSAGE,
  PAYSHEET_COLUMNS,
  PAYSHEET_SHEET_NAME,
  paysheetFileName,
} from '@domain/api/payment-export';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { paymentsBetween } from './payment-export.repository';

function onlySheet(workbook: ExcelJS.Workbook): ExcelJS.Worksheet {
  const sheet = workbook.getWorksheet(PAYSHEET_SHEET_NAME);
  if (!sheet) throw new Error(`no sheet named ${PAYSHEET_SHEET_NAME}`);
  return sheet;
}

describeEachDatabase('payment history export', (context) => {
  const db = () => context.app.database.db;

  async function payment(
    tenant: BusinessFixture,
    options: { client: string; amountPaise: number; datePaid: string; note?: string; currency?: string },
  ) {
    const parent = await buildCustomer(db(), { parent: tenant, values: { name: options.client } });
    const { invoice } = await buildInvoice(db(), {
      parent,
      values: { currency: options.currency ?? 'INR', client_name: options.client },
    });
    await db()
      .insertInto('payments')
      .values({
        id: randomUUID(),
        business_id: tenant.business.id,
        invoice_id: invoice.id,
        amount_paise: options.amountPaise,
        date_paid: options.datePaid,
        payment_method: 'Bank Transfer',
        note: options.note ?? '',
        provider: null,
        provider_payment_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return invoice;
  }

  async function exportOf(tenant: BusinessFixture, query: string) {
    return context.app.inject({
      method: 'GET',
      url: `/api/v2/payments?${query}`,
      headers: await sessionHeadersFor(context.app, tenant.user),
    });
  }

  it('writes the paysheet: one sheet, the six columns, exact values and types, in date order', async () => {
    const tenant = await buildBusiness(db(), { values: { business_name: 'Green Park Society' } });
    const other = await buildBusiness(db());
    await payment(other, { client: 'Not Ours', amountPaise: 99_900, datePaid: '2026-10-15' });
    const late = await payment(tenant, {
      client: 'Ananyā Śarmā',
      amountPaise: 12_345_678,
      datePaid: '2026-10-31',
      note: 'NEFT ref 42',
    });
    const early = await payment(tenant, {
      client: 'Bilal Khan',
      amountPaise: 50_050,
      datePaid: '2026-10-01',
      note: '=HYPERLINK("http://evil.example","click")',
      currency: 'USD',
    });
    await payment(tenant, { client: 'Outside', amountPaise: 100, datePaid: '2026-11-01' });
    await payment(tenant, { client: 'Outside', amountPaise: 100, datePaid: '2026-09-30' });

    const response = await exportOf(tenant, 'from=2026-10-01&to=2026-10-31');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Paysheet-Green Park Society.xlsx"; filename*=UTF-8''Paysheet-Green%20Park%20Society.xlsx`,
    );

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([PAYSHEET_SHEET_NAME]);
    const sheet = onlySheet(workbook);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, ...PAYSHEET_COLUMNS]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const [first, second] = [sheet.getRow(2), sheet.getRow(3)];
    expect(first.getCell(1).value).toBe(early.invoice_number);
    expect(first.getCell(2).value).toBe('Bilal Khan');
    expect(first.getCell(3).value).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(first.getCell(3).numFmt).toBe('dd mmm yyyy');
    expect(first.getCell(4).value).toBe(500.5);
    expect(first.getCell(4).numFmt).toBe('"$"#,##0.00');
    expect(first.getCell(5).value).toBe('Bank Transfer');
    // A formula-looking note stays text: a string cell in the Text format, no formula.
    const note = first.getCell(6);
    expect(note.type).toBe(ExcelJS.ValueType.String);
    expect(note.value).toBe('=HYPERLINK("http://evil.example","click")');
    expect(note.formula).toBeUndefined();
    expect(note.numFmt).toBe('@');

    expect(second.getCell(1).value).toBe(late.invoice_number);
    expect(second.getCell(2).value).toBe('Ananyā Śarmā');
    expect(second.getCell(4).value).toBe(123_456.78);
    expect(second.getCell(4).numFmt).toBe('"₹"#,##,##0.00');
    expect(second.getCell(6).value).toBe('NEFT ref 42');
    // Widths fit the longest text of each column.
    expect(sheet.getColumn(6).width).toBe('=HYPERLINK("http://evil.example","click")'.length + 2);
  });

  it('writes only the header for a month without payments, named after the owner without a business name', async () => {
    const tenant = await buildBusiness(db(), { values: { business_name: '' } });
    const response = await exportOf(tenant, 'from=2001-02-01&to=2001-02-28');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      `filename="${paysheetFileName(tenant.business.name)}"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(onlySheet(workbook).rowCount).toBe(1);
  });

  it('reads page after page without losing or repeating a payment, ties on a day broken by id', async () => {
    const tenant = await buildBusiness(db());
    const days = [
      '2026-10-03',
      '2026-10-03',
      '2026-10-03',
      '2026-10-04',
      '2026-10-04',
      '2026-10-05',
      '2026-10-05',
    ];
    for (const [index, datePaid] of days.entries()) {
      await payment(tenant, { client: `Client ${index}`, amountPaise: 100 + index, datePaid });
    }
    const range = { businessId: tenant.business.id, from: '2026-10-01', to: '2026-10-31' };
    const read = [];
    for await (const row of paymentsBetween(db(), range, 2)) read.push(row);
    expect(read.map((row) => row.datePaid)).toEqual(days);
    expect(new Set(read.map((row) => row.id)).size).toBe(days.length);
    const sameDay = read.slice(0, 3).map((row) => row.id);
    expect(sameDay).toEqual([...sameDay].sort());
  });

  it('refuses a range back to front, a date that is not one, and years outside 2000–2050', async () => {
    const tenant = await buildBusiness(db());
    const cases: [string, string][] = [
      ['from=2026-10-31&to=2026-10-01', EXPORT_RANGE_MESSAGE],
      ['from=2026-02-30&to=2026-03-01', EXPORT_DATE_MESSAGE],
      ['from=yesterday&to=2026-03-01', EXPORT_DATE_MESSAGE],
      ['from=1999-12-01&to=1999-12-31', EXPORT_YEAR_MESSAGE],
      ['from=2050-12-01&to=2051-01-31', EXPORT_YEAR_MESSAGE],
      ['from=2026-10-01', EXPORT_DATE_MESSAGE],
    ];
    for (const [query, message] of cases) {
      const response = await exportOf(tenant, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(message);
    }
    const anonymous = await context.app.inject({
      method: 'GET',
      url: '/api/v2/payments?from=2026-10-01&to=2026-10-31',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

it('names the file after the business, without what a file name cannot hold', () => {
  expect(paysheetFileName('Green/Park: "A" Block')).toBe('Paysheet-Green Park A Block.xlsx');
  expect(paysheetFileName('  ')).toBe('Paysheet-payments.xlsx');
});

it('names the file with one dot before its extension when the business name ends in a dot', () => {
  expect(paysheetFileName('Sunrise Developers Pvt. Ltd.')).toBe('Paysheet-Sunrise Developers Pvt. Ltd.xlsx');
  expect(paysheetFileName('Green Park Society . . ')).toBe('Paysheet-Green Park Society.xlsx');
  expect(paysheetFileName('...')).toBe('Paysheet-payments.xlsx');
});
