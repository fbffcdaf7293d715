import { expect, it } from 'vitest';
import { addBillHead } from '../../test/bill-heads';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { prepareDueDrafts } from './draft-preparer';

type Headers = { authorization: string };

/** Noon in India on a day of 2026. */
const on = (day: string) => new Date(`${day}T06:30:00Z`);

describeEachDatabase('billing runs: settings and drafts the server prepares', (context) => {
  async function society() {
    const tenant = await buildBusiness(context.app.database.db);
    const headers = await sessionHeadersFor(context.app, tenant.user);
    await buildCustomer(context.app.database.db, {
      parent: tenant,
      values: { block: 'A', floor: '1', flat: 'A-1' },
    });
    await buildCustomer(context.app.database.db, {
      parent: tenant,
      values: { block: 'B', floor: '1', flat: 'B-1' },
    });
    const headId = await addBillHead(context.app, headers, {
      name: 'Maintenance',
      basis: 'flat',
      rate: 1500,
    });
    return { ...tenant, headers, headId };
  }

  function settings(headers: Headers, payload?: object) {
    return payload
      ? context.app.inject({ method: 'PUT', url: '/api/v2/billing-settings', headers, payload })
      : context.app.inject({ method: 'GET', url: '/api/v2/billing-settings', headers });
  }

  async function runsOf(businessId: string) {
    return context.app.database.db
      .selectFrom('billing_runs')
      .select(['period', 'bill_date', 'due_date', 'flats_kind', 'flats_block', 'is_prepared', 'status'])
      .where('business_id', '=', businessId)
      .orderBy('period')
      .execute();
  }

  async function ownerMail(email: string) {
    return context.app.database.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', email)
      .where('kind', '=', 'account')
      .execute();
  }

  it('keeps the due day and the preparing day, 1 to 28, and drafts fall due on that day', async () => {
    const { headers } = await society();
    expect((await settings(headers)).json()).toEqual({
      dueDay: 15,
      repeatDay: null,
      sendReceipts: true,
      memberLanguage: 'en',
    });
    const bad = await settings(headers, { dueDay: 31, repeatDay: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'dueDay', message: 'The due day must be between 1 and 28' },
      { path: 'repeatDay', message: 'The preparing day must be between 1 and 28' },
    ]);
    // Left out, sending receipts stays on and members' pages open in English.
    expect((await settings(headers, { dueDay: 10, repeatDay: 25 })).json()).toEqual({
      dueDay: 10,
      repeatDay: 25,
      sendReceipts: true,
      memberLanguage: 'en',
    });
    const unknownLanguage = await settings(headers, { dueDay: 10, repeatDay: 25, memberLanguage: 'fr' });
    expect([unknownLanguage.statusCode, unknownLanguage.json().message]).toEqual([
      400,
      'The members’ language must be English or Hindi',
    ]);
    const run = await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11' },
    });
    expect(run.json()).toMatchObject({ billDate: '2026-11-01', dueDate: '2026-11-10' });
  });

  it('prepares the next month like the last run on the day asked, once, and e-mails the owner', async () => {
    const { headers, business, user } = await society();
    await settings(headers, { dueDay: 10, repeatDay: 25 });
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11', flats: { kind: 'block', block: 'A' } },
    });
    await prepareDueDrafts(context.app.serviceContext, on('2026-11-24'));
    expect(await runsOf(business.id)).toHaveLength(1);
    // Two server processes look at the same moment: one draft.
    await Promise.all([
      prepareDueDrafts(context.app.serviceContext, on('2026-11-25')),
      prepareDueDrafts(context.app.serviceContext, on('2026-11-25')),
    ]);
    await prepareDueDrafts(context.app.serviceContext, on('2026-11-26'));
    expect(await runsOf(business.id)).toEqual([
      {
        period: '2026-11',
        bill_date: '2026-11-01',
        due_date: '2026-11-10',
        flats_kind: 'block',
        flats_block: 'A',
        is_prepared: 0,
        status: 'draft',
      },
      {
        period: '2026-12',
        bill_date: '2026-12-01',
        due_date: '2026-12-10',
        flats_kind: 'block',
        flats_block: 'A',
        is_prepared: 1,
        status: 'draft',
      },
    ]);
    const mail = await ownerMail(user.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe('December 2026 bills are ready to check');
    expect(mail[0]?.body_text).toContain('/billing/');
  });

  it('prepares nothing for a business that did not ask, or whose next period already has a run', async () => {
    const { headers, business } = await society();
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-11' },
    });
    await prepareDueDrafts(context.app.serviceContext, on('2026-11-28'));
    await settings(headers, { dueDay: 15, repeatDay: 1 });
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/billing-runs',
      headers,
      payload: { period: '2026-12' },
    });
    await prepareDueDrafts(context.app.serviceContext, on('2026-11-28'));
    expect((await runsOf(business.id)).map((run) => run.is_prepared)).toEqual([0, 0]);
  });
});
