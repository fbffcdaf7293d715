import { NO_CLIENT_EMAIL_MESSAGE, WHATSAPP_NOT_SET_UP_MESSAGE } from '@domain/api/messages';
import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type Headers = { authorization: string };

describeEachDatabase('billing runs: sending', (context) => {
  async function publishedRun(values: { gstin?: string } = {}, otherHeads: object[] = []) {
    const tenant = await buildBusiness(context.app.database.db, { values });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    for (const [flat, email] of [
      ['A-1', 'a1@example.test'],
      ['A-2', ''],
      ['A-3', 'a3@example.test'],
    ] as const) {
      await buildCustomer(context.app.database.db, {
        parent: tenant,
        values: { block: 'A', floor: '0', flat, email },
      });
    }
    await addBillHead(context.app, headers, { name: 'Maintenance', basis: 'flat', rate: 1500 });
    for (const head of otherHeads) await addBillHead(context.app, headers, head);
    const run = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11' },
    });
    const id = run.json()._id as string;
    return { ...tenant, headers, id };
  }

  function send(headers: Headers, id: string, payload: object) {
    return context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/send`, headers, payload });
  }

  async function outboxRows(businessId: string) {
    return context.app.database.db
      .selectFrom('outbox')
      .select(['id', 'recipient', 'channel', 'status', 'invoice_id'])
      .where('business_id', '=', businessId)
      .orderBy('recipient')
      .execute();
  }

  it('names a registered society’s GST in each bill’s e-mail: CGST and SGST where the flats are', async () => {
    const { headers, id, business } = await publishedRun({ gstin: '27AAPFU0939F1ZV' });
    await context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/publish`, headers });
    expect((await send(headers, id, { email: true })).statusCode).toBe(200);
    const mail = await context.app.database.db
      .selectFrom('outbox')
      .select(['recipient', 'body_text'])
      .where('business_id', '=', business.id)
      .orderBy('recipient')
      .execute();
    // ₹1,500 a flat at 18 %: ₹270 of GST, ₹135 each way.
    expect(mail.map((row) => [row.recipient, /for (.*?), dated/.exec(row.body_text)?.[1]])).toEqual([
      ['a1@example.test', '₹1,770.00 (including CGST ₹135.00 and SGST ₹135.00)'],
      ['a3@example.test', '₹1,770.00 (including CGST ₹135.00 and SGST ₹135.00)'],
    ]);
  });

  it('bills each head at its own GST rate: maintenance at 18 %, parking at 5 %', async () => {
    const { headers, id, business } = await publishedRun({ gstin: '27AAPFU0939F1ZV' }, [
      { name: 'Parking', basis: 'flat', rate: 333.33, gstRate: 5 },
    ]);
    const preview = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${id}`, headers });
    expect(
      preview.json().heads.map((head: { name: string; gstRate: number }) => [head.name, head.gstRate]),
    ).toEqual([
      ['Maintenance', 18],
      ['Parking', 5],
    ]);
    // Per flat: ₹270 on ₹1,500, and 2.5 % each way of ₹333.33 = ₹8.33 each: GST ₹286.66; ₹2,119.99 → ₹2,120.
    expect(preview.json().totals).toMatchObject({ flats: 3, subTotal: 5_499.99, gst: 859.98, total: 6_360 });
    await context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/publish`, headers });
    const lines = await context.app.database.db
      .selectFrom('invoice_items')
      .select(['item_name', 'gst_rate_basis_points', 'cgst_paise', 'sgst_paise'])
      .where('business_id', '=', business.id)
      .orderBy('item_name')
      .execute();
    expect(new Set(lines.map((line) => JSON.stringify(line)))).toEqual(
      new Set([
        JSON.stringify({
          item_name: 'Maintenance',
          gst_rate_basis_points: 1800,
          cgst_paise: 13_500,
          sgst_paise: 13_500,
        }),
        JSON.stringify({
          item_name: 'Parking',
          gst_rate_basis_points: 500,
          cgst_paise: 833,
          sgst_paise: 833,
        }),
      ]),
    );
    expect(lines).toHaveLength(6);
  });

  it('bills a flat in another state in IGST where the flat is, the preview as the bill', async () => {
    const { headers, id, business } = await publishedRun({ gstin: '27AAPFU0939F1ZV' }, [
      { name: 'Parking', basis: 'flat', rate: 333.33, gstRate: 5 },
    ]);
    const db = context.app.database.db;
    await db
      .updateTable('customers')
      .set({ state_code: '30' })
      .where('business_id', '=', business.id)
      .where('flat', '=', 'A-3')
      .execute();
    const preview = await context.app.inject({ method: 'GET', url: `/api/v2/billing-runs/${id}`, headers });
    // ₹270 + ₹8.33 + ₹8.33 = ₹286.66; A-3 in Goa: ₹270 + 5 % of ₹333.33 = ₹16.67, so ₹286.67.
    expect(preview.json().totals).toMatchObject({ subTotal: 5_499.99, gst: 859.99 });
    await context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/publish`, headers });
    const bills = await db
      .selectFrom('invoices')
      .select(['client_flat', 'place_of_supply', 'client_state_code', 'gst_paise'])
      .where('business_id', '=', business.id)
      .orderBy('client_flat')
      .execute();
    expect(bills).toEqual([
      { client_flat: 'A-1', place_of_supply: '27', client_state_code: null, gst_paise: 28_666 },
      { client_flat: 'A-2', place_of_supply: '27', client_state_code: null, gst_paise: 28_666 },
      { client_flat: 'A-3', place_of_supply: '30', client_state_code: '30', gst_paise: 28_667 },
    ]);
    const igst = await db
      .selectFrom('invoice_items')
      .select(({ fn }) => fn.sum<number>('igst_paise').as('igst'))
      .where('business_id', '=', business.id)
      .executeTakeFirstOrThrow();
    expect(Number(igst.igst)).toBe(28_667);
  });

  it('refuses to send a draft, and a send without a channel', async () => {
    const { headers, id } = await publishedRun();
    const draft = await send(headers, id, { email: true });
    expect(draft.statusCode).toBe(409);
    expect(draft.json().message).toBe('Publish the run before sending its bills');
    const none = await send(headers, id, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toEqual([{ path: 'email', message: 'Choose e-mail, WhatsApp or both' }]);
  });

  it('queues every bill once per channel with its PDF, skips those that cannot go, and never sends twice', async () => {
    const { headers, id, business } = await publishedRun();
    await context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/publish`, headers });
    const sent = await send(headers, id, { email: true, whatsapp: true });
    expect(sent.statusCode, sent.body).toBe(200);
    // No mail transport in tests: e-mail waits in the outbox as 'kept'; WhatsApp is not set up.
    expect(sent.json().counts).toEqual({ queued: 0, sending: 0, sent: 0, failed: 0, kept: 2, skipped: 4 });
    expect(
      sent
        .json()
        .items.map((item: { flat: string; channel: string; status: string; reason: string | null }) => [
          item.flat,
          item.channel,
          item.status,
          item.reason,
        ]),
    ).toEqual([
      ['A-1', 'email', 'kept', null],
      ['A-1', 'whatsapp', 'skipped', WHATSAPP_NOT_SET_UP_MESSAGE],
      ['A-2', 'email', 'skipped', NO_CLIENT_EMAIL_MESSAGE],
      ['A-2', 'whatsapp', 'skipped', WHATSAPP_NOT_SET_UP_MESSAGE],
      ['A-3', 'email', 'kept', null],
      ['A-3', 'whatsapp', 'skipped', WHATSAPP_NOT_SET_UP_MESSAGE],
    ]);
    const rows = await outboxRows(business.id);
    expect(rows.map((row) => [row.recipient, row.channel])).toEqual([
      ['a1@example.test', 'email'],
      ['a3@example.test', 'email'],
    ]);
    expect(rows.every((row) => row.invoice_id !== null)).toBe(true);
    // Twice at once, then again: nothing more goes out.
    await Promise.all([
      send(headers, id, { email: true }),
      send(headers, id, { email: true, whatsapp: true }),
    ]);
    expect(await outboxRows(business.id)).toEqual(rows);
    // A run whose bills went out can no longer be undone.
    const undo = await context.app.inject({
      method: 'POST',
      url: `/api/v2/billing-runs/${id}/undo`,
      headers,
    });
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toBe(
      "This run's bills already have messages sent: correct them one by one instead",
    );
  });

  it('shows a failure with the provider’s reason and sends the same message again on request', async () => {
    const { headers, id, business } = await publishedRun();
    await context.app.inject({ method: 'POST', url: `/api/v2/billing-runs/${id}/publish`, headers });
    await send(headers, id, { email: true });
    const [first] = await outboxRows(business.id);
    await context.app.database.db
      .updateTable('outbox')
      .set({ status: 'failed', last_error: 'Mailbox full', attempts: 5 })
      .where('id', '=', first?.id ?? '')
      .execute();
    const progress = await context.app.inject({
      method: 'GET',
      url: `/api/v2/billing-runs/${id}/sending`,
      headers,
    });
    expect(progress.json().counts).toMatchObject({ failed: 1, kept: 1, skipped: 1 });
    expect(progress.json().items[0]).toMatchObject({ flat: 'A-1', status: 'failed', reason: 'Mailbox full' });
    const retried = await context.app.inject({
      method: 'POST',
      url: `/api/v2/billing-runs/${id}/sending/retry`,
      headers,
    });
    expect(retried.json().items[0]).toMatchObject({ flat: 'A-1', status: 'queued', reason: null });
    const rows = await outboxRows(business.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === first?.id)?.status).toBe('queued');
  });
});
