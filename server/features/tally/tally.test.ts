import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

const FIXED_DEFAULTS = {
  otherIncome: 'Other Charges',
  interest: 'Interest on Arrears',
  cgst: 'Output CGST',
  sgst: 'Output SGST',
  igst: 'Output IGST',
  gst: 'Output GST',
  roundOff: 'Round Off',
  cash: 'Cash',
  bank: 'Bank Account',
};

describeEachDatabase('Tally ledgers', (context) => {
  const db = () => context.app.database.db;

  /** A society with Maintenance, then Sinking fund (no longer billed), in bill order. */
  async function society() {
    const tenant = await buildBusiness(db());
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const maintenance = await addBillHead(context.app, headers, {
      name: 'Maintenance',
      basis: 'area',
      rate: 3,
    });
    const sinking = await addBillHead(context.app, headers, {
      name: 'Sinking fund',
      basis: 'flat',
      rate: 200,
    });
    await db().updateTable('bill_heads').set({ is_active: 0 }).where('id', '=', sinking).execute();
    return { tenant, headers, maintenance, sinking };
  }

  const read = (headers: Headers) =>
    context.app.inject({ method: 'GET', url: '/api/v2/settings/tally-ledgers', headers });
  const save = (headers: Headers, payload: object) =>
    context.app.inject({ method: 'PUT', url: '/api/v2/settings/tally-ledgers', headers, payload });
  const storedRows = (businessId: string) =>
    db()
      .selectFrom('tally_ledgers')
      .select(['ledger_key', 'ledger_name'])
      .where('business_id', '=', businessId)
      .orderBy('ledger_key')
      .execute();

  it('answers every head with its own name and the fixed defaults until saved', async () => {
    const { headers, maintenance, sinking } = await society();
    const response = await read(headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      heads: [
        { headId: maintenance, headName: 'Maintenance', ledger: 'Maintenance' },
        { headId: sinking, headName: 'Sinking fund', ledger: 'Sinking fund' },
      ],
      ...FIXED_DEFAULTS,
      saved: false,
    });
  });

  it('saves the mapping, renames a head’s ledger, and a head left out keeps its own name', async () => {
    const { tenant, headers, maintenance, sinking } = await society();
    const first = await save(headers, {
      ...FIXED_DEFAULTS,
      heads: [
        { headId: maintenance, ledger: ' Maintenance Charges ' },
        { headId: sinking, ledger: 'Maintenance Charges' },
      ],
      bank: 'HDFC Bank A/c 0123',
      interest: 'Maintenance Charges',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      heads: [
        { headId: maintenance, headName: 'Maintenance', ledger: 'Maintenance Charges' },
        { headId: sinking, headName: 'Sinking fund', ledger: 'Maintenance Charges' },
      ],
      ...FIXED_DEFAULTS,
      bank: 'HDFC Bank A/c 0123',
      interest: 'Maintenance Charges',
      saved: true,
    });
    expect((await read(headers)).json()).toEqual(first.json());

    const renamed = await save(headers, {
      ...FIXED_DEFAULTS,
      heads: [{ headId: maintenance, ledger: 'Maintenance & Repairs' }],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().heads).toEqual([
      { headId: maintenance, headName: 'Maintenance', ledger: 'Maintenance & Repairs' },
      { headId: sinking, headName: 'Sinking fund', ledger: 'Sinking fund' },
    ]);
    expect(renamed.json().bank).toBe('Bank Account');
    expect(await storedRows(tenant.business.id)).toHaveLength(10);
  });

  it('answers 404 for another business’s head and stores nothing', async () => {
    const { tenant, headers, maintenance } = await society();
    const other = await society();
    const response = await save(headers, {
      ...FIXED_DEFAULTS,
      heads: [
        { headId: maintenance, ledger: 'Maintenance' },
        { headId: other.maintenance, ledger: 'Theirs' },
      ],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Bill head not found');
    const unknown = await save(headers, {
      ...FIXED_DEFAULTS,
      heads: [{ headId: randomUUID(), ledger: 'X' }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(await storedRows(tenant.business.id)).toEqual([]);
    expect(await storedRows(other.tenant.business.id)).toEqual([]);
  });

  it('refuses a tax, round-off, cash or bank ledger that shares a name, naming the field, storing nothing', async () => {
    const { tenant, headers, maintenance } = await society();
    const sgst = await save(headers, { ...FIXED_DEFAULTS, heads: [], sgst: ' output cgst' });
    expect(sgst.statusCode).toBe(400);
    expect(sgst.json()).toMatchObject({
      message: 'Output SGST must be a ledger of its own',
      errors: [{ path: 'sgst', message: 'Output SGST must be a ledger of its own' }],
    });
    const roundOff = await save(headers, {
      ...FIXED_DEFAULTS,
      heads: [{ headId: maintenance, ledger: 'Round Off' }],
    });
    expect(roundOff.statusCode).toBe(400);
    expect(roundOff.json().errors).toEqual([
      { path: 'roundOff', message: 'Round off must be a ledger of its own' },
    ]);
    // A head left out keeps its own name, which the cash ledger may not take either.
    const cash = await save(headers, { ...FIXED_DEFAULTS, heads: [], cash: 'Sinking Fund' });
    expect(cash.statusCode).toBe(400);
    expect(cash.json().message).toBe('Cash receipts must be a ledger of its own');
    expect(await storedRows(tenant.business.id)).toEqual([]);
    expect((await read(headers)).json().saved).toBe(false);
  });

  it('saves ten mappings sent at once one after another: each answered, the last one standing whole', async () => {
    const { headers, maintenance } = await society();
    const names = Array.from({ length: 10 }, (_, index) => `Maintenance ${index}`);
    const answers = await Promise.all(
      names.map((name) =>
        context.app.inject({
          method: 'PUT',
          url: '/api/v2/settings/tally-ledgers',
          headers,
          payload: {
            ...FIXED_DEFAULTS,
            bank: `Bank ${name}`,
            heads: [{ headId: maintenance, ledger: name }],
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(names.map(() => 200));
    const stored = await context.app.inject({
      method: 'GET',
      url: '/api/v2/settings/tally-ledgers',
      headers,
    });
    const { heads, bank } = stored.json();
    // One request's mapping whole, never a mix of two.
    expect(bank).toBe(`Bank ${heads[0].ledger}`);
    expect(names).toContain(heads[0].ledger);
  });

  it('refuses an empty ledger name and an unknown field', async () => {
    const { headers } = await society();
    const empty = await save(headers, { ...FIXED_DEFAULTS, heads: [], cgst: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0]).toEqual({ path: 'cgst', message: 'Please enter a ledger name' });
    const unknown = await save(headers, { ...FIXED_DEFAULTS, heads: [], tds: 'TDS' });
    expect(unknown.statusCode).toBe(400);
  });
});
