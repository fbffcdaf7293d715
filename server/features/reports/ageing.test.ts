import { AGEING_SHEET_NAME, type TAgeing } from '@domain/api/reports';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildAgeingSociety, daysAgo, today } from '../../test/ageing-fixtures';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { signedInOwner } from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

const zero = { notDue: 0, days0to30: 0, days31to60: 0, days61to90: 0, days90plus: 0 };

describeEachDatabase('the dues report', (context) => {
  async function society() {
    const { owner, headers } = await signedInOwner(context.app);
    // Another business's flat that owes: never in the report.
    const stranger = await buildCustomer(context.app.database.db, {
      parent: await buildBusiness(context.app.database.db),
    });
    await buildInvoice(context.app.database.db, { parent: stranger, values: { due_date: daysAgo(200) } });
    return { owner, ...(await buildAgeingSociety(context.app, owner)), headers };
  }

  const ageing = async (headers: Record<string, string>, query = '') => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/reports/ageing${query}`,
      headers,
    });
    return { status: response.statusCode, body: response.json() as TAgeing & { message?: string } };
  };

  it('ages each flat’s dues from the due dates and the opening balance’s date, exact to the paisa', async () => {
    const { headers, a1, a2, b1 } = await society();
    const { status, body } = await ageing(headers);
    expect(status).toBe(200);
    expect(body.today).toBe(today());
    expect(body.flats).toEqual([
      {
        customerId: a1.id,
        name: 'Resident A-1',
        block: 'A',
        floor: '1',
        flat: 'A-1',
        hasEmail: true,
        hasWhatsApp: true,
        dues: { notDue: 800, days0to30: 300, days31to60: 700, days61to90: 1100, days90plus: 700 },
        total: 3600,
        lastPaymentDate: null,
      },
      {
        customerId: a2.id,
        name: 'Resident A-2',
        block: 'A',
        floor: '1',
        flat: 'A-2',
        hasEmail: true,
        hasWhatsApp: false,
        dues: { ...zero, days0to30: 300, days31to60: 750 },
        total: 1050,
        lastPaymentDate: daysAgo(2),
      },
      {
        customerId: b1.id,
        name: '=HYPERLINK("http://evil.test","click")',
        block: 'B',
        floor: '1',
        flat: 'B-1',
        hasEmail: true,
        hasWhatsApp: false,
        dues: { ...zero, days0to30: 110 },
        total: 110,
        lastPaymentDate: null,
      },
    ]);
    expect(body.blocks).toEqual([
      {
        block: 'A',
        flats: 2,
        dues: { notDue: 800, days0to30: 600, days31to60: 1450, days61to90: 1100, days90plus: 700 },
        total: 4650,
      },
      { block: 'B', flats: 1, dues: { ...zero, days0to30: 110 }, total: 110 },
    ]);
    expect(body.overall).toEqual({
      flats: 3,
      dues: { notDue: 800, days0to30: 710, days31to60: 1450, days61to90: 1100, days90plus: 700 },
      total: 4760,
    });
    expect(body.blockNames).toEqual(['A', 'B']);
  });

  it('filters by block, minimum amount and minimum age, and sums only the flats shown', async () => {
    const { headers } = await society();
    const flatsOf = async (query: string) =>
      (await ageing(headers, query)).body.flats.map((flat) => flat.flat);
    expect(await flatsOf('?block=b')).toEqual(['B-1']);
    expect(await flatsOf('?min=1050')).toEqual(['A-1', 'A-2']);
    expect(await flatsOf('?min=1050.01')).toEqual(['A-1']);
    expect(await flatsOf('?minAge=days31to60')).toEqual(['A-1', 'A-2']);
    expect(await flatsOf('?minAge=days61to90')).toEqual(['A-1']);
    expect(await flatsOf('?block=A&minAge=days0to30&min=2000')).toEqual(['A-1']);
    const { body } = await ageing(headers, '?block=B');
    expect(body.overall).toEqual({ flats: 1, dues: { ...zero, days0to30: 110 }, total: 110 });
    expect(body.blockNames).toEqual(['A', 'B']);
  });

  it('sorts by flat, total, 90+ and last payment, either way', async () => {
    const { headers } = await society();
    const flatsOf = async (query: string) =>
      (await ageing(headers, query)).body.flats.map((flat) => flat.flat);
    expect(await flatsOf('?sort=flat&order=desc')).toEqual(['B-1', 'A-2', 'A-1']);
    expect(await flatsOf('?sort=total')).toEqual(['A-1', 'A-2', 'B-1']);
    expect(await flatsOf('?sort=total&order=asc')).toEqual(['B-1', 'A-2', 'A-1']);
    expect(await flatsOf('?sort=days90plus')).toEqual(['A-1', 'A-2', 'B-1']);
    // Never paid is the oldest payment of all; ties stay in flat order.
    expect(await flatsOf('?sort=lastPayment')).toEqual(['A-1', 'B-1', 'A-2']);
    expect(await flatsOf('?sort=lastPayment&order=desc')).toEqual(['A-2', 'A-1', 'B-1']);
  });

  it('answers an empty report for a business whose flats owe nothing', async () => {
    const { headers } = await signedInOwner(context.app);
    const { status, body } = await ageing(headers);
    expect(status).toBe(200);
    expect(body.flats).toEqual([]);
    expect(body.overall).toEqual({ flats: 0, dues: zero, total: 0 });
  });

  it.each([
    ['?min=abc', 'The minimum amount must be a number of rupees, 0 or more'],
    ['?min=-1', 'The minimum amount must be a number of rupees, 0 or more'],
    ['?min=1.234', 'The minimum amount can have at most 2 decimals'],
    ['?minAge=old', 'The minimum age must be one of notDue, days0to30, days31to60, days61to90, days90plus'],
    ['?sort=name', 'Sort must be one of flat, total, days90plus, lastPayment'],
    ['?order=up', 'Order must be asc or desc'],
    ['?block=%1B', 'The block cannot contain control characters'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const { headers } = await signedInOwner(context.app);
    const { status, body } = await ageing(headers, query);
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('refuses an unknown parameter and a caller without a session', async () => {
    const { headers } = await signedInOwner(context.app);
    expect((await ageing(headers, '?colour=red')).status).toBe(400);
    expect((await ageing({})).status).toBe(401);
  });

  describe('the workbook', () => {
    it('holds the same rows, subtotals and total, with a hostile name as text', async () => {
      const { headers } = await society();
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v2/reports/ageing.xlsx?sort=total',
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Dues-Green Park Society /,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.getWorksheet(AGEING_SHEET_NAME);
      if (!sheet) throw new Error('no Dues sheet');
      const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
        'Block',
        'Floor',
        'Flat',
        'Name',
        'E-mail',
        'WhatsApp',
        'Not yet due',
        '0–30 days',
        '31–60 days',
        '61–90 days',
        '90+ days',
        'Total dues',
        'Last payment',
      ]);
      expect(values(2)).toEqual([
        'A',
        '1',
        'A-1',
        'Resident A-1',
        'Yes',
        'Yes',
        800,
        300,
        700,
        1100,
        700,
        3600,
      ]);
      expect(values(3)).toEqual([
        'A',
        '1',
        'A-2',
        'Resident A-2',
        'Yes',
        'No',
        0,
        300,
        750,
        0,
        0,
        1050,
        new Date(`${daysAgo(2)}T00:00:00Z`),
      ]);
      const hostile = sheet.getRow(4).getCell(4);
      expect(hostile.value).toBe('=HYPERLINK("http://evil.test","click")');
      expect(hostile.formula).toBeUndefined();
      expect(hostile.numFmt).toBe('@');
      expect(values(6)).toEqual([
        'Block A',
        undefined,
        undefined,
        '2 flats',
        undefined,
        undefined,
        800,
        600,
        1450,
        1100,
        700,
        4650,
      ]);
      expect(values(7)).toEqual([
        'Block B',
        undefined,
        undefined,
        '1 flat',
        undefined,
        undefined,
        0,
        110,
        0,
        0,
        0,
        110,
      ]);
      expect(values(8)).toEqual([
        'Total',
        undefined,
        undefined,
        '3 flats',
        undefined,
        undefined,
        800,
        710,
        1450,
        1100,
        700,
        4760,
      ]);
    });

    it('refuses a bad filter with a 400 before writing anything', async () => {
      const { headers } = await signedInOwner(context.app);
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/v2/reports/ageing.xlsx?min=x',
        headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The minimum amount must be a number of rupees, 0 or more');
    });
  });
});
