import { ZDashboard, ZDashboardQuery } from '@domain/api/dashboard';
import type { AppInstance } from '../../app-context';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import { dashboardOf } from './dashboard.service';

export async function dashboardRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/v2/dashboard',
    {
      onRequest: [requireCaller(app)],
      schema: { tags: ['dashboard'], querystring: ZDashboardQuery, response: { 200: ZDashboard } },
    },
    async (request) => dashboardOf(app.serviceContext, callerOf(request), request.query),
  );
}
