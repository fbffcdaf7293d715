import {
  CREDIT_NOTE_NOT_FOUND_MESSAGE,
  ZCreditNote,
  ZCreditNoteInput,
  ZInvoiceCredits,
} from '@domain/api/credit-notes';
import { INVOICE_NOT_FOUND_MESSAGE } from '@domain/api/invoices';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { issue, readCreditNote, readInvoiceCredits } from './credit-notes.service';

const ZInvoiceId = z.object({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
const ZCreditNoteId = z.object({ id: z.uuid(CREDIT_NOTE_NOT_FOUND_MESSAGE) });

export async function creditNoteRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['credit notes'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/invoices/:id/credit-notes',
    { onRequest: access.read, schema: { tags, params: ZInvoiceId, response: { 200: ZInvoiceCredits } } },
    async (request) => readInvoiceCredits(context.db, callerOf(request).business.id, request.params.id),
  );
  app.post(
    '/api/v2/invoices/:id/credit-notes',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZInvoiceId, body: ZCreditNoteInput, response: { 201: ZCreditNote } },
    },
    async (request, reply) =>
      reply.status(201).send(await issue(context, callerOf(request), request.params.id, request.body)),
  );
  app.get(
    '/api/v2/credit-notes/:id',
    { onRequest: access.read, schema: { tags, params: ZCreditNoteId, response: { 200: ZCreditNote } } },
    async (request) => readCreditNote(context.db, callerOf(request).business.id, request.params.id),
  );
}
