import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/schema';
import type { Outbox } from '../outbox/outbox';

type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Written to the log when no SMTP server is configured, so a self-hosted owner can still act on it. */
  linkForLog?: string;
};

/** Sends account mail; inside the caller's transaction when given one, so it goes only if that commits. */
export type Mailer = { send: (message: MailMessage, db?: Executor) => Promise<'queued' | 'kept'> };

/**
 * Account mail (password resets, team invitations), which belongs to a person rather than a business. Like every
 * message it goes through the outbox: the worker sends it through SMTP_URL with retries; without
 * SMTP_URL it is kept, readable in the app, and its link goes to the log.
 */
export function createMailer(options: { outbox: Outbox; log: FastifyBaseLogger }): Mailer {
  return {
    async send(message, db) {
      const outboxId = await options.outbox.enqueue(
        {
          businessId: null,
          channel: 'email',
          kind: 'account',
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
        },
        db,
      );
      if (options.outbox.canSend('email')) return 'queued';
      options.log.warn({ outboxId, link: message.linkForLog }, 'no SMTP_URL: e-mail kept in the outbox');
      return 'kept';
    },
  };
}
