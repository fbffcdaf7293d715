import {
  INVOICE_LISTS,
  INVOICE_NOT_FOUND_MESSAGE,
  type TInvoiceList,
  ZInvoice,
  ZInvoiceBlocks,
  ZInvoiceInput,
  ZInvoiceList,
  ZInvoiceListQuery,
  ZInvoiceSearchQuery,
  ZInvoiceUpdate,
  ZPublicInvoice,
} from '@domain/api/invoices';
import { ZLateFeeAnswer, ZLateFeeInput } from '@domain/api/late-fee';
import { text } from '@domain/api/limits';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import type { Caller } from '../../caller';
import { callerHooks, callerOf, optionalCaller } from '../../plugins/authenticate';
import { editInvoice } from './invoice-edit.service';
import type { InvoiceFilter } from './invoice-lists.repository';
import {
  assertOwnInvoices,
  type InvoiceListRequest,
  invoiceBlocksOf,
  invoiceListOf,
  invoiceListStreamOf,
  listFilterOf,
} from './invoice-lists.service';
import { createInvoice, invoiceCountOf, readInvoiceAsSeenBy } from './invoices.service';
import { createLateFeeInvoice } from './late-fee.service';

const ZId = z.object({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
const ZOwnerId = z.object({ ownerId: text('the owner id').max(100) });

export async function invoiceRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['invoices'];
  const context = app.serviceContext;

  app.post(
    '/api/v2/invoices',
    { onRequest: access.keepBooks, schema: { tags, body: ZInvoiceInput, response: { 201: ZInvoice } } },
    async (request, reply) =>
      reply.status(201).send(await createInvoice(context, callerOf(request), request.body)),
  );

  app.post(
    '/api/v2/invoices/overdue',
    { onRequest: access.keepBooks, schema: { tags, body: ZLateFeeInput, response: { 201: ZLateFeeAnswer } } },
    async (request, reply) =>
      reply.status(201).send(await createLateFeeInvoice(context, callerOf(request), request.body)),
  );

  /**
   * A page of a list, or all of it (`limit=0`) streamed as it is read. A stream is written as it is,
   * past the response schema: its rows are built by the same mapping as a page's.
   */
  async function answerList(
    reply: FastifyReply,
    caller: Caller,
    filter: InvoiceFilter,
    query: InvoiceListRequest,
  ): Promise<TInvoiceList> {
    if (query.limit === 0 && query.page === 1) {
      const stream = await invoiceListStreamOf(context, caller, filter, query);
      return reply.type('application/json; charset=utf-8').send(stream as never);
    }
    return invoiceListOf(context, caller, filter, query);
  }

  app.get(
    '/api/v2/invoices',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZInvoiceSearchQuery, response: { 200: ZInvoiceList } },
    },
    async (request, reply) => {
      const { searchQuery, ...query } = request.query;
      const filter: InvoiceFilter = searchQuery ? [{ kind: 'search', text: searchQuery }] : [];
      return answerList(reply, callerOf(request), filter, query);
    },
  );

  app.get(
    '/api/v2/invoices/blocks',
    { onRequest: access.read, schema: { tags, response: { 200: ZInvoiceBlocks } } },
    async (request) => invoiceBlocksOf(context, callerOf(request)),
  );

  for (const list of INVOICE_LISTS) {
    app.get(
      `/api/v2/invoices/${list}/:ownerId`,
      {
        onRequest: access.read,
        schema: { tags, params: ZOwnerId, querystring: ZInvoiceListQuery, response: { 200: ZInvoiceList } },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        assertOwnInvoices(caller, request.params.ownerId);
        return answerList(reply, caller, listFilterOf(list, caller.business, context.clock()), request.query);
      },
    );
  }

  app.patch(
    '/api/v2/invoices/:id',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, body: ZInvoiceUpdate, response: { 200: ZInvoice } },
    },
    async (request) => editInvoice(context, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v2/invoices/count',
    { onRequest: access.read, schema: { tags, response: { 200: z.number() } } },
    async (request) => invoiceCountOf(context, callerOf(request).business),
  );

  // The owner's full invoice comes first: a public answer has no `creator`, so it never matches ZInvoice.
  app.get(
    '/api/v2/invoices/:id',
    {
      onRequest: [optionalCaller(app)],
      schema: { tags, params: ZId, response: { 200: z.union([ZInvoice, ZPublicInvoice]) } },
    },
    async (request) => readInvoiceAsSeenBy(context, request.caller?.business, request.params.id),
  );
}
