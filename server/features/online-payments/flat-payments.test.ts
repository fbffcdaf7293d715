import type { AddressInfo } from 'node:net';
import type { TCheckoutAnswer } from '@domain/api/online-payments';
import { addDays, todayIn } from '@domain/dates';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type RazorpayEmulator, startRazorpayEmulator } from '../../../tools/razorpay-emulator/emulator';
import { buildCustomer, type CustomerFixture } from '../../test/factories';
import { buildFixedBill, buildMerchant } from '../../test/member-fixtures';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type HandlerPayload = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

let emulator: RazorpayEmulator;
beforeAll(async () => {
  emulator = await startRazorpayEmulator({ port: 0 });
});
afterAll(async () => emulator.close());

describeEachDatabase(
  'a member pays their flat’s dues at once',
  (context) => {
    let appUrl: string;
    beforeAll(async () => {
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      appUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    });
    const db = () => context.app.database.db;
    const today = todayIn('Asia/Kolkata', new Date());
    let clientAddress = '';
    let tests = 0;
    beforeEach(() => {
      tests += 1;
      clientAddress = `198.51.100.${tests}`;
    });

    function send(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) {
      return context.app.inject({
        method,
        url,
        headers,
        remoteAddress: clientAddress,
        ...(payload ? { payload } : {}),
      });
    }

    const billOf = (flat: CustomerFixture, rupees: number, dueDate: string) =>
      buildFixedBill(db(), flat, rupees, dueDate);

    /**
     * A society with its own Razorpay account; flat A-101 owes ₹500 brought forward and three bills of
     * ₹1,000, ₹2,000 and ₹3,000 (oldest due first): ₹6,500 in all.
     */
    async function flatOwing() {
      const tenant = await buildMerchant(db(), context.app.config.appSecret, emulator);
      const { keyId } = tenant;
      const headers = await sessionHeadersFor(context.app, tenant.user);
      const flat = await buildCustomer(db(), { parent: tenant, values: { name: 'Anil Rao', flat: 'A-101' } });
      const opening = await send(
        'PUT',
        `/api/v2/clients/${flat.customer.id}/opening-balance`,
        { amount: 500, asOf: addDays(today, -120) },
        headers,
      );
      expect(opening.statusCode, opening.body).toBe(200);
      const bills = [
        await billOf(flat, 1000, addDays(today, -60)),
        await billOf(flat, 2000, addDays(today, -30)),
        await billOf(flat, 3000, addDays(today, 5)),
      ];
      const link = await send('GET', `/api/v2/clients/${flat.customer.id}/member-link`, undefined, headers);
      const token = (link.json().path as string).slice(3);
      return { tenant, headers, flat, bills, token, keyId };
    }

    async function pay(keyId: string, orderId: string): Promise<HandlerPayload> {
      const response = await fetch(`${emulator.url}/emulator/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_id: keyId, order_id: orderId, card_number: '4111 1111 1111 1111' }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as HandlerPayload;
    }

    const checkout = (token: string, payload: object = {}) =>
      send('POST', `/api/v2/portal/${token}/checkout`, payload);
    const validate = (token: string, handler: HandlerPayload) =>
      send('POST', `/api/v2/portal/${token}/validate`, handler);

    const received = async (invoiceId: string) =>
      Number(
        (
          await db()
            .selectFrom('invoices')
            .select('total_received_paise')
            .where('id', '=', invoiceId)
            .executeTakeFirstOrThrow()
        ).total_received_paise,
      );

    it('orders everything owed, and records one receipt spread oldest first that the member lands on', async () => {
      const { token, keyId, bills, flat } = await flatOwing();
      const answer = await checkout(token);
      expect(answer.statusCode, answer.body).toBe(200);
      const { order, key } = answer.json<TCheckoutAnswer>();
      expect([order.amount, order.currency, key]).toEqual([650_000, 'INR', keyId]);
      const handler = await pay(keyId, order.id);
      const validated = await validate(token, handler);
      expect(validated.statusCode, validated.body).toBe(200);
      expect(validated.json()).toEqual({
        status: 'success',
        message: 'Payment Successful',
        receipt: { _id: expect.any(String), receiptNumber: 'R-001', amount: 6500 },
      });
      expect(await Promise.all(bills.map((bill) => received(bill.id)))).toEqual([100_000, 200_000, 300_000]);
      const portal = (await send('GET', `/api/v2/portal/${token}`)).json();
      expect([portal.totalDue, portal.openingDue, portal.bills, portal.advance]).toEqual([0, 0, [], 0]);
      expect(portal.receipts[0]).toMatchObject({ amount: 6500, reference: handler.razorpay_payment_id });
      // The same answer when the handler's payload comes again, and nothing recorded twice.
      expect((await validate(token, handler)).json().receipt.receiptNumber).toBe('R-001');
      const receipts = await db()
        .selectFrom('receipts')
        .select('id')
        .where('customer_id', '=', flat.customer.id)
        .execute();
      expect(receipts).toHaveLength(1);
    });

    it('takes the oldest bills chosen, or any amount from the oldest due up, the rest as advance', async () => {
      const { token, keyId, bills } = await flatOwing();
      const below = await checkout(token, { amount: 499 });
      expect([below.statusCode, below.json().message]).toEqual([
        400,
        'Please pay at least ₹500.00, your oldest due',
      ]);
      const tooMuch = await checkout(token, { amount: 106_500.01 });
      expect([tooMuch.statusCode, tooMuch.json().message]).toEqual([
        400,
        'You can pay at most ₹1,06,500.00 online',
      ]);
      expect((await checkout(token, { amount: 10.001 })).statusCode).toBe(400);
      expect((await checkout(token, { amount: 10, invoiceIds: [] })).statusCode).toBe(400);

      // The opening balance and the two oldest bills: ₹3,500.
      const chosen = (await checkout(token, { amount: 3500 })).json<TCheckoutAnswer>();
      expect(chosen.order.amount).toBe(350_000);
      expect((await validate(token, await pay(keyId, chosen.order.id))).json().status).toBe('success');
      expect(await Promise.all(bills.map((bill) => received(bill.id)))).toEqual([100_000, 200_000, 0]);

      // ₹5,000 now: the last bill's ₹3,000, then ₹2,000 of advance.
      const more = (await checkout(token, { amount: 5000 })).json<TCheckoutAnswer>();
      expect((await validate(token, await pay(keyId, more.order.id))).json().status).toBe('success');
      const portal = (await send('GET', `/api/v2/portal/${token}`)).json();
      expect([portal.totalDue, portal.advance]).toEqual([0, 2000]);
      const nothing = await checkout(token);
      expect([nothing.statusCode, nothing.json().message]).toEqual([400, 'Nothing is due on your flat']);
    });

    it('records one payment for the same dues paid from two tabs, and lists the other to refund', async () => {
      const { token, keyId, headers, bills, tenant } = await flatOwing();
      const first = (await checkout(token)).json<TCheckoutAnswer>();
      const second = (await checkout(token)).json<TCheckoutAnswer>();
      expect(first.order.id).not.toBe(second.order.id);
      const [paidFirst, paidSecond] = await Promise.all([
        pay(keyId, first.order.id),
        pay(keyId, second.order.id),
      ]);
      const answers = await Promise.all([validate(token, paidFirst), validate(token, paidSecond)]);
      expect(answers.map((answer) => answer.json().status).sort()).toEqual(['failed', 'success']);
      expect(answers.map((answer) => answer.json().message)).toContain(
        'Your payment was received but these dues were already paid; the society will refund it',
      );
      expect(await Promise.all(bills.map((bill) => received(bill.id)))).toEqual([100_000, 200_000, 300_000]);
      const receipts = await db()
        .selectFrom('receipts')
        .select('amount_paise')
        .where('business_id', '=', tenant.business.id)
        .execute();
      expect(receipts.map((receipt) => Number(receipt.amount_paise))).toEqual([650_000]);
      const dashboard = (await send('GET', '/api/v2/dashboard', undefined, headers)).json();
      expect(dashboard.paymentsToRefund).toEqual([
        expect.objectContaining({ invoiceId: null, invoiceNumber: '', clientName: 'Anil Rao', amount: 6500 }),
      ]);
    });

    it('records the payment from the webhook alone, once, and refuses another flat’s order or a forged one', async () => {
      const { token, keyId, tenant, bills } = await flatOwing();
      const { order } = (await checkout(token)).json<TCheckoutAnswer>();
      const handler = await pay(keyId, order.id);
      const url = `${appUrl}/api/v2/payment/webhook/${tenant.business.id}`;
      const delivered = await emulator.sendWebhook({ paymentId: handler.razorpay_payment_id, url });
      expect(delivered.status).toBe(200);
      expect(JSON.parse(delivered.responseBody)).toEqual({ status: 'recorded' });
      expect((await emulator.sendWebhook({ paymentId: handler.razorpay_payment_id, url })).status).toBe(200);
      expect(await received(bills[2]?.id ?? '')).toBe(300_000);
      expect((await validate(token, handler)).json().status).toBe('success');

      // A neighbour with their own link cannot use this flat's order, nor a forged signature.
      const neighbour = await buildCustomer(db(), { parent: tenant });
      await billOf(neighbour, 100, today);
      const { headers } = { headers: await sessionHeadersFor(context.app, tenant.user) };
      const theirs = (
        await send('GET', `/api/v2/clients/${neighbour.customer.id}/member-link`, undefined, headers)
      )
        .json()
        .path.slice(3);
      const refused = await validate(theirs, handler);
      expect([refused.statusCode, refused.json().message]).toEqual([400, 'Payment could not be verified']);
      const forged = await validate(token, { ...handler, razorpay_signature: 'f'.repeat(64) });
      expect(forged.statusCode).toBe(400);
      const unknown = await checkout('not-a-link');
      expect([unknown.statusCode, unknown.json().message]).toEqual([
        404,
        'This link is not valid. Please ask your society for a new one.',
      ]);
    });
  },
  () => ({
    razorpayApiUrl: emulator.url,
    razorpayCheckoutUrl: emulator.checkoutUrl,
    razorpayTimeoutMs: 1_000,
  }),
);
