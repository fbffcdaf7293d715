import {
  BILLING_RUN_NOT_FOUND_MESSAGE,
  ZBillingRun,
  ZBillingRunInput,
  ZBillingRunList,
  ZBillingRunPreview,
  ZBillingSettings,
  ZRunSendInput,
  ZRunSending,
  ZTypedAmounts,
} from '@domain/api/billing-runs';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import {
  billingRunListOf,
  billingSettingsOf,
  changeBillingSettings,
  createBillingRun,
  previewBillingRun,
  removeDraft,
  typeRunAmounts,
} from './billing-runs.service';
import { publishBillingRun, undoBillingRun } from './run-publishing.service';
import { retryRunSending, runSendingOf, sendBillingRun } from './run-sending.service';

const ZId = z.object({ id: z.uuid(BILLING_RUN_NOT_FOUND_MESSAGE) });

export async function billingRunRoutes(app: AppInstance): Promise<void> {
  const onRequest = [requireCaller(app)];
  const tags = ['billing runs'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/billing-settings',
    { onRequest, schema: { tags, response: { 200: ZBillingSettings } } },
    async (request) => billingSettingsOf(context, callerOf(request).business),
  );

  app.put(
    '/api/v2/billing-settings',
    { onRequest, schema: { tags, body: ZBillingSettings, response: { 200: ZBillingSettings } } },
    async (request) => changeBillingSettings(context, callerOf(request).business, request.body),
  );

  app.get(
    '/api/v2/billing-runs',
    { onRequest, schema: { tags, response: { 200: ZBillingRunList } } },
    async (request) => billingRunListOf(context, callerOf(request).business),
  );

  app.post(
    '/api/v2/billing-runs',
    { onRequest, schema: { tags, body: ZBillingRunInput, response: { 201: ZBillingRun } } },
    async (request, reply) =>
      reply.status(201).send(await createBillingRun(context, callerOf(request).business, request.body)),
  );

  app.get(
    '/api/v2/billing-runs/:id',
    { onRequest, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => previewBillingRun(context, callerOf(request).business, request.params.id),
  );

  app.put(
    '/api/v2/billing-runs/:id/amounts',
    { onRequest, schema: { tags, params: ZId, body: ZTypedAmounts, response: { 200: ZBillingRunPreview } } },
    async (request) => typeRunAmounts(context, callerOf(request).business, request.params.id, request.body),
  );

  app.post(
    '/api/v2/billing-runs/:id/publish',
    { onRequest, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => publishBillingRun(context, callerOf(request).business, request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/undo',
    { onRequest, schema: { tags, params: ZId, response: { 200: ZBillingRunPreview } } },
    async (request) => undoBillingRun(context, callerOf(request).business, request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/send',
    { onRequest, schema: { tags, params: ZId, body: ZRunSendInput, response: { 200: ZRunSending } } },
    async (request) => sendBillingRun(context, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v2/billing-runs/:id/sending',
    { onRequest, schema: { tags, params: ZId, response: { 200: ZRunSending } } },
    async (request) => runSendingOf(context, callerOf(request), request.params.id),
  );

  app.post(
    '/api/v2/billing-runs/:id/sending/retry',
    { onRequest, schema: { tags, params: ZId, response: { 200: ZRunSending } } },
    async (request) => retryRunSending(context, callerOf(request), request.params.id),
  );

  app.delete(
    '/api/v2/billing-runs/:id',
    { onRequest, schema: { tags, params: ZId, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => removeDraft(context, callerOf(request).business, request.params.id),
  );
}
