import type { TMemberPortal } from '@domain/api/portal';
import { addDays, todayIn } from '@domain/dates';
import { expect, it } from 'vitest';
import { buildBusiness, buildCustomer, buildInvoice, type CustomerFixture } from '../../test/factories';
import { pdfTextOf } from '../../test/pdf-text';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

const NOT_VALID = 'This link is not valid. Please ask your society for a new one.';

describeEachDatabase('the member’s page through their flat’s link', (context) => {
  const db = () => context.app.database.db;
  const today = todayIn('Asia/Kolkata', new Date());

  function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Partial<{ authorization: string }> = {},
    payload?: object,
  ) {
    return context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  }

  /** A bill of one fixed ₹`rupees` maintenance line and a ₹250 sinking fund line, with 18 % GST. */
  async function billOf(flat: CustomerFixture, rupees: number, dueDate: string) {
    const { invoice } = await buildInvoice(db(), {
      parent: flat,
      gstRate: 18,
      items: [
        { itemName: 'Maintenance', unitPrice: rupees * 100, quantity: 100, basis: 'fixed' },
        { itemName: 'Sinking fund', unitPrice: 25_000, quantity: 100, basis: 'fixed' },
      ],
      values: { invoice_date: addDays(dueDate, -14), due_date: dueDate },
    });
    return invoice;
  }

  /**
   * Green Park Society's flat C-303: opening arrears of ₹1,200 as of 200 days ago, a bill due 45 days
   * ago (₹3,245: ₹2,500 + ₹250 + 18 %) partly paid ₹1,200 + ₹1,200 opening, and a bill due in 10 days.
   * Flat C-304 of the same society has its own bill and receipt.
   */
  async function society() {
    const tenant = await buildBusiness(db(), {
      values: { business_name: 'Green Park Society', contact_address: '12 MG Road, Pune' },
    });
    const headers = await sessionHeadersFor(context.app, tenant.user);
    const flat = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Meera Iyer', block: 'C', floor: '3', flat: 'C-303', email: 'meera@example.test' },
    });
    const neighbour = await buildCustomer(db(), {
      parent: tenant,
      values: { name: 'Ravi Shah', block: 'C', floor: '3', flat: 'C-304' },
    });
    const opening = await send('PUT', `/api/v2/clients/${flat.customer.id}/opening-balance`, headers, {
      amount: 1200,
      asOf: addDays(today, -200),
    });
    expect(opening.statusCode, opening.body).toBe(200);
    const older = await billOf(flat, 2500, addDays(today, -45));
    const newer = await billOf(flat, 1000, addDays(today, 10));
    const paid = await send('POST', `/api/v2/clients/${flat.customer.id}/payments`, headers, {
      amountPaid: 2400,
      datePaid: addDays(today, -5),
      paymentMethod: 'UPI',
      reference: 'UTR 4411',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await billOf(neighbour, 9999, addDays(today, -3));
    const theirs = await send('POST', `/api/v2/clients/${neighbour.customer.id}/payments`, headers, {
      amountPaid: 500,
      datePaid: today,
      paymentMethod: 'Cash',
    });
    const link = await send('GET', `/api/v2/clients/${flat.customer.id}/member-link`, headers);
    expect(link.statusCode, link.body).toBe(200);
    const token = (link.json().path as string).replace('/m/', '');
    return {
      tenant,
      headers,
      flat,
      neighbour,
      older,
      newer,
      token,
      receiptId: paid.json().receipt._id as string,
      theirReceiptId: theirs.json().receipt._id as string,
    };
  }

  it('shows the flat, its society, its dues by age, each unpaid bill with its heads and its receipts', async () => {
    const { token, older, newer, receiptId } = await society();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const answer = await send('GET', `/api/v2/portal/${token}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const portal: TMemberPortal = answer.json();
    expect(portal.society).toEqual({
      name: 'Green Park Society',
      address: '12 MG Road, Pune',
      phone: '+919800000000',
      email: expect.any(String),
    });
    expect(portal.member).toEqual({
      name: 'Meera Iyer',
      flat: 'Block C, Floor 3, Flat C-303',
      parts: { block: 'C', floor: '3', flat: 'C-303' },
    });
    // ₹2,400 paid the opening ₹1,200 first, then ₹1,200 of the older ₹3,245 bill; the newer is ₹1,475.
    expect(portal.openingDue).toBe(0);
    expect(
      portal.bills.map((bill) => [bill._id, bill.total, bill.settled, bill.balanceDue, bill.isOverdue]),
    ).toEqual([
      [older.id, 3245, 1200, 2045, true],
      [newer.id, 1475, 0, 1475, false],
    ]);
    expect(portal.bills[0]?.heads).toEqual([
      { name: 'Maintenance', amount: 2500 },
      { name: 'Sinking fund', amount: 250 },
    ]);
    expect(portal.bills[0]?.taxAndRounding).toBe(495);
    expect(portal.totalDue).toBe(3520);
    expect(portal.ageing).toEqual({
      notDue: 1475,
      days0to30: 0,
      days31to60: 2045,
      days61to90: 0,
      days90plus: 0,
    });
    expect(portal.advance).toBe(0);
    expect(portal.receipts).toEqual([
      {
        _id: receiptId,
        receiptNumber: expect.any(String),
        date: addDays(today, -5),
        amount: 2400,
        paymentMethod: 'UPI',
        reference: 'UTR 4411',
        isReversed: false,
      },
    ]);
    expect(portal.statementPath).toBe(`/m/${token}/statement`);
    expect(JSON.stringify(portal)).not.toMatch(/Ravi Shah|C-304|9999|razorpay|secret/i);
  });

  it('gives the member their own receipts as PDFs, and nobody else’s', async () => {
    const { token, receiptId, theirReceiptId } = await society();
    const pdf = await send('GET', `/api/v2/portal/${token}/receipts/${receiptId}/pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await pdfTextOf(pdf.rawPayload)).text).toContain('Meera Iyer');
    for (const id of [theirReceiptId, 'not-a-receipt', '00000000-0000-4000-8000-000000000000']) {
      const refused = await send('GET', `/api/v2/portal/${token}/receipts/${id}/pdf`);
      expect([refused.statusCode, refused.json().message]).toEqual([404, 'Receipt not found']);
    }
  });

  it('gives a second flat of the same society, through its own link, nothing of the first', async () => {
    const { headers, neighbour, token, receiptId } = await society();
    const issued = await send('GET', `/api/v2/clients/${neighbour.customer.id}/member-link`, headers);
    const theirs = (issued.json().path as string).replace('/m/', '');
    const page = await send('GET', `/api/v2/portal/${theirs}`);
    expect(page.json().member).toMatchObject({ name: 'Ravi Shah', flat: 'Block C, Floor 3, Flat C-304' });
    expect(page.body).not.toMatch(/Meera|C-303|UTR 4411|4411/);
    const mine = await send('GET', `/api/v2/portal/${theirs}/receipts/${receiptId}/pdf`);
    expect([mine.statusCode, mine.json().message]).toEqual([404, 'Receipt not found']);
    const statement = await send('GET', `/api/v2/statements/${theirs}`);
    expect(statement.json().client.name).toBe('Ravi Shah');
    expect(statement.body).not.toContain('Meera');
    expect(theirs).not.toBe(token);
  });

  it('refuses a made-up, malformed, revoked or replaced link in the same words, and keeps only its hash', async () => {
    const { token, headers, flat } = await society();
    const stored = await db()
      .selectFrom('member_links')
      .selectAll()
      .where('customer_id', '=', flat.customer.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    for (const url of [
      `/api/v2/portal/${token}x`,
      '/api/v2/portal/nothing-here',
      `/api/v2/portal/${'A'.repeat(100)}`,
      `/api/v2/portal/${token}x/receipts/00000000-0000-4000-8000-000000000000/pdf`,
    ]) {
      const refused = await send('GET', url);
      expect([refused.statusCode, refused.json().message], url).toEqual([404, NOT_VALID]);
    }
    const malformed = await send('GET', '/api/v2/portal/%01bad');
    expect(malformed.statusCode).toBe(400);

    // The same link every time the owner asks; a new one replaces it at once.
    const again = await send('GET', `/api/v2/clients/${flat.customer.id}/member-link`, headers);
    expect(again.json().path).toBe(`/m/${token}`);
    const reissued = await send('POST', `/api/v2/clients/${flat.customer.id}/member-link`, headers);
    expect(reissued.statusCode, reissued.body).toBe(200);
    const fresh = (reissued.json().path as string).replace('/m/', '');
    expect(fresh).not.toBe(token);
    expect((await send('GET', `/api/v2/portal/${token}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/v2/statements/${token}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/v2/portal/${fresh}`)).statusCode).toBe(200);

    const revoked = await send('DELETE', `/api/v2/clients/${flat.customer.id}/member-link`, headers);
    expect(revoked.json()).toEqual({
      message: "The flat's member link no longer opens. A new one goes with its next message.",
    });
    const after = await send('GET', `/api/v2/portal/${fresh}`);
    expect([after.statusCode, after.json().message]).toEqual([404, NOT_VALID]);
    const trail = await send('GET', `/api/v2/audit?entity=${encodeURIComponent('member link')}`, headers);
    expect(trail.json().data.map((entry: { action: string }) => entry.action)).toEqual(['revoke', 'reissue']);

    const intruder = await buildBusiness(db());
    const intruderHeaders = await sessionHeadersFor(context.app, intruder.user);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const refused = await send(method, `/api/v2/clients/${flat.customer.id}/member-link`, intruderHeaders);
      expect(refused.statusCode).toBe(404);
    }
  });

  it('puts the member’s link in every bill, reminder, receipt and statement message of a flat', async () => {
    const { token, headers, flat, older } = await society();
    const url = `/m/${token}`;
    const bodyOf = async (messageId: string) =>
      (
        await db()
          .selectFrom('outbox')
          .select('body_text')
          .where('id', '=', messageId)
          .executeTakeFirstOrThrow()
      ).body_text;
    const bill = await send('POST', '/api/v2/invoices/send/email', headers, { id: older.id });
    expect(bill.statusCode, bill.body).toBe(200);
    expect(await bodyOf(bill.json().messageId)).toContain(`Your account, all bills and receipts: http://`);
    expect(await bodyOf(bill.json().messageId)).toContain(url);
    const statement = await send('POST', `/api/v2/clients/${flat.customer.id}/statement/send`, headers, {
      channel: 'email',
    });
    expect(await bodyOf(statement.json().messageId)).toContain(`${url}/statement`);
    const dues = await send('POST', '/api/v2/reports/ageing/reminders', headers, {
      customerIds: [flat.customer.id],
    });
    expect(dues.statusCode, dues.body).toBe(200);
    const receipts = await db()
      .selectFrom('outbox')
      .select(['kind', 'body_text'])
      .where('business_id', '=', flat.business.id)
      .where('recipient', '=', 'meera@example.test')
      .where('kind', 'in', ['receipt', 'reminder'])
      .execute();
    expect(receipts.map((message) => message.kind).sort()).toEqual(['receipt', 'reminder']);
    for (const message of receipts) expect(message.body_text).toContain(url);
  });
});
