import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { multipartPayload } from '../../test/multipart';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('billing runs: the preview workbook', (context) => {
  async function draftRun() {
    const tenant = await buildBusiness(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    for (const flat of ['A-1', 'A-2', 'A-10']) {
      await buildCustomer(context.app.database.db, {
        parent: tenant,
        values: { name: `Resident ${flat}`, block: 'A', floor: '0', flat, area_hundredths: 100_000 },
      });
    }
    for (const payload of [
      { name: 'Maintenance', basis: 'area', rate: 3 },
      { name: 'Water', basis: 'typed', rate: 0, gstTreatment: 'exempt' },
    ]) {
      await addBillHead(context.app, headers, payload);
    }
    const run = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11' },
    });
    return { ...tenant, headers, id: run.json()._id as string };
  }

  async function download(headers: Headers, id: string) {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/billing-runs/${id}/workbook`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="billing-run-2026-11.xlsx"; filename*=UTF-8\'\'billing-run-2026-11.xlsx',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    return workbook;
  }

  function upload(headers: Headers, id: string, bytes: Buffer, filename = 'run.xlsx') {
    const body = multipartPayload([{ bytes, filename, contentType: 'application/octet-stream' }]);
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/billing-runs/${id}/amounts/file`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  }

  it('downloads the preview for the committee and reads back the water typed into it', async () => {
    const { headers, id } = await draftRun();
    const workbook = await download(headers, id);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('November 2026');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Block',
      'Floor',
      'Flat No.',
      'Name',
      'Maintenance',
      'Water',
      'Sub total',
      'GST',
      'Total',
      'Arrears',
      'Flags',
    ]);
    // 1,000 sq.ft × ₹3 = 3,000; GST 540; total 3,540; flats in natural order, the totals last.
    expect(sheet?.getRow(2).values).toEqual([
      undefined,
      'A',
      '0',
      'A-1',
      'Resident A-1',
      3000,
      0,
      3000,
      540,
      3540,
      0,
      '',
    ]);
    expect(sheet?.getRow(4).getCell(3).value).toBe('A-10');
    expect(sheet?.getRow(5).getCell(1).value).toBe('Total');
    expect(sheet?.getRow(5).getCell(9).value).toBe(10_620);

    if (!sheet) throw new Error('no sheet');
    sheet.getRow(2).getCell(6).value = 412.5;
    sheet.getRow(4).getCell(6).value = '1,250';
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(headers, id, filled);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().rows.map((row: { amounts: number[] }) => row.amounts[1])).toEqual([412.5, 0, 1250]);
    expect(answer.json().totals.heads).toEqual([9000, 1662.5]);
  });

  it('refuses a cell that is not an amount, naming its row and head, and changes nothing', async () => {
    const { headers, id } = await draftRun();
    const csv = (line: string) => Buffer.from(`Block,Floor,Flat No.,Water\r\n${line}\r\n`);
    const refused = await upload(headers, id, csv('A,0,A-2,twelve'), 'run.csv');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Row 2, Water: the amount must be a number of rupees, at most 2 decimals',
    );
    const formula = await upload(headers, id, csv('A,0,A-2,=1+1'), 'run.csv');
    expect(formula.statusCode).toBe(400);
    const noColumns = await upload(headers, id, Buffer.from('Flat,Water\r\nA-2,10\r\n'), 'run.csv');
    expect(noColumns.statusCode).toBe(400);
    expect(noColumns.json().message).toContain('Block, Floor and Flat No.');
    const preview = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${id}`, headers });
    expect(preview.json().totals.heads[1]).toBe(0);
  });
});
