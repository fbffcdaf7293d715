import { PLAN_EXPIRED_MESSAGE } from '@domain/api/plan';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-context';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { readSessionToken } from '../security/tokens';
import { findCallerBusiness, findSessionUser } from '../tenancy/tenants.repository';

export const SESSION_EXPIRED_MESSAGE = 'Your session has ended. Please sign in again.';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation needs an interface
  interface FastifyRequest {
    caller?: Caller;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

async function identify(app: AppInstance, request: FastifyRequest): Promise<Caller> {
  const token = bearerToken(request);
  const claims = token ? await readSessionToken(app.config.appSecret, token) : undefined;
  const user = claims ? await findSessionUser(app.database.db, claims.userId) : undefined;
  // A token from before a password reset or "log out everywhere" carries an older version.
  if (!claims || !user || user.tokenVersion !== claims.tokenVersion) {
    throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  }
  const business = await findCallerBusiness(app.database.db, user.id);
  if (!business) throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  return { user: { id: user.id, isEnabled: user.isEnabled }, business, address: request.ip };
}

/** onRequest hook for every protected route: a valid session (401) and an enabled plan (403). */
export function requireCaller(app: AppInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await identify(app, request);
    if (!caller.user.isEnabled) throw new AppError('FORBIDDEN', PLAN_EXPIRED_MESSAGE);
    request.caller = caller;
  };
}

/**
 * onRequest hook for a route that anyone may call but that answers its owner more: the caller when a
 * valid session of an enabled account comes with the request, else none (no token, an expired one or
 * an expired plan all get the public answer rather than a 401 the web app would turn into a logout).
 */
export function optionalCaller(app: AppInstance) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!bearerToken(request)) return;
    try {
      const caller = await identify(app, request);
      if (caller.user.isEnabled) request.caller = caller;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  };
}

/** The caller set by `requireCaller`; a route without the hook is a programming error. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new Error('Route is missing the requireCaller hook');
  return request.caller;
}
