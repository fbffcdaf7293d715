import { NUMBERING_PATH, type TNumberingInput } from '@domain/api/numbering';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

/** Every series continuous with its default pattern: what a business that never chose numbers by. */
const CONTINUOUS: TNumberingInput = {
  invoices: { mode: 'continuous', pattern: '{FY}/' },
  receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
  creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
};

describeEachDatabase('numbering settings', (context) => {
  async function owner() {
    const tenant = await buildBusiness(context.app.database.db);
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  function read(headers: Headers, query = '') {
    return context.app.inject({ method: 'GET', url: `${NUMBERING_PATH}${query}`, headers });
  }

  function save(headers: Headers, payload: unknown) {
    return context.app.inject({ method: 'PUT', url: NUMBERING_PATH, headers, payload: payload as object });
  }

  it('numbers every series continuously until the business chooses otherwise, previewing today by default', async () => {
    const { headers } = await owner();
    const today = todayIn(DEFAULT_TIME_ZONE, new Date());
    const answer = await read(headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      date: today,
      invoices: { mode: 'continuous', pattern: '{FY}/', next: '001', nextContinuous: '001', nextSerial: 1 },
      receipts: {
        mode: 'continuous',
        pattern: 'R/{FY}/',
        next: 'R-001',
        nextContinuous: 'R-001',
        nextSerial: 1,
      },
      creditNotes: {
        mode: 'continuous',
        pattern: 'CN/{FY}/',
        next: 'CN-001',
        nextContinuous: 'CN-001',
        nextSerial: 1,
      },
    });
    // The financial year turns on 1 April.
    expect((await read(headers, '?date=2027-03-31')).json().financialYear).toBe('2026-27');
    expect((await read(headers, '?date=2027-04-01')).json().financialYear).toBe('2027-28');
  });

  it('saves each series’ numbering and previews the next number of each for the day asked', async () => {
    const { headers } = await owner();
    const chosen = {
      invoices: { mode: 'financial-year', pattern: '{FY}/' },
      receipts: { mode: 'financial-year', pattern: 'R/{YY}-' },
      creditNotes: { mode: 'continuous', pattern: 'CN/{FY}/' },
    };
    const saved = await save(headers, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(chosen);

    const preview = (await read(headers, '?date=2026-11-24')).json();
    expect(preview).toEqual({
      date: '2026-11-24',
      financialYear: '2026-27',
      invoices: { ...chosen.invoices, next: '2026-27/001', nextContinuous: '001', nextSerial: 1 },
      receipts: { ...chosen.receipts, next: 'R/26-27-001', nextContinuous: 'R-001', nextSerial: 1 },
      creditNotes: { ...chosen.creditNotes, next: 'CN-001', nextContinuous: 'CN-001', nextSerial: 1 },
    });
    expect((await read(headers, '?date=2026-03-31')).json().invoices.next).toBe('2025-26/001');

    // Saving again changes only what changed; a pattern is trimmed.
    const back = await save(headers, { ...chosen, invoices: { mode: 'continuous', pattern: ' INV/{YY}/ ' } });
    expect(back.json().invoices).toEqual({
      mode: 'continuous',
      pattern: 'INV/{YY}/',
      next: '001',
      nextContinuous: '001',
      nextSerial: 1,
    });
  });

  it('refuses a pattern GST would not take, and any other bad setting, naming the field and changing nothing', async () => {
    const { business, headers } = await owner();
    const financialYear = { mode: 'financial-year', pattern: '{FY}/' };
    const cases: Array<[unknown, string, string]> = [
      [
        { ...CONTINUOUS, invoices: { ...financialYear, pattern: 'INV/{FY}/' } },
        'invoices.pattern',
        'Invoice numbers can have at most 16 characters: INV/2026-27/99999 has 17; shorten the pattern or use {YY}',
      ],
      [
        { ...CONTINUOUS, receipts: { mode: 'continuous', pattern: 'RECEIPT/{FY}/' } },
        'receipts.pattern',
        'Receipt numbers can have at most 16 characters: RECEIPT/2026-27/99999 has 21; shorten the pattern or use {YY}',
      ],
      [
        { ...CONTINUOUS, receipts: { ...financialYear, pattern: 'R {FY}/' } },
        'receipts.pattern',
        "The receipt pattern may hold only letters, '-' and '/' besides {FY} or {YY}",
      ],
      [
        { ...CONTINUOUS, creditNotes: { ...financialYear, pattern: 'CN/' } },
        'creditNotes.pattern',
        'The credit note pattern must hold the year once: {FY} (2026-27) or {YY} (26-27)',
      ],
      [
        { ...CONTINUOUS, invoices: { ...financialYear, pattern: '{FY}' } },
        'invoices.pattern',
        "The invoice pattern must end with '/' or '-', before the serial number",
      ],
      [
        { ...CONTINUOUS, invoices: { ...financialYear, pattern: '' } },
        'invoices.pattern',
        'Please enter the invoice pattern, e.g. {FY}/',
      ],
      [
        { ...CONTINUOUS, invoices: { mode: 'yearly', pattern: '{FY}/' } },
        'invoices.mode',
        "The invoice numbering must be 'continuous' or 'financial-year'",
      ],
    ];
    for (const [payload, path, message] of cases) {
      const response = await save(headers, payload);
      expect({ payload, status: response.statusCode, first: response.json().errors[0] }).toEqual({
        payload,
        status: 400,
        first: { path, message },
      });
      expect(response.json().message).toBe(message);
    }
    const { receipts, ...withoutReceipts } = CONTINUOUS;
    expect((await save(headers, withoutReceipts)).statusCode).toBe(400);
    expect((await save(headers, { ...CONTINUOUS, quotations: CONTINUOUS.invoices })).statusCode).toBe(400);
    expect((await read(headers, '?date=2026-02-30')).json()).toMatchObject({
      message: 'The date must be a date (YYYY-MM-DD)',
    });
    expect((await read(headers)).json()).toMatchObject({
      invoices: { mode: 'continuous', pattern: '{FY}/' },
      receipts: { mode: 'continuous', pattern: 'R/{FY}/' },
    });
    const rows = await context.app.database.db
      .selectFrom('numbering_settings')
      .selectAll()
      .where('business_id', '=', business.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('keeps each business’s numbering its own', async () => {
    const first = await owner();
    const second = await owner();
    await save(first.headers, { ...CONTINUOUS, invoices: { mode: 'financial-year', pattern: 'A/{FY}/' } });
    expect((await read(second.headers)).json().invoices).toMatchObject({
      mode: 'continuous',
      pattern: '{FY}/',
    });
    expect((await read(first.headers)).json().invoices).toMatchObject({
      mode: 'financial-year',
      pattern: 'A/{FY}/',
    });
  });
});
