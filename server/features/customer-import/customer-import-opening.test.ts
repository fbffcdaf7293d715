import {
  OPENING_AMOUNT_MESSAGE,
  OPENING_DATE_MESSAGE,
  OPENING_DATE_WITHOUT_AMOUNT_MESSAGE,
} from '@domain/api/customer-import';
import {
  OPENING_AS_OF_IN_FUTURE_MESSAGE,
  OPENING_AS_OF_REQUIRED_MESSAGE,
  type TLedger,
} from '@domain/api/ledger';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { buildBusiness } from '../../test/factories';
import { IMPORT_HEADER, uploadImport } from '../../test/import-upload';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { verifyAuditTrail } from '../audit';

type Headers = { authorization: string };
type Row = {
  row: number;
  action: string;
  issues: Array<{ column: string; message: string }>;
  opening: { amount: number; asOf: string | null } | null;
};

/** A CSV with the opening balance columns: each line is a flat of block A, then its two cells. */
function fileOf(...lines: Array<[flat: string, opening: string, asOf: string]>): Buffer {
  const rows = lines.map(
    ([flat, opening, asOf]) =>
      `Resident ${flat},,r-${flat}@example.test,,1000,3,A,1,${flat},${opening},${asOf}`,
  );
  return Buffer.from(`${[`${IMPORT_HEADER},Opening Balance,As Of`, ...rows].join('\r\n')}\r\n`);
}

describeEachDatabase('customer import: opening balances', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  async function owner() {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function send(headers: Headers, bytes: Buffer, dryRun: boolean, filename = 'flats.csv') {
    const response = await uploadImport(context.app, headers, bytes, dryRun, filename);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { counts: Record<string, number>; rows: Row[] };
  }

  async function flatIds(businessId: string): Promise<Map<string, string>> {
    const rows = await db()
      .selectFrom('customers')
      .select(['id', 'flat'])
      .where('business_id', '=', businessId)
      .execute();
    return new Map(rows.map((row) => [row.flat, row.id]));
  }

  async function ledgerOf(headers: Headers, customerId: string): Promise<TLedger> {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${customerId}/ledger`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  async function openingsOf(businessId: string) {
    return db()
      .selectFrom('ledger_accounts')
      .select(['opening_paise', 'opening_as_of'])
      .where('business_id', '=', businessId)
      .execute();
  }

  it('previews each row’s opening balance and says what is wrong with a bad one, storing nothing', async () => {
    const { business, headers } = await owner();
    const answer = await send(
      headers,
      fileOf(
        ['A-1', '"1,25,000.50"', '31/03/2026'],
        ['A-2', '-3000', '2026-04-01'],
        ['A-3', '', ''],
        ['A-4', '0', ''],
        ['A-5', 'abc', '31/03/2026'],
        ['A-6', '12.345', '31/03/2026'],
        ['A-7', '500', ''],
        ['A-8', '500', '31/02/2026'],
        ['A-9', '500', addDays(today(), 1)],
        ['A-10', '=1+1', '31/03/2026'],
        ['A-11', '99999999999999999999999', '31/03/2026'],
        ['A-12', '', '31/03/2026'],
        ['A-13', '5\u000700', '31/03/2026'],
        ['A-14', '1e9', '31/03/2026'],
      ),
      true,
    );
    expect(answer.counts).toEqual({ create: 4, update: 0, unchanged: 0, invalid: 10 });
    expect(answer.rows.map((row) => [row.row, row.action, row.opening, row.issues])).toEqual([
      [2, 'create', { amount: 125_000.5, asOf: '2026-03-31' }, []],
      [3, 'create', { amount: -3_000, asOf: '2026-04-01' }, []],
      [4, 'create', null, []],
      [5, 'create', { amount: 0, asOf: null }, []],
      [6, 'invalid', null, [{ column: 'Opening Balance', message: OPENING_AMOUNT_MESSAGE }]],
      [
        7,
        'invalid',
        null,
        [{ column: 'Opening Balance', message: 'The opening balance can have at most 2 decimals' }],
      ],
      [8, 'invalid', null, [{ column: 'As Of', message: OPENING_AS_OF_REQUIRED_MESSAGE }]],
      [9, 'invalid', null, [{ column: 'As Of', message: OPENING_DATE_MESSAGE }]],
      [10, 'invalid', null, [{ column: 'As Of', message: OPENING_AS_OF_IN_FUTURE_MESSAGE }]],
      [
        11,
        'invalid',
        null,
        [{ column: 'Opening Balance', message: 'Formulas are not accepted: type the value itself' }],
      ],
      [
        12,
        'invalid',
        null,
        [{ column: 'Opening Balance', message: 'The opening balance must be at most 100000000' }],
      ],
      [13, 'invalid', null, [{ column: 'As Of', message: OPENING_DATE_WITHOUT_AMOUNT_MESSAGE }]],
      [14, 'invalid', null, [{ column: 'Opening Balance', message: OPENING_AMOUNT_MESSAGE }]],
      [15, 'invalid', null, [{ column: 'Opening Balance', message: OPENING_AMOUNT_MESSAGE }]],
    ]);
    expect(answer.rows[0]?.issues).toEqual([]);
    expect(await flatIds(business.id)).toEqual(new Map());
    expect(await openingsOf(business.id)).toEqual([]);
  });

  it('sets each new flat’s opening balance with the flat, and the same file again changes nothing', async () => {
    const { business, headers } = await owner();
    const file = fileOf(['A-1', '12500.50', '31/03/2026'], ['A-2', '-3000', '2026-04-01'], ['A-3', '', '']);
    const imported = await send(headers, file, false);
    expect(imported.counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });
    const ids = await flatIds(business.id);
    expect(await ledgerOf(headers, ids.get('A-1') ?? '')).toMatchObject({
      opening: { amount: 12_500.5, asOf: '2026-03-31' },
      dues: 12_500.5,
      advance: 0,
    });
    expect(await ledgerOf(headers, ids.get('A-2') ?? '')).toMatchObject({
      opening: { amount: -3_000, asOf: '2026-04-01' },
      dues: 0,
      advance: 3_000,
    });
    expect(await ledgerOf(headers, ids.get('A-3') ?? '')).toMatchObject({
      opening: { amount: 0, asOf: null },
      dues: 0,
    });

    const again = await send(headers, file, false);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
    expect(again.rows[0]?.opening).toEqual({ amount: 12_500.5, asOf: '2026-03-31' });
  });

  it('changes a known flat’s opening balance, and keeps it when the file says nothing of it', async () => {
    const { business, headers } = await owner();
    await send(headers, fileOf(['A-1', '12500.50', '31/03/2026'], ['A-2', '800', '31/03/2026']), false);
    const ids = await flatIds(business.id);

    const changed = await send(headers, fileOf(['A-1', '9000', '2026-03-31'], ['A-2', '', '']), false);
    expect(changed.counts).toEqual({ create: 0, update: 1, unchanged: 1, invalid: 0 });
    expect((await ledgerOf(headers, ids.get('A-1') ?? '')).opening).toEqual({
      amount: 9_000,
      asOf: '2026-03-31',
    });
    expect((await ledgerOf(headers, ids.get('A-2') ?? '')).opening.amount).toBe(800);

    // The layout without the two columns: every flat keeps its opening balance.
    const older = await send(
      headers,
      Buffer.from(`${IMPORT_HEADER}\r\nResident A-1,,r-A-1@example.test,,1000,3,A,1,A-1\r\n`),
      false,
    );
    expect(older.counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
    expect((await ledgerOf(headers, ids.get('A-1') ?? '')).opening.amount).toBe(9_000);

    // 0 clears it.
    const cleared = await send(headers, fileOf(['A-1', '0', '']), false);
    expect(cleared.counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 0 });
    expect((await ledgerOf(headers, ids.get('A-1') ?? '')).opening).toEqual({ amount: 0, asOf: null });
  });

  it('records each flat an import adds or changes, and each opening balance it sets, in a trail that holds', async () => {
    const { business, user, headers } = await owner();
    await send(headers, fileOf(['A-1', '12500.50', '31/03/2026'], ['A-2', '', '']), false);
    const ids = await flatIds(business.id);
    const repriced = Buffer.from(
      `${IMPORT_HEADER},Opening Balance,As Of\r\nResident A-1,,r-A-1@example.test,,1000,3.5,A,1,A-1,,\r\nResident A-2,,r-A-2@example.test,,1000,3,A,1,A-2,,\r\n`,
    );
    await send(headers, repriced, false);
    const entries = await db()
      .selectFrom('audit_entries')
      .select(['seq', 'entity_id', 'action', 'changes', 'actor_user_id'])
      .where('business_id', '=', business.id)
      .orderBy('seq')
      .execute();
    expect(entries.map((entry) => [entry.seq, entry.entity_id, entry.action])).toEqual([
      [1, ids.get('A-1'), 'create'],
      [2, ids.get('A-1'), 'set opening balance'],
      [3, ids.get('A-2'), 'create'],
      [4, ids.get('A-1'), 'edit'],
    ]);
    expect(entries.every((entry) => entry.actor_user_id === user.id)).toBe(true);
    expect(JSON.parse(entries[1]?.changes ?? '')).toEqual({
      amount: { before: 0, after: 12_500.5 },
      asOf: { before: null, after: '2026-03-31' },
    });
    expect(JSON.parse(entries[3]?.changes ?? '')).toEqual({ price: { before: 3, after: 3.5 } });
    expect(await verifyAuditTrail(db(), business.id)).toEqual({ entries: 4, broken: null });
  });

  it('refuses, as a row error, an opening balance below what was already paid on it, and keeps the row as it was', async () => {
    const { business, headers } = await owner();
    await send(headers, fileOf(['A-1', '5000', '31/03/2026'], ['A-2', '100', '31/03/2026']), false);
    const ids = await flatIds(business.id);
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${ids.get('A-1')}/payments`,
      headers,
      payload: { amountPaid: 2_500, datePaid: today(), paymentMethod: 'Cash' },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const lower = Buffer.from(
      `${IMPORT_HEADER},Opening Balance,As Of\r\n` +
        'Renamed,,r-A-1@example.test,,1000,3,A,1,A-1,2000,31/03/2026\r\n' +
        'Resident A-2,,r-A-2@example.test,,1000,3,A,1,A-2,200,31/03/2026\r\n',
    );
    const message = 'The opening balance cannot be less than the ₹2,500.00 already paid on it';
    for (const dryRun of [true, false]) {
      const answer = await send(headers, lower, dryRun);
      expect(answer.counts).toEqual({ create: 0, update: 1, unchanged: 0, invalid: 1 });
      expect(answer.rows[0]).toMatchObject({
        action: 'invalid',
        opening: null,
        issues: [{ column: 'Opening Balance', message }],
      });
      expect(answer.rows[1]).toMatchObject({ action: 'update', opening: { amount: 200 } });
      // The preview asked the ledger in a transaction it rolled back.
      const a2 = await ledgerOf(headers, ids.get('A-2') ?? '');
      expect(a2.opening.amount).toBe(dryRun ? 100 : 200);
    }
    const a1 = await ledgerOf(headers, ids.get('A-1') ?? '');
    expect(a1).toMatchObject({ opening: { amount: 5_000 }, received: 2_500, dues: 2_500 });
    const [renamed] = await db()
      .selectFrom('customers')
      .select('name')
      .where('id', '=', ids.get('A-1') ?? '')
      .execute();
    expect(renamed?.name).toBe('Resident A-1');
  });

  it('reads the opening balance from an Excel workbook, as a number or as text', async () => {
    const { business, headers } = await owner();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Customers');
    sheet.addRow([...IMPORT_HEADER.split(','), 'Opening Balance', 'As Of']);
    sheet.addRow(['Asha', '', 'asha@example.test', '', 1000, 3, 'A', '1', 'A-1', 2500.5, '31/03/2026']);
    sheet.addRow(['Ravi', '', 'ravi@example.test', '', 1000, 3, 'A', '1', 'A-2', '-1,250', '2026-03-31']);
    sheet.addRow([
      'Meena',
      '',
      'meena@example.test',
      '',
      1000,
      3,
      'A',
      '1',
      'A-3',
      { formula: '2*1000' },
      '',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await send(headers, bytes, false, 'flats.xlsx');
    expect(answer.rows.map((row) => [row.action, row.opening])).toEqual([
      ['create', { amount: 2_500.5, asOf: '2026-03-31' }],
      ['create', { amount: -1_250, asOf: '2026-03-31' }],
      ['invalid', null],
    ]);
    expect(answer.rows[2]?.issues).toEqual([
      { column: 'Opening Balance', message: 'Formulas are not accepted: type the value itself' },
    ]);
    expect(
      (await openingsOf(business.id)).map((row) => Number(row.opening_paise)).sort((a, b) => a - b),
    ).toEqual([-125_000, 250_050]);
  });

  it('refuses an opening balance set by hand as of a day after today', async () => {
    const { business, headers } = await owner();
    await send(headers, fileOf(['A-1', '', '']), false);
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${(await flatIds(business.id)).get('A-1')}/opening-balance`,
      headers,
      payload: { amount: 100, asOf: addDays(today(), 1) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: OPENING_AS_OF_IN_FUTURE_MESSAGE,
      errors: [{ path: 'asOf', message: OPENING_AS_OF_IN_FUTURE_MESSAGE }],
    });
  });
});
