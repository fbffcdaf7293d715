import { z } from 'zod';
import { INVOICE_NOT_FOUND_MESSAGE } from './invoices';
import { listOf, pageFields } from './paging';

/** What the owner sees once an invoice is on its way to the client. */
export const INVOICE_SENT_MESSAGE = 'Invoice sent successfully';
/** What the owner sees instead when the server has no mail transport: the e-mail only waits in the outbox. */
export const EMAIL_NOT_SET_UP_MESSAGE = 'Queued: e-mail is not set up yet';
/** Said beside Share on WhatsApp for a client without a mobile number. */
export const NO_PHONE_SHARE_NOTE =
  'No mobile number for this client: WhatsApp will ask you to pick the contact';
/** What a WhatsApp reminder failure says without a message from the server. */
export const REMINDER_FAILED_MESSAGE = 'An error occurred while sending the reminder.';
export const NO_CLIENT_EMAIL_MESSAGE = 'This client has no e-mail address';
export const NO_CLIENT_PHONE_MESSAGE = 'This client has no valid mobile number';
export const WHATSAPP_NOT_SET_UP_MESSAGE =
  'WhatsApp is not set up: add the access token and phone number id in Settings';
/** A reminder run with nobody to remind. */
export const NO_OVERDUE_CLIENT_MESSAGE = 'No client has an overdue invoice';
export const WHATSAPP_TEMPLATE_MISSING_MESSAGE =
  'WhatsApp reminders need an approved template name in Settings';

/**
 * An invoice replaced by its late-fee invoice is not sent: what it owed is owed on the
 * new one, e.g. 'Invoice No. 001 was replaced by No. 002 with the late fee: send that one instead'.
 */
export function replacedInvoiceMessage(invoiceNumber: string, replacementNumber: string): string {
  return `Invoice No. ${invoiceNumber} was replaced by No. ${replacementNumber} with the late fee: send that one instead`;
}

/** `POST /api/v2/invoices/send/email` and `/send/wa`: the invoice to send to its client. */
export const ZSendInvoiceInput = z.strictObject({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
export type TSendInvoiceInput = z.infer<typeof ZSendInvoiceInput>;

/**
 * How a queued message will fare: `queued` for the outbox worker to send, or `kept` in the outbox
 * because the server has no transport for its channel (no SMTP_URL for e-mail).
 */
export const MESSAGE_DELIVERIES = ['queued', 'kept'] as const;
export type MessageDelivery = (typeof MESSAGE_DELIVERIES)[number];

/** `/send/email`: the message is in the outbox (sent by its worker); `delivery` says whether it will go. */
export const ZSendEmailAnswer = z.object({
  message: z.string(),
  messageId: z.uuid(),
  delivery: z.enum(MESSAGE_DELIVERIES),
});
export type TSendEmailAnswer = z.infer<typeof ZSendEmailAnswer>;

/** `/send/wa`: `{status, message}`, the answer's public shape. */
export const ZSendWhatsAppAnswer = z.object({
  status: z.enum(['success', 'failed']),
  message: z.string(),
  messageId: z.uuid().optional(),
});
export type TSendWhatsAppAnswer = z.infer<typeof ZSendWhatsAppAnswer>;

/**
 * `GET /api/v2/invoices/{id}/share`: what the owner needs to send the invoice by hand: its public
 * link, its payment link while something is due, and a WhatsApp click-to-chat link with the message.
 */
export const ZInvoiceShare = z.object({
  publicUrl: z.string(),
  payUrl: z.string().nullable(),
  /** The message, as the WhatsApp click-to-chat link carries it. */
  text: z.string(),
  /** `https://wa.me/<number>?text=…`, or without a number (the owner picks the contact). */
  whatsappUrl: z.string(),
  /** The client's mobile number in E.164, or null when the link opens without one. */
  whatsappRecipient: z.string().nullable(),
});
export type TInvoiceShare = z.infer<typeof ZInvoiceShare>;

export const MESSAGE_CHANNELS = ['email', 'whatsapp'] as const;
/** queued → sending → sent, or back to queued with a later attempt, or failed after the last one. */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'kept'] as const;
export const MESSAGE_KINDS = [
  'invoice',
  'reminder',
  'account',
  'receipt',
  'statement',
  'intimation',
] as const;

/** One outbox row as its owner sees it. */
export const ZOutboxMessage = z.object({
  _id: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  kind: z.enum(MESSAGE_KINDS),
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  /** Why the last attempt failed, in words for the owner: never a raw mail-server or network error. */
  lastError: z.string().nullable(),
  /** When the next attempt is due, while queued after a failure. */
  nextAttemptAt: z.string().nullable(),
  invoiceId: z.uuid().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** Messages on a page of the outbox unless `limit` says otherwise: the outbox only grows. */
export const DEFAULT_MESSAGE_PAGE_SIZE = 50;

/**
 * `GET /api/v2/messages`: the caller's outbox, newest first; `invoiceId` narrows it to one invoice.
 * Unlike other lists, a page holds DEFAULT_MESSAGE_PAGE_SIZE messages when no `limit` is given
 * (at most MAX_PAGE_SIZE; 0 still asks for them all).
 */
export const ZMessageListQuery = z.strictObject({
  ...pageFields,
  limit: pageFields.limit.unwrap().default(DEFAULT_MESSAGE_PAGE_SIZE),
  invoiceId: z.uuid(INVOICE_NOT_FOUND_MESSAGE).optional(),
});
export type TMessageListQuery = z.infer<typeof ZMessageListQuery>;
export const ZMessageList = listOf(ZOutboxMessage);
export type TMessageList = z.infer<typeof ZMessageList>;
