import { randomUUID } from 'node:crypto';
import { MAX_IMPORT_BYTES } from '@domain/api/customer-import';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { importCsv as csv, IMPORT_HEADER as HEADER, uploadImport } from '../../test/import-upload';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { insertCustomers } from './customer-import.repository';

async function xlsx(rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Customers');
  sheet.addRow(HEADER.split(','));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describeEachDatabase('customer import', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function send(headers: Record<string, string>, bytes: Buffer, dryRun: boolean, filename = 'flats.csv') {
    return uploadImport(context.app, headers, bytes, dryRun, filename);
  }

  async function customersOf(businessId: string) {
    return context.app.database.db
      .selectFrom('customers')
      .select([
        'name',
        'email',
        'phone',
        'block',
        'floor',
        'flat',
        'area_hundredths',
        'price_per_sqft_paise',
        'updated_at',
      ])
      .where('business_id', '=', businessId)
      .orderBy('sort_key')
      .execute();
  }

  it('offers a template with the columns and an example row', async () => {
    const csvTemplate = await context.app.inject({ method: 'GET', url: '/api/v2/clients/import/template' });
    expect(csvTemplate.statusCode).toBe(200);
    expect(csvTemplate.headers['content-disposition']).toBe('attachment; filename="customers-template.csv"');
    expect(csvTemplate.body).toBe(
      `${HEADER},State,Parking Slots,Occupancy,Opening Balance,As Of\r\nAsha Verma,,asha@example.com,98765 43210,1250.5,3.25,A,2,A-201,,1,Owner-occupied,2500.50,31/03/2026\r\n`,
    );

    const xlsxTemplate = await context.app.inject({
      method: 'GET',
      url: '/api/v2/clients/import/template?format=xlsx',
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxTemplate.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      ...HEADER.split(','),
      'State',
      'Parking Slots',
      'Occupancy',
      'Opening Balance',
      'As Of',
    ]);
    expect(sheet?.getRow(2).getCell(14).value).toBe('31/03/2026');
    expect(sheet?.getColumn(14).numFmt).toBe('@');
    expect(sheet?.getRow(1).font?.bold).toBe(true);
  });

  it('previews row by row, with the row number, column and message of every mistake, writing nothing', async () => {
    const { business, headers } = await owner();
    const response = await send(
      headers,
      csv(
        'Asha Verma,,asha@example.com,098765 43210,1250.5,3.25,A,2,A-201',
        'Ravi Rao,,not-an-email,,900,3,A,2,A-202',
        ',,,,,,,,',
        'Meena Iyer,,meena@example.com,,big,3,A,3,A-301',
        'Kiran Das,,kiran@example.com,,800,-1,A,3,A-302',
        'Asha Again,,asha2@example.com,,1000,3,a,02,a-201',
      ),
      true,
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.imported).toBe(false);
    expect(answer.counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 4 });
    expect(
      answer.rows.map((row: { row: number; action: string; issues: unknown[] }) => [
        row.row,
        row.action,
        row.issues,
      ]),
    ).toEqual([
      [2, 'create', []],
      [3, 'invalid', [{ column: 'Email', message: 'Please enter a valid email address' }]],
      [5, 'invalid', [{ column: 'Flat Area (sq.ft)', message: 'Flat Area (sq.ft) must be a number' }]],
      [6, 'invalid', [{ column: 'Price per sq.ft', message: 'The price per sq.ft cannot be negative' }]],
      [7, 'invalid', [{ column: 'Flat No.', message: 'Block a, Floor 02, Flat a-201 is also on row 2' }]],
    ]);
    expect(answer.rows[0].values).toMatchObject({ name: 'Asha Verma', phone: '098765 43210', flat: 'A-201' });
    expect(await customersOf(business.id)).toEqual([]);
  });

  it('imports the valid rows, and importing the same file again changes nothing', async () => {
    const { business, headers } = await owner();
    const file = csv(
      'Asha Verma,27AAPFU0939F1ZV,asha@example.com,098765 43210,1250.5,3.25,A,2,A-201',
      'Ravi Rao,,ravi@example.com,,900,3,A,10,A-1001',
      'Bad Row,,bad,,900,3,A,3,A-301',
    );
    const first = await send(headers, file, false);
    expect(first.statusCode).toBe(200);
    expect(first.json().imported).toBe(true);
    expect(first.json().counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 1 });
    const stored = await customersOf(business.id);
    expect(stored.map(({ updated_at, ...rest }) => rest)).toEqual([
      {
        name: 'Asha Verma',
        email: 'asha@example.com',
        phone: '+919876543210',
        block: 'A',
        floor: '2',
        flat: 'A-201',
        area_hundredths: 125_050,
        price_per_sqft_paise: 325,
      },
      {
        name: 'Ravi Rao',
        email: 'ravi@example.com',
        phone: '',
        block: 'A',
        floor: '10',
        flat: 'A-1001',
        area_hundredths: 90_000,
        price_per_sqft_paise: 300,
      },
    ]);

    const again = await send(headers, file, false);
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 2, invalid: 1 });
    expect(await customersOf(business.id)).toEqual(stored);

    const changed = await send(headers, csv('Asha V. Verma,,asha@example.com,,1250.5,3.5,a,2,a-201'), false);
    expect(changed.json().counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 0 });
    const [asha] = await customersOf(business.id);
    expect(asha).toMatchObject({
      name: 'Asha V. Verma',
      flat: 'A-201',
      price_per_sqft_paise: 350,
      phone: '',
    });
  });

  it('reads parking slots and occupancy as people write them, and a file without them keeps the stored ones', async () => {
    const { business, headers } = await owner();
    const withColumns = (...lines: string[]) =>
      Buffer.from(`${[`${HEADER},Parking Slots,Occupancy`, ...lines].join('\r\n')}\r\n`);
    const first = await send(
      headers,
      withColumns(
        'Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201,2,Let out',
        'Ravi Rao,,ravi@example.com,,900,3,A,3,A-301,,vacant',
        'Meena Iyer,,meena@example.com,,900,3,A,4,A-401,1.5,Rented out',
      ),
      false,
    );
    expect(first.json().counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 1 });
    expect(first.json().rows[2].issues).toEqual([
      { column: 'Occupancy', message: 'Occupancy must be Owner-occupied, Let out or Vacant' },
      { column: 'Parking Slots', message: 'The parking slots must be a whole number' },
    ]);
    const stored = () =>
      context.app.database.db
        .selectFrom('customers')
        .select(['flat', 'parking_slots', 'occupancy'])
        .where('business_id', '=', business.id)
        .orderBy('sort_key')
        .execute();
    expect(await stored()).toEqual([
      { flat: 'A-201', parking_slots: 2, occupancy: 'let_out' },
      { flat: 'A-301', parking_slots: 0, occupancy: 'vacant' },
    ]);
    // The older file layout says nothing of either: the flats keep theirs.
    const older = await send(headers, csv('Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201'), false);
    expect(older.json().counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    const owned = await send(
      headers,
      withColumns('Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201,0,Owner'),
      false,
    );
    expect(owned.json().counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 0 });
    expect((await stored())[0]).toEqual({ flat: 'A-201', parking_slots: 0, occupancy: 'owner' });
  });

  it('reads a flat’s state by name or code, refuses one it does not know, and a blank cell keeps the stored one', async () => {
    const { business, headers } = await owner();
    const withState = (...lines: string[]) =>
      Buffer.from(`${[`${HEADER},State`, ...lines].join('\r\n')}\r\n`);
    const first = await send(
      headers,
      withState(
        'Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201,goa',
        'Ravi Rao,,ravi@example.com,,900,3,A,3,A-301,33',
        'Meena Iyer,,meena@example.com,,900,3,A,4,A-401,Bombay',
        'Kiran Das,,kiran@example.com,,900,3,A,5,A-501,',
      ),
      false,
    );
    expect(first.json().counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 1 });
    expect(first.json().rows[2].issues).toEqual([
      { column: 'State', message: 'State must be a state’s name or its GST code, such as Maharashtra or 27' },
    ]);
    const stored = () =>
      context.app.database.db
        .selectFrom('customers')
        .select(['flat', 'state_code'])
        .where('business_id', '=', business.id)
        .orderBy('sort_key')
        .execute();
    expect(await stored()).toEqual([
      { flat: 'A-201', state_code: '30' },
      { flat: 'A-301', state_code: '33' },
      { flat: 'A-501', state_code: null },
    ]);
    const blank = await send(
      headers,
      withState('Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201,'),
      false,
    );
    expect(blank.json().counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    const moved = await send(
      headers,
      withState('Asha Verma,,asha@example.com,,1250.5,3.25,A,2,A-201,Karnataka (29)'),
      false,
    );
    expect(moved.json().counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 0 });
    expect((await stored())[0]).toEqual({ flat: 'A-201', state_code: '29' });
  });

  it('reads an Excel workbook as text, refusing formulas instead of trusting their results', async () => {
    const { business, headers } = await owner();
    const workbook = await xlsx([
      ['Asha Verma', '', 'asha@example.com', '9876543210', 1250.5, 3.25, 'B', 1, 'B-101'],
      [
        { formula: 'HYPERLINK("http://evil.example","Ravi")', result: 'Ravi' },
        '',
        'ravi@example.com',
        '',
        900,
        3,
        'B',
        1,
        'B-102',
      ],
      ['Meena', '', 'meena@example.com', '', { formula: '10*90', result: 900 }, 3, 'B', 1, 'B-103'],
    ]);
    const response = await send(headers, workbook, false, 'flats.xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 2 });
    expect(response.json().rows[1].issues).toEqual([
      { column: 'Name', message: 'Formulas are not accepted: type the value itself' },
    ]);
    expect(response.json().rows[2].issues).toEqual([
      { column: 'Flat Area (sq.ft)', message: 'Formulas are not accepted: type the value itself' },
    ]);
    expect((await customersOf(business.id)).map((row) => [row.flat, row.area_hundredths, row.floor])).toEqual(
      [['B-101', 125_050, '1']],
    );
  });

  it('refuses a CSV cell that starts like a formula', async () => {
    const { headers } = await owner();
    const response = await send(headers, csv('=cmd|calc,,x@example.com,,900,3,A,1,A-1'), true);
    expect(response.json().rows[0].issues).toEqual([
      { column: 'Name', message: 'Formulas are not accepted: type the value itself' },
    ]);
  });

  it('answers a file it cannot use with a clear 4xx and writes nothing', async () => {
    const { business, headers } = await owner();
    const cases: [Buffer, number, string | RegExp][] = [
      [
        Buffer.from('Name,Email\r\nAsha,asha@example.com\r\n'),
        400,
        /^The first row must name the columns .*missing Flat Area \(sq\.ft\), Price per sq\.ft, Flat No\./,
      ],
      [Buffer.from(`${HEADER},Notes\r\nA,,a@example.com,,1,1,A,1,1,x\r\n`), 400, /unknown Notes/],
      [Buffer.from(''), 400, 'The file is empty'],
      [Buffer.from(`${HEADER}\r\n`), 400, 'The file has no customers below its header row'],
      [
        Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]),
        400,
        'Please upload a CSV file or an Excel workbook (.xlsx)',
      ],
      [
        Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
        400,
        'Please upload a CSV file or an Excel workbook (.xlsx)',
      ],
      [
        Buffer.from(`${HEADER}\r\n"unclosed,x\r\n`),
        400,
        'The CSV file could not be read: save it as CSV UTF-8 and try again',
      ],
    ];
    for (const [bytes, status, message] of cases) {
      const response = await send(headers, bytes, false);
      expect(response.statusCode).toBe(status);
      if (typeof message === 'string') expect(response.json().message).toBe(message);
      else expect(response.json().message).toMatch(message);
    }
    expect(await customersOf(business.id)).toEqual([]);
  });

  it('refuses more than 10,000 rows and files over 5 MB', async () => {
    const { business, headers } = await owner();
    const manyRows = Array.from(
      { length: 10_001 },
      (_, index) => `R${index},,r${index}@example.com,,100,1,Z,1,Z-${index}`,
    );
    const tooMany = await send(headers, csv(...manyRows), false);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The file has 10001 customers; import at most 10000 at a time');

    const tooBig = await send(headers, Buffer.alloc(MAX_IMPORT_BYTES + 1, 0x41), false);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('The file must be at most 5 MB');
    expect(await customersOf(business.id)).toEqual([]);
  });

  it('matches only the caller’s own flats', async () => {
    const victim = await buildCustomer(context.app.database.db, {
      values: { block: 'C', floor: '1', flat: 'C-1' },
    });
    const { business, headers } = await owner();
    const response = await send(headers, csv('Intruder,,i@example.com,,100,1,C,1,C-1'), false);
    expect(response.json().counts).toEqual({ create: 1, update: 0, unchanged: 0, invalid: 0 });
    expect((await customersOf(victim.business.id)).map((row) => row.name)).toEqual([victim.customer.name]);
    expect((await customersOf(business.id)).map((row) => row.name)).toEqual(['Intruder']);
  });

  it('counts only the rows it stored when a flat was added meanwhile', async () => {
    const { business, customer } = await buildCustomer(context.app.database.db, {
      values: { block: 'D', floor: '1', flat: 'D-1' },
    });
    const values = {
      name: 'Late',
      email: 'late@example.test',
      phone: '',
      gstno: '',
      state: '',
      flatarea: 100,
      price: 1,
      parkingSlots: 0,
      occupancy: 'owner' as const,
    };
    const stored = await context.app.database.db.transaction().execute((trx) =>
      insertCustomers(trx, business.id, [
        { id: randomUUID(), values: { ...values, block: 'd', floor: '01', flat: 'd-1' } },
        { id: randomUUID(), values: { ...values, block: 'D', floor: '1', flat: 'D-2' } },
      ]),
    );
    expect(stored).toBe(1);
    expect((await customersOf(business.id)).map((row) => row.name)).toEqual([customer.name, 'Late']);
  });

  it('needs a session', async () => {
    const response = await send({}, csv('A,,a@example.com,,1,1,A,1,1'), true);
    expect(response.statusCode).toBe(401);
  });
});
