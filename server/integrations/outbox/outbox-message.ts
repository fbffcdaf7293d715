import type { MESSAGE_CHANNELS, MESSAGE_KINDS } from '@domain/api/messages';

/** A WhatsApp template message: outside the 24-hour window only approved templates may be sent. */
export type WhatsAppTemplate = {
  name: string;
  /** The template's language code, e.g. 'en'. */
  language: string;
  /** The body's {{1}}, {{2}}, … in order. */
  parameters: string[];
};

/** What a feature puts in the outbox; the worker sends it later, with retries. */
export type NewOutboxMessage = {
  /** Empty for account mail (password resets), which belongs to a person, not a business. */
  businessId: string | null;
  channel: (typeof MESSAGE_CHANNELS)[number];
  kind: (typeof MESSAGE_KINDS)[number];
  /** An e-mail address, or a mobile number in E.164 for WhatsApp. */
  recipient: string;
  subject: string;
  text: string;
  html?: string;
  /** The invoice whose PDF goes with the message, rendered when it is sent. */
  invoiceId?: string;
  /** The receipt whose PDF goes with the message instead. */
  receiptId?: string;
  template?: WhatsAppTemplate;
};

/** The document whose PDF a message carries: an invoice's or a receipt's. */
export type MessageDocument = { kind: 'invoice' | 'receipt'; id: string };

export function documentOf(message: NewOutboxMessage): MessageDocument | undefined {
  if (message.receiptId) return { kind: 'receipt', id: message.receiptId };
  if (message.invoiceId) return { kind: 'invoice', id: message.invoiceId };
  return undefined;
}

/** A document's PDF, rendered when its message is sent; undefined when the document is gone. */
export type DocumentPdfSource = (
  businessId: string,
  document: MessageDocument,
) => Promise<{ bytes: Buffer; fileName: string } | undefined>;

/** A message a worker has claimed: its id doubles as the idempotency key given to the provider. */
export type ClaimedOutboxMessage = NewOutboxMessage & {
  id: string;
  idempotencyKey: string;
  /** Attempts before this one that ended with an answer (sent, or a failure the provider reported). */
  attempts: number;
  /** Attempts before this one cut short by a crash, this claim's predecessor included. */
  interruptedAttempts: number;
};

/**
 * A failure another attempt cannot mend (an address refused, a token rejected): no retry. Its message
 * is what the business owner reads in the outbox, so it names no server of ours and no secret.
 */
export class PermanentSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentSendError';
  }
}

/**
 * A failure another attempt may mend, told in words fit for the business owner (e.g. 'The mail
 * server could not be reached'); `cause` keeps the provider's own text, which only the log sees.
 */
export class RetryableSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableSendError';
  }
}

/**
 * Sends one claimed message to its provider; resolves once the provider has accepted it. Throws
 * PermanentSendError when retrying is pointless, RetryableSendError (or any other error, which the
 * owner sees only as 'The message could not be sent') for a retry later.
 */
export type ChannelSender = (message: ClaimedOutboxMessage) => Promise<void>;
