import { NUMBERING_PATH, ZNumbering, ZNumberingInput, ZNumberingQuery } from '@domain/api/numbering';
import type { AppInstance } from '../../app-context';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import { changeNumbering, numberingOf } from './numbering.service';

export async function numberingRoutes(app: AppInstance): Promise<void> {
  const onRequest = [requireCaller(app)];
  const tags = ['numbering'];
  const context = app.serviceContext;

  app.get(
    NUMBERING_PATH,
    { onRequest, schema: { tags, querystring: ZNumberingQuery, response: { 200: ZNumbering } } },
    async (request) => numberingOf(context, callerOf(request).business, request.query.date),
  );

  app.put(
    NUMBERING_PATH,
    { onRequest, schema: { tags, body: ZNumberingInput, response: { 200: ZNumbering } } },
    async (request) => changeNumbering(context, callerOf(request).business, request.body),
  );
}
