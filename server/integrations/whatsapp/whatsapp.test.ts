import { randomUUID } from 'node:crypto';
import { WHATSAPP_NOT_SET_UP_MESSAGE } from '@domain/api/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWhatsAppEmulator, type WhatsAppEmulator } from '../../../tools/whatsapp-emulator/emulator';
import { type ClaimedOutboxMessage, PermanentSendError, RetryableSendError } from '../outbox/outbox-message';
import { createWhatsAppClient } from './whatsapp-client';
import { WhatsAppError } from './whatsapp-error';
import { createWhatsAppSender } from './whatsapp-sender';

const TOKEN = 'EAAG-emulator-token-do-not-log-1234567890';
const PHONE_NUMBER_ID = '106540352242922';
const BUSINESS_ID = 'business-1';
/** Every byte value, so a text or base64 round trip on the way would show. */
const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
]);

describe('WhatsApp sender against the emulator', () => {
  let emulator: WhatsAppEmulator;
  let recipientCounter = 0;

  /** A number of its own for each test, so tests cannot see each other's messages. */
  const newRecipient = () => {
    recipientCounter += 1;
    return `+9198${10_000_000 + recipientCounter}`;
  };

  const sender = ({ token = TOKEN, timeoutMs = 5_000 } = {}) =>
    createWhatsAppSender({
      apiUrl: emulator.url,
      timeoutMs,
      credentialsFor: async (businessId) =>
        businessId === BUSINESS_ID ? { token, phoneNumberId: PHONE_NUMBER_ID } : undefined,
      documentPdf: async (_businessId, document) =>
        document.id === 'gone' ? undefined : { bytes: PDF_BYTES, fileName: 'invoice-Asha-007.pdf' },
    });

  const claimed = (overrides: Partial<ClaimedOutboxMessage> = {}): ClaimedOutboxMessage => {
    const id = randomUUID();
    return {
      id,
      idempotencyKey: id,
      attempts: 0,
      interruptedAttempts: 0,
      businessId: BUSINESS_ID,
      channel: 'whatsapp',
      kind: 'invoice',
      recipient: newRecipient(),
      subject: 'Invoice 007',
      text: 'Dear Asha, your invoice 007 for ₹1,180 is attached.',
      ...overrides,
    };
  };

  const deliveredTo = (recipient: string) =>
    emulator.messages().filter((message) => message.waId === recipient.replace(/\D/g, ''));

  const rejection = async (promise: Promise<unknown>) =>
    promise.then(
      () => expect.fail('expected the send to fail'),
      (error: unknown) => error as Error,
    );

  beforeAll(async () => {
    emulator = await startWhatsAppEmulator({ port: 0 });
    emulator.addAccount({ phoneNumberId: PHONE_NUMBER_ID, token: TOKEN, templates: ['payment_reminder'] });
  });
  afterAll(() => emulator.close());

  it('sends an invoice as a document: the uploaded PDF arrives byte for byte, with the text as caption', async () => {
    const message = claimed({ invoiceId: randomUUID() });
    await sender()(message);
    const [delivered, ...others] = deliveredTo(message.recipient);
    expect(others).toHaveLength(0);
    expect(delivered).toMatchObject({
      type: 'document',
      to: message.recipient.slice(1),
      idempotencyKey: message.idempotencyKey,
      document: { filename: 'invoice-Asha-007.pdf', caption: message.text, mimeType: 'application/pdf' },
    });
    expect(delivered?.document?.bytes?.equals(PDF_BYTES)).toBe(true);
  });

  it('sends a template with its body parameters in order, even outside the 24-hour window', async () => {
    const message = claimed({
      kind: 'reminder',
      template: { name: 'payment_reminder', language: 'en', parameters: ['Asha', '007', '₹1,180'] },
    });
    emulator.setOutsideWindow(message.recipient);
    await sender()(message);
    expect(deliveredTo(message.recipient)).toMatchObject([
      {
        type: 'template',
        template: { name: 'payment_reminder', languageCode: 'en', parameters: ['Asha', '007', '₹1,180'] },
      },
    ]);
  });

  it('sends plain text when there is neither a template nor an invoice', async () => {
    const message = claimed({ text: 'Your payment was received, thank you.' });
    await sender()(message);
    expect(deliveredTo(message.recipient)).toMatchObject([{ type: 'text', text: { body: message.text } }]);
  });

  it('a refused token is permanent (190), and the token is nowhere in the error', async () => {
    const wrongToken = 'EAAG-revoked-token-0987654321';
    const error = await rejection(sender({ token: wrongToken })(claimed({ invoiceId: randomUUID() })));
    expect(error).toBeInstanceOf(PermanentSendError);
    expect(error.message).toContain('code 190');
    expect(error.message).not.toContain(wrongToken);
    expect(JSON.stringify(error)).not.toContain(wrongToken);

    const clientError = await rejection(
      createWhatsAppClient({
        apiUrl: emulator.url,
        phoneNumberId: PHONE_NUMBER_ID,
        token: wrongToken,
      }).sendText({
        to: newRecipient(),
        text: 'hello',
      }),
    );
    expect(clientError).toBeInstanceOf(WhatsAppError);
    expect(clientError).toMatchObject({ code: 190, status: 401, kind: 'api', isPermanent: true });
    expect(`${clientError.message} ${clientError.stack}`).not.toContain(wrongToken);
  });

  it('a document outside the 24-hour window is permanent (131047)', async () => {
    const message = claimed({ invoiceId: randomUUID() });
    emulator.setOutsideWindow(message.recipient);
    const error = await rejection(sender()(message));
    expect(error).toBeInstanceOf(PermanentSendError);
    expect(error.message).toContain('131047');
    expect(deliveredTo(message.recipient)).toHaveLength(0);
  });

  it('an unapproved template (132001) and an undeliverable number (131026) are permanent', async () => {
    const unknownTemplate = claimed({
      template: { name: 'no_such_template', language: 'en', parameters: [] },
    });
    const templateError = await rejection(sender()(unknownTemplate));
    expect(templateError).toBeInstanceOf(PermanentSendError);
    expect(templateError.message).toContain('132001');

    const undeliverable = claimed();
    emulator.setUndeliverable(undeliverable.recipient);
    const undeliverableError = await rejection(sender()(undeliverable));
    expect(undeliverableError).toBeInstanceOf(PermanentSendError);
    expect(undeliverableError.message).toContain('131026');
  });

  it('no credentials or no invoice any more is permanent, with a clear reason', async () => {
    const notSetUp = await rejection(sender()(claimed({ businessId: 'business-without-whatsapp' })));
    expect(notSetUp).toEqual(new PermanentSendError(WHATSAPP_NOT_SET_UP_MESSAGE));
    const noInvoice = await rejection(sender()(claimed({ invoiceId: 'gone' })));
    expect(noInvoice).toBeInstanceOf(PermanentSendError);
    expect(noInvoice.message).toMatch(/invoice .*no longer exists/);
  });

  it('a server error is retryable, and the retry delivers once', async () => {
    const message = claimed({ invoiceId: randomUUID() });
    emulator.failNext('POST /messages', 500);
    const error = await rejection(sender()(message));
    expect(error).toBeInstanceOf(RetryableSendError);
    expect(error.message).toMatch(/^WhatsApp POST \/messages failed 500/);
    expect(error.cause).toMatchObject({ kind: 'api', status: 500, isPermanent: false });
    await sender()({ ...message, attempts: 1 });
    expect(deliveredTo(message.recipient)).toHaveLength(1);
  });

  it('a rate limit (429, 130429) is retryable', async () => {
    emulator.failNext('/messages', 429, 130429);
    const error = await rejection(sender()(claimed()));
    expect(error).toBeInstanceOf(RetryableSendError);
    expect(error.cause).toMatchObject({ status: 429, code: 130429, isPermanent: false });
  });

  it('a call that gets no answer times out and is retryable', async () => {
    emulator.hangNext('/media');
    const startedAt = Date.now();
    const error = await rejection(sender({ timeoutMs: 300 })(claimed({ invoiceId: randomUUID() })));
    expect(Date.now() - startedAt).toBeLessThan(3_000);
    expect(error).toBeInstanceOf(RetryableSendError);
    expect(error.cause).toMatchObject({ kind: 'timeout', isPermanent: false });
  });

  it('the same message sent twice (same idempotency key) is delivered once, with the same id', async () => {
    const message = claimed({ invoiceId: randomUUID() });
    const duplicatesBefore = emulator.duplicateRequests();
    await sender()(message);
    await sender()({ ...message, attempts: 1 });
    expect(deliveredTo(message.recipient)).toHaveLength(1);
    expect(emulator.duplicateRequests() - duplicatesBefore).toBe(2);

    const client = createWhatsAppClient({
      apiUrl: emulator.url,
      phoneNumberId: PHONE_NUMBER_ID,
      token: TOKEN,
    });
    const to = newRecipient();
    const first = await client.sendText({ to, text: 'once', idempotencyKey: 'key-1' });
    const second = await client.sendText({ to, text: 'once', idempotencyKey: 'key-1' });
    expect(second.messageId).toBe(first.messageId);
    expect(first.messageId).toMatch(/^wamid\./);
    expect(deliveredTo(to)).toHaveLength(1);
  });
});
