import { EMAIL_NOT_SET_UP_MESSAGE, INVOICE_SENT_MESSAGE, replacedInvoiceMessage } from '@domain/api/messages';
import { expect, it } from 'vitest';
import type { AppInstance } from '../../app-context';
import { encryptSecret } from '../../security/secret-box';
import { clientWithInvoices, NOT_YET_DUE, post, signedInOwner } from '../../test/messaging-fixtures';
import { describeEachDatabase } from '../../test/test-servers';

const RAZORPAY = (app: AppInstance) => ({
  business_name: 'Green Park',
  razorpay_key_id: 'rzp_test_1DP5mmOlF5G5ag',
  razorpay_secret_encrypted: encryptSecret(app.config.appSecret, 'secret'),
});

function share(app: AppInstance, id: string | undefined, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: `/api/v2/invoices/${id}/share`, headers });
}

function outboxRow(app: AppInstance, id: string) {
  return app.database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

describeEachDatabase('sending by hand, without SMTP', (context) => {
  it('says the e-mail is only queued when e-mail is not set up, and it stays in the outbox', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, { email: 'asha@example.test' }, [
      { dueDate: NOT_YET_DUE },
    ]);
    const response = await post(app, '/api/v2/invoices/send/email', headers, { id: invoices[0]?.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: EMAIL_NOT_SET_UP_MESSAGE,
      messageId: expect.any(String),
      delivery: 'kept',
    });
    expect(EMAIL_NOT_SET_UP_MESSAGE).toBe('Queued: e-mail is not set up yet');
    expect((await outboxRow(app, response.json().messageId)).status).toBe('kept');
  });

  it('answers the public link, the pay link and a WhatsApp click-to-chat link with the message', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app, { values: RAZORPAY(app) });
    const { invoices } = await clientWithInvoices(app, owner, { phone: '098111 22233' }, [
      { dueDate: '2026-10-15', pricePaise: 1_200_000, receivedPaise: 200_000 },
    ]);
    const invoice = invoices[0];
    const response = await share(app, invoice?.id, headers);
    expect(response.statusCode).toBe(200);
    const view = `${app.config.publicUrl}/invoice/${invoice?.id}`;
    const pay = `${app.config.publicUrl}/payment/${invoice?.id}`;
    const text = `Invoice ${invoice?.invoice_number} from Green Park: ₹10,000.00 due by 15 Oct 2026.\nView: ${view}\nPay: ${pay}`;
    expect(response.json()).toEqual({
      publicUrl: view,
      payUrl: pay,
      text,
      whatsappUrl: `https://wa.me/919811122233?text=${encodeURIComponent(text)}`,
      whatsappRecipient: '+919811122233',
    });
  });

  it('opens WhatsApp without a number for a client without a mobile number, and leaves out the pay link once paid', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app, { values: RAZORPAY(app) });
    const { invoices } = await clientWithInvoices(app, owner, { phone: '' }, [
      { dueDate: '2026-10-15', pricePaise: 1_200_000, receivedPaise: 1_200_000 },
    ]);
    const invoice = invoices[0];
    const answer = (await share(app, invoice?.id, headers)).json();
    const view = `${app.config.publicUrl}/invoice/${invoice?.id}`;
    const text = `Invoice ${invoice?.invoice_number} from Green Park: ₹12,000.00, paid in full.\nView: ${view}`;
    expect(answer).toEqual({
      publicUrl: view,
      payUrl: null,
      text,
      whatsappUrl: `https://wa.me/?text=${encodeURIComponent(text)}`,
      whatsappRecipient: null,
    });
  });

  it('refuses another business’s invoice (404) and a replaced one (400, naming its replacement)', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const other = await signedInOwner(app);
    const theirs = await clientWithInvoices(app, other.owner, {}, [{ dueDate: NOT_YET_DUE }]);
    expect((await share(app, theirs.invoices[0]?.id, headers)).statusCode).toBe(404);
    expect((await share(app, 'not-a-uuid', headers)).statusCode).toBe(400);

    const { invoices } = await clientWithInvoices(app, owner, {}, [
      { dueDate: NOT_YET_DUE },
      { dueDate: NOT_YET_DUE },
    ]);
    const [original, replacement] = invoices;
    await app.database.db
      .updateTable('invoices')
      .set({ replaced_by_invoice_id: replacement?.id })
      .where('id', '=', original?.id ?? '')
      .execute();
    const refused = await share(app, original?.id, headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: replacedInvoiceMessage(original?.invoice_number ?? '', replacement?.invoice_number ?? ''),
    });
  });

  it('writes dates in the e-mail as people do: “15 Oct 2026”, never 2026-10-15', async () => {
    const { app } = context;
    const { owner, headers } = await signedInOwner(app);
    const { invoices } = await clientWithInvoices(app, owner, { email: 'asha@example.test' }, [
      { dueDate: '2026-10-15', values: { invoice_date: '2026-10-01' } },
    ]);
    const sent = await post(app, '/api/v2/invoices/send/email', headers, { id: invoices[0]?.id });
    const row = await outboxRow(app, sent.json().messageId);
    expect(row.body_text).toContain('dated 01 Oct 2026');
    expect(row.body_text).toContain('by 15 Oct 2026');
    expect(row.body_html).toContain('by 15 Oct 2026');
    expect(`${row.body_text}${row.body_html}`).not.toMatch(/2026-10-/);
  });
});

describeEachDatabase(
  'sending by hand, with SMTP',
  (context) => {
    it('keeps “Invoice sent successfully” when the e-mail will go: it is queued for the worker', async () => {
      const { app } = context;
      const { owner, headers } = await signedInOwner(app);
      const { invoices } = await clientWithInvoices(app, owner, { email: 'asha@example.test' }, [
        { dueDate: NOT_YET_DUE },
      ]);
      const response = await post(app, '/api/v2/invoices/send/email', headers, { id: invoices[0]?.id });
      expect(response.json()).toEqual({
        message: INVOICE_SENT_MESSAGE,
        messageId: expect.any(String),
        delivery: 'queued',
      });
      expect((await outboxRow(app, response.json().messageId)).status).toBe('queued');
    });
  },
  // No worker runs in tests: the mail stays queued, never reaching this closed port.
  () => ({ smtpUrl: 'smtp://127.0.0.1:9' }),
);
