import type { AppInstance } from './app-context';
import { invoicePdfRendererOf, receiptPdfRendererOf } from './features/documents';
import { mailSenderOf, whatsAppCredentialsOf } from './features/messaging';
import { createEmailSender } from './integrations/mail/email-sender';
import type { DocumentPdfSource } from './integrations/outbox/outbox-message';
import type { ChannelSenders } from './integrations/outbox/outbox-worker';
import { createWhatsAppSender } from './integrations/whatsapp/whatsapp-sender';

/**
 * The outbox's channels: e-mail through SMTP_URL (none without it: mail is kept in the app), and
 * WhatsApp through the Cloud API with each business's own stored token. Both attach the invoice's or
 * the receipt's PDF, rendered when the message is sent. Called once the app has its config and database.
 */
export function outboxSendersOf(app: AppInstance): ChannelSenders {
  // The service context is built after the outbox (it holds it), so it is looked up at each render.
  const documentPdf: DocumentPdfSource = (businessId, document) =>
    document.kind === 'receipt'
      ? receiptPdfRendererOf(app.serviceContext)(businessId, document.id)
      : invoicePdfRendererOf(app.serviceContext)(businessId, document.id);
  const { smtpUrl, mailFrom, whatsappApiUrl, whatsappTimeoutMs } = app.config;
  return {
    ...(smtpUrl
      ? {
          email: createEmailSender({
            smtpUrl,
            from: mailFrom,
            documentPdf,
            senderOf: (businessId) => mailSenderOf(app.serviceContext, businessId),
          }),
        }
      : {}),
    whatsapp: createWhatsAppSender({
      apiUrl: whatsappApiUrl,
      timeoutMs: whatsappTimeoutMs,
      credentialsFor: (businessId) => whatsAppCredentialsOf(app.serviceContext, businessId),
      documentPdf,
    }),
  };
}
