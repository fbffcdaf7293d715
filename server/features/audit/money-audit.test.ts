import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { buildBusiness } from '../../test/factories';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';
import { verifyAuditTrail } from './index';

type Headers = { authorization: string };
const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

const NEW_CUSTOMER = {
  name: 'Meera Iyer',
  email: 'meera@example.test',
  phone: '98200 12345',
  block: 'B',
  floor: '3',
  flat: 'B-301',
  flatarea: 1000,
  price: 3,
};

describeEachDatabase('the trail of money and settings', (context) => {
  const db = () => context.app.database.db;

  async function owner() {
    const tenant = await buildBusiness(db());
    return { ...tenant, headers: await sessionHeadersFor(context.app, tenant.user) };
  }

  async function call(headers: Headers, method: InjectOptions['method'], url: string, payload?: object) {
    const response = await context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  }

  async function entriesOf(businessId: string) {
    const rows = await db()
      .selectFrom('audit_entries')
      .select(['entity', 'entity_id', 'action', 'changes', 'actor_user_id'])
      .where('business_id', '=', businessId)
      .orderBy('seq')
      .execute();
    return rows.map((row) => ({ ...row, changes: JSON.parse(row.changes) }));
  }

  it('records each payment, its deletion, a credit note, money on account, its reversal and an opening balance', async () => {
    const { business, user, headers } = await owner();
    const customer = await call(headers, 'POST', '/api/v2/clients', NEW_CUSTOMER);
    const invoice = await call(headers, 'POST', '/api/v2/invoices', {
      client: { _id: customer._id },
      type: 'Invoice',
      items: [{ itemName: 'Maintenance', unitPrice: 3 }],
    });
    // 1,000 sq.ft × ₹3 + 18 % = ₹3,540.
    const paid = await call(headers, 'POST', `/api/v2/invoices/${invoice._id}/payments`, {
      amountPaid: 1000,
      datePaid: today(),
      paymentMethod: 'Cash',
      note: 'Cash at the office',
    });
    const paymentId = paid.paymentRecords[0]._id;
    const note = await call(headers, 'POST', `/api/v2/invoices/${invoice._id}/credit-notes`, {
      date: today(),
      reason: 'Area corrected',
      lines: [{ line: 0, amount: 500 }],
    });
    await call(headers, 'DELETE', `/api/v2/invoices/payment/${invoice._id}/${paymentId}`);
    const onAccount = await call(headers, 'POST', `/api/v2/clients/${customer._id}/payments`, {
      amountPaid: 2000,
      datePaid: today(),
      paymentMethod: 'Cheque',
      reference: '004512 HDFC',
    });
    await call(headers, 'POST', `/api/v2/receipts/${onAccount.receipt._id}/reverse`, {
      reversedOn: today(),
      reason: 'Cheque bounced',
      bounceCharge: 590,
    });
    await call(headers, 'PUT', `/api/v2/clients/${customer._id}/opening-balance`, {
      amount: 1200.5,
      asOf: '2026-04-01',
    });

    const money = (await entriesOf(business.id)).filter(
      (entry) => !['customer', 'invoice'].includes(entry.entity),
    );
    expect(money.map((entry) => [entry.entity, entry.action])).toEqual([
      ['receipt', 'record'],
      ['credit note', 'issue'],
      ['payment', 'delete'],
      ['receipt', 'record'],
      ['receipt', 'reverse'],
    ]);
    expect(money.every((entry) => entry.actor_user_id === user.id)).toBe(true);
    expect(money[0]?.changes).toEqual({
      amount: { before: null, after: 1000 },
      date: { before: null, after: today() },
      method: { before: null, after: 'Cash' },
      on: { before: null, after: `Invoice ${invoice.invoiceNumber}` },
      note: { before: null, after: 'Cash at the office' },
    });
    expect(money[1]).toMatchObject({
      entity_id: note._id,
      changes: { reason: { before: null, after: 'Area corrected' }, amount: { before: null, after: 500 } },
    });
    expect(money[2]).toMatchObject({
      entity_id: paymentId,
      changes: {
        on: { before: `Invoice ${invoice.invoiceNumber}`, after: null },
        amount: { before: 1000, after: null },
      },
    });
    expect(money[3]?.changes).toMatchObject({
      amount: { before: null, after: 2000 },
      reference: { before: null, after: '004512 HDFC' },
    });
    expect(money[4]?.changes).toEqual({
      reversedOn: { before: null, after: today() },
      reason: { before: null, after: 'Cheque bounced' },
      bounceCharge: { before: null, after: 590 },
    });
    const opening = (await entriesOf(business.id)).find((entry) => entry.action === 'set opening balance');
    expect(opening?.changes).toEqual({
      amount: { before: 0, after: 1200.5 },
      asOf: { before: null, after: '2026-04-01' },
    });
    expect((await verifyAuditTrail(db(), business.id)).broken).toBeNull();
  });

  it('records settings field by field, a credential only as changed, and bill heads as they read', async () => {
    const { business, headers } = await owner();
    const secret = `rzp-secret-${crypto.randomUUID()}`;
    await call(headers, 'PATCH', `/api/v2/profiles/${business.id}`, {
      businessName: 'Lotus Court Society',
      razorpaySecret: secret,
    });
    await call(headers, 'PUT', '/api/v2/settings/gst', {
      housingSociety: true,
      rwaMode: 'excess',
      turnoverThreshold: 2_000_000,
      roundOff: false,
    });
    const head = await call(headers, 'POST', '/api/v2/bill-heads', {
      name: 'Water',
      basis: 'flat',
      rate: 200,
    });
    await call(headers, 'PATCH', `/api/v2/bill-heads/${head._id}`, { rate: 250 });
    await call(headers, 'DELETE', `/api/v2/bill-heads/${head._id}`);

    const entries = await entriesOf(business.id);
    expect(entries.map((entry) => [entry.entity, entry.entity_id, entry.action])).toEqual([
      ['settings', 'profile', 'edit'],
      ['settings', 'gst', 'edit'],
      ['bill head', head._id, 'create'],
      ['bill head', head._id, 'edit'],
      ['bill head', head._id, 'delete'],
    ]);
    expect(entries[0]?.changes).toEqual({
      businessName: { before: business.business_name, after: 'Lotus Court Society' },
      razorpaySecret: { before: 'not set', after: 'changed' },
    });
    expect(entries[1]?.changes).toEqual({
      housingSociety: { before: false, after: true },
      rwaMode: { before: 'whole', after: 'excess' },
      roundOff: { before: true, after: false },
    });
    expect(entries[3]?.changes).toEqual({ rate: { before: 200, after: 250 } });
    const stored = await db()
      .selectFrom('audit_entries')
      .selectAll()
      .where('business_id', '=', business.id)
      .execute();
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect((await verifyAuditTrail(db(), business.id)).broken).toBeNull();
  });
});
