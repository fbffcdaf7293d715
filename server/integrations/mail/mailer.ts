import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { DB } from '../../db/schema';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  businessId?: string;
  /** Written to the log when no SMTP server is configured, so a self-hosted owner can still act on it. */
  linkForLog?: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<'sent' | 'kept' | 'failed'> };

/**
 * Every message becomes an outbox row first. With SMTP_URL it is sent at once through nodemailer and
 * the row records the outcome; without, it stays in the outbox, readable in the app.
 */
export function createMailer(options: {
  db: Kysely<DB>;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      const id = randomUUID();
      await options.db
        .insertInto('outbox')
        .values({
          id,
          business_id: message.businessId ?? null,
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          body_text: message.text,
          body_html: message.html ?? null,
          status: transport ? 'queued' : 'kept',
          last_error: null,
          created_at: new Date().toISOString(),
          sent_at: null,
        })
        .execute();
      if (!transport) {
        options.log.warn(
          { outboxId: id, link: message.linkForLog },
          'no SMTP_URL: e-mail kept in the outbox',
        );
        return 'kept';
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await options.db
          .updateTable('outbox')
          .set((eb) => ({
            status: 'sent',
            attempts: eb('attempts', '+', 1),
            sent_at: new Date().toISOString(),
          }))
          .where('id', '=', id)
          .execute();
        return 'sent';
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        options.log.error({ outboxId: id, reason }, 'e-mail could not be sent');
        await options.db
          .updateTable('outbox')
          .set((eb) => ({ status: 'failed', attempts: eb('attempts', '+', 1), last_error: reason }))
          .where('id', '=', id)
          .execute();
        return 'failed';
      }
    },
  };
}
