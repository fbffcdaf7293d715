import { createHmac, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import {
  INVOICE_REPLACED_ONLINE_MESSAGE,
  NO_INVOICE_FOUND_MESSAGE,
  NOTHING_DUE_MESSAGE,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PAYMENT_NEEDS_ATTENTION_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
  type TCheckoutAnswer,
} from '@domain/api/online-payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { type RazorpayEmulator, startRazorpayEmulator } from '../../../tools/razorpay-emulator/emulator';
import { type BusinessFixture, buildBusiness, buildCustomer, buildInvoice } from '../../test/factories';
import { buildMerchant, type Merchant } from '../../test/member-fixtures';
import { sessionHeadersFor } from '../../test/sessions';
import { describeEachDatabase } from '../../test/test-servers';

type HandlerPayload = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };

const SUCCEEDING_CARD = '4111 1111 1111 1111';
/** Short enough that a hanging Razorpay call fails the test's validate quickly. */
const TEST_RAZORPAY_TIMEOUT_MS = 1_000;

let emulator: RazorpayEmulator;
beforeAll(async () => {
  emulator = await startRazorpayEmulator({ port: 0 });
});
afterAll(async () => emulator.close());

const hmac = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

describeEachDatabase(
  'online payments',
  (context) => {
    let appUrl: string;
    beforeAll(async () => {
      // Razorpay posts webhooks over HTTP, so the app listens on a free port as well.
      await context.app.listen({ port: 0, host: '127.0.0.1' });
      appUrl = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
    });

    const db = () => context.app.database.db;
    const webhookUrl = (businessId: string) => `${appUrl}/api/v2/payment/webhook/${businessId}`;

    const merchant = () => buildMerchant(db(), context.app.config.appSecret, emulator);

    async function invoiceOf(tenant: BusinessFixture) {
      const parent = await buildCustomer(db(), { parent: tenant });
      const { invoice } = await buildInvoice(db(), { parent });
      expect(Number(invoice.total_paise)).toBeGreaterThan(100);
      return invoice;
    }

    // Each test pays from an address of its own, so the per-address rate limits count each test alone.
    let clientAddress = '';
    let tests = 0;
    beforeEach(() => {
      tests += 1;
      clientAddress = `192.0.2.${tests}`;
    });

    const checkout = (invoiceId: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/payment/checkout',
        payload: { invoiceId },
        remoteAddress: clientAddress,
      });

    /** Pays as the Checkout dialog does, and answers what its handler hands the page. */
    async function pay(keyId: string, orderId: string): Promise<HandlerPayload> {
      const response = await fetch(`${emulator.url}/emulator/pay`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_id: keyId, order_id: orderId, card_number: SUCCEEDING_CARD }),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as HandlerPayload;
    }

    const validate = (invoiceId: string, handler: HandlerPayload) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/payment/validate',
        payload: { invoiceId, ...handler },
        remoteAddress: clientAddress,
      });

    /** checkout → pay in the emulator: the invoice, its order and what the handler got. */
    async function paidAtProvider(tenant: Merchant) {
      const invoice = await invoiceOf(tenant);
      const answer = await checkout(invoice.id);
      expect(answer.statusCode).toBe(200);
      const { order } = answer.json<TCheckoutAnswer>();
      return { invoice, order, handler: await pay(tenant.keyId, order.id) };
    }

    const paymentsOf = (invoiceId: string) =>
      db().selectFrom('payments').selectAll().where('invoice_id', '=', invoiceId).execute();

    const invoiceRow = (invoiceId: string) =>
      db().selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirstOrThrow();

    async function expectPaidOnce(invoiceId: string, paymentId: string) {
      const invoice = await invoiceRow(invoiceId);
      const payments = await paymentsOf(invoiceId);
      expect(payments).toHaveLength(1);
      expect(payments[0]).toMatchObject({
        amount_paise: Number(invoice.total_paise),
        provider: 'razorpay',
        provider_payment_id: paymentId,
        payment_method: 'Credit Card',
        date_paid: todayIn(DEFAULT_TIME_ZONE, new Date()),
      });
      expect(invoice.status).toBe('Paid');
      expect(Number(invoice.total_received_paise)).toBe(Number(invoice.total_paise));
      // Its receipt goes to the client at once, one message however often the capture is reported.
      const receiptMessages = await db()
        .selectFrom('outbox')
        .select(['receipt_id'])
        .where('kind', '=', 'receipt')
        .where('receipt_id', '=', payments[0]?.receipt_id ?? '')
        .execute();
      expect(receiptMessages).toHaveLength(1);
    }

    async function expectNothingRecorded(invoiceId: string) {
      expect(await paymentsOf(invoiceId)).toEqual([]);
      const invoice = await invoiceRow(invoiceId);
      expect(invoice.status).toBe('Unpaid');
      expect(Number(invoice.total_received_paise)).toBe(0);
    }

    it('checkout → pay → validate records the exact balance once and marks the invoice Paid', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const answer = await checkout(invoice.id);
      expect(answer.statusCode).toBe(200);
      const body = answer.json<TCheckoutAnswer>();
      expect(body).toEqual({
        order: { id: expect.stringMatching(/^order_/), amount: Number(invoice.total_paise), currency: 'INR' },
        key: tenant.keyId,
        checkoutUrl: context.app.config.razorpayCheckoutUrl,
        businessName: tenant.business.business_name,
      });
      expect(answer.body).not.toContain(tenant.keySecret);
      expect(answer.body).not.toContain(tenant.webhookSecret);

      const handler = await pay(tenant.keyId, body.order.id);
      const validated = await validate(invoice.id, handler);
      expect(validated.statusCode).toBe(200);
      expect(validated.json()).toEqual({ status: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE });
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);

      // A retried validate answers success and records nothing more.
      expect((await validate(invoice.id, handler)).json().status).toBe('success');
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
      // A Paid invoice takes no new checkout.
      const again = await checkout(invoice.id);
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(NOTHING_DUE_MESSAGE);
    });

    it('a retried checkout answers the same order', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const first = (await checkout(invoice.id)).json<TCheckoutAnswer>();
      const second = (await checkout(invoice.id)).json<TCheckoutAnswer>();
      expect(second.order).toEqual(first.order);
      const orders = await db()
        .selectFrom('payment_orders')
        .selectAll()
        .where('business_id', '=', tenant.business.id)
        .execute();
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        invoice_id: invoice.id,
        status: 'created',
        provider_order_id: first.order.id,
      });
    });

    it('does not hand out again an open order already paid at Razorpay, so nobody pays twice', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const again = await checkout(invoice.id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(PAYMENT_NOT_CONFIRMED_MESSAGE);
      await expectNothingRecorded(invoice.id);
      expect((await validate(invoice.id, handler)).json().status).toBe('success');
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
    });

    it('refuses checkout for an invoice replaced by a late-fee invoice', async () => {
      const tenant = await merchant();
      const original = await invoiceOf(tenant);
      const replacement = await invoiceOf(tenant);
      await db()
        .updateTable('invoices')
        .set({ replaced_by_invoice_id: replacement.id })
        .where('id', '=', original.id)
        .execute();
      const refused = await checkout(original.id);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(INVOICE_REPLACED_ONLINE_MESSAGE);
      expect(
        await db().selectFrom('payment_orders').selectAll().where('invoice_id', '=', original.id).execute(),
      ).toEqual([]);
    });

    it('takes an overdue, partly paid invoice for its balance: the reminders link here', async () => {
      const tenant = await merchant();
      const parent = await buildCustomer(db(), { parent: tenant });
      const { invoice } = await buildInvoice(db(), {
        parent,
        values: { invoice_date: '2020-01-01', due_date: '2020-01-31' },
      });
      const byHand = await context.app.inject({
        method: 'POST',
        url: `/api/v2/invoices/${invoice.id}/payments`,
        headers: await sessionHeadersFor(context.app, tenant.user),
        payload: { amountPaid: 500, datePaid: '2020-02-10', paymentMethod: 'Cash' },
      });
      expect(byHand.statusCode).toBe(201);
      const answer = await checkout(invoice.id);
      expect(answer.statusCode).toBe(200);
      const { order } = answer.json<TCheckoutAnswer>();
      expect(order.amount).toBe(Number(invoice.total_paise) - 50_000);
      const handler = await pay(tenant.keyId, order.id);
      expect((await validate(invoice.id, handler)).json().status).toBe('success');
      const paid = await invoiceRow(invoice.id);
      expect(paid.status).toBe('Paid');
      expect(Number(paid.total_received_paise)).toBe(Number(paid.total_paise));
    });

    it('keeps a payment on an order made before its invoice was replaced for the owner to refund', async () => {
      const tenant = await merchant();
      const { invoice, order, handler } = await paidAtProvider(tenant);
      const replacement = await invoiceOf(tenant);
      await db()
        .updateTable('invoices')
        .set({ replaced_by_invoice_id: replacement.id })
        .where('id', '=', invoice.id)
        .execute();
      const validated = await validate(invoice.id, handler);
      expect(validated.json()).toEqual({ status: 'failed', message: PAYMENT_NEEDS_ATTENTION_MESSAGE });
      await expectNothingRecorded(invoice.id);
      const stored = await db()
        .selectFrom('payment_orders')
        .selectAll()
        .where('provider_order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        status: 'needs_attention',
        provider_payment_id: handler.razorpay_payment_id,
      });
    });

    it('limits checkouts per invoice link: the 21st in 15 minutes is refused with 429', async () => {
      const tenant = await merchant();
      const invoice = await invoiceOf(tenant);
      const answers = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        answers.push((await checkout(invoice.id)).statusCode);
      }
      expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
      expect(answers[20]).toBe(429);
    });

    it('refuses checkout without keys, for an unknown invoice, and never shows the secret', async () => {
      const plain = await buildBusiness(db());
      const invoice = await invoiceOf(plain);
      const unavailable = await checkout(invoice.id);
      expect(unavailable.statusCode).toBe(400);
      expect(unavailable.json().message).toBe(ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
      const unknown = await checkout(randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(NO_INVOICE_FOUND_MESSAGE);
      expect((await checkout('not-a-uuid')).statusCode).toBe(400);
    });

    it('records a payment from the webhook alone', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const delivery = await emulator.sendWebhook({
        paymentId: handler.razorpay_payment_id,
        url: webhookUrl(tenant.business.id),
      });
      expect(delivery.status).toBe(200);
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
    });

    it('records one payment when validate and the webhook both arrive, and ignores a replayed event', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const url = webhookUrl(tenant.business.id);
      const paymentId = handler.razorpay_payment_id;
      const [validated, first] = await Promise.all([
        validate(invoice.id, handler),
        emulator.sendWebhook({ paymentId, url, eventId: `evt_${randomUUID().slice(0, 8)}` }),
      ]);
      expect(validated.json().status).toBe('success');
      expect(first.status).toBe(200);
      const replayed = await emulator.sendWebhook({ paymentId, url, eventId: first.eventId });
      expect(replayed.status).toBe(200);
      expect(JSON.parse(replayed.responseBody)).toEqual({ status: 'ignored' });
      // Another delivery of the same payment under a new event id records nothing more either.
      expect((await emulator.sendWebhook({ paymentId, url })).status).toBe(200);
      await expectPaidOnce(invoice.id, paymentId);
    });

    it('refuses a forged signature and records nothing', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const forged = await validate(invoice.id, { ...handler, razorpay_signature: 'f'.repeat(64) });
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ status: 'failed', message: PAYMENT_NOT_VERIFIED_MESSAGE });
      // Signed with another secret (another merchant's): refused the same way.
      const otherSecret = hmac(
        'not-the-secret',
        `${handler.razorpay_order_id}|${handler.razorpay_payment_id}`,
      );
      expect((await validate(invoice.id, { ...handler, razorpay_signature: otherSecret })).statusCode).toBe(
        400,
      );
      await expectNothingRecorded(invoice.id);
    });

    it('refuses a payment of another order, even correctly signed, and an order not stored for the invoice', async () => {
      const tenant = await merchant();
      const paid = await paidAtProvider(tenant);
      const other = await invoiceOf(tenant);
      const otherOrder = (await checkout(other.id)).json<TCheckoutAnswer>().order;
      // The other invoice's own order, with the first payment signed for it by someone holding the secret.
      const crossed = await validate(other.id, {
        razorpay_order_id: otherOrder.id,
        razorpay_payment_id: paid.handler.razorpay_payment_id,
        razorpay_signature: hmac(tenant.keySecret, `${otherOrder.id}|${paid.handler.razorpay_payment_id}`),
      });
      expect(crossed.statusCode).toBe(400);
      // The first invoice's order and payment, sent as a payment of the other invoice.
      expect((await validate(other.id, paid.handler)).statusCode).toBe(400);
      await expectNothingRecorded(other.id);
      await expectNothingRecorded(paid.invoice.id);
    });

    it('refuses webhooks with a bad signature, for another business, or with another amount', async () => {
      const tenant = await merchant();
      const intruder = await merchant();
      const { invoice, order, handler } = await paidAtProvider(tenant);
      const paymentId = handler.razorpay_payment_id;
      const forged = await emulator.sendWebhook({
        paymentId,
        url: webhookUrl(tenant.business.id),
        signature: 'f'.repeat(64),
      });
      expect(forged.status).toBe(401);
      // The tenant's genuine event (signed with its secret) posted to another business's URL.
      const elsewhere = await emulator.sendWebhook({ paymentId, url: webhookUrl(intruder.business.id) });
      expect(elsewhere.status).toBe(401);
      // Correctly signed, but for an amount other than the order's.
      const entity = JSON.parse(
        (await emulator.sendWebhook({ paymentId, url: `${appUrl}/nowhere` })).rawBody,
      );
      entity.payload.payment.entity.amount = order.amount - 100;
      const body = JSON.stringify(entity);
      const cheaper = await fetch(webhookUrl(tenant.business.id), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmac(tenant.webhookSecret, body),
        },
        body,
      });
      expect(cheaper.status).toBe(400);
      // The same bytes re-serialised with other spacing no longer match their signature.
      const spaced = await fetch(webhookUrl(tenant.business.id), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmac(tenant.webhookSecret, body),
        },
        body: JSON.stringify(entity, null, 1),
      });
      expect(spaced.status).toBe(401);
      await expectNothingRecorded(invoice.id);
      const unknownBusiness = await emulator.sendWebhook({ paymentId, url: webhookUrl(randomUUID()) });
      expect(unknownBusiness.status).toBe(404);
    });

    it("refuses a signed capture in another currency than the order's, even for the same amount", async () => {
      const tenant = await merchant();
      const { invoice, order, handler } = await paidAtProvider(tenant);
      // Without API keys the signed event is all there is to go by, so its own currency must be checked.
      await db()
        .updateTable('businesses')
        .set({ razorpay_key_id: null, razorpay_secret_encrypted: null })
        .where('id', '=', tenant.business.id)
        .execute();
      const entity = JSON.parse(
        (await emulator.sendWebhook({ paymentId: handler.razorpay_payment_id, url: `${appUrl}/nowhere` }))
          .rawBody,
      );
      expect(entity.payload.payment.entity).toMatchObject({ amount: order.amount, currency: 'INR' });
      entity.payload.payment.entity.currency = 'USD';
      const body = JSON.stringify(entity);
      const dollars = await fetch(webhookUrl(tenant.business.id), {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Razorpay-Signature': hmac(tenant.webhookSecret, body),
        },
        body,
      });
      expect(dollars.status).toBe(400);
      expect(await dollars.json()).toEqual({ status: 'refused' });
      await expectNothingRecorded(invoice.id);
    });

    it('when Razorpay fails on validate, says it will be checked again, then the webhook records it', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      emulator.failNext('GET /v1/payments', 500);
      const failed = await validate(invoice.id, handler);
      expect(failed.statusCode).toBe(202);
      expect(failed.json()).toEqual({ status: 'failed', message: PAYMENT_NOT_CONFIRMED_MESSAGE });
      await expectNothingRecorded(invoice.id);

      emulator.hangNext('GET /v1/payments');
      const started = performance.now();
      const slow = await validate(invoice.id, handler);
      expect(slow.json().message).toBe(PAYMENT_NOT_CONFIRMED_MESSAGE);
      expect(performance.now() - started).toBeLessThan(TEST_RAZORPAY_TIMEOUT_MS + 2_000);
      await expectNothingRecorded(invoice.id);

      const delivery = await emulator.sendWebhook({
        paymentId: handler.razorpay_payment_id,
        url: webhookUrl(tenant.business.id),
      });
      expect(delivery.status).toBe(200);
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
      // The payer's retry now sees it recorded.
      expect((await validate(invoice.id, handler)).json().status).toBe('success');
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
    });

    it('confirms a webhook capture with Razorpay: unreachable asks for a redelivery, unknown is refused', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const send = () =>
        emulator.sendWebhook({ paymentId: handler.razorpay_payment_id, url: webhookUrl(tenant.business.id) });
      emulator.failNext('GET /v1/payments', 500);
      expect((await send()).status).toBe(503);
      await expectNothingRecorded(invoice.id);
      emulator.failNext('GET /v1/payments', 400);
      expect((await send()).status).toBe(400);
      await expectNothingRecorded(invoice.id);
      expect((await send()).status).toBe(200);
      await expectPaidOnce(invoice.id, handler.razorpay_payment_id);
    });

    it('does not record a deleted provider payment again on a late validate or webhook', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      expect((await validate(invoice.id, handler)).json().status).toBe('success');
      const [payment] = await paymentsOf(invoice.id);
      const deleted = await context.app.inject({
        method: 'DELETE',
        url: `/api/v2/invoices/payment/${invoice.id}/${payment?.id}`,
        headers: await sessionHeadersFor(context.app, tenant.user),
      });
      expect(deleted.statusCode).toBe(200);
      await validate(invoice.id, handler);
      const late = await emulator.sendWebhook({
        paymentId: handler.razorpay_payment_id,
        url: webhookUrl(tenant.business.id),
      });
      expect(late.status).toBe(200);
      await expectNothingRecorded(invoice.id);
    });

    it('records nothing above the balance when the invoice was paid by hand meanwhile', async () => {
      const tenant = await merchant();
      const { invoice, handler } = await paidAtProvider(tenant);
      const byHand = await context.app.inject({
        method: 'POST',
        url: `/api/v2/invoices/${invoice.id}/payments`,
        headers: await sessionHeadersFor(context.app, tenant.user),
        payload: {
          amountPaid: Number(invoice.total_paise) / 100,
          datePaid: todayIn(DEFAULT_TIME_ZONE, new Date()),
          paymentMethod: 'Cash',
        },
      });
      expect(byHand.statusCode).toBe(201);
      const validated = await validate(invoice.id, handler);
      expect(validated.statusCode).toBe(200);
      expect(validated.json()).toEqual({ status: 'failed', message: PAYMENT_NEEDS_ATTENTION_MESSAGE });
      const webhook = await emulator.sendWebhook({
        paymentId: handler.razorpay_payment_id,
        url: webhookUrl(tenant.business.id),
      });
      expect(webhook.status).toBe(200);
      const payments = await paymentsOf(invoice.id);
      expect(payments.map((row) => row.payment_method)).toEqual(['Cash']);
      expect((await invoiceRow(invoice.id)).status).toBe('Paid');
      const order = await db()
        .selectFrom('payment_orders')
        .selectAll()
        .where('business_id', '=', tenant.business.id)
        .where('invoice_id', '=', invoice.id)
        .executeTakeFirstOrThrow();
      expect(order).toMatchObject({
        status: 'needs_attention',
        provider_payment_id: handler.razorpay_payment_id,
      });
    });

    it('measures validate latency over 20 checkout → pay → validate rounds', async () => {
      const tenant = await merchant();
      const timings: number[] = [];
      for (let round = 0; round < 20; round += 1) {
        const { invoice, handler } = await paidAtProvider(tenant);
        const started = performance.now();
        const validated = await validate(invoice.id, handler);
        timings.push(performance.now() - started);
        expect(validated.json().status).toBe('success');
      }
      timings.sort((a, b) => a - b);
      const p50 = ((timings[9] ?? 0) + (timings[10] ?? 0)) / 2;
      console.info(
        `validate latency [${context.target.name}]: p50 ${p50.toFixed(1)} ms, max ${timings.at(-1)?.toFixed(1)} ms (20 rounds)`,
      );
    });
  },
  () => ({
    razorpayApiUrl: emulator.url,
    razorpayCheckoutUrl: emulator.checkoutUrl,
    razorpayTimeoutMs: TEST_RAZORPAY_TIMEOUT_MS,
  }),
);
