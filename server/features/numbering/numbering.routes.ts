import { NUMBERING_PATH, ZNumbering, ZNumberingInput, ZNumberingQuery } from '@domain/api/numbering';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { changeNumbering, numberingOf } from './numbering.service';

export async function numberingRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['numbering'];
  const context = app.serviceContext;

  app.get(
    NUMBERING_PATH,
    { onRequest: access.read, schema: { tags, querystring: ZNumberingQuery, response: { 200: ZNumbering } } },
    async (request) => numberingOf(context, callerOf(request).business, request.query.date),
  );

  app.put(
    NUMBERING_PATH,
    { onRequest: access.manage, schema: { tags, body: ZNumberingInput, response: { 200: ZNumbering } } },
    async (request) => changeNumbering(context, callerOf(request), request.body),
  );
}
