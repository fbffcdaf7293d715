import { ZDashboard, ZDashboardQuery } from '@domain/api/dashboard';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { dashboardOf } from './dashboard.service';

export async function dashboardRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  app.get(
    '/api/v2/dashboard',
    {
      onRequest: access.read,
      schema: { tags: ['dashboard'], querystring: ZDashboardQuery, response: { 200: ZDashboard } },
    },
    async (request) => dashboardOf(app.serviceContext, callerOf(request), request.query),
  );
}
