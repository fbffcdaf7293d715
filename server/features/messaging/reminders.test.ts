import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import { encryptSecret } from '../../security/secret-box';
import {
  clientWithInvoices,
  get,
  NOT_YET_DUE,
  PAST_DUE,
  post,
  setUpWhatsApp,
  signedInOwner,
} from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

const HOUR = 3_600_000;

function preview(app: AppInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: '/api/v2/reminders/preview', headers });
}

function remindersTo(app: AppInstance, businessId: string) {
  return app.database.db
    .selectFrom('outbox')
    .select(['id', 'recipient', 'channel', 'created_at'])
    .where('business_id', '=', businessId)
    .where('kind', '=', 'reminder')
    .orderBy('recipient')
    .execute();
}

/** Moves every reminder of the business back in time, as if sent `hours` ago. */
async function ageReminders(app: AppInstance, businessId: string, hours: number) {
  // created_at is never updated by the product; only a test moves it.
  const instant = new Date(Date.now() - hours * HOUR).toISOString();
  await sql`update outbox set created_at = ${instant} where business_id = ${businessId}`.execute(
    app.database.db,
  );
}

/** An owner with WhatsApp and online payments set up, and three clients: two overdue, one not. */
async function ownerWithOverdueClients(app: AppInstance) {
  const signedIn = await signedInOwner(app, {
    values: {
      business_name: 'Green Park',
      razorpay_key_id: 'rzp_test_1DP5mmOlF5G5ag',
      razorpay_secret_encrypted: encryptSecret(app.config.appSecret, 'secret'),
    },
  });
  await setUpWhatsApp(app, signedIn.owner, 'payment_reminder');
  const asha = await clientWithInvoices(
    app,
    signedIn.owner,
    { name: 'Asha', email: 'Asha@Example.test', phone: '98111 22233' },
    [
      { dueDate: PAST_DUE, pricePaise: 120_000 },
      { dueDate: '2025-12-31', pricePaise: 80_000, receivedPaise: 30_000 },
      { dueDate: NOT_YET_DUE, pricePaise: 99_900 },
    ],
  );
  const meena = await clientWithInvoices(app, signedIn.owner, { name: 'Meena', email: '', phone: 'none' }, [
    { dueDate: PAST_DUE, pricePaise: 50_000 },
  ]);
  await clientWithInvoices(app, signedIn.owner, { name: 'Vikram', email: 'vikram@example.test' }, [
    { dueDate: NOT_YET_DUE },
  ]);
  return { ...signedIn, asha, meena };
}

describeEachDatabase('reminders', (context) => {
  it('previews each overdue client: bills oldest first, balance, channels, last reminder and a WhatsApp link', async () => {
    const { app } = context;
    const { owner, headers, asha, meena } = await ownerWithOverdueClients(app);
    await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers);

    const response = await preview(app, headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.emailDelivery).toBe('kept');
    expect(answer.isWhatsAppReady).toBe(true);
    expect(answer.clients.map((client: { name: string }) => client.name)).toEqual(['Asha', 'Meena']);
    const [first, second] = asha.invoices;
    const [ashaPreview, meenaPreview] = answer.clients;
    const pay = (id: string | undefined) => `${app.config.publicUrl}/payment/${id}`;
    // Asha's flat's member page, issued when her reminder first carried it.
    const accountPath = (await get(app, `/api/v2/clients/${asha.customer.id}/member-link`, headers)).json()
      .path;
    expect(accountPath).toMatch(/^\/m\/[A-Za-z0-9_-]{32}$/);
    expect(ashaPreview).toEqual({
      clientId: asha.customer.id,
      name: 'Asha',
      email: 'asha@example.test',
      phone: '+919811122233',
      invoices: [
        {
          _id: second?.id,
          invoiceNumber: second?.invoice_number,
          type: 'Invoice',
          dueDate: '2025-12-31',
          balanceDue: 500,
          currency: 'INR',
        },
        {
          _id: first?.id,
          invoiceNumber: first?.invoice_number,
          type: 'Invoice',
          dueDate: PAST_DUE,
          balanceDue: 1200,
          currency: 'INR',
        },
      ],
      balance: '₹1,700.00',
      channels: ['email', 'whatsapp'],
      lastReminded: { email: expect.any(String), whatsapp: null },
      link: pay(second?.id),
      text: expect.any(String),
      whatsappUrl: `https://wa.me/919811122233?text=${encodeURIComponent(ashaPreview.text)}`,
    });
    expect(Date.now() - Date.parse(ashaPreview.lastReminded.email)).toBeLessThan(60_000);
    expect(ashaPreview.text).toBe(
      [
        'Dear Asha,',
        '',
        'This is a reminder from Green Park: the following 2 invoices are overdue, ₹1,700.00 in all.',
        '',
        `- Invoice ${second?.invoice_number}, due 31 Dec 2025: ₹500.00`,
        `  ${pay(second?.id)}`,
        `- Invoice ${first?.invoice_number}, due 31 Jan 2026: ₹1,200.00`,
        `  ${pay(first?.id)}`,
        '',
        `Your account, all bills and receipts: ${app.config.publicUrl}${accountPath}`,
        '',
        'If you have paid already, thank you, and please ignore this reminder.',
        '',
        'Regards,',
        'Green Park',
        '',
      ].join('\n'),
    );
    expect(meenaPreview).toMatchObject({
      clientId: meena.customer.id,
      email: null,
      phone: null,
      channels: [],
      balance: '₹500.00',
      lastReminded: { email: null, whatsapp: null },
    });
    expect(meenaPreview.whatsappUrl).toBe(`https://wa.me/?text=${encodeURIComponent(meenaPreview.text)}`);
  });

  it('reminds only the clients chosen, ignoring ids that owe nothing', async () => {
    const { app } = context;
    const { owner, headers, meena } = await ownerWithOverdueClients(app);
    const vikram = await clientWithInvoices(app, owner, { name: 'Vikram', email: 'v2@example.test' }, [
      { dueDate: PAST_DUE },
    ]);
    const notOverdue = await clientWithInvoices(app, owner, { email: 'paid@example.test' }, [
      { dueDate: NOT_YET_DUE },
    ]);
    const response = await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers, {
      clientIds: [vikram.customer.id, meena.customer.id, notOverdue.customer.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Reminder queued for 1 client (1 skipped: no e-mail), but e-mail is not set up yet: it waits in the outbox',
      queued: 1,
      skipped: 1,
      recentlyReminded: 0,
      delivery: 'kept',
    });
    expect((await remindersTo(app, owner.business.id)).map((row) => row.recipient)).toEqual([
      'v2@example.test',
    ]);
  });

  it('skips clients reminded in the last 24 hours unless the owner insists, and counts them', async () => {
    const { app } = context;
    const { owner, headers } = await ownerWithOverdueClients(app);
    const url = `/api/v2/invoices/warem/${owner.user.id}`;
    expect((await post(app, url, headers)).json()).toMatchObject({ queued: 1, recentlyReminded: 0 });

    await ageReminders(app, owner.business.id, 3);
    const again = await post(app, url, headers);
    expect(again.json()).toEqual({
      message: 'No reminder queued (1 skipped: no valid mobile number; 1 reminded in the last 24 hours)',
      queued: 0,
      skipped: 1,
      recentlyReminded: 1,
      delivery: 'queued',
    });
    // The e-mail channel has its own history: Asha was reminded on WhatsApp only.
    expect((await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers)).json()).toMatchObject({
      queued: 1,
      recentlyReminded: 0,
    });
    await ageReminders(app, owner.business.id, 3);

    const insisted = await post(app, url, headers, { insist: true });
    expect(insisted.json()).toMatchObject({ queued: 1, recentlyReminded: 0 });
    await ageReminders(app, owner.business.id, 25);
    expect((await post(app, url, headers)).json()).toMatchObject({ queued: 1, recentlyReminded: 0 });
    expect(
      (await remindersTo(app, owner.business.id)).filter((row) => row.channel === 'whatsapp'),
    ).toHaveLength(3);
  });

  it('queues one reminder per client for two runs at once, insisting or not', async () => {
    const { app } = context;
    const { owner, headers } = await ownerWithOverdueClients(app);
    for (let index = 0; index < 4; index += 1) {
      await clientWithInvoices(app, owner, { name: `Client ${index}`, email: `c${index}@example.test` }, [
        { dueDate: PAST_DUE },
      ]);
    }
    const url = `/api/v2/invoices/remainder/${owner.user.id}`;
    const runs = await Promise.all([post(app, url, headers), post(app, url, headers)]);
    expect(runs.map((run) => run.statusCode)).toEqual([200, 200]);
    expect(runs.map((run) => run.json().queued).sort()).toEqual([0, 5]);
    expect(runs.map((run) => run.json().recentlyReminded).sort()).toEqual([0, 5]);
    expect(await remindersTo(app, owner.business.id)).toHaveLength(5);

    await ageReminders(app, owner.business.id, 2);
    const insisted = await Promise.all([
      post(app, url, headers, { insist: true }),
      post(app, url, headers, { insist: true }),
    ]);
    expect(insisted.map((run) => run.json().queued).sort()).toEqual([0, 5]);
    expect(insisted.find((run) => run.json().queued === 0)?.json().message).toBe(
      'No reminder queued (1 skipped: no e-mail; 5 reminded in the last 5 minutes)',
    );
    expect(await remindersTo(app, owner.business.id)).toHaveLength(10);
  });

  it('refuses a malformed selection with 400, naming the problem, and queues nothing', async () => {
    const { app } = context;
    const { owner, headers } = await ownerWithOverdueClients(app);
    const url = `/api/v2/invoices/remainder/${owner.user.id}`;
    const cases: Array<[object, string]> = [
      [{ clientIds: 'all' }, 'clientIds must be a list of client ids'],
      [{ insist: 'yes' }, 'insist must be true or false'],
      [{ clientIds: ['a\u0000b'] }, 'A client id cannot contain control characters'],
      [{ clientIds: [''] }, 'A client id cannot be empty'],
    ];
    for (const [payload, message] of cases) {
      const refused = await post(app, url, headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await post(app, url, headers, { everyone: true })).statusCode).toBe(400);
    expect(await remindersTo(app, owner.business.id)).toEqual([]);
  });

  it('previews nothing for an owner without overdue invoices', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    await clientWithInvoices(app, owner, {}, [{ dueDate: NOT_YET_DUE }]);
    expect((await preview(app, headers)).json()).toEqual({
      clients: [],
      emailDelivery: 'kept',
      isWhatsAppReady: false,
    });
  });
});
