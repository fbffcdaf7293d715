import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { buildFixedBill } from '../../test/member-fixtures';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('messages to a society’s members in its language', (context) => {
  const db = () => context.app.database.db;
  const today = todayIn('Asia/Kolkata', new Date());

  it('writes the receipt, the dues reminder and the statement’s link in Hindi when the society chose it', async () => {
    const tenant = await buildBusiness(db(), { values: { business_name: 'Gokuldham Society' } });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const settings = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/billing-settings',
      headers,
      payload: { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: 'hi' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Jethalal Gada', email: 'jetha@example.test', block: 'A', floor: '1', flat: 'A-101' },
    });
    await buildFixedBill(db(), flat, 1_23_450, '2026-10-15');
    const send = (url: string, payload: object) =>
      context.app.inject({ method: 'POST', url, headers, payload });
    expect(
      (
        await send(`/api/v2/clients/${flat.customer.id}/payments`, {
          amountPaid: 1000,
          datePaid: today,
          paymentMethod: 'Cash',
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await send('/api/v2/reports/ageing/reminders', { customerIds: [flat.customer.id] })).statusCode,
    ).toBe(200);
    expect(
      (await send(`/api/v2/clients/${flat.customer.id}/statement/send`, { channel: 'email' })).statusCode,
    ).toBe(200);
    const messages = await db()
      .selectFrom('outbox')
      .select(['kind', 'subject', 'body_text'])
      .where('business_id', '=', tenant.business.id)
      .orderBy('kind')
      .execute();
    const byKind = Object.fromEntries(messages.map((message) => [message.kind, message]));
    const link = (
      await context.app.inject({
        method: 'GET',
        url: `/api/v2/clients/${flat.customer.id}/member-link`,
        headers,
      })
    ).json().path;
    expect(byKind.receipt?.subject).toBe('Gokuldham Society की रसीद R-001');
    expect(byKind.receipt?.body_text).toContain('प्रिय Jethalal Gada,');
    expect(byKind.receipt?.body_text).toContain(
      '₹1,000.00 (Cash), Block A, Floor 1, Flat A-101 के लिए, प्राप्त हुए।',
    );
    expect(byKind.receipt?.body_text).toContain('रसीद R-001 संलग्न है। धन्यवाद।');
    expect(byKind.reminder?.subject).toBe('Gokuldham Society से बकाया की याद: ₹1,22,450.00');
    expect(byKind.reminder?.body_text).toContain('Block A, Floor 1, Flat A-101 का कुल बकाया ₹1,22,450.00 है।');
    expect(byKind.reminder?.body_text).toContain(`आपका खाता, सभी बिल और रसीदें: http://localhost:3000${link}`);
    expect(byKind.statement?.subject).toBe('Gokuldham Society से खाते का विवरण');
    expect(byKind.statement?.body_text).toContain('आज का शेष: ₹1,22,450.00 Dr।');
    for (const message of messages) expect(message.body_text).toContain('सादर,\nGokuldham Society');
  });
});
