import {
  BILL_HEAD_NOT_FOUND_MESSAGE,
  ZBillHead,
  ZBillHeadDeleted,
  ZBillHeadInput,
  ZBillHeadList,
  ZBillHeadUpdate,
} from '@domain/api/bill-heads';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { billHeadListOf, createBillHead, editBillHead, removeBillHead } from './bill-heads.service';

const ZId = z.object({ id: z.uuid(BILL_HEAD_NOT_FOUND_MESSAGE) });

export async function billHeadRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['bill heads'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/bill-heads',
    { onRequest: access.read, schema: { tags, response: { 200: ZBillHeadList } } },
    async (request) => billHeadListOf(context, callerOf(request).business),
  );

  app.post(
    '/api/v2/bill-heads',
    { onRequest: access.keepBooks, schema: { tags, body: ZBillHeadInput, response: { 201: ZBillHead } } },
    async (request, reply) =>
      reply.status(201).send(await createBillHead(context, callerOf(request), request.body)),
  );

  app.patch(
    '/api/v2/bill-heads/:id',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, body: ZBillHeadUpdate, response: { 200: ZBillHead } },
    },
    async (request) => editBillHead(context, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/v2/bill-heads/:id',
    { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZBillHeadDeleted } } },
    async (request) => removeBillHead(context, callerOf(request), request.params.id),
  );
}
