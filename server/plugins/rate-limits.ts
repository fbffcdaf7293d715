import { normalizeEmail } from '@domain/api/auth';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Config } from '../config';
import { AppError } from '../errors';

/**
 * Counters live in memory by default; with REDIS_URL they are shared by every server process, so a
 * guesser cannot multiply the allowance by the number of servers.
 */
export async function registerRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  // ioredis loads only for a server that shares its counters.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1 })
    : undefined;
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'bahi-rate-' } : {}) });
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
}

export type Limit = {
  name: string;
  max: number;
  timeWindow: string;
  keyOf?: (request: FastifyRequest) => string;
};

/**
 * A preHandler (after validation, so the body is known) refusing with 429 past `max` per window.
 * Built on `createRateLimit` because the plugin's own hooks let only one limit run per request,
 * and a route like sign-in needs two (per address and per account). Keys carry the limit's name,
 * so limits never share a counter, in memory or in Redis.
 */
export function limit(app: FastifyInstance, { name, max, timeWindow, keyOf }: Limit): preHandlerHookHandler {
  const check = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request) => `${name}:${keyOf ? keyOf(request) : request.ip}`,
  });
  return async (request) => {
    const outcome = await check(request);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(outcome.ttlInSeconds / 60));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  };
}

/** Keys a limit by the e-mail in the body, so one account is protected whatever the caller's IP. */
export function byEmail(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : 'no-email';
}
