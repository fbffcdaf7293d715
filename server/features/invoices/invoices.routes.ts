import { z } from 'zod';
import { ZInvoice, ZInvoiceInput, ZPublicInvoice } from '../../../domain/api/invoices';
import type { AppInstance } from '../../app';
import { callerOf, optionalCaller, requireCaller } from '../../plugins/authenticate';
import { createInvoice, INVOICE_NOT_FOUND, invoiceCountOf, invoiceFor } from './invoices.service';

const ZId = z.object({ id: z.uuid(INVOICE_NOT_FOUND) });

export async function invoiceRoutes(app: AppInstance): Promise<void> {
  const onRequest = [requireCaller(app)];
  const tags = ['invoices'];

  app.post(
    '/api/v2/invoices',
    { onRequest, schema: { tags, body: ZInvoiceInput, response: { 201: ZInvoice } } },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(app, callerOf(request), request.body)),
  );

  app.get(
    '/api/v2/invoices/count',
    { onRequest, schema: { tags, response: { 200: z.number() } } },
    async (request) => invoiceCountOf(callerOf(request)),
  );

  // The owner's full invoice comes first: a public answer has no `creator`, so it never matches ZInvoice.
  app.get(
    '/api/v2/invoices/:id',
    {
      onRequest: [optionalCaller(app)],
      schema: { tags, params: ZId, response: { 200: z.union([ZInvoice, ZPublicInvoice]) } },
    },
    async (request) => invoiceFor(app, request.caller, request.params.id),
  );
}
