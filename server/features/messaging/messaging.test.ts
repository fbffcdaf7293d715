import {
  DEFAULT_MESSAGE_PAGE_SIZE,
  EMAIL_NOT_SET_UP_MESSAGE,
  INVOICE_SENT_MESSAGE,
  NO_CLIENT_EMAIL_MESSAGE,
  NO_CLIENT_PHONE_MESSAGE,
  NO_OVERDUE_CLIENT_MESSAGE,
  replacedInvoiceMessage,
  WHATSAPP_NOT_SET_UP_MESSAGE,
  WHATSAPP_TEMPLATE_MISSING_MESSAGE,
} from '@domain/api/messages';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import { encryptSecret } from '../../security/secret-box';
import { buildCustomer } from '../../test/factories';
import {
  clientWithInvoices,
  NOT_YET_DUE,
  PAST_DUE,
  post,
  setUpWhatsApp,
  signedInOwner,
  WHATSAPP_TOKEN,
} from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

function outboxOf(app: AppInstance, businessId: string) {
  return app.database.db
    .selectFrom('outbox')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('recipient')
    .execute();
}

describeEachDatabase('messaging', (context) => {
  it('names a tax invoice’s GST in its e-mail as the document does: CGST and SGST, or IGST', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app, {
      values: { business_name: 'Lotus Court', gstin: '27AAPFU0939F1ZV', upi_id: 'lotus@okicici' },
    });
    const billFor = async (values: { name: string; email: string; flat: string; gstin: string | null }) => {
      const { customer } = await buildCustomer(app.database.db, { parent: owner, values });
      const bill = await post(app, '/api/v2/invoices', headers, {
        client: { _id: customer.id },
        type: 'Invoice',
        rates: 18,
        items: [{ itemName: 'Maintenance', unitPrice: 9000, basis: 'fixed', quantity: 1 }],
      });
      expect(bill.statusCode, bill.body).toBe(201);
      const sent = await post(app, '/api/v2/invoices/send/email', headers, { id: bill.json()._id });
      expect(sent.statusCode).toBe(200);
    };
    await billFor({ name: 'Farah', email: 'farah@example.test', flat: 'C-204', gstin: null });
    // A company registered in Karnataka, with no flat here: supplied to Karnataka, integrated GST.
    await billFor({ name: 'Kaveri Lifts', email: 'kaveri@example.test', flat: '', gstin: '29AAPFU0939F1ZR' });
    const [farah, kaveri] = await outboxOf(app, owner.business.id);
    expect(farah?.body_text).toContain('for ₹10,620.00 (including CGST ₹810.00 and SGST ₹810.00), dated');
    expect(farah?.body_html).toContain('for ₹10,620.00 (including CGST ₹810.00 and SGST ₹810.00), dated');
    expect(kaveri?.body_text).toContain('for ₹10,620.00 (including IGST ₹1,620.00), dated');
  });

  it('queues the invoice by e-mail with its links; names are escaped and cannot add headers', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app, {
      values: {
        business_name: 'Green <b>Park</b>\r\nBcc: victim@example.test',
        razorpay_key_id: 'rzp_test_1DP5mmOlF5G5ag',
        razorpay_secret_encrypted: encryptSecret(app.config.appSecret, 'secret'),
      },
    });
    const { invoices } = await clientWithInvoices(
      app,
      owner,
      { name: '<script>alert(1)</script> & Sons', email: 'Asha@Example.test' },
      [{ dueDate: NOT_YET_DUE, values: { notes: 'Pay by <UPI>\nThanks' } }],
    );
    const invoice = invoices[0];
    if (!invoice) throw new Error('no invoice');
    const response = await post(app, '/api/v2/invoices/send/email', headers, { id: invoice.id });
    expect(response.statusCode).toBe(200);
    // No SMTP_URL in this app: the owner is told the e-mail only waits (sharing.test.ts has both cases).
    expect(response.json()).toEqual({
      message: EMAIL_NOT_SET_UP_MESSAGE,
      messageId: expect.any(String),
      delivery: 'kept',
    });

    const [row] = await outboxOf(app, owner.business.id);
    expect(row).toMatchObject({
      id: response.json().messageId,
      channel: 'email',
      kind: 'invoice',
      invoice_id: invoice.id,
      recipient: 'Asha@Example.test',
      // No SMTP_URL in this app: kept in the outbox, readable in the app.
      status: 'kept',
    });
    expect(row?.subject).toBe(
      `Invoice ${invoice.invoice_number} from Green <b>Park</b> Bcc: victim@example.test`,
    );
    expect(row?.subject).not.toMatch(/[\r\n]/);
    const view = `${app.config.publicUrl}/invoice/${invoice.id}`;
    const pay = `${app.config.publicUrl}/payment/${invoice.id}`;
    expect(row?.body_text).toContain(view);
    expect(row?.body_text).toContain(pay);
    expect(row?.body_html).toContain(`href="${view}"`);
    expect(row?.body_html).toContain('&#60;script&#62;alert(1)&#60;/script&#62; &#38; Sons');
    expect(row?.body_html).toContain('Green &#60;b&#62;Park&#60;/b&#62;');
    expect(row?.body_html).toContain('Pay by &#60;UPI&#62;<br>Thanks');
    expect(row?.body_html).not.toMatch(/<script|<b>/);
  });

  it('leaves out the pay link when online payment is not set up or nothing is owed', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, {}, [{ dueDate: NOT_YET_DUE }]);
    await post(app, '/api/v2/invoices/send/email', headers, { id: invoices[0]?.id });
    const [row] = await outboxOf(app, owner.business.id);
    expect(row?.body_text).toContain('/invoice/');
    expect(row?.body_text).not.toContain('/payment/');
  });

  it('answers 400 without a client e-mail and 404 for another business’s invoice, queuing nothing', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, {}, [
      { dueDate: NOT_YET_DUE, values: { client_email: '' } },
    ]);
    const noEmail = await post(app, '/api/v2/invoices/send/email', headers, { id: invoices[0]?.id });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ message: NO_CLIENT_EMAIL_MESSAGE });

    const other = await signedInOwner(app);
    const theirs = await clientWithInvoices(app, other.owner, {}, [{ dueDate: NOT_YET_DUE }]);
    const foreign = await post(app, '/api/v2/invoices/send/email', headers, { id: theirs.invoices[0]?.id });
    expect(foreign.statusCode).toBe(404);
    expect(await outboxOf(app, owner.business.id)).toEqual([]);
    expect(await outboxOf(app, other.owner.business.id)).toEqual([]);
  });

  it('refuses with 400 to send an invoice its late-fee invoice replaced, by e-mail or WhatsApp, naming the new one', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    await setUpWhatsApp(app, owner);
    const { invoices } = await clientWithInvoices(
      app,
      owner,
      { email: 'asha@example.test', phone: '98111 11111' },
      [{ dueDate: PAST_DUE }, { dueDate: NOT_YET_DUE }],
    );
    const [original, replacement] = invoices;
    if (!original || !replacement) throw new Error('no invoices');
    await app.database.db
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement.id })
      .where('id', '=', original.id)
      .execute();
    await app.database.db
      .updateTable('invoices')
      .set({ replaces_invoice_id: original.id })
      .where('id', '=', replacement.id)
      .execute();

    const expected = replacedInvoiceMessage(original.invoice_number, replacement.invoice_number);
    expect(expected).toBe(
      `Invoice No. ${original.invoice_number} was replaced by No. ${replacement.invoice_number} with the late fee: send that one instead`,
    );
    for (const url of ['/api/v2/invoices/send/email', '/api/v2/invoices/send/wa']) {
      const refused = await post(app, url, headers, { id: original.id });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: expected });
    }
    expect(await outboxOf(app, owner.business.id)).toEqual([]);
    const sent = await post(app, '/api/v2/invoices/send/email', headers, { id: replacement.id });
    expect(sent.statusCode).toBe(200);
  });

  it('reminds each client once by e-mail, listing only their overdue invoices, and counts those without e-mail', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const asha = await clientWithInvoices(app, owner, { name: 'Asha', email: 'asha@example.test' }, [
      { dueDate: PAST_DUE },
      { dueDate: NOT_YET_DUE, receivedPaise: 100 },
      { dueDate: NOT_YET_DUE },
      { dueDate: PAST_DUE, receivedPaise: 10_000_000 },
    ]);
    // The same person as a second customer record, e-mail in another case: one mail for both.
    const ashaAgain = await clientWithInvoices(app, owner, { name: 'Asha R', email: 'ASHA@example.test' }, [
      { dueDate: PAST_DUE },
    ]);
    const late = ashaAgain.invoices[0];
    const replaced = await clientWithInvoices(app, owner, { name: 'Ravi', email: 'ravi@example.test' }, [
      { dueDate: PAST_DUE, values: { replaced_by_invoice_id: late?.id } },
    ]);
    const noEmail = await clientWithInvoices(app, owner, { name: 'Meena', email: '' }, [
      { dueDate: PAST_DUE },
    ]);
    await clientWithInvoices(app, owner, { name: 'Vikram', email: 'vikram@example.test' }, [
      { dueDate: PAST_DUE },
    ]);

    const response = await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message:
        'Reminders queued for 2 clients (1 skipped: no e-mail), but e-mail is not set up yet: they wait in the outbox',
      queued: 2,
      skipped: 1,
      recentlyReminded: 0,
      delivery: 'kept',
    });
    const rows = await outboxOf(app, owner.business.id);
    expect(rows.map((row) => [row.recipient, row.kind, row.channel])).toEqual([
      ['asha@example.test', 'reminder', 'email'],
      ['vikram@example.test', 'reminder', 'email'],
    ]);
    const ashaMail = rows[0]?.body_text ?? '';
    const listed = (id: string | undefined) => ashaMail.includes(`/invoice/${id}`);
    expect([asha.invoices[0]?.id, asha.invoices[1]?.id, late?.id].every(listed)).toBe(true);
    expect(
      [asha.invoices[2]?.id, asha.invoices[3]?.id, replaced.invoices[0]?.id, noEmail.invoices[0]?.id].some(
        listed,
      ),
    ).toBe(false);
    expect(rows[0]?.subject).toContain('3 overdue invoices');
  });

  it('answers a reminder run with nothing overdue, and refuses another owner id with 403', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    await clientWithInvoices(app, owner, {}, [{ dueDate: NOT_YET_DUE }]);
    const none = await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers);
    expect(none.json()).toEqual({
      message: NO_OVERDUE_CLIENT_MESSAGE,
      queued: 0,
      skipped: 0,
      recentlyReminded: 0,
      delivery: 'kept',
    });
    const other = await signedInOwner(app);
    expect((await post(app, `/api/v2/invoices/remainder/${other.owner.user.id}`, headers)).statusCode).toBe(
      403,
    );
    expect((await post(app, `/api/v2/invoices/warem/${other.owner.user.id}`, headers)).statusCode).toBe(403);
  });

  it('queues the invoice PDF on WhatsApp to the client’s mobile number, the token only from the profile', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, { phone: '098111 22233' }, [
      { dueDate: NOT_YET_DUE },
    ]);
    const id = invoices[0]?.id;
    const notSetUp = await post(app, '/api/v2/invoices/send/wa', headers, { id });
    expect(notSetUp.statusCode).toBe(400);
    expect(notSetUp.json()).toEqual({ message: WHATSAPP_NOT_SET_UP_MESSAGE });

    await setUpWhatsApp(app, owner);
    const sent = await post(app, '/api/v2/invoices/send/wa/some-token-in-the-path', headers, { id });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      status: 'success',
      message: INVOICE_SENT_MESSAGE,
      messageId: expect.any(String),
    });
    const [row] = await outboxOf(app, owner.business.id);
    expect(row).toMatchObject({
      channel: 'whatsapp',
      kind: 'invoice',
      recipient: '+919811122233',
      invoice_id: id,
    });
    expect(row?.body_text).toContain(`${app.config.publicUrl}/invoice/${id}`);
    expect(JSON.stringify(row)).not.toContain(WHATSAPP_TOKEN);
    expect(JSON.stringify(row)).not.toContain('some-token-in-the-path');

    const noPhone = await clientWithInvoices(app, owner, { phone: '12' }, [{ dueDate: NOT_YET_DUE }]);
    const refused = await post(app, '/api/v2/invoices/send/wa', headers, { id: noPhone.invoices[0]?.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: NO_CLIENT_PHONE_MESSAGE });
  });

  it('sends WhatsApp reminders with the profile’s template, one per mobile number, skipping clients without one', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    // The second (higher number) is due earlier: {{4}} links to the oldest overdue invoice, not the first number.
    const asha = await clientWithInvoices(app, owner, { name: 'Asha', phone: '+91 98111 22233' }, [
      { dueDate: PAST_DUE },
      { dueDate: '2025-12-31' },
    ]);
    await clientWithInvoices(app, owner, { name: 'Landline', phone: 'none' }, [{ dueDate: PAST_DUE }]);
    const url = `/api/v2/invoices/warem/${owner.user.id}`;
    expect((await post(app, url, headers)).json()).toEqual({ message: WHATSAPP_NOT_SET_UP_MESSAGE });
    await setUpWhatsApp(app, owner);
    const noTemplate = await post(app, url, headers);
    expect(noTemplate.statusCode).toBe(400);
    expect(noTemplate.json()).toEqual({ message: WHATSAPP_TEMPLATE_MISSING_MESSAGE });

    await setUpWhatsApp(app, owner, 'payment_reminder');
    const response = await post(app, `${url}/legacy-token`, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Reminder queued for 1 client (1 skipped: no valid mobile number)',
      queued: 1,
      skipped: 1,
      recentlyReminded: 0,
      delivery: 'queued',
    });
    const [row] = await outboxOf(app, owner.business.id);
    expect(row).toMatchObject({
      channel: 'whatsapp',
      kind: 'reminder',
      recipient: '+919811122233',
      status: 'queued',
    });
    const [first, oldest] = asha.invoices;
    const total = (Number(first?.total_paise) + Number(oldest?.total_paise)) / 100;
    expect(JSON.parse(row?.template ?? '{}')).toEqual({
      name: 'payment_reminder',
      language: 'en',
      parameters: [
        'Asha',
        '2',
        `₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
        `${app.config.publicUrl}/invoice/${oldest?.id}`,
      ],
    });
  });

  it('lists the caller’s own outbox newest first, narrowed to one invoice on request', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, {}, [
      { dueDate: NOT_YET_DUE },
      { dueDate: NOT_YET_DUE },
    ]);
    const ids = [];
    for (const invoice of [...invoices, invoices[0]]) {
      ids.push(
        (await post(app, '/api/v2/invoices/send/email', headers, { id: invoice?.id })).json().messageId,
      );
    }
    const other = await signedInOwner(app);
    const theirs = await clientWithInvoices(app, other.owner, {}, [{ dueDate: NOT_YET_DUE }]);
    await post(app, '/api/v2/invoices/send/email', other.headers, { id: theirs.invoices[0]?.id });

    const all = await app.inject({ method: 'GET', url: '/api/v2/messages', headers });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 3, currentPage: 1, numberOfPages: 1 });
    expect(
      all
        .json()
        .data.map((message: { _id: string }) => message._id)
        .sort(),
    ).toEqual([...ids].sort());
    expect(all.json().data[0]).toEqual({
      _id: expect.any(String),
      channel: 'email',
      kind: 'invoice',
      recipient: expect.any(String),
      subject: expect.any(String),
      status: 'kept',
      attempts: 0,
      lastError: null,
      nextAttemptAt: null,
      invoiceId: expect.any(String),
      createdAt: expect.any(String),
      sentAt: null,
    });
    const created = all.json().data.map((message: { createdAt: string }) => message.createdAt);
    expect([...created].sort().reverse()).toEqual(created);

    const one = await app.inject({
      method: 'GET',
      url: `/api/v2/messages?invoiceId=${invoices[0]?.id}&limit=1&page=2`,
      headers,
    });
    expect(one.json()).toMatchObject({ total: 2, currentPage: 2, numberOfPages: 2 });
    expect(one.json().data).toHaveLength(1);
  });

  it(`answers ${DEFAULT_MESSAGE_PAGE_SIZE} messages a page when no limit is asked, and all of them with limit=0`, async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const count = DEFAULT_MESSAGE_PAGE_SIZE + 1;
    for (let index = 0; index < count; index += 1) {
      await app.outbox.enqueue({
        businessId: owner.business.id,
        channel: 'email',
        kind: 'reminder',
        recipient: `client-${index}@example.test`,
        subject: `Reminder ${index}`,
        text: 'Hello',
      });
    }
    const paged = await app.inject({ method: 'GET', url: '/api/v2/messages', headers });
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ total: count, currentPage: 1, numberOfPages: 2 });
    expect(paged.json().data).toHaveLength(DEFAULT_MESSAGE_PAGE_SIZE);
    const all = await app.inject({ method: 'GET', url: '/api/v2/messages?limit=0', headers });
    expect(all.json()).toMatchObject({ total: count, numberOfPages: 1 });
    expect(all.json().data).toHaveLength(count);
  });
});
