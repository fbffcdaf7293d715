import { PassThrough } from 'node:stream';
import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { ZFlatTransferAnswer, ZFlatTransferInput } from '@domain/api/flat-transfers';
import { INVOICE_NOT_FOUND_MESSAGE, ZInvoice } from '@domain/api/invoices';
import {
  ZAccountPaymentAnswer,
  ZAccountPaymentInput,
  ZLedger,
  ZOpeningBalanceInput,
} from '@domain/api/ledger';
import { ZPaymentExportQuery } from '@domain/api/payment-export';
import { PAYMENT_NOT_FOUND_MESSAGE, ZDeletePaymentAnswer, ZPaymentInput } from '@domain/api/payments';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { payOnAccount, readLedger, saveOpeningBalance } from './account-payments.service';
import { transferFlat } from './flat-transfer.service';
import { exportPaysheet, paysheetNameFor } from './payment-export.service';
import { recordPayment, removePayment } from './payments.service';

const ZInvoiceId = z.object({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
const ZPaymentIds = z.object({
  invoiceId: z.uuid(INVOICE_NOT_FOUND_MESSAGE),
  paymentId: z.uuid(PAYMENT_NOT_FOUND_MESSAGE),
});

export async function paymentRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['payments'];
  const context = app.serviceContext;

  app.post(
    '/api/v2/invoices/:id/payments',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZInvoiceId, body: ZPaymentInput, response: { 201: ZInvoice } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await recordPayment(context, callerOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/v2/clients/:id/payments',
    {
      onRequest: access.keepBooks,
      schema: {
        tags,
        params: ZCustomerId,
        body: ZAccountPaymentInput,
        response: { 201: ZAccountPaymentAnswer },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await payOnAccount(context, callerOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v2/clients/:id/ledger',
    { onRequest: access.read, schema: { tags, params: ZCustomerId, response: { 200: ZLedger } } },
    async (request) => readLedger(context, callerOf(request).business.id, request.params.id),
  );

  app.put(
    '/api/v2/clients/:id/opening-balance',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZCustomerId, body: ZOpeningBalanceInput, response: { 200: ZLedger } },
    },
    async (request) => saveOpeningBalance(context, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v2/clients/:id/transfer',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZCustomerId, body: ZFlatTransferInput, response: { 200: ZFlatTransferAnswer } },
    },
    async (request) => transferFlat(context, callerOf(request), request.params.id, request.body),
  );
  app.delete(
    '/api/v2/invoices/payment/:invoiceId/:paymentId',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZPaymentIds, response: { 200: ZDeletePaymentAnswer } },
    },
    async (request) =>
      removePayment(context, callerOf(request), request.params.invoiceId, request.params.paymentId),
  );

  app.get(
    '/api/v2/payments',
    { onRequest: access.read, schema: { tags, querystring: ZPaymentExportQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      // The workbook streams out as it is written; a failure half-way cuts the download short
      // (the browser reports it) and is logged, since the status line has already gone.
      const output = new PassThrough();
      exportPaysheet(context, caller.business.id, request.query, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'paysheet export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(paysheetNameFor(caller.business)))
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
}
