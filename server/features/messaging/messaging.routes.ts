import { text } from '@domain/api/limits';
import {
  ZInvoiceShare,
  ZMessageList,
  ZMessageListQuery,
  ZSendEmailAnswer,
  ZSendInvoiceInput,
  ZSendWhatsAppAnswer,
} from '@domain/api/messages';
import { ZReminderAnswer, ZReminderPreview, ZReminderRequest } from '@domain/api/reminders';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { messageListOf, sendInvoiceByEmail, sendInvoiceByWhatsApp } from './messaging.service';
import { messagingContextOf } from './messaging-context';
import { reminderPreviewOf } from './reminder-preview.service';
import { remindByEmail, remindByWhatsApp } from './reminders.service';
import { invoiceShareOf } from './sharing.service';

const ZOwnerId = z.object({ ownerId: text('the owner id').max(100) });
/**
 * The public API's paths carry the WhatsApp token; it is accepted so older clients keep working, and
 * ignored: a token in a URL lands in logs and histories, so the token comes only from the stored
 * profile, and the logger redacts it from the URL.
 */
const ZProfileToken = text('the token').max(1000);

export async function messagingRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['messaging'];
  const context = messagingContextOf(app.serviceContext);

  app.post(
    '/api/v2/invoices/send/email',
    {
      onRequest: access.keepBooks,
      schema: { tags, body: ZSendInvoiceInput, response: { 200: ZSendEmailAnswer } },
    },
    async (request) => sendInvoiceByEmail(context, callerOf(request), request.body.id),
  );

  for (const path of ['/api/v2/invoices/send/wa', '/api/v2/invoices/send/wa/:profileToken']) {
    app.post(
      path,
      {
        onRequest: access.keepBooks,
        schema: {
          tags,
          params: z.object({ profileToken: ZProfileToken.optional() }),
          body: ZSendInvoiceInput,
          response: { 200: ZSendWhatsAppAnswer },
        },
      },
      async (request) => sendInvoiceByWhatsApp(context, callerOf(request), request.body.id),
    );
  }

  app.get(
    '/api/v2/invoices/:id/share',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZSendInvoiceInput, response: { 200: ZInvoiceShare } },
    },
    async (request) => invoiceShareOf(context, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v2/reminders/preview',
    { onRequest: access.read, schema: { tags, response: { 200: ZReminderPreview } } },
    async (request) => reminderPreviewOf(context, callerOf(request)),
  );

  // The public API's reminder paths (its 'remainder' spelling kept so older clients keep working),
  // with an optional body.
  app.post(
    '/api/v2/invoices/remainder/:ownerId',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZOwnerId, body: ZReminderRequest, response: { 200: ZReminderAnswer } },
    },
    async (request) => remindByEmail(context, callerOf(request), request.params.ownerId, request.body),
  );

  for (const path of ['/api/v2/invoices/warem/:ownerId', '/api/v2/invoices/warem/:ownerId/:profileToken']) {
    app.post(
      path,
      {
        onRequest: access.keepBooks,
        schema: {
          tags,
          params: ZOwnerId.extend({ profileToken: ZProfileToken.optional() }),
          body: ZReminderRequest,
          response: { 200: ZReminderAnswer },
        },
      },
      async (request) => remindByWhatsApp(context, callerOf(request), request.params.ownerId, request.body),
    );
  }

  app.get(
    '/api/v2/messages',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZMessageListQuery, response: { 200: ZMessageList } },
    },
    async (request) => messageListOf(context, callerOf(request), request.query),
  );
}
