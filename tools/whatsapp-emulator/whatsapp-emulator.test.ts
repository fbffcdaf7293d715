import { afterEach, describe, expect, it } from 'vitest';
import { startWhatsAppEmulator, type WhatsAppEmulator } from './emulator';

type GraphErrorAnswer = {
  error: { message: string; type: string; code: number; error_subcode?: number; fbtrace_id: string };
};

const textMessage = (to: string) => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to,
  type: 'text',
  text: { body: 'hello' },
});

describe('WhatsApp emulator', () => {
  let emulator: WhatsAppEmulator;
  afterEach(() => emulator.close());

  const post = (path: string, token: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${emulator.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('answers with the Graph API error shape and codes', async () => {
    emulator = await startWhatsAppEmulator();
    emulator.addAccount({ phoneNumberId: '111', token: 'token-a', templates: ['reminder'] });
    emulator.addAccount({ phoneNumberId: '222', token: 'token-b' });

    const badToken = await post('/111/messages', 'nope', textMessage('919812345678'));
    expect(badToken.status).toBe(401);
    expect(await badToken.json()).toEqual({
      error: {
        message: 'Invalid OAuth access token - Cannot parse access token',
        type: 'OAuthException',
        code: 190,
        fbtrace_id: expect.stringMatching(/^[A-Za-z0-9]{10,}$/),
      },
    });

    const otherNumber = await post('/222/messages', 'token-a', textMessage('919812345678'));
    expect(otherNumber.status).toBe(400);
    expect(await otherNumber.json()).toMatchObject({
      error: { type: 'GraphMethodException', code: 100, error_subcode: 33 },
    });

    const noProduct = await post('/111/messages', 'token-a', { to: '919812345678', type: 'text' });
    expect(noProduct.status).toBe(400);
    expect(((await noProduct.json()) as GraphErrorAnswer).error).toMatchObject({
      code: 100,
      message: '(#100) Invalid parameter',
    });

    const template = { name: 'unknown', language: { code: 'en' } };
    const unknownTemplate = await post('/111/messages', 'token-a', {
      ...textMessage('919812345678'),
      type: 'template',
      template,
    });
    expect(unknownTemplate.status).toBe(404);
    expect(await unknownTemplate.json()).toMatchObject({
      error: {
        code: 132001,
        error_data: {
          messaging_product: 'whatsapp',
          details: 'template name (unknown) does not exist in en',
        },
      },
    });

    emulator.setOutsideWindow('+91 98123 45678');
    const outside = await post('/111/messages', 'token-a', textMessage('919812345678'));
    expect(((await outside.json()) as GraphErrorAnswer).error.code).toBe(131047);

    emulator.failNext('/messages', 429, 130429);
    const limited = await post('/111/messages', 'token-a', textMessage('919800000000'));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as GraphErrorAnswer).error.code).toBe(130429);

    const unknownPath = await post('/111/nothing', 'token-a', {});
    expect(((await unknownPath.json()) as GraphErrorAnswer).error.code).toBe(2500);
    expect(emulator.messages()).toHaveLength(0);
  });

  it('answers a sent message as the Cloud API does, and replays a repeated Idempotency-Key', async () => {
    emulator = await startWhatsAppEmulator();
    emulator.addAccount({ phoneNumberId: '111', token: 'token-a' });
    const send = () =>
      post('/111/messages', 'token-a', textMessage('+919812345678'), { 'Idempotency-Key': 'k1' });
    const first = await (await send()).json();
    expect(first).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+919812345678', wa_id: '919812345678' }],
      messages: [{ id: expect.stringMatching(/^wamid\./) }],
    });
    expect(await (await send()).json()).toEqual(first);
    expect(emulator.messages()).toHaveLength(1);
    expect(emulator.duplicateRequests()).toBe(1);
  });

  it('in dev mode takes any number with its first token, and has the helpers over HTTP', async () => {
    emulator = await startWhatsAppEmulator({ acceptAnyAccount: true });
    expect((await post('/333/messages', 'first', textMessage('919812345678'))).status).toBe(200);
    expect((await post('/333/messages', 'second', textMessage('919812345678'))).status).toBe(401);

    const origin = new URL(emulator.url).origin;
    const control = (path: string, body: unknown) =>
      fetch(`${origin}/emulator/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await control('faults', { path: '/messages', status: 503 })).status).toBe(201);
    expect((await post('/333/messages', 'first', textMessage('919812345678'))).status).toBe(503);
    await control('recipients', { number: '919800000001', isUndeliverable: true });
    const undeliverable = await post('/333/messages', 'first', textMessage('919800000001'));
    expect(((await undeliverable.json()) as GraphErrorAnswer).error.code).toBe(131026);

    const listed = await (await fetch(`${origin}/emulator/messages`)).json();
    expect(listed).toMatchObject({
      messages: [{ type: 'text', waId: '919812345678' }],
      duplicateRequests: 0,
    });
  });
});
