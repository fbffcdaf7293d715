import { todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer } from '../../test/factories';
import { buildFixedBill } from '../../test/member-fixtures';
import { pdfTextOf } from '../../test/pdf-text';
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
      '₹1,000.00 (नकद), ब्लॉक A, मंज़िल 1, फ़्लैट A-101 के लिए, प्राप्त हुए।',
    );
    expect(byKind.receipt?.body_text).toContain('रसीद R-001 संलग्न है। धन्यवाद।');
    expect(byKind.reminder?.subject).toBe('Gokuldham Society से बकाया की याद: ₹1,22,450.00');
    expect(byKind.reminder?.body_text).toContain('ब्लॉक A, मंज़िल 1, फ़्लैट A-101 का कुल बकाया ₹1,22,450.00 है।');
    expect(byKind.reminder?.body_text).toContain(`आपका खाता, सभी बिल और रसीदें: http://localhost:3000${link}`);
    expect(byKind.statement?.subject).toBe('Gokuldham Society से खाते का विवरण');
    expect(byKind.statement?.body_text).toContain('आज का शेष: ₹1,22,450.00 Dr।');
    for (const message of messages) expect(message.body_text).toContain('सादर,\nGokuldham Society');
  });

  it('writes the bill and the overdue reminder in Hindi, and in English for a society that keeps English', async () => {
    const hindi = await buildBusiness(db(), { values: { business_name: 'Gokuldham Society' } });
    const english = await buildBusiness(db(), { values: { business_name: 'Powder Gully Society' } });
    const flatValues = { email: 'member@example.test', block: 'B', floor: '2', flat: 'B-201' };
    const sent: Record<string, { subject: string; body_text: string; body_html: string | null }[]> = {};
    for (const [tenant, language] of [
      [hindi, 'hi'],
      [english, 'en'],
    ] as const) {
      const headers = await sessionHeadersFor(context.app, tenant.user);
      const settings = await context.app.inject({
        method: 'PUT',
        url: '/api/v2/billing-settings',
        headers,
        payload: { dueDay: 15, repeatDay: null, sendReceipts: true, memberLanguage: language },
      });
      expect(settings.statusCode, settings.body).toBe(200);
      const flat = await buildCustomer(db(), {
        parent: tenant,
        values: { name: 'Babita Iyer', ...flatValues },
      });
      // Due on 15 Oct 2026: overdue whenever the test runs.
      const bill = await buildFixedBill(db(), flat, 2_500, '2026-10-15');
      const post = (url: string, payload?: object) =>
        context.app.inject({ method: 'POST', url, headers, payload });
      expect((await post('/api/v2/invoices/send/email', { id: bill.id })).statusCode).toBe(200);
      // The bill's public page opens in the same language, and its PDF speaks it.
      const shown = await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${bill.id}` });
      expect(shown.json().language).toBe(language);
      const pdf = await context.app.inject({ method: 'GET', url: `/api/v2/invoices/${bill.id}/pdf` });
      const { text: printed } = await pdfTextOf(pdf.rawPayload);
      expect(printed).toContain(language === 'hi' ? 'देय तारीख' : 'Due date');
      expect((await post(`/api/v2/invoices/remainder/${tenant.user.id}`)).statusCode).toBe(200);
      sent[language] = await db()
        .selectFrom('outbox')
        .select(['subject', 'body_text', 'body_html'])
        .where('business_id', '=', tenant.business.id)
        .orderBy('kind')
        .execute();
    }
    const [bill, reminder] = sent.hi ?? [];
    expect(bill?.subject).toMatch(/^Gokuldham Society का बिल \S+$/);
    expect(bill?.body_text).toContain('प्रिय Babita Iyer,');
    expect(bill?.body_text).toMatch(
      /05 अक्टू॰ 2026 का बिल \S+, ₹2,500.00 का, संलग्न है। बकाया राशि: ₹2,500.00, 15 अक्टू॰ 2026 तक देय।/,
    );
    expect(bill?.body_html).toContain('बकाया राशि: <strong>₹2,500.00</strong>');
    expect(bill?.body_text).toContain('ऑनलाइन देखें: http://localhost:3000/invoice/');
    expect(bill?.body_text).toContain('सादर,\nGokuldham Society');
    expect(reminder?.subject).toBe('Gokuldham Society से भुगतान की याद: 1 बकाया बिल');
    expect(reminder?.body_text).toContain(
      'Gokuldham Society की ओर से याद दिलाना: यह बिल देय तारीख निकल जाने के बाद भी बकाया है, कुल ₹2,500.00।',
    );
    expect(reminder?.body_text).toMatch(/- बिल \S+, देय 15 अक्टू॰ 2026: ₹2,500.00/);
    expect(reminder?.body_html).toContain('<th align="left">देय तारीख</th>');
    expect(reminder?.body_text).toContain('यदि आप भुगतान कर चुके हैं, तो धन्यवाद; कृपया इस संदेश को अनदेखा करें।');

    const [englishBill, englishReminder] = sent.en ?? [];
    expect(englishBill?.subject).toMatch(/^Invoice \S+ from Powder Gully Society$/);
    expect(englishBill?.body_text).toMatch(
      /Please find attached Invoice \S+ for ₹2,500.00, dated 05 Oct 2026. Balance due: ₹2,500.00, by 15 Oct 2026./,
    );
    expect(englishReminder?.subject).toBe('Payment reminder from Powder Gully Society: 1 overdue invoice');
    expect(englishReminder?.body_text).toContain('Dear Babita Iyer,');
  });
});
