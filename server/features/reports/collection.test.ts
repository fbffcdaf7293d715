import { COLLECTION_SHEET_NAME, type TCollection } from '@domain/api/collection';
import { PAYMENT_METHODS } from '@domain/constants';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { buildCollectionSociety, MARCH } from '../../test/collection-fixtures';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { signedInOwner } from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

const noMethods = Object.fromEntries(PAYMENT_METHODS.map((method) => [method, [0, 0]]));

describeEachDatabase('the collection report', (context) => {
  async function society() {
    const { owner } = await signedInOwner(context.app);
    // Another business's bill of March: never in the report.
    const stranger = await buildCustomer(context.app.database.db, {
      parent: await buildBusiness(context.app.database.db),
      values: { block: 'A' },
    });
    await buildInvoice(context.app.database.db, { parent: stranger, values: { invoice_date: '2026-03-10' } });
    return buildCollectionSociety(context.app, owner);
  }

  const collection = async (headers: Record<string, string>, query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/reports/collection${query}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as TCollection & { message?: string } };
  };

  it('sums the period’s bills per head, its receipts per method and both per block, to the paisa', async () => {
    const { headers, maintenance, sinking } = await society();
    const { status, body } = await collection(headers, `?from=${MARCH.from}&to=${MARCH.to}`);
    expect(status).toBe(200);
    expect(body.from).toBe(MARCH.from);
    expect(body.to).toBe(MARCH.to);
    expect(body.billed.bills).toBe(4);
    expect(body.billed.total).toBe(3496);
    expect(body.billed.rows).toEqual([
      { kind: 'head', headId: maintenance, name: 'Maintenance', amount: 2000.5 },
      { kind: 'head', headId: sinking, name: 'Sinking fund', amount: 200 },
      { kind: 'head', headId: expect.any(String), name: 'Old water charge', amount: 300 },
      { kind: 'other', headId: null, name: 'Other charges', amount: 599.25 },
      { kind: 'gst', headId: null, name: 'GST', amount: 396.09 },
      { kind: 'roundOff', headId: null, name: 'Round-off', amount: 0.16 },
    ]);
    expect(body.collected.receipts).toBe(3);
    expect(body.collected.total).toBe(1796);
    expect(
      Object.fromEntries(body.collected.methods.map((row) => [row.method, [row.receipts, row.amount]])),
    ).toEqual({ ...noMethods, UPI: [1, 416], Cash: [1, 1280], 'Bank Transfer': [1, 100] });
    expect(body.collected.methods.map((row) => row.method)).toEqual(PAYMENT_METHODS);
    expect(body.blocks).toEqual([
      { block: 'A', billed: 2696, collected: 1696, outstanding: 1000 },
      { block: 'B', billed: 300, collected: 100, outstanding: 200 },
      { block: 'C', billed: 500, collected: 0, outstanding: 500 },
    ]);
    expect(body.totals).toEqual({ billed: 3496, collected: 1796, outstanding: 1700 });
  });

  it('takes the period’s credit notes off what was billed, in their own row and in their block', async () => {
    const { headers, waterBill } = await society();
    const credited = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${waterBill}/credit-notes`,
      headers,
      payload: { date: '2026-03-25', reason: 'Meter misread', lines: [{ line: 0, amount: 50 }] },
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const { body } = await collection(headers, `?from=${MARCH.from}&to=${MARCH.to}`);
    expect(body.billed.total).toBe(3446);
    expect(body.billed.rows.at(-1)).toEqual({
      kind: 'credit',
      headId: null,
      name: 'Credit notes',
      amount: -50,
    });
    expect(body.billed.rows.reduce((sum, row) => sum + Math.round(row.amount * 100), 0)).toBe(344_600);
    expect(body.blocks[1]).toEqual({ block: 'B', billed: 250, collected: 100, outstanding: 150 });
    expect(body.totals).toEqual({ billed: 3446, collected: 1796, outstanding: 1650 });
    // A note issued in a later month is that month's: March stays as billed there.
    const april = await collection(headers, '?from=2026-04-01&to=2026-04-30');
    expect(april.body.billed.rows.map((row) => row.kind)).not.toContain('credit');
  });

  it('takes the current month in the business’s time zone when no period is given', async () => {
    const { headers } = await signedInOwner(context.app);
    const { status, body } = await collection(headers);
    expect(status).toBe(200);
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
      .format(new Date())
      .slice(0, 7);
    expect(body.from).toBe(`${month}-01`);
    expect(body.to.slice(0, 7)).toBe(month);
    expect(body.billed).toEqual({ bills: 0, total: 0, rows: [] });
    expect(body.collected.total).toBe(0);
    expect(body.blocks).toEqual([]);
    expect(body.totals).toEqual({ billed: 0, collected: 0, outstanding: 0 });
  });

  it('fills a day left out from the other one’s month', async () => {
    const { headers } = await signedInOwner(context.app);
    expect((await collection(headers, '?from=2026-02-10')).body).toMatchObject({
      from: '2026-02-10',
      to: '2026-02-28',
    });
    expect((await collection(headers, '?to=2026-02-10')).body).toMatchObject({
      from: '2026-02-01',
      to: '2026-02-10',
    });
  });

  it.each([
    ['?from=2026-03-31&to=2026-03-01', 'The start date must be on or before the end date'],
    ['?from=2026-02-30', 'Please choose a date (YYYY-MM-DD)'],
    ['?to=March', 'Please choose a date (YYYY-MM-DD)'],
    ['?from=1999-12-31', 'Please choose a date between 2000 and 2050'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const { headers } = await signedInOwner(context.app);
    const { status, body } = await collection(headers, query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses an unknown parameter and a caller without a session', async () => {
    const { headers } = await signedInOwner(context.app);
    expect((await collection(headers, '?month=3')).status).toBe(400);
    expect((await collection({})).status).toBe(401);
  });

  it('writes the three tables as a workbook, numbers as numbers and a hostile name as text', async () => {
    const { headers } = await society();
    await context.app.database.db
      .updateTable('bill_heads')
      .set({ name: '=HYPERLINK("http://evil.test","click")' })
      .where('name', '=', 'Sinking fund')
      .execute();
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/reports/collection.xlsx?from=${MARCH.from}&to=${MARCH.to}`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="Collection-Green Park Society /,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet(COLLECTION_SHEET_NAME);
    if (!sheet) throw new Error('no Collection sheet');
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.slice(1)).toEqual([
      ['01 Mar 2026 to 31 Mar 2026'],
      [],
      ['Billed by head', 'Amount'],
      ['Maintenance', 2000.5],
      ['=HYPERLINK("http://evil.test","click")', 200],
      ['Old water charge', 300],
      ['Other charges', 599.25],
      ['GST', 396.09],
      ['Round-off', 0.16],
      ['Total billed (4 bills)', 3496],
      [],
      ['Collected by method', 'Amount', 'Receipts'],
      ['Bank Transfer', 100, 1],
      ['Credit Card', 0, 0],
      ['Debit Card', 0, 0],
      ['UPI', 416, 1],
      ['Cash', 1280, 1],
      ['Cheque', 0, 0],
      ['Others', 0, 0],
      ['Total collected', 1796, 3],
      [],
      ['Block', 'Billed', 'Collected', 'Outstanding'],
      ['Block A', 2696, 1696, 1000],
      ['Block B', 300, 100, 200],
      ['Block C', 500, 0, 500],
      ['Total', 3496, 1796, 1700],
    ]);
    const hostile = sheet.getRow(6).getCell(1);
    expect(hostile.formula).toBeUndefined();
    expect(hostile.numFmt).toBe('@');
    expect(sheet.getRow(5).getCell(2).numFmt).toBe('"₹"#,##,##0.00');
  });

  it('refuses a bad period for the workbook with a 400 before writing anything', async () => {
    const { headers } = await signedInOwner(context.app);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/v2/reports/collection.xlsx?from=2026-03-31&to=2026-03-01',
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The start date must be on or before the end date');
  });
});
