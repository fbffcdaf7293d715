import nodemailer from 'nodemailer';
import type { ChannelSender } from '../outbox/outbox-message';
import { PermanentSendError } from '../outbox/outbox-message';
import { headerText } from './mail-text';

/** An invoice's PDF, rendered when the mail is sent so it shows the invoice as it is then. */
export type InvoiceAttachment = { bytes: Buffer; fileName: string };
export type InvoicePdfSource = (
  businessId: string,
  invoiceId: string,
) => Promise<InvoiceAttachment | undefined>;

// A server that does not answer must not hold the message past its lease (OUTBOX_LEASE_MS).
const CONNECTION_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/**
 * SMTP answers 5xx for what trying again will not mend (a refused address, a message too large);
 * a refused login is ours to fix, so that one is tried again.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  const isRejected = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return isRejected && !(typeof command === 'string' && command.startsWith('AUTH'));
}

/**
 * Sends outbox e-mail through SMTP_URL. The Message-ID is fixed by the message's idempotency key,
 * so a mail sent again after a crash is the same message, one a receiving server can drop.
 */
export function createEmailSender(options: {
  smtpUrl: string;
  from: string;
  invoicePdf: InvoicePdfSource | undefined;
}): ChannelSender {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return async (message) => {
    const attachments = [];
    if (message.invoiceId && message.businessId && options.invoicePdf) {
      const pdf = await options.invoicePdf(message.businessId, message.invoiceId);
      if (!pdf) throw new PermanentSendError('The invoice no longer exists');
      attachments.push({ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' });
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: headerText(message.recipient),
        subject: headerText(message.subject),
        text: message.text,
        html: message.html,
        messageId: `<${message.idempotencyKey}@bahi>`,
        attachments,
      });
    } catch (error) {
      if (isPermanent(error))
        throw new PermanentSendError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  };
}
