import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RazorpayEmulator, startRazorpayEmulator } from '../../../tools/razorpay-emulator/emulator';
import { createRazorpayClient } from './razorpay-client';
import { RazorpayError } from './razorpay-error';
import { verifyPaymentSignature, verifyWebhookSignature } from './razorpay-signatures';
import { parseWebhookEvent } from './razorpay-webhook';

const SUCCEEDING_CARD = '4111 1111 1111 1111';
const DECLINED_CARD = '4000 0000 0000 0002';

type HandlerPayload = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string };
type DeclinedAnswer = { error: { code: string; reason: string; metadata: { payment_id: string } } };

type Received = { headers: IncomingHttpHeaders; rawBody: Buffer };

/** A webhook endpoint that keeps each request's bytes exactly as they arrived. */
async function startWebhookReceiver() {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks) });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/v2/payment/webhook/business-1`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('Razorpay client against the emulator', () => {
  let emulator: RazorpayEmulator;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const keyId = `rzp_test_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  const keySecret = 'emulator-key-secret-1';
  const webhookSecret = 'emulator-webhook-secret-1';
  const client = () => createRazorpayClient({ apiUrl: emulator.url, keyId, keySecret, timeoutMs: 2_000 });

  /** Pays as the Checkout dialog does: a cross-origin POST to /emulator/pay. */
  const pay = (orderId: string, cardNumber = SUCCEEDING_CARD) =>
    fetch(`${emulator.url}/emulator/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:5173' },
      body: JSON.stringify({
        key_id: keyId,
        order_id: orderId,
        card_number: cardNumber,
        email: 'a@example.test',
      }),
    });

  const newOrder = (amountPaise = 118_000) =>
    client().createOrder({ amountPaise, currency: 'INR', receipt: 'INV-007', notes: { invoiceId: 'inv-7' } });

  const paidOrder = async () => {
    const order = await newOrder();
    const handlerPayload = (await (await pay(order.id)).json()) as HandlerPayload;
    return { order, paymentId: handlerPayload.razorpay_payment_id, handlerPayload };
  };

  const caught = (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected a RazorpayError'),
      (error: unknown) => {
        expect(error).toBeInstanceOf(RazorpayError);
        return error as RazorpayError;
      },
    );

  beforeAll(async () => {
    emulator = await startRazorpayEmulator({ port: 0 });
    emulator.addAccount({ keyId, keySecret, webhookSecret });
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await emulator.close();
    await receiver.close();
  });

  it('creates an order, takes a card payment, and fetches it captured for the full amount', async () => {
    const order = await newOrder();
    expect(order).toMatchObject({
      amountPaise: 118_000,
      amountPaidPaise: 0,
      amountDuePaise: 118_000,
      currency: 'INR',
      receipt: 'INV-007',
      status: 'created',
      attempts: 0,
      notes: { invoiceId: 'inv-7' },
    });
    expect(order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const answer = await pay(order.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const handlerPayload = (await answer.json()) as HandlerPayload;
    expect(Object.keys(handlerPayload).sort()).toEqual([
      'razorpay_order_id',
      'razorpay_payment_id',
      'razorpay_signature',
    ]);

    const payment = await client().fetchPayment(handlerPayload.razorpay_payment_id);
    expect(payment).toMatchObject({
      status: 'captured',
      captured: true,
      amountPaise: order.amountPaise,
      currency: 'INR',
      orderId: order.id,
      method: 'card',
      email: 'a@example.test',
    });
    expect(
      verifyPaymentSignature({
        orderId: handlerPayload.razorpay_order_id,
        paymentId: handlerPayload.razorpay_payment_id,
        signature: handlerPayload.razorpay_signature,
        keySecret,
      }),
    ).toBe(true);
    expect(await client().fetchOrder(order.id)).toMatchObject({
      status: 'paid',
      amountDuePaise: 0,
      attempts: 1,
    });
  });

  it('refuses forged and malformed payment signatures without throwing', async () => {
    const { order, paymentId, handlerPayload } = await paidOrder();
    const signature = handlerPayload.razorpay_signature;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    const other = await newOrder();
    const cases: Array<Parameters<typeof verifyPaymentSignature>[0]> = [
      { orderId: order.id, paymentId, signature: flipped, keySecret },
      { orderId: other.id, paymentId, signature, keySecret },
      { orderId: order.id, paymentId, signature, keySecret: 'another-secret' },
      { orderId: order.id, paymentId, signature: signature.slice(0, 63), keySecret },
      { orderId: order.id, paymentId, signature: `${signature}00`, keySecret },
      { orderId: order.id, paymentId, signature: 'z'.repeat(64), keySecret },
      { orderId: order.id, paymentId, signature: '', keySecret },
      { orderId: order.id, paymentId, signature, keySecret: '' },
      { orderId: '', paymentId, signature, keySecret },
      { orderId: order.id, paymentId, signature: undefined as unknown as string, keySecret },
    ];
    for (const input of cases) expect(verifyPaymentSignature(input)).toBe(false);
  });

  it('records a declined card as a failed payment and leaves the order open', async () => {
    const order = await newOrder();
    const answer = await pay(order.id, DECLINED_CARD);
    expect(answer.status).toBe(400);
    const { error } = (await answer.json()) as DeclinedAnswer;
    expect(error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_declined' });
    const payment = await client().fetchPayment(error.metadata.payment_id);
    expect(payment).toMatchObject({ status: 'failed', captured: false, orderId: order.id });
    expect(await client().fetchOrder(order.id)).toMatchObject({ status: 'attempted', amountPaidPaise: 0 });
  });

  it('answers a wrong secret with a 401 RazorpayError that does not carry the secret', async () => {
    const wrong = createRazorpayClient({ apiUrl: emulator.url, keyId, keySecret: 'not-the-secret-xyz' });
    const error = await caught(wrong.createOrder({ amountPaise: 500, currency: 'INR', receipt: 'r1' }));
    expect(error).toMatchObject({ kind: 'api', status: 401, code: 'BAD_REQUEST_ERROR' });
    expect(error.description).toBe('Authentication failed');
    expect(`${error.message} ${error.stack}`).not.toContain('not-the-secret-xyz');
  });

  it("reports Razorpay's validation errors with the field, and never de-duplicates receipts", async () => {
    const tooSmall = await caught(client().createOrder({ amountPaise: 99, currency: 'INR', receipt: 'r' }));
    expect(tooSmall).toMatchObject({
      status: 400,
      field: 'amount',
      description: 'The amount must be at least INR 1.00',
    });
    const longReceipt = await caught(
      client().createOrder({ amountPaise: 100, currency: 'INR', receipt: 'x'.repeat(41) }),
    );
    expect(longReceipt).toMatchObject({ status: 400, field: 'receipt' });
    const first = await client().createOrder({ amountPaise: 100, currency: 'INR', receipt: 'same-receipt' });
    const second = await client().createOrder({ amountPaise: 100, currency: 'INR', receipt: 'same-receipt' });
    expect(second.id).not.toBe(first.id);
  });

  it("keeps one account's orders and payments from another's keys, and never sends a malformed id", async () => {
    const { order, paymentId } = await paidOrder();
    const otherKey = { keyId: `rzp_test_${randomUUID().slice(0, 8)}`, keySecret: 'other-secret' };
    emulator.addAccount(otherKey);
    const other = createRazorpayClient({ apiUrl: emulator.url, ...otherKey });
    expect(await caught(other.fetchOrder(order.id))).toMatchObject({ status: 400, kind: 'api' });
    expect(await caught(other.fetchPayment(paymentId))).toMatchObject({
      status: 400,
      description: 'The id provided does not exist',
    });
    expect(await caught(client().fetchPayment('../orders'))).toMatchObject({ kind: 'invalid_request' });
    expect(await caught(client().fetchOrder(`${order.id}/x`))).toMatchObject({ kind: 'invalid_request' });
  });

  it('turns an injected 500 into a RazorpayError, once', async () => {
    emulator.failNext('POST /v1/orders', 500);
    const error = await caught(newOrder());
    expect(error).toMatchObject({ kind: 'api', status: 500, code: 'SERVER_ERROR' });
    expect((await newOrder()).status).toBe('created');
  });

  it('gives up on a provider that never answers within the configured timeout', async () => {
    const { paymentId } = await paidOrder();
    emulator.hangNext('/v1/payments');
    const impatient = createRazorpayClient({ apiUrl: emulator.url, keyId, keySecret, timeoutMs: 300 });
    const started = performance.now();
    const error = await caught(impatient.fetchPayment(paymentId));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ kind: 'timeout', status: undefined });
    expect(error.message).toBe(`Razorpay GET /v1/payments/${paymentId} failed: no answer within 300 ms`);
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('reports a provider that cannot be reached as a network error', async () => {
    const closed = await startRazorpayEmulator();
    await closed.close();
    const unreachable = createRazorpayClient({ apiUrl: closed.url, keyId, keySecret });
    expect(await caught(unreachable.fetchOrder('order_AAAAAAAAAAAAAA'))).toMatchObject({ kind: 'network' });
  });

  it('signs webhooks over the raw body; replays keep their event id; a re-serialised body fails', async () => {
    const { order, paymentId } = await paidOrder();
    const eventId = 'evt_test_replay_1';
    await emulator.sendWebhook({ paymentId, url: receiver.url, eventId });
    await emulator.sendWebhook({ paymentId, url: receiver.url, eventId });
    await emulator.sendWebhook({ paymentId, url: receiver.url, signature: 'f'.repeat(64) });
    const [first, replay, forged] = receiver.received.slice(-3) as [Received, Received, Received];

    const signatureOf = (delivery: Received) => delivery.headers['x-razorpay-signature'] as string;
    expect(first.headers['x-razorpay-event-id']).toBe(eventId);
    expect(replay.headers['x-razorpay-event-id']).toBe(eventId);
    expect(first.headers['content-type']).toBe('application/json');
    expect(
      verifyWebhookSignature({ rawBody: first.rawBody, signature: signatureOf(first), webhookSecret }),
    ).toBe(true);
    expect(
      verifyWebhookSignature({
        rawBody: first.rawBody.toString('utf8'),
        signature: signatureOf(first),
        webhookSecret,
      }),
    ).toBe(true);
    expect(
      verifyWebhookSignature({ rawBody: replay.rawBody, signature: signatureOf(replay), webhookSecret }),
    ).toBe(true);

    const respaced = JSON.stringify(JSON.parse(first.rawBody.toString('utf8')), null, 2);
    expect(verifyWebhookSignature({ rawBody: respaced, signature: signatureOf(first), webhookSecret })).toBe(
      false,
    );
    expect(
      verifyWebhookSignature({ rawBody: forged.rawBody, signature: signatureOf(forged), webhookSecret }),
    ).toBe(false);
    expect(
      verifyWebhookSignature({ rawBody: first.rawBody, signature: signatureOf(first), webhookSecret: 'x' }),
    ).toBe(false);
    expect(verifyWebhookSignature({ rawBody: first.rawBody, signature: undefined, webhookSecret })).toBe(
      false,
    );

    expect(parseWebhookEvent(first.rawBody)).toMatchObject({
      event: 'payment.captured',
      payment: { id: paymentId, orderId: order.id, status: 'captured', amountPaise: order.amountPaise },
    });
    expect(parseWebhookEvent('{"entity":"event"')).toBeUndefined();
  });
});
