import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { buildBusiness } from '../../test/factories';
import { IMPORT_HEADER, importCsv, uploadImport } from '../../test/import-upload';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { bombWorkbook, longSheetWorkbook, sheetXmlOf, workbookOf, zipArchive } from '../../test/xlsx-files';

const FORMULA_REFUSED = 'Formulas are not accepted: type the value itself';

async function buildingWorkbook(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(IMPORT_HEADER.split(','));
  for (let index = 0; index < rows; index += 1) {
    sheet.addRow([`Resident ${index}`, '', `r${index}@example.com`, '', 900.5, 3.25, 'A', 1, `A-${index}`]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The slowest gap between ticks of a 5 ms timer while `work` runs: how long the event loop was held. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return longest;
}

describeEachDatabase('customer import of hostile and large files', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function customerCount(businessId: string) {
    const rows = await context.app.database.db
      .selectFrom('customers')
      .select('id')
      .where('business_id', '=', businessId)
      .execute();
    return rows.length;
  }

  it('previews 10,000 rows from Excel without holding the event loop', async () => {
    const { headers } = await owner();
    const workbook = await buildingWorkbook(10_000);
    let response: Awaited<ReturnType<typeof uploadImport>> | undefined;
    const stall = await longestStall(async () => {
      response = await uploadImport(context.app, headers, workbook, true, 'flats.xlsx');
    });
    expect(response?.statusCode).toBe(200);
    expect(response?.json().counts).toEqual({ create: 10_000, update: 0, unchanged: 0, invalid: 0 });
    expect(response?.json().rows[9_999]).toMatchObject({
      row: 10_001,
      values: { flat: 'A-9999', flatarea: '900.5' },
    });
    // Whole seconds before; a few slices of about 10 ms each now, with room for a busy machine.
    expect(stall).toBeLessThan(250);
  });

  it('reads a CSV with blank lines a slice at a time, and stops at the 100,011th line', async () => {
    const { headers } = await owner();
    const customer = importCsv('Asha,,a@example.com,,900,3,A,1,A-1');
    const blankLines = (count: number) => Buffer.alloc(count, 0x0a);
    let response: Awaited<ReturnType<typeof uploadImport>> | undefined;
    const stall = await longestStall(async () => {
      response = await uploadImport(
        context.app,
        headers,
        Buffer.concat([customer, blankLines(100_000)]),
        true,
      );
    });
    expect(response?.json().counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 0 });
    expect(stall).toBeLessThan(250);

    const millions = await uploadImport(
      context.app,
      headers,
      Buffer.concat([customer, blankLines(4_900_000)]),
      true,
    );
    expect(millions.statusCode).toBe(400);
    expect(millions.json().message).toBe(
      'The file has more than 100010 rows: import at most 10000 customers at a time',
    );
  });

  it('refuses a CSV row with more columns than it reads', async () => {
    const { headers } = await owner();
    const response = await uploadImport(
      context.app,
      headers,
      Buffer.from(`${'x,'.repeat(2_000_000)}x\r\n`),
      true,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Row 1 has more than 52 columns: keep the customers in the first 52',
    );
  });

  it('refuses at once a sheet whose used range reaches far beyond any list of customers', async () => {
    const { business, headers } = await owner();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow(IMPORT_HEADER.split(','));
    sheet.getCell('XFD1048576').value = 'x';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await uploadImport(context.app, headers, bytes, false, 'flats.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The sheet reaches cell XFD1048576: the import reads rows 1 to 10001 and columns A to AZ; delete what lies beyond your table and try again',
    );
    expect(await customerCount(business.id)).toBe(0);
  });

  it('stops reading at the first value below row 10,001 when the sheet declares no range', async () => {
    const { headers } = await owner();
    const response = await uploadImport(context.app, headers, longSheetWorkbook(10_002), true, 'flats.xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The sheet has values on row 10002: import at most 10000 customers at a time (rows 2 to 10001)',
    );
  });

  it('refuses a value beyond the columns it reads instead of dropping it', async () => {
    const { headers } = await owner();
    const header = IMPORT_HEADER.split(',')
      .map(
        (text, index) =>
          `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${text}</t></is></c>`,
      )
      .join('');
    const rows = `<row r="1">${header}</row><row r="2"><c r="BA2"><v>1</v></c></row>`;
    const response = await uploadImport(
      context.app,
      headers,
      workbookOf(sheetXmlOf(rows)),
      true,
      'flats.xlsx',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The sheet reaches cell BA2: /);
  });

  it('refuses a zip bomb by what it unpacks to, whatever its headers claim', async () => {
    const { headers } = await owner();
    for (const declared of [undefined, 1_000]) {
      const response = await uploadImport(
        context.app,
        headers,
        bombWorkbook(48, declared),
        true,
        'flats.xlsx',
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'The workbook is too large once unpacked: import at most 10000 customers at a time',
      );
    }
  });

  it('answers an archive that is no workbook as an unreadable file', async () => {
    const { headers } = await owner();
    const cases = [
      zipArchive([{ name: 'readme.txt', data: 'not a workbook' }]),
      zipArchive([
        { name: 'xl/workbook.xml', data: '<workbook/>' },
        { name: 'xl/_rels/workbook.xml.rels', data: '<Relationships/>' },
      ]),
      workbookOf(sheetXmlOf('<row r="1"><c r="A1"><v>1</v></c></row>')).subarray(0, 200),
    ];
    for (const bytes of cases) {
      const response = await uploadImport(context.app, headers, bytes, true, 'flats.xlsx');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please upload a CSV file or an Excel workbook (.xlsx)');
    }
  });

  it('reads shared, inline and numeric cells of a hand-written sheet with namespace prefixes', async () => {
    const { headers } = await owner();
    const header = IMPORT_HEADER.split(',')
      .map((_, index) => `<x:c r="${String.fromCharCode(65 + index)}1" t="s"><x:v>${index}</x:v></x:c>`)
      .join('');
    const strings = IMPORT_HEADER.split(',')
      .map((text) => `<x:si><x:t>${text}</x:t></x:si>`)
      .concat('<x:si><x:r><x:t>Asha </x:t></x:r><x:r><x:t xml:space="preserve">&amp; Co</x:t></x:r></x:si>')
      .join('');
    const row =
      '<x:c r="A2" t="s"><x:v>9</x:v></x:c><x:c r="C2" t="inlineStr"><x:is><x:t>asha@example.com</x:t></x:is></x:c>' +
      '<x:c r="E2"><x:v>1250.5</x:v></x:c><x:c r="F2"><x:v>3.25</x:v></x:c><x:c r="H2"><x:v>-1</x:v></x:c>' +
      '<x:c r="I2" t="str"><x:v>B-01</x:v></x:c>';
    const sheet = `<x:worksheet xmlns:x="urn:main"><x:sheetData><x:row r="1">${header}</x:row><x:row r="2">${row}</x:row></x:sheetData></x:worksheet>`;
    const sharedStrings = `<x:sst xmlns:x="urn:main">${strings}</x:sst>`;
    const response = await uploadImport(
      context.app,
      headers,
      workbookOf(sheet, sharedStrings),
      true,
      'flats.xlsx',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().rows).toEqual([
      {
        row: 2,
        action: 'create',
        issues: [],
        values: {
          name: 'Asha & Co',
          gstno: '',
          email: 'asha@example.com',
          phone: '',
          flatarea: '1250.5',
          price: '3.25',
          block: '',
          floor: '-1',
          flat: 'B-01',
          state: '',
          parkingSlots: '',
          occupancy: '',
          openingBalance: '',
          openingAsOf: '',
        },
        opening: null,
      },
    ]);
  });

  it('refuses every value a spreadsheet would run, trimmed or not, and keeps numbers and phone numbers', async () => {
    const { business, headers } = await owner();
    const response = await uploadImport(
      context.app,
      headers,
      importCsv(
        `"+cmd|' /C calc'!A0",,a@example.com,,900,3,A,1,A-1`,
        'Ravi,,b@example.com,@SUM(1+1),900,3,A,1,A-2',
        'Meena,,c@example.com,,900,3,-2+3+cmd,1,A-3',
        '"\t=1+1",,d@example.com,,900,3,A,1,A-4',
        '" =1+1",,e@example.com,,900,3,A,1,A-5',
        '"\r-1",,f@example.com,,900,3,A,1,A-6',
        'Kiran,,g@example.com,+91 98765 43210,900,3,B,-1,B-1',
        'Lata,,h@example.com,+91 (22) 2345 6789,900,3,B,-,B-2',
      ),
      false,
    );
    expect(response.statusCode).toBe(200);
    const issues = response
      .json()
      .rows.map((row: { row: number; issues: unknown[] }) => [row.row, row.issues]);
    expect(issues).toEqual([
      [2, [{ column: 'Name', message: FORMULA_REFUSED }]],
      [3, [{ column: 'Phone', message: FORMULA_REFUSED }]],
      [4, [{ column: 'Block', message: FORMULA_REFUSED }]],
      [5, [{ column: 'Name', message: FORMULA_REFUSED }]],
      [6, [{ column: 'Name', message: FORMULA_REFUSED }]],
      [7, [{ column: 'Name', message: FORMULA_REFUSED }]],
      [8, []],
      [9, []],
    ]);
    const stored = await context.app.database.db
      .selectFrom('customers')
      .select(['name', 'phone', 'floor'])
      .where('business_id', '=', business.id)
      .orderBy('name')
      .execute();
    expect(stored).toEqual([
      { name: 'Kiran', phone: '+919876543210', floor: '-1' },
      { name: 'Lata', phone: '+912223456789', floor: '-' },
    ]);
  });

  it('refuses text in a workbook that a spreadsheet would take for a formula', async () => {
    const { headers } = await owner();
    const header = IMPORT_HEADER.split(',')
      .map(
        (text, index) =>
          `<c r="${String.fromCharCode(65 + index)}1" t="inlineStr"><is><t>${text}</t></is></c>`,
      )
      .join('');
    const cells = ['=1+1', '', 'a@example.com', '', '900', '3', 'A', '1', 'A-1']
      .map(
        (text, index) =>
          `<c r="${String.fromCharCode(65 + index)}2" t="inlineStr"><is><t>${text}</t></is></c>`,
      )
      .join('');
    const rows = `<row r="1">${header}</row><row r="2">${cells}</row>`;
    const response = await uploadImport(
      context.app,
      headers,
      workbookOf(sheetXmlOf(rows)),
      true,
      'flats.xlsx',
    );
    expect(response.json().rows[0].issues).toEqual([{ column: 'Name', message: FORMULA_REFUSED }]);
  });
});
