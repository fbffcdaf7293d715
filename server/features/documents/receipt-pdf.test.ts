import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

describeEachDatabase('receipt PDFs', (context) => {
  const db = () => context.app.database.db;
  const today = () => todayIn(DEFAULT_TIME_ZONE, new Date());

  async function societyWithArrears() {
    const tenant = await buildBusiness(db(), { values: { business_name: 'Green Park Society' } });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Ananyā Śarmā', block: 'B', floor: '4', flat: 'B-402' },
    });
    await context.app.inject({
      method: 'PUT',
      url: `/api/v2/clients/${flat.customer.id}/opening-balance`,
      headers,
      payload: { amount: 1200, asOf: '2026-01-31' },
    });
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 0,
      items: [{ itemName: 'Maintenance', unitPrice: 450_000, quantity: 100, basis: 'fixed' }],
      values: { invoice_date: '2026-02-01', due_date: '2026-02-15' },
    });
    return { flat, headers, invoice };
  }

  function pay(customerId: string, headers: { authorization: string }, amountPaid: number) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/clients/${customerId}/payments`,
      headers,
      payload: {
        amountPaid,
        datePaid: addDays(today(), -1),
        paymentMethod: 'Cheque',
        reference: '004512 HDFC Bank',
        paidBy: 'Rohan Śarmā',
      },
    });
  }

  function download(receiptId: string, headers: { authorization: string }) {
    return context.app.inject({ method: 'GET', url: `/api/v2/receipts/${receiptId}/pdf`, headers });
  }

  it('prints who paid for which flat, in figures and words, what it settled and the balance after', async () => {
    const { flat, headers, invoice } = await societyWithArrears();
    const paid = await pay(flat.customer.id, headers, 6000);
    expect(paid.statusCode, paid.body).toBe(201);
    const response = await download(paid.json().receipt._id, headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''receipt-Anany%C4%81%20%C5%9Aarm%C4%81-R-001.pdf",
    );
    const { text } = await pdfTextOf(response.rawPayload);
    for (const expected of [
      'Green Park Society',
      'Receipt',
      'R-001',
      'Rohan Śarmā',
      'Block B, Floor 4, Flat B-402',
      'On behalf of Ananyā Śarmā',
      'Cheque · 004512 HDFC Bank',
      '₹6,000.00',
      'Rupees Six Thousand Only',
      'Opening balance (arrears brought forward)',
      '₹1,200.00',
      `Bill ${invoice.invoice_number}`,
      '₹4,500.00',
      'Advance (taken by the next bill)',
      '₹300.00',
      'Balance after this receipt: ₹300.00 in advance',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says a reversed receipt was reversed, when and why, and settles nothing', async () => {
    const { flat, headers } = await societyWithArrears();
    const paid = await pay(flat.customer.id, headers, 1000);
    const receiptId = paid.json().receipt._id;
    const reversed = await context.app.inject({
      method: 'POST',
      url: `/api/v2/receipts/${receiptId}/reverse`,
      headers,
      payload: { reversedOn: today(), reason: 'Cheque returned: funds insufficient', bounceCharge: 500 },
    });
    expect(reversed.statusCode).toBe(200);
    const { text } = await pdfTextOf((await download(receiptId, headers)).rawPayload);
    expect(text).toContain('Reversed on');
    expect(text).toContain('Cheque returned: funds insufficient');
    expect(text).toContain('Bounce charge of ₹500.00 on the next bill');
    expect(text).not.toContain('Settled');
    expect(text).not.toContain('Balance after this receipt');
  });

  it('is not found for another business, an unknown receipt or a malformed id', async () => {
    const { flat, headers } = await societyWithArrears();
    const paid = await pay(flat.customer.id, headers, 100);
    const intruder = await buildBusiness(db());
    const intruderHeaders = await sessionHeadersFor(context.app, intruder.user);
    for (const [id, who] of [
      [paid.json().receipt._id, intruderHeaders],
      [randomUUID(), headers],
    ] as const) {
      const response = await download(id, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Receipt not found');
    }
    const malformed = await download('not-a-receipt', headers);
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'Receipt not found']);
    expect(
      (await context.app.inject({ method: 'GET', url: `/api/v2/receipts/${paid.json().receipt._id}/pdf` }))
        .statusCode,
    ).toBe(401);
  });

  it('prints the receipt and the statement in Hindi for a society that writes to its members in Hindi', async () => {
    const { flat, headers } = await societyWithArrears();
    const settings = await context.app.inject({
      method: 'PUT',
      url: '/api/v2/billing-settings',
      headers,
      payload: { dueDay: 15, repeatDay: null, sendReceipts: false, memberLanguage: 'hi' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const paid = await pay(flat.customer.id, headers, 6000);
    // A PDF's text comes out in drawn order: a vowel sign written before its letter comes out first
    // ('िकससे' for 'किससे'), so the words checked here are ones that draw as they are spelled.
    const { text: receipt } = await pdfTextOf((await download(paid.json().receipt._id, headers)).rawPayload);
    for (const expected of [
      'रसीद',
      'R-001',
      'तारीख',
      'चेक · 004512 HDFC Bank',
      'Ananyā Śarmā की ओर से',
      '₹6,000.00',
      '₹1,200.00',
      '₹4,500.00',
      'इस रसीद के बाद: ₹300.00',
      'Green Park Society · रसीद R-001 · यह कंप्यूटर से बनी रसीद है। पृष्ठ 1 / 1',
    ]) {
      expect(receipt).toContain(expected);
    }
    expect(receipt).not.toContain('Received from');
    // छह हज़ार रुपये मात्र: the amount in Hindi words ('रुपये' comes out split at its vowel sign).
    expect(receipt).toContain('छह हज़ार');
    expect(receipt).not.toContain('Rupees');
    const statement = await context.app.inject({
      method: 'GET',
      url: `/api/v2/clients/${flat.customer.id}/statement/pdf`,
      headers,
    });
    expect(statement.statusCode).toBe(200);
    const { text: printed } = await pdfTextOf(statement.rawPayload);
    for (const expected of ['खाते का', 'तारीख', 'नामे जमा', 'R-001', '₹6,000.00', '₹300.00 Cr', 'पृष्ठ 1 / 1']) {
      expect(printed).toContain(expected);
    }
    expect(printed).not.toContain('Statement of account');
  });
});
