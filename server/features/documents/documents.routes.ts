import { CREDIT_NOTE_NOT_FOUND_MESSAGE } from '@domain/api/credit-notes';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { ZGenerateAnswer, ZGenerateInput } from '@domain/api/documents';
import { text } from '@domain/api/limits';
import { ZMemberToken } from '@domain/api/portal';
import { RECEIPT_NOT_FOUND_MESSAGE } from '@domain/api/receipts';
import { ZStatementQuery } from '@domain/api/statements';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { limit } from '../../plugins/rate-limits';
import { ownFlatStatement, publicFlatStatement } from '../statements';
import { generateInvoicePdf, memberReceiptPdf, ownDocumentPdf, publicInvoicePdf } from './documents.service';
import type { PdfFile } from './invoice-pdf.service';
import {
  creditNotePdfRendererOf,
  invoicePdfRendererOf,
  receiptPdfRendererOf,
  statementPdfRendererOf,
} from './invoice-pdf-renderer';

/** Any text but control characters: a malformed id is a link to no invoice (404), checked by the service. */
const ZPdfParams = z.object({ id: text('the invoice id').max(100) });

const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
/** A member's statement link: any text but control characters; one nobody was given is not found. */
const ZStatementToken = z.object({ token: text('the statement link').max(100) });

/** PDFs a client may fetch per minute: rendering is costly and the route is public. */
export const PDF_DOWNLOADS_PER_MINUTE = 30;

export async function documentRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['documents'];
  const renderPdf = invoicePdfRendererOf(app.serviceContext);
  const renderReceipt = receiptPdfRendererOf(app.serviceContext);
  const renderStatement = statementPdfRendererOf(app.serviceContext);
  const renderCreditNote = creditNotePdfRendererOf(app.serviceContext);
  const context = app.serviceContext;
  const sendPdf = (reply: FastifyReply, pdf: PdfFile) =>
    reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', attachmentDisposition(pdf.fileName))
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(pdf.bytes);

  app.post(
    '/api/v2/invoices/generate',
    {
      onRequest: access.read,
      schema: { tags, body: ZGenerateInput, response: { 200: ZGenerateAnswer } },
    },
    async (request) => generateInvoicePdf(app.serviceContext, callerOf(request).business.id, request.body.id),
  );

  // Public like the invoice view it saves ('Save as PDF' needs no session); the balance changes, so
  // no browser or proxy keeps a copy. The server keeps the render, under the invoice's business and
  // the data it shows, so an unchanged invoice is not drawn again (renderInvoicePdf).
  app.get(
    '/api/v2/invoices/:id/pdf',
    {
      preHandler: [
        limit(app, { name: 'invoice-pdf-ip', max: PDF_DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' }),
      ],
      schema: { tags, params: ZPdfParams, produces: ['application/pdf'] },
    },
    async (request, reply) => sendPdf(reply, await publicInvoicePdf(renderPdf, request.params.id)),
  );

  // A business's own receipts and credit notes, by id: another business's, or none, is not found.
  const ownDocuments = [
    { path: '/api/v2/receipts/:id/pdf', render: renderReceipt, notFound: RECEIPT_NOT_FOUND_MESSAGE },
    {
      path: '/api/v2/credit-notes/:id/pdf',
      render: renderCreditNote,
      notFound: CREDIT_NOTE_NOT_FOUND_MESSAGE,
    },
  ];
  for (const { path, render, notFound } of ownDocuments) {
    app.get(
      path,
      {
        onRequest: access.read,
        schema: { tags, params: z.object({ id: z.uuid(notFound) }), produces: ['application/pdf'] },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await ownDocumentPdf(render, callerOf(request).business.id, request.params.id, notFound),
        ),
    );
  }

  app.get(
    '/api/v2/clients/:id/statement/pdf',
    {
      onRequest: access.read,
      schema: { tags, params: ZCustomerId, querystring: ZStatementQuery, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const businessId = callerOf(request).business.id;
      const statement = await ownFlatStatement(
        context,
        businessId,
        request.params.id,
        request.query,
        context.clock(),
      );
      return sendPdf(reply, await renderStatement(statement));
    },
  );

  // The member's own statement through their link: public like the invoice PDF, and limited like it.
  app.get(
    '/api/v2/statements/:token/pdf',
    {
      preHandler: [
        limit(app, { name: 'statement-pdf-ip', max: PDF_DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' }),
      ],
      schema: { tags, params: ZStatementToken, querystring: ZStatementQuery, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const statement = await publicFlatStatement(
        context,
        request.params.token,
        request.query,
        context.clock(),
      );
      return sendPdf(reply, await renderStatement(statement));
    },
  );

  // A receipt of the member's own flat, through their link: limited like the other public PDFs.
  app.get(
    '/api/v2/portal/:token/receipts/:id/pdf',
    {
      preHandler: [
        limit(app, { name: 'member-receipt-pdf-ip', max: PDF_DOWNLOADS_PER_MINUTE, timeWindow: '1 minute' }),
      ],
      schema: {
        tags,
        params: ZMemberToken.extend({ id: text('the receipt id').max(100) }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await memberReceiptPdf(context, renderReceipt, request.params.token, request.params.id)),
  );
}
