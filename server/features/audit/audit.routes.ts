import { PassThrough } from 'node:stream';
import { auditFileName, ZAuditList, ZAuditQuery, ZAuditVerification } from '@domain/api/audit';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { auditListOf, exportAudit, verifyTrailOf } from './audit.service';

export async function auditRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const context = app.serviceContext;
  const tags = ['audit'];

  app.get(
    '/api/v2/audit',
    { onRequest: access.read, schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditList } } },
    async (request) => auditListOf(context, callerOf(request), request.query),
  );

  app.get(
    '/api/v2/audit.xlsx',
    { onRequest: access.read, schema: { tags, querystring: ZAuditQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      // Streams out as it is written; a failure half-way cuts the download short and is logged.
      const output = new PassThrough();
      exportAudit(context, caller, request.query, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'activity export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(auditFileName(caller.business.name)))
        .header('cache-control', 'no-store')
        .send(output);
    },
  );

  app.get(
    '/api/v2/audit/verify',
    { onRequest: access.manage, schema: { tags, response: { 200: ZAuditVerification } } },
    async (request) => verifyTrailOf(context, callerOf(request)),
  );
}
