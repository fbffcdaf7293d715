import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppEmulator, type WhatsAppEmulator } from '../../../tools/whatsapp-emulator/emulator';
import type { AppInstance } from '../../app-context';
import { isolatedTestTarget } from '../../test/isolated-database';
import {
  clientWithInvoices,
  get,
  NOT_YET_DUE,
  PAST_DUE,
  post,
  setUpWhatsApp,
  signedInOwner,
  WHATSAPP_TOKEN,
} from '../../test/messaging-fixtures';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer';
import { testDatabaseTargets } from '../../test/test-databases';
import { buildTestApp } from '../../test/test-servers';

/** The whole way out: route → outbox → worker → a real SMTP server and the WhatsApp emulator. */
for (const base of testDatabaseTargets()) {
  describe(`messages delivered [${base.name}]`, () => {
    let peer: SmtpPeer;
    let whatsapp: WhatsAppEmulator;
    let app: AppInstance;
    let drop: () => Promise<void>;

    beforeAll(async () => {
      peer = await startSmtpPeer();
      whatsapp = await startWhatsAppEmulator();
      const isolated = await isolatedTestTarget(base);
      drop = isolated.drop;
      app = await buildTestApp(isolated.target, {
        smtpUrl: peer.url,
        whatsappApiUrl: whatsapp.url,
        // Far below the 15 s default: the WhatsApp sender must be given WHATSAPP_TIMEOUT_MS.
        whatsappTimeoutMs: 500,
        mailFrom: 'Bahi <billing@bahi.example>',
        outbox: {
          isWorkerRunning: true,
          pollIntervalMs: 20,
          batchSize: 5,
          leaseMs: 60_000,
          retryDelaysMs: [30],
        },
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await drop();
      await whatsapp.close();
      await peer.close();
    });

    it('e-mails the invoice with its PDF attached, a fixed Message-ID, escaped names and a clean subject', async () => {
      const { owner, headers } = await signedInOwner(app, {
        values: { business_name: 'Green Park\r\nBcc: victim@example.test' },
      });
      const { invoices } = await clientWithInvoices(
        app,
        owner,
        { name: 'Asha <i>R</i>', email: 'asha@example.test' },
        [{ dueDate: NOT_YET_DUE }],
      );
      const invoice = invoices[0];
      const response = await post(app, '/api/v2/invoices/send/email', headers, { id: invoice?.id });
      expect(response.statusCode).toBe(200);
      const mail = await peer.nextMail();
      expect(mail.subject).toBe(
        `Invoice ${invoice?.invoice_number} from Green Park Bcc: victim@example.test`,
      );
      expect(mail.headers.get('bcc')).toBeUndefined();
      // From the business by name at MAIL_FROM's address; the client's reply goes to the business.
      expect(mail.from?.value).toEqual([
        { name: 'Green Park Bcc: victim@example.test', address: 'billing@bahi.example' },
      ]);
      expect(mail.replyTo?.value.map((mailbox) => mailbox.address)).toEqual([owner.business.email]);
      expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('asha@example.test');
      expect(mail.html).toContain('Asha &#60;i&#62;R&#60;/i&#62;');
      expect(mail.text).toContain(`/invoice/${invoice?.id}`);
      const row = await app.database.db
        .selectFrom('outbox')
        .select(['idempotency_key', 'status'])
        .where('id', '=', response.json().messageId)
        .executeTakeFirstOrThrow();
      expect(mail.messageId).toBe(`<${row.idempotency_key}@bahi>`);
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf?.contentType).toBe('application/pdf');
      expect(pdf?.filename).toMatch(/^invoice-.*\.pdf$/);
      expect(pdf?.content.subarray(0, 4).toString()).toBe('%PDF');
      await expect
        .poll(
          async () => (await app.inject({ method: 'GET', url: '/api/v2/messages', headers })).json().data[0],
        )
        .toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    });

    it('e-mails one reminder per client, listing all of their overdue invoices', async () => {
      const { owner, headers } = await signedInOwner(app);
      const asha = await clientWithInvoices(app, owner, { name: 'Asha', email: 'asha.r@example.test' }, [
        { dueDate: PAST_DUE },
        { dueDate: PAST_DUE },
      ]);
      const ravi = await clientWithInvoices(app, owner, { name: 'Ravi', email: 'ravi@example.test' }, [
        { dueDate: PAST_DUE },
      ]);
      const response = await post(app, `/api/v2/invoices/remainder/${owner.user.id}`, headers);
      expect(response.json()).toMatchObject({ queued: 2, skipped: 0 });
      const mails = [await peer.nextMail(), await peer.nextMail()];
      const to = (index: number) => {
        const address = mails[index]?.to;
        return address && 'text' in address ? address.text : '';
      };
      const ashaMail = mails[to(0) === 'asha.r@example.test' ? 0 : 1];
      const raviMail = mails[to(0) === 'asha.r@example.test' ? 1 : 0];
      for (const invoice of asha.invoices) expect(ashaMail?.text).toContain(`/invoice/${invoice.id}`);
      expect(ashaMail?.text).not.toContain(`/invoice/${ravi.invoices[0]?.id}`);
      expect(raviMail?.text).toContain(`/invoice/${ravi.invoices[0]?.id}`);
      expect(ashaMail?.attachments).toHaveLength(0);
    });

    it('sends the invoice PDF and the reminder template on WhatsApp with the stored token', async () => {
      const { owner, headers } = await signedInOwner(app);
      whatsapp.addAccount({
        phoneNumberId: '1055500001',
        token: WHATSAPP_TOKEN,
        templates: ['payment_reminder'],
      });
      await setUpWhatsApp(app, owner, 'payment_reminder');
      const { invoices } = await clientWithInvoices(app, owner, { name: 'Asha', phone: '9811122233' }, [
        { dueDate: PAST_DUE },
      ]);
      const id = invoices[0]?.id;
      expect((await post(app, '/api/v2/invoices/send/wa', headers, { id })).statusCode).toBe(200);
      expect((await post(app, `/api/v2/invoices/warem/${owner.user.id}`, headers)).json()).toMatchObject({
        queued: 1,
      });
      await expect
        .poll(() => whatsapp.messages().filter((message) => message.waId === '919811122233').length)
        .toBe(2);
      const delivered = whatsapp.messages().filter((message) => message.waId === '919811122233');
      const document = delivered.find((message) => message.type === 'document');
      expect(document?.document?.caption).toContain(`/invoice/${id}`);
      expect(document?.document?.bytes?.subarray(0, 4).toString()).toBe('%PDF');
      const template = delivered.find((message) => message.type === 'template');
      expect(template?.template).toMatchObject({
        name: 'payment_reminder',
        parameters: ['Asha', '1', expect.any(String), expect.stringContaining(`/invoice/${id}`)],
      });
      expect(template?.idempotencyKey).toEqual(expect.any(String));
    });

    it('sends the receipt of money received on account by e-mail and WhatsApp, its PDF attached', async () => {
      const { owner, headers } = await signedInOwner(app, { values: { business_name: 'Green Park' } });
      whatsapp.addAccount({ phoneNumberId: '1055500001', token: WHATSAPP_TOKEN, templates: [] });
      await setUpWhatsApp(app, owner);
      const { customer } = await clientWithInvoices(
        app,
        owner,
        {
          name: 'Meera',
          email: 'meera@example.test',
          phone: '9811122255',
          flat: 'C-303',
          block: 'C',
          floor: '3',
        },
        [{ dueDate: PAST_DUE, pricePaise: 150_000 }],
      );
      const paid = await post(app, `/api/v2/clients/${customer.id}/payments`, headers, {
        amountPaid: 2000,
        datePaid: '2026-11-02',
        paymentMethod: 'Cheque',
        reference: '004512 HDFC',
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const mail = await peer.nextMail();
      expect(mail.subject).toBe('Receipt R-001 from Green Park');
      expect(mail.text).toContain(
        'We have received ₹2,000.00 on 02 Nov 2026 by Cheque 004512 HDFC for Block C, Floor 3, Flat C-303. Receipt R-001 is attached.',
      );
      expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['receipt-Meera-R-001.pdf']);
      expect(mail.attachments[0]?.content.subarray(0, 4).toString()).toBe('%PDF');
      await expect
        .poll(() => whatsapp.messages().filter((message) => message.waId === '919811122255').length, {
          timeout: 10_000,
        })
        .toBe(1);
      const [document] = whatsapp.messages().filter((message) => message.waId === '919811122255');
      const account = (await get(app, `/api/v2/clients/${customer.id}/member-link`, headers)).json().path;
      expect(document?.document?.caption).toBe(
        `Receipt R-001 from Green Park: We have received ₹2,000.00 on 02 Nov 2026 by Cheque 004512 HDFC for Block C, Floor 3, Flat C-303. Thank you.\nYour account, all bills and receipts: ${app.config.publicUrl}${account}`,
      );
      expect(document?.document?.bytes?.subarray(0, 4).toString()).toBe('%PDF');
    });

    it('gives up on a WhatsApp call after WHATSAPP_TIMEOUT_MS and sends on the next attempt', async () => {
      const { owner, headers } = await signedInOwner(app);
      whatsapp.addAccount({ phoneNumberId: '1055500001', token: WHATSAPP_TOKEN, templates: [] });
      await setUpWhatsApp(app, owner);
      const { invoices } = await clientWithInvoices(app, owner, { phone: '9811122244' }, [
        { dueDate: NOT_YET_DUE },
      ]);
      whatsapp.hangNext('/media');
      const sent = await post(app, '/api/v2/invoices/send/wa', headers, { id: invoices[0]?.id });
      expect(sent.statusCode).toBe(200);
      await expect
        .poll(
          async () => (await app.inject({ method: 'GET', url: '/api/v2/messages', headers })).json().data[0],
          { timeout: 4_000 },
        )
        .toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    });
  });
}
