import { ZCloseBooksInput, ZClosedMonthParams, ZClosedMonths } from '@domain/api/closed-books';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { closeBooks, readClosedMonths, reopenMonth } from './closed-books.service';

export async function closedBooksRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const context = app.serviceContext;
  const tags = ['closed books'];

  app.get(
    '/api/v2/closed-months',
    { onRequest: access.read, schema: { tags, response: { 200: ZClosedMonths } } },
    async (request) => readClosedMonths(context, callerOf(request)),
  );

  // The owner or the treasurer closes; only the owner reopens.
  app.post(
    '/api/v2/closed-months',
    {
      onRequest: access.keepBooks,
      schema: { tags, body: ZCloseBooksInput, response: { 200: ZClosedMonths } },
    },
    async (request) => closeBooks(context, callerOf(request), request.body),
  );

  app.delete(
    '/api/v2/closed-months/:month',
    {
      onRequest: access.manage,
      schema: { tags, params: ZClosedMonthParams, response: { 200: ZClosedMonths } },
    },
    async (request) => reopenMonth(context, callerOf(request), request.params.month),
  );
}
