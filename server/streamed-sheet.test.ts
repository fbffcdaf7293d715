import { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { TEXT_FORMAT } from './load-excel';
import { type SheetCell, type StreamedSheet, writeStreamedSheet } from './streamed-sheet';

const COLUMNS = [
  { header: 'Name', width: 20, format: TEXT_FORMAT },
  { header: 'Paid on', width: 14, format: 'dd mmm yyyy' },
  { header: 'Amount', width: 16, format: '"₹"#,##,##0.00' },
];

async function* rowsOf(rows: SheetCell[][]) {
  yield* rows;
}

/** The workbook's bytes as a download would receive them. */
async function written(sheet: StreamedSheet): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeStreamedSheet(output, sheet, 'the sheet');
  return Buffer.concat(chunks);
}

async function readBack(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets).toHaveLength(1);
  return workbook.worksheets[0] as ExcelJS.Worksheet;
}

describe('a streamed sheet', () => {
  it('holds text, dates and numbers in their formats, a bold header kept in view and the widths', async () => {
    const bytes = await written({
      name: 'Payment History',
      columns: COLUMNS,
      rows: rowsOf([
        ['Asha Rao', { day: '2026-10-01' }, 1_234.5],
        ['  Ananyā & "Śarmā" <A-101>  ', { day: '2000-02-29' }, { value: 500.05, format: '"$"#,##0.00' }],
        ['=HYPERLINK("http://evil.example","click")', { day: '2050-12-31' }, 0],
      ]),
    });
    const sheet = await readBack(bytes);
    expect(sheet.name).toBe('Payment History');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Paid on', 'Amount']);
    expect(sheet.getRow(1).getCell(2).font?.bold).toBe(true);
    expect(sheet.columns.map((column) => column.width)).toEqual([20, 14, 16]);

    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Asha Rao');
    expect(first.getCell(1).numFmt).toBe(TEXT_FORMAT);
    expect(first.getCell(1).font?.bold).toBeFalsy();
    expect(first.getCell(2).value).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(first.getCell(2).numFmt).toBe('dd mmm yyyy');
    expect(first.getCell(3).value).toBe(1_234.5);
    expect(first.getCell(3).numFmt).toBe('"₹"#,##,##0.00');

    const second = sheet.getRow(3);
    expect(second.getCell(1).value).toBe('  Ananyā & "Śarmā" <A-101>  ');
    expect(second.getCell(2).value).toEqual(new Date('2000-02-29T00:00:00Z'));
    expect(second.getCell(3).value).toBe(500.05);
    expect(second.getCell(3).numFmt).toBe('"$"#,##0.00');

    const formula = sheet.getRow(4).getCell(1);
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.formula).toBeUndefined();
    expect(sheet.getRow(4).getCell(2).value).toEqual(new Date('2050-12-31T00:00:00Z'));
  });

  it('leaves out the characters XML cannot carry, keeping tabs, line breaks and emoji', async () => {
    const hostile = 'a\u0000b\u0007c\u001Fd\tE\nF\u{1F600}G\uD800H\uFFFF';
    const sheet = await readBack(
      await written({
        name: 'A & <B>',
        columns: COLUMNS,
        rows: rowsOf([[hostile, { day: '2026-01-01' }, 1]]),
      }),
    );
    expect(sheet.name).toBe('A & <B>');
    expect(sheet.getRow(2).getCell(1).value).toBe('abcd\tE\nF\u{1F600}GH');
  });

  it('writes the header alone when there are no rows', async () => {
    const sheet = await readBack(await written({ name: 'Empty', columns: COLUMNS, rows: rowsOf([]) }));
    expect(sheet.rowCount).toBe(1);
  });

  it('rejects, and writes no more, when a row cannot be read', async () => {
    async function* failing(): AsyncGenerator<SheetCell[]> {
      yield ['Asha Rao', { day: '2026-10-01' }, 1];
      throw new Error('the database went away');
    }
    const output = new PassThrough();
    output.resume();
    await expect(
      writeStreamedSheet(output, { name: 'S', columns: COLUMNS, rows: failing() }, 'the sheet'),
    ).rejects.toThrow('the database went away');
  });
});
