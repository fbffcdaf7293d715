import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { text } from '@domain/api/limits';
import { ZSendEmailAnswer } from '@domain/api/messages';
import { ZSendStatementInput, ZStatement, ZStatementQuery } from '@domain/api/statements';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition, XLSX_TYPE } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { limit } from '../../plugins/rate-limits';
import { sendStatement } from './statement-sending.service';
import { statementWorkbook, statementWorkbookName } from './statement-workbook';
import { ownFlatStatement, publicFlatStatement, statementAnswerOf } from './statements.service';

const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
/** A member's statement link: any text but control characters; one nobody was given is not found. */
const ZStatementToken = z.object({ token: text('the statement link').max(100) });
/** Statement views one address may open a minute through members' links: enough for people, not for guessing. */
const PUBLIC_VIEWS_PER_MINUTE = 60;

export async function statementRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['statements'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/clients/:id/statement',
    {
      onRequest: access.read,
      schema: { tags, params: ZCustomerId, querystring: ZStatementQuery, response: { 200: ZStatement } },
    },
    async (request) =>
      statementAnswerOf(
        await ownFlatStatement(
          context,
          callerOf(request).business.id,
          request.params.id,
          request.query,
          context.clock(),
        ),
      ),
  );
  app.get(
    '/api/v2/clients/:id/statement/xlsx',
    { onRequest: access.read, schema: { tags, params: ZCustomerId, querystring: ZStatementQuery } },
    async (request, reply) => {
      const businessId = callerOf(request).business.id;
      const statement = await ownFlatStatement(
        context,
        businessId,
        request.params.id,
        request.query,
        context.clock(),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentDisposition(statementWorkbookName(statement)))
        .header('cache-control', 'no-store')
        .send(await statementWorkbook(statement));
    },
  );
  app.post(
    '/api/v2/clients/:id/statement/send',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZCustomerId, body: ZSendStatementInput, response: { 200: ZSendEmailAnswer } },
    },
    async (request) => sendStatement(context, callerOf(request).business, request.params.id, request.body),
  );
  app.get(
    '/api/v2/statements/:token',
    {
      preHandler: [
        limit(app, { name: 'statement-ip', max: PUBLIC_VIEWS_PER_MINUTE, timeWindow: '1 minute' }),
      ],
      schema: { tags, params: ZStatementToken, querystring: ZStatementQuery, response: { 200: ZStatement } },
    },
    async (request, reply) => {
      const statement = await publicFlatStatement(
        context,
        request.params.token,
        request.query,
        context.clock(),
      );
      reply.header('cache-control', 'no-store');
      return statementAnswerOf(statement);
    },
  );
}
