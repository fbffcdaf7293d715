import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { RECEIPT_NOT_FOUND_MESSAGE, ZReceipt, ZReceiptList, ZReversalInput } from '@domain/api/receipts';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { listFlatReceipts, readReceipt, reverse } from './receipts.service';

const ZReceiptId = z.object({ id: z.uuid(RECEIPT_NOT_FOUND_MESSAGE) });
const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });

export async function receiptRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['receipts'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/clients/:id/receipts',
    { onRequest: access.read, schema: { tags, params: ZCustomerId, response: { 200: ZReceiptList } } },
    async (request) => listFlatReceipts(context, callerOf(request).business.id, request.params.id),
  );
  app.get(
    '/api/v2/receipts/:id',
    { onRequest: access.read, schema: { tags, params: ZReceiptId, response: { 200: ZReceipt } } },
    async (request) => readReceipt(context.db, callerOf(request).business.id, request.params.id),
  );
  app.post(
    '/api/v2/receipts/:id/reverse',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZReceiptId, body: ZReversalInput, response: { 200: ZReceipt } },
    },
    async (request) => reverse(context, callerOf(request), request.params.id, request.body),
  );
}
