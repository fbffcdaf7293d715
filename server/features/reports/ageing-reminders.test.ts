import { expect, it } from 'vitest';
import { buildAgeingSociety } from '../../test/ageing-fixtures';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { post, setUpWhatsApp, signedInOwner } from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

const URL = '/api/v2/reports/ageing/reminders';

describeEachDatabase('reminding the flats chosen on the dues page', (context) => {
  const outboxOf = (businessId: string) =>
    context.app.database.db
      .selectFrom('outbox')
      .select(['channel', 'kind', 'recipient', 'subject', 'body_text', 'template'])
      .where('business_id', '=', businessId)
      // The receipts of the payments that make up the fixture go out too; only reminders are counted.
      .where('kind', '=', 'reminder')
      .orderBy('channel')
      .orderBy('recipient')
      .execute();

  it('queues one reminder per flat and channel, naming its own dues and its oldest bill, in one go', async () => {
    const { owner, headers } = await signedInOwner(context.app);
    await setUpWhatsApp(context.app, owner, 'payment_reminder');
    const { a1, a2, a2Bill, b2 } = await buildAgeingSociety(context.app, owner);
    const response = await post(context.app, URL, headers, { customerIds: [a1.id, a2.id, b2.id, a1.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Reminders queued for 2 flats (1 skipped: no dues), but e-mail is not set up yet: e-mail reminders wait in the outbox',
      queued: 3,
      reminded: [
        { customerId: a1.id, name: 'Resident A-1', channels: ['email', 'whatsapp'] },
        { customerId: a2.id, name: 'Resident A-2', channels: ['email'] },
      ],
      skipped: [{ customerId: b2.id, name: 'Resident B-2', reason: 'no dues' }],
      delivery: 'kept',
    });
    const messages = await outboxOf(owner.business.id);
    expect(messages.map(({ channel, kind, recipient }) => [channel, kind, recipient])).toEqual([
      ['email', 'reminder', a1.email],
      ['email', 'reminder', a2.email],
      ['whatsapp', 'reminder', '+919811111111'],
    ]);
    const [toA1, toA2, whatsApp] = messages;
    const society = owner.business.business_name;
    expect(toA1?.subject).toBe(`Dues reminder from ${society}: ₹3,600.00`);
    expect(toA2?.subject).toBe(`Dues reminder from ${society}: ₹1,050.00`);
    expect(toA2?.body_text).toContain(`the dues of Block A, Floor 1, Flat A-2 are ₹1,050.00 in all.`);
    expect(toA2?.body_text).toContain(`Pay online: ${context.app.config.publicUrl}/invoice/${a2Bill.id}`);
    expect(JSON.parse(whatsApp?.template ?? '{}')).toMatchObject({
      name: 'payment_reminder',
      parameters: ['Resident A-1', '8', '₹3,600.00', expect.stringMatching(/\/invoice\/[0-9a-f-]{36}$/)],
    });
  });

  it('leaves out a flat reminded a moment ago, so a second click queues nothing', async () => {
    const { owner, headers } = await signedInOwner(context.app);
    const { a1 } = await buildAgeingSociety(context.app, owner);
    expect((await post(context.app, URL, headers, { customerIds: [a1.id] })).json().queued).toBe(1);
    const again = await post(context.app, URL, headers, { customerIds: [a1.id] });
    expect(again.json()).toMatchObject({
      message: 'No reminder queued (1 skipped: reminded in the last 5 minutes)',
      queued: 0,
    });
    expect(await outboxOf(owner.business.id)).toHaveLength(1);
  });

  it('skips a flat that owes but has no e-mail, and WhatsApp is not set up', async () => {
    const { owner, headers } = await signedInOwner(context.app);
    const { b1 } = await buildAgeingSociety(context.app, owner);
    await context.app.database.db
      .updateTable('customers')
      .set({ email: '' })
      .where('id', '=', b1.id)
      .execute();
    const response = await post(context.app, URL, headers, { customerIds: [b1.id] });
    expect(response.json()).toMatchObject({
      message: 'No reminder queued (1 skipped: no e-mail)',
      queued: 0,
    });
  });

  it('answers 404 and queues nothing when one flat is another business’s', async () => {
    const { owner, headers } = await signedInOwner(context.app);
    const { a1 } = await buildAgeingSociety(context.app, owner);
    const db = context.app.database.db;
    const theirs = await buildCustomer(db, { parent: await buildBusiness(db) });
    await buildInvoice(db, { parent: theirs });
    const response = await post(context.app, URL, headers, { customerIds: [a1.id, theirs.customer.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Customer not found');
    expect(await outboxOf(owner.business.id)).toEqual([]);
    expect(await outboxOf(theirs.business.id)).toEqual([]);
  });

  it.each([
    [{}, 'customerIds must be a list of flat ids'],
    [{ customerIds: [] }, 'Choose at least one flat to remind'],
    [{ customerIds: ['not-a-uuid'] }, 'Customer not found'],
    [{ customerIds: [], extra: 1 }, 'Choose at least one flat to remind'],
  ])('refuses %j with a clear 400', async (payload, message) => {
    const { headers } = await signedInOwner(context.app);
    const response = await post(context.app, URL, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
