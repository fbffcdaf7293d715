import { WHATSAPP_NOT_SET_UP_MESSAGE } from '@domain/api/messages';
import {
  type ChannelSender,
  type ClaimedOutboxMessage,
  type DocumentPdfSource,
  documentOf,
  PermanentSendError,
  RetryableSendError,
} from '../outbox/outbox-message';
import { createWhatsAppClient, type WhatsAppClient } from './whatsapp-client';
import { WhatsAppError } from './whatsapp-error';

/** The Cloud API refuses a longer document caption, which no retry would mend. */
const MAX_CAPTION_LENGTH = 1024;
const MAX_TEXT_LENGTH = 4096;

type WhatsAppCredentials = { token: string; phoneNumberId: string };

type WhatsAppSenderOptions = {
  /** WHATSAPP_API_URL (config.whatsappApiUrl). */
  apiUrl: string;
  timeoutMs?: number;
  /** The business's own number id and decrypted token; undefined when WhatsApp is not set up. */
  credentialsFor: (businessId: string) => Promise<WhatsAppCredentials | undefined>;
  /** The invoice's or receipt's PDF, rendered at sending time; undefined when it is gone. */
  documentPdf: DocumentPdfSource;
};

const shortened = (text: string, limit: number) =>
  text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;

async function deliver(
  client: WhatsAppClient,
  message: ClaimedOutboxMessage,
  options: WhatsAppSenderOptions,
) {
  const { recipient: to, idempotencyKey } = message;
  if (message.template) {
    await client.sendTemplate({ to, template: message.template, idempotencyKey });
    return;
  }
  const document = documentOf(message);
  if (document) {
    // businessId is checked by the caller; a document always belongs to a business.
    const pdf = await options.documentPdf(message.businessId ?? '', document);
    if (!pdf) throw new PermanentSendError(`The ${document.kind} of this message no longer exists`);
    const mediaId = await client.uploadMedia({ bytes: pdf.bytes, fileName: pdf.fileName, idempotencyKey });
    await client.sendDocument({
      to,
      mediaId,
      fileName: pdf.fileName,
      caption: message.text ? shortened(message.text, MAX_CAPTION_LENGTH) : undefined,
      idempotencyKey,
    });
    return;
  }
  await client.sendText({ to, text: shortened(message.text, MAX_TEXT_LENGTH), idempotencyKey });
}

/**
 * The outbox's WhatsApp channel: a template (reminders, allowed outside the 24-hour window), an invoice
 * PDF as a document with the text as its caption, or plain text. Meta's failures become
 * PermanentSendError (no retry can mend them) or RetryableSendError with Meta's reason, never the token.
 */
export function createWhatsAppSender(options: WhatsAppSenderOptions): ChannelSender {
  return async (message) => {
    if (message.channel !== 'whatsapp') {
      throw new PermanentSendError(`The WhatsApp sender cannot send a ${message.channel} message`);
    }
    if (!message.businessId) throw new PermanentSendError('A WhatsApp message must belong to a business');
    const credentials = await options.credentialsFor(message.businessId);
    if (!credentials?.token || !credentials.phoneNumberId)
      throw new PermanentSendError(WHATSAPP_NOT_SET_UP_MESSAGE);
    const client = createWhatsAppClient({
      apiUrl: options.apiUrl,
      timeoutMs: options.timeoutMs,
      ...credentials,
    });
    try {
      await deliver(client, message, options);
    } catch (error) {
      // A WhatsAppError's message names the call and Meta's reason, never the token: the owner may read it.
      if (error instanceof WhatsAppError)
        throw error.isPermanent
          ? new PermanentSendError(error.message, { cause: error })
          : new RetryableSendError(error.message, { cause: error });
      throw error;
    }
  };
}
