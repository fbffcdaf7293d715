import type { WhatsAppTemplate } from '../outbox/outbox-message';
import {
  exchange,
  type ProviderAnswer,
  ProviderUnreachable,
  redactor,
  textOrUndefined,
} from '../provider-exchange';
import { WhatsAppError } from './whatsapp-error';

const DEFAULT_WHATSAPP_TIMEOUT_MS = 15_000;

type WhatsAppClientOptions = {
  /** WHATSAPP_API_URL with the Graph version: https://graph.facebook.com/v21.0, or the emulator. */
  apiUrl: string;
  /** The business's own number id and access token (each business brings its own). */
  phoneNumberId: string;
  token: string;
  /** Each call, answer included, must finish within this; default 15 s. */
  timeoutMs?: number;
};

/**
 * Our outbox's key for the message. The Cloud API has no such header and ignores it; the emulator uses
 * it to count a message sent twice.
 */
type Idempotent = { idempotencyKey?: string };

type UploadMediaInput = Idempotent & { bytes: Buffer; fileName: string; mimeType?: string };
/** `to`: the recipient's number in E.164 (`+919812345678`). */
type SendDocumentInput = Idempotent & {
  to: string;
  mediaId: string;
  fileName: string;
  caption?: string;
};
type SendTemplateInput = Idempotent & { to: string; template: WhatsAppTemplate };
type SendTextInput = Idempotent & { to: string; text: string };

export type WhatsAppClient = {
  /** Uploads a file to the business's number; the answer is the media id a document message names. */
  uploadMedia: (input: UploadMediaInput) => Promise<string>;
  sendDocument: (input: SendDocumentInput) => Promise<{ messageId: string }>;
  sendTemplate: (input: SendTemplateInput) => Promise<{ messageId: string }>;
  sendText: (input: SendTextInput) => Promise<{ messageId: string }>;
};

type GraphErrorBody = {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown; error_data?: { details?: unknown } };
};

const numberOrUndefined = (value: unknown) => (typeof value === 'number' ? value : undefined);

function readMessageId(json: unknown): { messageId: string } | undefined {
  const messages = (json as { messages?: { id?: unknown }[] } | undefined)?.messages;
  const messageId = textOrUndefined(messages?.[0]?.id);
  return messageId ? { messageId } : undefined;
}

/**
 * The WhatsApp Cloud API with one business's number and token. Every failure is a WhatsAppError that
 * says whether another attempt may succeed; a call that gets no answer is aborted after `timeoutMs`, so a
 * stuck provider cannot hold the outbox worker.
 */
export function createWhatsAppClient(options: WhatsAppClientOptions): WhatsAppClient {
  const baseUrl = `${options.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(options.phoneNumberId)}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_WHATSAPP_TIMEOUT_MS;
  // Meta does not echo the token, but a message that reaches a log or the outbox must not carry it even then.
  const safe = redactor(options.token);

  async function call<T>(
    path: '/media' | '/messages',
    body: FormData | object,
    idempotencyKey: string | undefined,
    parse: (json: unknown) => T | undefined,
  ): Promise<T> {
    const operation = `POST ${path}`;
    const isForm = body instanceof FormData;
    let answer: ProviderAnswer;
    try {
      answer = await exchange(
        `${baseUrl}${path}`,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${options.token}`,
            Accept: 'application/json',
            ...(isForm ? {} : { 'Content-Type': 'application/json' }),
            ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
          },
          body: isForm ? body : JSON.stringify(body),
        },
        { timeoutMs, redact: safe },
      );
    } catch (error) {
      if (!(error instanceof ProviderUnreachable)) throw error;
      throw new WhatsAppError({ kind: error.kind, operation, description: error.description });
    }
    const { status, json } = answer;
    if (status < 200 || status > 299) {
      const error = (json as GraphErrorBody | undefined)?.error;
      const message = textOrUndefined(error?.message) ?? `HTTP ${status}`;
      const details = textOrUndefined(error?.error_data?.details);
      throw new WhatsAppError({
        kind: 'api',
        operation,
        status,
        description: safe(details ? `${message}: ${details}` : message),
        code: numberOrUndefined(error?.code),
        subcode: numberOrUndefined(error?.error_subcode),
      });
    }
    const parsed = parse(json);
    if (parsed === undefined) {
      throw new WhatsAppError({
        kind: 'invalid_response',
        operation,
        status,
        description: 'unexpected answer',
      });
    }
    return parsed;
  }

  const message = (to: string, content: object) => ({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    // The Cloud API's examples give the number as digits only, country code first.
    to: to.replace(/\D/g, ''),
    ...content,
  });

  return {
    uploadMedia: async ({ bytes, fileName, mimeType = 'application/pdf', idempotencyKey }) => {
      const form = new FormData();
      form.append('messaging_product', 'whatsapp');
      form.append('type', mimeType);
      form.append('file', new Blob([bytes], { type: mimeType }), fileName);
      return call('/media', form, idempotencyKey, (json) => textOrUndefined((json as { id?: unknown })?.id));
    },
    sendDocument: async ({ to, mediaId, fileName, caption, idempotencyKey }) =>
      call(
        '/messages',
        message(to, { type: 'document', document: { id: mediaId, filename: fileName, caption } }),
        idempotencyKey,
        readMessageId,
      ),
    sendTemplate: async ({ to, template, idempotencyKey }) =>
      call(
        '/messages',
        message(to, {
          type: 'template',
          template: {
            name: template.name,
            language: { code: template.language },
            components:
              template.parameters.length === 0
                ? []
                : [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }],
          },
        }),
        idempotencyKey,
        readMessageId,
      ),
    sendText: async ({ to, text, idempotencyKey }) =>
      call('/messages', message(to, { type: 'text', text: { body: text } }), idempotencyKey, readMessageId),
  };
}
