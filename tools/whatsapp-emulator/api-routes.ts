import { GRAPH_CODES, graphError, invalidParameter } from './graph-error';
import { readForm, readJsonObject } from './http-helpers';
import { type MessageInput, parseMessageInput } from './message-input';
import type { Route, RouteContext } from './route';
import { type Account, type DeliveredMessage, type EmulatorStore, messageId, waIdOf } from './store';

/** The document and image types the Cloud API takes as media (the ones an invoice app may send). */
const MEDIA_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'image/jpeg',
  'image/png',
]);

/** Not a header of the real API: our outbox's key, used here to spot a message sent twice. */
const idempotencyKeyOf = (context: RouteContext) => {
  const value = context.request.headers['idempotency-key'];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Refusals that depend on the recipient or the account, after the body itself was valid. */
function checkDeliverable(store: EmulatorStore, account: Account, input: MessageInput): void {
  if (input.type === 'template') {
    const { name, languageCode } = input.template;
    if (account.templates && !account.templates.includes(name)) {
      throw graphError(
        404,
        GRAPH_CODES.templateMissing,
        '(#132001) Template name does not exist in the translation',
        {
          details: `template name (${name}) does not exist in ${languageCode}`,
        },
      );
    }
  }
  if (store.isUndeliverable(input.to)) {
    throw graphError(400, GRAPH_CODES.undeliverable, '(#131026) Message undeliverable', {
      details: 'Unable to deliver message. The recipient phone number may not be a WhatsApp phone number.',
    });
  }
  if (input.type !== 'template' && store.isOutsideWindow(input.to)) {
    throw graphError(400, GRAPH_CODES.reEngagement, '(#131047) Re-engagement message', {
      details:
        'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
    });
  }
}

function toDelivered(store: EmulatorStore, account: Account, input: MessageInput, key: string | undefined) {
  const base = {
    id: messageId(),
    phoneNumberId: account.phoneNumberId,
    to: input.to,
    waId: waIdOf(input.to),
    idempotencyKey: key,
    deliveredAt: new Date().toISOString(),
  };
  if (input.type === 'template') return { ...base, type: 'template', template: input.template } as const;
  if (input.type === 'text') return { ...base, type: 'text', text: input.text } as const;
  const { id, link, filename, caption } = input.document;
  const media = id === undefined ? undefined : store.findMedia(account.phoneNumberId, id);
  if (id !== undefined && !media)
    throw invalidParameter(`Param document['id'] is not a valid media id: ${id}`);
  const document = { mediaId: id, link, filename, caption, mimeType: media?.mimeType, bytes: media?.bytes };
  return { ...base, type: 'document', document } satisfies DeliveredMessage;
}

/** The Cloud API under a Graph version prefix: every call authenticated with the account's Bearer token. */
export const apiRoutes: Route[] = [
  {
    method: 'POST',
    path: /^\/v\d+\.\d+\/([^/]+)\/media$/,
    async handle(context) {
      const { store, request, params } = context;
      const account = store.authenticate(request.headers.authorization, params[0] ?? '');
      const key = idempotencyKeyOf(context);
      const form = await readForm(request);
      const earlier = store.replay(`${account.phoneNumberId} media`, key);
      if (earlier) return earlier;
      if (form.get('messaging_product') !== 'whatsapp') {
        throw invalidParameter('The parameter messaging_product is required and must be "whatsapp".');
      }
      const file = form.get('file');
      if (!(file instanceof File)) throw invalidParameter('The parameter file is required.');
      const type = form.get('type');
      if (typeof type !== 'string' || !MEDIA_TYPES.has(type)) {
        throw invalidParameter(`Param type must be a supported media type, got ${String(type)}.`);
      }
      const media = store.saveMedia({
        phoneNumberId: account.phoneNumberId,
        mimeType: type,
        fileName: file.name,
        bytes: Buffer.from(await file.arrayBuffer()),
      });
      const answer = { status: 200, body: { id: media.id } };
      store.remember(`${account.phoneNumberId} media`, key, answer);
      return answer;
    },
  },
  {
    method: 'POST',
    path: /^\/v\d+\.\d+\/([^/]+)\/messages$/,
    async handle(context) {
      const { store, request, params } = context;
      const account = store.authenticate(request.headers.authorization, params[0] ?? '');
      const key = idempotencyKeyOf(context);
      const body = await readJsonObject(request);
      const earlier = store.replay(`${account.phoneNumberId} messages`, key);
      if (earlier) return earlier;
      const input = parseMessageInput(body);
      checkDeliverable(store, account, input);
      const message = toDelivered(store, account, input, key);
      store.deliver(message);
      const accepted = input.type === 'template' ? { message_status: 'accepted' } : {};
      const answer = {
        status: 200,
        body: {
          messaging_product: 'whatsapp',
          contacts: [{ input: input.to, wa_id: message.waId }],
          messages: [{ id: message.id, ...accepted }],
        },
      };
      store.remember(`${account.phoneNumberId} messages`, key, answer);
      return answer;
    },
  },
];
