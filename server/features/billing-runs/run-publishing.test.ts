import { randomUUID } from 'node:crypto';
import { RUN_NOT_DRAFT_MESSAGE } from '@domain/api/billing-runs';
import { sumPaise, toPaise } from '@domain/money';
import { flatSortKey } from '@domain/natural-sort';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('billing runs: publish and undo', (context) => {
  /**
   * A society of `count` flats over blocks A, B and C, with fractional areas (1,000.25 sq.ft and up
   * by 1.37 each), some parking, a few let out; inserted in shuffled order so flat order is the
   * server's doing.
   */
  async function society(count: number) {
    const tenant = await buildBusiness(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const now = new Date().toISOString();
    const flats = Array.from({ length: count }, (_, index) => {
      const block = ['A', 'B', 'C'][index % 3] ?? 'A';
      const number = Math.floor(index / 3) + 1;
      return {
        id: randomUUID(),
        business_id: tenant.business.id,
        name: `Resident ${block}-${number}`,
        email: `r${index}@example.test`,
        phone: '',
        block,
        floor: String(Math.floor(number / 10)),
        flat: `${block}-${number}`,
        area_hundredths: 100_025 + index * 137,
        price_per_sqft_paise: 0,
        parking_slots: index % 4 === 0 ? 1 : 0,
        occupancy: index % 5 === 0 ? ('let_out' as const) : ('owner' as const),
        sort_key: flatSortKey(block, String(Math.floor(number / 10)), `${block}-${number}`),
        search_text: '',
        created_at: now,
        updated_at: now,
      };
    });
    const shuffled = [...flats].sort(() => Math.random() - 0.5);
    for (let start = 0; start < shuffled.length; start += 200) {
      await context.app.database.db
        .insertInto('customers')
        .values(shuffled.slice(start, start + 200))
        .execute();
    }
    return { ...tenant, headers, flats };
  }

  const head = (headers: Headers, payload: object) => addBillHead(context.app, headers, payload);

  async function sixHeads(headers: Headers) {
    const maintenance = await head(headers, { name: 'Maintenance', basis: 'area', rate: 3.37 });
    await head(headers, { name: 'Sinking fund', basis: 'area', rate: 0.33, gstTreatment: 'exempt' });
    await head(headers, { name: 'Repair fund', basis: 'flat', rate: 250 });
    await head(headers, { name: 'Parking', basis: 'parking', rate: 300 });
    await head(headers, {
      name: 'Non-occupancy charges',
      basis: 'percent',
      rate: 10,
      percentOf: [maintenance],
      appliesTo: 'let_out',
    });
    await head(headers, { name: 'Property tax', basis: 'flat', rate: 199.99, gstTreatment: 'levy' });
  }

  async function draft(headers: Headers, period = '2026-11') {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json()._id as string;
  }

  function post(headers: Headers, id: string, action: 'publish' | 'undo') {
    return context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/${action}`, headers });
  }

  async function bills(businessId: string) {
    return context.app.database.db
      .selectFrom('invoices')
      .select([
        'id',
        'invoice_number',
        'client_flat',
        'customer_id',
        'billing_period',
        'sub_total_paise',
        'gst_paise',
        'total_paise',
        'type',
        'invoice_date',
        'due_date',
      ])
      .where('business_id', '=', businessId)
      .orderBy('invoice_number_value')
      .execute();
  }

  async function linesPerBill(businessId: string) {
    const rows = await context.app.database.db
      .selectFrom('invoice_items')
      .select(['invoice_id', (eb) => eb.fn.countAll<number>().as('lines')])
      .where('business_id', '=', businessId)
      .groupBy('invoice_id')
      .execute();
    return new Map(rows.map((row) => [row.invoice_id, Number(row.lines)]));
  }

  it('publishes 240 flats with fractional areas: numbered in flat order, totals equal to the preview to the paisa', async () => {
    const { headers, business } = await society(240);
    await sixHeads(headers);
    const runId = await draft(headers);
    const previewed = (
      await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${runId}`, headers })
    ).json();
    const published = await post(headers, runId, 'publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().run.status).toBe('published');
    const stored = await bills(business.id);
    expect(stored).toHaveLength(240);
    expect(stored.map((bill) => bill.client_flat)).toEqual(
      previewed.rows.map((row: { flat: { flat: string } }) => row.flat.flat),
    );
    expect(stored.map((bill) => bill.invoice_number)).toEqual(
      Array.from({ length: 240 }, (_, index) => String(index + 1).padStart(3, '0')),
    );
    expect(stored.every((bill) => bill.billing_period === '2026-11' && bill.type === 'Bill')).toBe(true);
    expect(stored[0]).toMatchObject({ invoice_date: '2026-11-01', due_date: '2026-11-15' });
    const sum = (field: 'sub_total_paise' | 'gst_paise' | 'total_paise') =>
      sumPaise(stored.map((bill) => Number(bill[field])));
    expect(sum('sub_total_paise')).toBe(toPaise(previewed.totals.subTotal));
    expect(sum('gst_paise')).toBe(toPaise(previewed.totals.gst));
    expect(sum('total_paise')).toBe(toPaise(previewed.totals.total));
    // Every flat's bill matches its preview row.
    for (const [index, bill] of stored.entries()) {
      expect(Number(bill.total_paise)).toBe(toPaise(previewed.rows[index].total));
    }
    // After publishing, the run shows what it billed, each row linked to its bill.
    expect(published.json().totals.total).toBe(previewed.totals.total);
    expect(published.json().rows[0].billed).toEqual({ _id: stored[0]?.id, invoiceNumber: '001' });
    expect(published.json().flagCounts.already_billed).toBe(0);
    // Lines per head; exempt and levy lines carry no GST.
    const [first] = stored;
    const lines = await context.app.database.db
      .selectFrom('invoice_items')
      .select(['item_name', 'gst_treatment', 'amount_paise', 'bill_head_id'])
      .where('invoice_id', '=', first?.id ?? '')
      .orderBy('position')
      .execute();
    expect(lines.map((line) => [line.item_name, line.gst_treatment])).toEqual([
      ['Maintenance', 'taxable'],
      ['Sinking fund', 'exempt'],
      ['Repair fund', 'taxable'],
      ['Parking', 'taxable'],
      ['Non-occupancy charges', 'taxable'],
      ['Property tax', 'levy'],
    ]);
    expect(lines.every((line) => line.bill_head_id !== null)).toBe(true);
  });

  it('bills each flat once when two publishes race, and publishing again changes nothing', async () => {
    const { headers, business } = await society(30);
    await sixHeads(headers);
    const runId = await draft(headers);
    const answers = await Promise.all([post(headers, runId, 'publish'), post(headers, runId, 'publish')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stored = await bills(business.id);
    expect(stored).toHaveLength(30);
    expect(new Set(stored.map((bill) => bill.customer_id)).size).toBe(30);
    expect(stored.map((bill) => Number(bill.invoice_number))).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const again = await post(headers, runId, 'publish');
    expect(again.statusCode).toBe(200);
    expect(await bills(business.id)).toEqual(stored);
    // A second run for the same period finds every flat billed.
    const second = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('November 2026 is already billed for every chosen flat');
    // The database itself refuses a second bill of the period for a flat.
    const [bill] = stored;
    await expect(
      sql`update invoices set billing_period = '2026-11', customer_id = ${bill?.customer_id}
          where id = ${stored[1]?.id}`.execute(context.app.database.db),
    ).rejects.toThrow();
  });

  it('leaves whole bills after a crash halfway and resumes where it stopped', async () => {
    const { headers, business, flats } = await society(250);
    await sixHeads(headers);
    const runId = await draft(headers);
    // The 150th flat in flat order cannot be billed: the publish stops inside its batch.
    const order = (
      await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${runId}`, headers })
    ).json();
    const stopAt = order.rows[149].flat.flat as string;
    const db = context.app.database.db;
    if (context.target.name === 'postgres') {
      await sql`create or replace function stop_publish() returns trigger as $$
        begin if new.client_flat = ${sql.lit(stopAt)} then raise exception 'power cut'; end if; return new; end
        $$ language plpgsql`.execute(db);
      await sql`create trigger stop_publish before insert on invoices for each row execute function stop_publish()`.execute(
        db,
      );
    } else {
      await sql`create trigger stop_publish before insert on invoices
        when new.client_flat = ${sql.lit(stopAt)} begin select raise(abort, 'power cut'); end`.execute(db);
    }
    try {
      const stopped = await post(headers, runId, 'publish');
      expect(stopped.statusCode).toBe(500);
    } finally {
      await sql`drop trigger stop_publish${sql.raw(context.target.name === 'postgres' ? ' on invoices' : '')}`.execute(
        db,
      );
    }
    const half = await bills(business.id);
    expect(half).toHaveLength(100);
    const lines = await linesPerBill(business.id);
    expect(half.every((bill) => (lines.get(bill.id) ?? 0) >= 3)).toBe(true);
    const run = await db
      .selectFrom('billing_runs')
      .select('status')
      .where('id', '=', runId)
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('publishing');
    // A draft that is publishing no longer changes.
    const typed = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/billing-runs/${runId}/amounts`,
      headers,
      payload: { amounts: [] },
    });
    expect(typed.statusCode).toBe(409);
    expect(typed.json().message).toBe(RUN_NOT_DRAFT_MESSAGE);

    const resumed = await post(headers, runId, 'publish');
    expect(resumed.statusCode, resumed.body).toBe(200);
    const all = await bills(business.id);
    expect(all).toHaveLength(250);
    expect(new Set(all.map((bill) => bill.customer_id))).toEqual(new Set(flats.map((flat) => flat.id)));
    expect(all.map((bill) => Number(bill.invoice_number))).toEqual(
      Array.from({ length: 250 }, (_, i) => i + 1),
    );
    expect(resumed.json().totals.total).toBe(order.totals.total);
  });

  it('undoes a published run while no bill has a payment, and not after', async () => {
    const { headers, business } = await society(6);
    await sixHeads(headers);
    const runId = await draft(headers);
    await post(headers, runId, 'publish');
    const undone = await post(headers, runId, 'undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().run.status).toBe('draft');
    expect(await bills(business.id)).toEqual([]);
    const republished = await post(headers, runId, 'publish');
    expect(republished.json().run.status).toBe('published');
    const [bill] = await bills(business.id);
    const paid = await context.app.inject({
      method: 'POST',
      url: `/api/v2/invoices/${bill?.id}/payments`,
      headers,
      payload: { amountPaid: 100, datePaid: '2026-11-02', paymentMethod: 'UPI' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    // The history says how the collection is going: 6 bills, ₹100 of their total in, as a percent.
    const billed = sumPaise((await bills(business.id)).map((stored) => Number(stored.total_paise)));
    const history = await context.app.inject({ method: 'GET', url: '/api/v2/billing-runs', headers });
    expect(history.json().items[0].collection).toEqual({
      bills: 6,
      billed: billed / 100,
      collected: 100,
      percent: Math.floor((10_000 * 1000) / billed) / 10,
    });
    const refused = await post(headers, runId, 'undo');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "This run's bills already have 1 payment: correct them one by one instead",
    );
    expect(await bills(business.id)).toHaveLength(6);
    const draftOnly = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/billing-runs/${runId}`,
      headers,
    });
    expect(draftOnly.statusCode).toBe(409);
  });

  it('gives a flat back the advance its bill took when the run is undone', async () => {
    const { headers, business, flats } = await society(2);
    await head(headers, { name: 'Repair fund', basis: 'flat', rate: 1000, gstTreatment: 'exempt' });
    const [first, second] = flats;
    const ledgerOf = async (flatId: string | undefined) =>
      (await context.app.inject({ method: 'GET', url: `/api/v2/clients/${flatId}/ledger`, headers })).json();
    const onAccount = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${first?.id}/payments`,
      headers,
      payload: {
        amountPaid: 1500,
        datePaid: '2026-11-01',
        paymentMethod: 'Cheque',
        reference: '004512 HDFC',
      },
    });
    expect(onAccount.statusCode, onAccount.body).toBe(201);
    const opening = await context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${second?.id}/opening-balance`,
      headers,
      payload: { amount: -400, asOf: '2026-10-31' },
    });
    expect(opening.statusCode, opening.body).toBe(200);
    const runId = await draft(headers);
    expect((await post(headers, runId, 'publish')).statusCode).toBe(200);
    expect((await ledgerOf(first?.id)).advance).toBe(500);
    expect((await ledgerOf(second?.id)).advance).toBe(0);
    expect((await ledgerOf(second?.id)).dues).toBe(600);

    const undone = await post(headers, runId, 'undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await bills(business.id)).toEqual([]);
    expect(await ledgerOf(first?.id)).toMatchObject({ dues: 0, advance: 1500 });
    expect(await ledgerOf(second?.id)).toMatchObject({ dues: 0, advance: 400 });
    const remaining = await context.app.database.db
      .selectFrom('payments')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(Number(remaining.count)).toBe(0);

    // Published again, the bills take the same advance again.
    expect((await post(headers, runId, 'publish')).statusCode).toBe(200);
    expect(await ledgerOf(first?.id)).toMatchObject({ dues: 0, advance: 500 });
  });

  it('puts a bounced cheque’s charge on the flat’s next bill once, and back in waiting when that bill is undone', async () => {
    const { headers, business, flats } = await society(2);
    await head(headers, { name: 'Repair fund', basis: 'flat', rate: 1000, gstTreatment: 'exempt' });
    const [first] = flats;
    const cheque = await context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${first?.id}/payments`,
      headers,
      payload: { amountPaid: 800, datePaid: '2026-11-01', paymentMethod: 'Cheque', reference: '004512 HDFC' },
    });
    const receiptId = cheque.json().receipt._id;
    const reversed = await context.app.inject({
      method: 'POST',
      url: `/api/v2/receipts/${receiptId}/reverse`,
      headers,
      payload: { reversedOn: '2026-11-05', reason: 'Cheque bounced', bounceCharge: 590 },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);

    const runId = await draft(headers);
    const preview = (
      await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${runId}`, headers })
    ).json();
    const row = preview.rows.find((each: { flat: { _id: string } }) => each.flat._id === first?.id);
    expect(row).toMatchObject({
      otherCharges: 590,
      subTotal: 1590,
      gst: 0,
      total: 1590,
      flags: ['bounce_charge'],
    });
    expect(preview.totals.total).toBe(1590 + 1000);
    expect((await post(headers, runId, 'publish')).statusCode).toBe(200);
    const bill = (await bills(business.id)).find((each) => each.customer_id === first?.id);
    expect(Number(bill?.total_paise)).toBe(159_000);
    const lines = await context.app.database.db
      .selectFrom('invoice_items')
      .select(['item_name', 'amount_paise', 'gst_treatment', 'bill_head_id'])
      .where('invoice_id', '=', bill?.id ?? '')
      .orderBy('position')
      .execute();
    expect(
      lines.map((line) => [
        line.item_name,
        Number(line.amount_paise),
        line.gst_treatment,
        line.bill_head_id === null,
      ]),
    ).toEqual([
      ['Repair fund', 100_000, 'exempt', false],
      ['Cheque bounce charges (R-001)', 59_000, 'exempt', true],
    ]);
    const carried = () =>
      context.app.database.db
        .selectFrom('receipts')
        .select('bounce_charge_invoice_id')
        .where('id', '=', receiptId)
        .executeTakeFirstOrThrow();
    expect((await carried()).bounce_charge_invoice_id).toBe(bill?.id);
    // The next month's bill does not carry it again.
    const december = await draft(headers, '2026-12');
    const next = (
      await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${december}`, headers })
    ).json();
    expect(next.totals.total).toBe(2000);

    expect((await post(headers, runId, 'undo')).statusCode).toBe(200);
    expect((await carried()).bounce_charge_invoice_id).toBeNull();
  });

  it('keeps an issued bill as it was when a head is changed or deleted afterwards', async () => {
    const { headers, business } = await society(3);
    const water = await head(headers, { name: 'Water', basis: 'flat', rate: 300, gstTreatment: 'exempt' });
    await head(headers, { name: 'Maintenance', basis: 'flat', rate: 1000 });
    const runId = await draft(headers);
    await post(headers, runId, 'publish');
    const issued = async () =>
      context.app.database.db
        .selectFrom('invoices')
        .innerJoin('invoice_items', 'invoice_items.invoice_id', 'invoices.id')
        .select([
          'invoices.invoice_number',
          'invoices.total_paise',
          'invoice_items.item_name',
          'invoice_items.amount_paise',
        ])
        .where('invoices.business_id', '=', business.id)
        .orderBy('invoices.invoice_number')
        .orderBy('invoice_items.position')
        .execute();
    const before = await issued();
    expect(before).toHaveLength(6);
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/bill-heads/${water}`,
      headers,
      payload: { rate: 999 },
    });
    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/bill-heads/${water}`,
      headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await issued()).toEqual(before);
    // The run still shows what it billed, in total.
    const shown = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${runId}`, headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().totals.total).toBe(
      sumPaise(before.filter((_, index) => index % 2 === 0).map((line) => Number(line.total_paise))) / 100,
    );
  });

  it('brings the arrears of an earlier run forward onto the next month’s bill notes', async () => {
    const { headers, business } = await society(3);
    await head(headers, { name: 'Maintenance', basis: 'flat', rate: 1000, gstTreatment: 'exempt' });
    const october = await draft(headers, '2026-10');
    await post(headers, october, 'publish');
    const november = await draft(headers, '2026-11');
    const shown = (
      await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${november}`, headers })
    ).json();
    expect(shown.rows.map((row: { arrears: number }) => row.arrears)).toEqual([1000, 1000, 1000]);
    await post(headers, november, 'publish');
    const notes = await context.app.database.db
      .selectFrom('invoices')
      .select(['notes', 'total_paise'])
      .where('business_id', '=', business.id)
      .where('billing_period', '=', '2026-11')
      .execute();
    expect(notes).toHaveLength(3);
    for (const bill of notes) {
      expect(bill.notes).toContain("Arrears brought forward: ₹1,000.00 (not included in this bill's total)");
      expect(Number(bill.total_paise)).toBe(100_000);
    }
  });
});
