import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { AppError } from '../../errors';
import { pingDatabase } from './health.repository';

const ZHealth = z.object({ status: z.literal('ok') });

/** For load balancers and the CI smoke: 200 only when the database answers a query. */
export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true, response: { 200: ZHealth } } }, async (request) => {
    try {
      await pingDatabase(app.serviceContext.db);
    } catch (error) {
      request.log.error({ err: error }, 'health check: database did not answer');
      throw new AppError('UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok' as const };
  });
}
