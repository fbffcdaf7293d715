import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RazorpayEmulator, startRazorpayEmulator } from './emulator';
import { checkoutSignature, hmacSha256Hex } from './signature';

type ErrorAnswer = { error: { description: string; field: string | null } };
type HandlerPayload = { razorpay_payment_id: string; razorpay_signature: string };

async function json<T>(response: Response | Promise<Response>): Promise<T> {
  return (await (await response).json()) as T;
}

const basic = (keyId: string, secret: string) =>
  `Basic ${Buffer.from(`${keyId}:${secret}`).toString('base64')}`;

describe('Razorpay emulator', () => {
  let emulator: RazorpayEmulator;
  afterEach(() => emulator.close());

  const createOrder = (
    authorization: string,
    body: unknown = { amount: 50_000, currency: 'INR', receipt: 'r-1' },
  ) =>
    fetch(`${emulator.url}/v1/orders`, {
      method: 'POST',
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('in dev mode accepts any rzp_test_ key with the first secret it sees, and only that one', async () => {
    emulator = await startRazorpayEmulator({ acceptAnyTestKey: true });
    expect((await createOrder(basic('rzp_test_dev1', 'first'))).status).toBe(200);
    expect((await createOrder(basic('rzp_test_dev1', 'first'))).status).toBe(200);
    const wrong = await createOrder(basic('rzp_test_dev1', 'second'));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Authentication failed',
        source: 'NA',
        step: 'NA',
        reason: 'NA',
        metadata: {},
        field: null,
      },
    });
    expect((await createOrder(basic('rzp_live_dev1', 'first'))).status).toBe(401);
    expect((await createOrder('')).status).toBe(401);
  });

  it('without dev mode knows only the accounts it was given', async () => {
    emulator = await startRazorpayEmulator();
    expect((await createOrder(basic('rzp_test_unknown', 'secret'))).status).toBe(401);
    emulator.addAccount({ keyId: 'rzp_test_known', keySecret: 'secret' });
    const order = await (await createOrder(basic('rzp_test_known', 'secret'))).json();
    expect(order).toMatchObject({
      entity: 'order',
      amount: 50_000,
      amount_due: 50_000,
      status: 'created',
      notes: [],
    });
  });

  it('validates orders as the Orders API does', async () => {
    emulator = await startRazorpayEmulator();
    emulator.addAccount({ keyId: 'rzp_test_v', keySecret: 's' });
    const problem = async (body: unknown) =>
      (await json<ErrorAnswer>(createOrder(basic('rzp_test_v', 's'), body))).error;
    expect(await problem({ currency: 'INR' })).toMatchObject({
      field: 'amount',
      reason: 'input_validation_failed',
    });
    expect(await problem({ amount: 100.5, currency: 'INR' })).toMatchObject({ field: 'amount' });
    expect(await problem({ amount: 100, currency: 'rupees' })).toMatchObject({ field: 'currency' });
    expect(await problem({ amount: 100, currency: 'INR', colour: 'red' })).toMatchObject({
      description: 'colour is/are not required and should not be sent',
    });
  });

  it('serves the checkout script and lets the app page call /emulator/pay across origins', async () => {
    emulator = await startRazorpayEmulator({ allowedOrigins: ['http://localhost:3000'] });
    const script = await fetch(emulator.checkoutUrl);
    expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    const source = await script.text();
    expect(source).toContain('window.Razorpay = Razorpay');
    expect(() => new Function(source)).not.toThrow();

    const preflight = (origin: string) =>
      fetch(`${emulator.url}/emulator/pay`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(allowed.headers.get('access-control-allow-headers')).toBe('Content-Type');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with Razorpay’s error shape', async () => {
    emulator = await startRazorpayEmulator();
    const answer = await fetch(`${emulator.url}/v1/refunds`);
    expect(answer.status).toBe(404);
    expect((await json<ErrorAnswer>(answer)).error.description).toBe(
      'The requested URL was not found on the server.',
    );
  });

  it('offers its test helpers over HTTP, and delivers payment.captured to a subscribed webhook', async () => {
    const deliveries: Array<{ body: string; signature: string | undefined }> = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        deliveries.push({ body, signature: request.headers['x-razorpay-signature'] as string | undefined });
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    emulator = await startRazorpayEmulator();
    const control = (path: string, body: unknown) =>
      fetch(`${emulator.url}/emulator/${path}`, { method: 'POST', body: JSON.stringify(body) });

    const account = {
      keyId: 'rzp_test_e2e',
      keySecret: 'key-secret',
      webhookSecret: 'hook-secret',
      webhookUrl,
    };
    expect((await control('accounts', account)).status).toBe(201);
    expect((await control('faults', { path: 'POST /v1/orders', status: 503 })).status).toBe(201);
    expect((await createOrder(basic('rzp_test_e2e', 'key-secret'))).status).toBe(503);
    const order = await json<{ id: string }>(createOrder(basic('rzp_test_e2e', 'key-secret')));

    const paid = await fetch(`${emulator.url}/emulator/pay`, {
      method: 'POST',
      body: JSON.stringify({
        key_id: 'rzp_test_e2e',
        order_id: order.id,
        card_number: '4111 1111 1111 1111',
      }),
    });
    const handlerPayload = await json<HandlerPayload>(paid);
    expect(handlerPayload.razorpay_signature).toBe(
      checkoutSignature('key-secret', order.id, handlerPayload.razorpay_payment_id),
    );
    await expect.poll(() => deliveries.length).toBe(1);

    const again = await control('webhooks', {
      paymentId: handlerPayload.razorpay_payment_id,
      eventId: 'evt_1',
    });
    expect(await again.json()).toMatchObject({ status: 200, eventId: 'evt_1' });
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery.signature).toBe(hmacSha256Hex('hook-secret', delivery.body));
      expect(JSON.parse(delivery.body)).toMatchObject({
        entity: 'event',
        event: 'payment.captured',
        contains: ['payment'],
        payload: { payment: { entity: { id: handlerPayload.razorpay_payment_id, amount: 50_000 } } },
      });
    }
    const secondPayment = await fetch(`${emulator.url}/emulator/pay`, {
      method: 'POST',
      body: JSON.stringify({ key_id: 'rzp_test_e2e', order_id: order.id, card_number: '4111111111111111' }),
    });
    expect((await json<ErrorAnswer>(secondPayment)).error.description).toBe(
      'This order has already been paid.',
    );
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });
});
