import {
  BILLING_RUN_NOT_FOUND_MESSAGE,
  ZBillingRun,
  ZBillingRunDeleted,
  ZBillingRunInput,
  ZBillingRunList,
  ZBillingRunPreview,
  ZBillingSettings,
  ZRunSendInput,
  ZRunSending,
  ZTypedAmounts,
} from '@domain/api/billing-runs';
import { IMPORT_SIZE_MESSAGE, MAX_IMPORT_BYTES } from '@domain/api/customer-import';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { readSingleFile } from '../../plugins/multipart-file';
import {
  billingRunListOf,
  billingSettingsOf,
  changeBillingSettings,
  createBillingRun,
  previewBillingRun,
  removeDraft,
  runWorkbookOf,
  typeRunAmounts,
  typeRunAmountsFromFile,
} from './billing-runs.service';
import { publishBillingRun, undoBillingRun } from './run-publishing.service';
import { retryRunSending, runSendingOf, sendBillingRun } from './run-sending.service';

const ZId = z.object({ id: z.uuid(BILLING_RUN_NOT_FOUND_MESSAGE) });

export async function billingRunRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['billing runs'];
  const context = app.serviceContext;
  // Registered here, in this feature's scope: only the typed-amounts upload takes a file.
  await app.register(multipart);

  app.get(
    '/api/v2/billing-settings',
    { onRequest: access.read, schema: { tags, response: { 200: ZBillingSettings } } },
    async (request) => billingSettingsOf(context, callerOf(request).business),
  );

  app.put(
    '/api/v2/billing-settings',
    {
      onRequest: access.keepBooks,
      schema: { tags, body: ZBillingSettings, response: { 200: ZBillingSettings } },
    },
    async (request) => changeBillingSettings(context, callerOf(request), request.body),
  );

  app.get(
    '/api/v2/billing-runs',
    { onRequest: access.read, schema: { tags, response: { 200: ZBillingRunList } } },
    async (request) => billingRunListOf(context, callerOf(request).business),
  );

  app.post(
    '/api/v2/billing-runs',
    { onRequest: access.keepBooks, schema: { tags, body: ZBillingRunInput, response: { 201: ZBillingRun } } },
    async (request, reply) =>
      reply.status(201).send(await createBillingRun(context, callerOf(request).business, request.body)),
  );

  app.get(
    '/api/v2/billing-runs/:id',
    { onRequest: access.read, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => previewBillingRun(context, callerOf(request).business, request.params.id),
  );

  app.put(
    '/api/v2/billing-runs/:id/amounts',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, body: ZTypedAmounts, response: { 200: ZBillingRunPreview } },
    },
    async (request) => typeRunAmounts(context, callerOf(request).business, request.params.id, request.body),
  );

  app.get(
    '/api/v2/billing-runs/:id/workbook',
    { onRequest: access.read, schema: { tags, params: ZId } },
    async (request, reply) => {
      const { bytes, period } = await runWorkbookOf(context, callerOf(request).business, request.params.id);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(`billing-run-${period}.xlsx`))
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.post(
    '/api/v2/billing-runs/:id/amounts/file',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, consumes: ['multipart/form-data'], response: { 200: ZBillingRunPreview } },
    },
    async (request) => {
      const file = await readSingleFile(request, {
        maxBytes: MAX_IMPORT_BYTES,
        tooLargeMessage: IMPORT_SIZE_MESSAGE,
      });
      if (!file) throw new AppError('BAD_REQUEST', 'Please choose the filled-in preview workbook');
      return typeRunAmountsFromFile(context, callerOf(request).business, request.params.id, file.bytes);
    },
  );

  app.post(
    '/api/v2/billing-runs/:id/publish',
    { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => publishBillingRun(context, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/undo',
    { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => undoBillingRun(context, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/send',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, body: ZRunSendInput, response: { 200: ZRunSending } },
    },
    async (request) => sendBillingRun(context, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v2/billing-runs/:id/sending',
    { onRequest: access.read, schema: { tags, params: ZId, response: { 200: ZRunSending } } },
    async (request) => runSendingOf(context, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/sending/retry',
    { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZRunSending } } },
    async (request) => retryRunSending(context, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v2/billing-runs/:id',
    { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZBillingRunDeleted } } },
    async (request) => removeDraft(context, callerOf(request).business, request.params.id),
  );
}
