import { PassThrough } from 'node:stream';
import { collectionFileName, ZCollection, ZCollectionQuery } from '@domain/api/collection';
import {
  ageingFileName,
  ZAgeing,
  ZAgeingQuery,
  ZAgeingReminderAnswer,
  ZAgeingReminderRequest,
} from '@domain/api/reports';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { ageingOf, exportAgeing, remindFlats } from './ageing.service';
import { collectionOf, exportCollection } from './collection.service';

export async function reportRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['reports'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/reports/ageing',
    { onRequest: access.read, schema: { tags, querystring: ZAgeingQuery, response: { 200: ZAgeing } } },
    async (request) => ageingOf(context, callerOf(request), request.query),
  );

  app.get(
    '/api/v2/reports/ageing.xlsx',
    { onRequest: access.read, schema: { tags, querystring: ZAgeingQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      // Streams out as it is written; a failure half-way cuts the download short and is logged.
      const output = new PassThrough();
      exportAgeing(context, caller, request.query, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'dues export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(ageingFileName(caller.business.name)))
        .header('cache-control', 'no-store')
        .send(output);
    },
  );

  app.post(
    '/api/v2/reports/ageing/reminders',
    {
      onRequest: access.keepBooks,
      schema: { tags, body: ZAgeingReminderRequest, response: { 200: ZAgeingReminderAnswer } },
    },
    async (request) => remindFlats(context, callerOf(request), request.body),
  );

  app.get(
    '/api/v2/reports/collection',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZCollectionQuery, response: { 200: ZCollection } },
    },
    async (request) => collectionOf(context, callerOf(request), request.query),
  );

  app.get(
    '/api/v2/reports/collection.xlsx',
    { onRequest: access.read, schema: { tags, querystring: ZCollectionQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      const workbook = await exportCollection(context, caller, request.query);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(collectionFileName(caller.business.name)))
        .header('cache-control', 'no-store')
        .send(workbook);
    },
  );
}
