import type { TOutboxMessage } from '@domain/api/messages';
import type { Catalogue } from '../../../lib/text';

/** An invoice's messages for its owner: the outbox rows, the Send via buttons and the share buttons. */
const EN = {
  messages: 'Messages',
  channels: { email: 'E-mail', whatsapp: 'WhatsApp' } satisfies Record<TOutboxMessage['channel'], string>,
  statuses: {
    queued: 'Queued',
    sending: 'Sending',
    sent: 'Sent',
    failed: 'Failed',
    kept: 'Kept',
  } satisfies Record<TOutboxMessage['status'], string>,
  attempts: (count: number) => `${count} ${count === 1 ? 'attempt' : 'attempts'}`,
  /** Kept rows are the server saying it has no SMTP_URL: the owner learns why nothing went out. */
  keptNote: 'Not sent: e-mail is not configured on this server, so the message is kept in the outbox.',
  reason: (reason: string) => `Reason: ${reason}`,
  nextAttempt: (when: string) => ` · Next attempt ${when}`,
  sendEmail: 'Send via Email',
  sendWhatsApp: 'Send via Whatsapp',
  copyPublicLink: 'Copy public link',
  shareOnWhatsApp: 'Share on WhatsApp',
  linkCopied: 'Link copied',
  copyByHand: (url: string) => `Copy the link by hand: ${url}`,
};

export type MessagesText = typeof EN;

export const MESSAGES_TEXT: Catalogue<MessagesText> = { en: EN };
