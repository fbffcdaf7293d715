import { PassThrough } from 'node:stream';
import { ZAccountsQuery, ZAccountsSummary } from '@domain/api/accounts';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { accountsSummaryOf } from './accounts.service';
import { gstr1Download, gstr1WorkbookDownload } from './gstr1.service';

export async function accountsRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['reports'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/reports/accounts',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZAccountsQuery, response: { 200: ZAccountsSummary } },
    },
    async (request) => accountsSummaryOf(context, callerOf(request).business, request.query),
  );

  app.get(
    '/api/v2/reports/accounts/gstr1.json',
    { onRequest: access.read, schema: { tags, querystring: ZAccountsQuery } },
    async (request, reply) => {
      const download = await gstr1Download(context, callerOf(request).business, request.query);
      reply
        .type(download.contentType)
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'no-store');
      if (typeof download.body === 'string') return reply.send(download.body);
      // A year's ZIP streams out as each month is written; a failure half-way cuts it short and is logged.
      const output = new PassThrough();
      download.body(output).catch((error: unknown) => {
        request.log.error({ err: error }, 'GSTR-1 export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply.send(output);
    },
  );

  app.get(
    '/api/v2/reports/accounts/gstr1.xlsx',
    { onRequest: access.read, schema: { tags, querystring: ZAccountsQuery } },
    async (request, reply) => {
      // Refuses (409 without a GSTIN) before anything is sent.
      const download = await gstr1WorkbookDownload(context, callerOf(request).business, request.query);
      const output = new PassThrough();
      download.write(output).catch((error: unknown) => {
        request.log.error({ err: error }, 'GSTR-1 workbook export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(download.fileName))
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
}
