import { z } from 'zod';
import { INVOICE_NOT_FOUND_MESSAGE, ZInvoice } from '../../../domain/api/invoices';
import { PAYMENT_NOT_FOUND_MESSAGE, ZDeletePaymentAnswer, ZPaymentInput } from '../../../domain/api/payments';
import type { AppInstance } from '../../app';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import { recordPayment, removePayment } from './payments.service';

const ZInvoiceId = z.object({ id: z.uuid(INVOICE_NOT_FOUND_MESSAGE) });
const ZPaymentIds = z.object({
  invoiceId: z.uuid(INVOICE_NOT_FOUND_MESSAGE),
  paymentId: z.uuid(PAYMENT_NOT_FOUND_MESSAGE),
});

export async function paymentRoutes(app: AppInstance): Promise<void> {
  const onRequest = [requireCaller(app)];
  const tags = ['payments'];

  app.post(
    '/api/v2/invoices/:id/payments',
    { onRequest, schema: { tags, params: ZInvoiceId, body: ZPaymentInput, response: { 201: ZInvoice } } },
    async (request, reply) =>
      reply.status(201).send(await recordPayment(app, callerOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v2/invoices/payment/:invoiceId/:paymentId',
    { onRequest, schema: { tags, params: ZPaymentIds, response: { 200: ZDeletePaymentAnswer } } },
    async (request) =>
      removePayment(app, callerOf(request), request.params.invoiceId, request.params.paymentId),
  );
}
