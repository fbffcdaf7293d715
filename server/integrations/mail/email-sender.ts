import type { Transporter } from 'nodemailer';
import {
  type ChannelSender,
  type DocumentPdfSource,
  documentOf,
  PermanentSendError,
  RetryableSendError,
} from '../outbox/outbox-message';
import { headerText } from './mail-text';

/** Who a business's mail is from, as its clients know it, and where their replies go. */
type MailSender = { name: string; replyTo: string };
type MailSenderSource = (businessId: string) => Promise<MailSender | undefined>;

// A server that does not answer must not hold the message past its lease (OUTBOX_LEASE_MS).
const CONNECTION_TIMEOUT_MS = 30_000;
const SOCKET_TIMEOUT_MS = 60_000;

/** 'no-reply@example.com' from 'Bahi <no-reply@example.com>' (MAIL_FROM), or the text as it is. */
function addressOf(mailbox: string): string {
  return /<([^<>]+)>\s*$/.exec(mailbox)?.[1]?.trim() ?? mailbox.trim();
}

/**
 * SMTP answers 5xx for what trying again will not mend (a refused address, a message too large);
 * a refused login is ours to fix, so that one is tried again.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  const isRejected = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return isRejected && !(typeof command === 'string' && command.startsWith('AUTH'));
}

/** What the owner reads while the mail server cannot take the mail (down, unknown, refusing our login). */
export const MAIL_SERVER_UNREACHABLE_REASON = 'The mail server could not be reached';
const REFUSAL_LIMIT = 300;

/**
 * A 5xx refusal as the owner may read it: the server's answer ('550 5.1.1 mailbox unavailable'),
 * without the names and addresses of mail servers (the recipient's own address stays).
 */
export function ownerFacingRefusal(error: unknown): string {
  const { response } = error as { response?: unknown };
  const answer =
    typeof response === 'string' && response.trim() ? response : String((error as Error)?.message);
  const cleaned = answer
    .replace(/\s+/g, ' ')
    // IPv4 and IPv6 addresses, bracketed or not ('[IPv6:2001:db8::1]', '10.0.0.5').
    .replace(/\[?(?:IPv6:)?[0-9a-f]*(?::[0-9a-f]*){3,7}\]?/gi, '[server]')
    .replace(/\[?\b(?:\d{1,3}\.){3}\d{1,3}\b\]?/g, '[server]')
    // Host names ('smtp.internal', 'mx1.example.com'), but not the domain of an e-mail address.
    .replace(/(?<![\w@.-])(?:[a-z0-9-]+\.)+[a-z]{2,}(?![\w@.-])/gi, '[server]')
    .trim()
    .slice(0, REFUSAL_LIMIT);
  return `The mail server refused the message: ${cleaned}`;
}

/**
 * Sends outbox e-mail through SMTP_URL. The Message-ID is fixed by the message's idempotency key,
 * so a mail sent again after a crash is the same message, one a receiving server can drop.
 */
export function createEmailSender(options: {
  smtpUrl: string;
  from: string;
  /** The invoice's or receipt's PDF, rendered when the mail is sent so it shows the document as it is then. */
  documentPdf: DocumentPdfSource | undefined;
  /** A business's mail keeps MAIL_FROM's address (its domain is the one allowed to send) with the
   * business's name, and takes replies at the business's own address. */
  senderOf?: MailSenderSource;
}): ChannelSender {
  const fromAddress = addressOf(options.from);
  // nodemailer loads with the first mail, so a server that has sent none does not hold it in memory.
  let transport: Promise<Transporter> | undefined;
  const transportOnce = () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        greetingTimeout: CONNECTION_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      }),
    );
    return transport;
  };
  return async (message) => {
    const attachments = [];
    const document = documentOf(message);
    if (document && message.businessId && options.documentPdf) {
      const pdf = await options.documentPdf(message.businessId, document);
      if (!pdf) throw new PermanentSendError(`The ${document.kind} no longer exists`);
      attachments.push({ filename: pdf.fileName, content: pdf.bytes, contentType: 'application/pdf' });
    }
    const sender =
      message.businessId && options.senderOf ? await options.senderOf(message.businessId) : undefined;
    const mailer = await transportOnce();
    try {
      await mailer.sendMail({
        from: sender ? { name: headerText(sender.name), address: fromAddress } : options.from,
        ...(sender?.replyTo ? { replyTo: headerText(sender.replyTo) } : {}),
        to: headerText(message.recipient),
        subject: headerText(message.subject),
        text: message.text,
        html: message.html,
        messageId: `<${message.idempotencyKey}@bahi>`,
        attachments,
      });
    } catch (error) {
      // The owner reads the reason; nodemailer's own text (host names, logins) stays in the log.
      if (isPermanent(error)) throw new PermanentSendError(ownerFacingRefusal(error), { cause: error });
      throw new RetryableSendError(MAIL_SERVER_UNREACHABLE_REASON, { cause: error });
    }
  };
}
