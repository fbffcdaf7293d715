import { PassThrough } from 'node:stream';
import { ZAccountsQuery, ZTallyLedgers, ZTallyLedgersInput } from '@domain/api/accounts';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { changeTallyLedgers, readTallyLedgers } from './tally.service';
import { exportTally, tallyFileNameFor } from './tally-export.service';

const XML_TYPE = 'application/xml';

export async function tallyRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['tally'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/settings/tally-ledgers',
    { onRequest: access.read, schema: { tags, response: { 200: ZTallyLedgers } } },
    async (request) => readTallyLedgers(context, callerOf(request).business),
  );
  app.put(
    '/api/v2/settings/tally-ledgers',
    {
      onRequest: access.keepBooks,
      schema: { tags, body: ZTallyLedgersInput, response: { 200: ZTallyLedgers } },
    },
    async (request) => changeTallyLedgers(context, callerOf(request), request.body),
  );

  app.get(
    '/api/v2/reports/accounts/tally.xml',
    { onRequest: access.read, schema: { tags, querystring: ZAccountsQuery } },
    async (request, reply) => {
      const caller = callerOf(request);
      // The file streams out as it is written; a failure half-way cuts the download short (the
      // browser reports it) and is logged, since the status line has already gone.
      const output = new PassThrough();
      exportTally(context, caller.business, request.query, output).catch((error: unknown) => {
        request.log.error({ err: error }, 'Tally export failed');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XML_TYPE)
        .header(
          'content-disposition',
          attachmentDisposition(tallyFileNameFor(caller.business, request.query)),
        )
        .header('cache-control', 'no-store')
        .send(output);
    },
  );
}
