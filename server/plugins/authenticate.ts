import { PLAN_EXPIRED_MESSAGE } from '@domain/api/plan';
import { type Access, ROLE_REFUSED_MESSAGE, roleMay } from '@domain/roles';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-context';
import type { Caller } from '../caller';
import { AppError } from '../errors';
import { readSessionToken } from '../security/tokens';
import { findSessionCaller, type SessionOrigin, touchSession } from '../tenancy/sessions.repository';

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
  const found = claims ? await findSessionCaller(app.database.db, claims.sessionId) : undefined;
  // An ended session, another person's, a token from before a password reset or "log out everywhere"
  // (an older version), or a person removed from the session's team since, is refused.
  if (
    !claims ||
    !found ||
    found.session.userId !== claims.userId ||
    found.session.tokenVersion !== claims.tokenVersion
  ) {
    throw new AppError('UNAUTHORIZED', SESSION_EXPIRED_MESSAGE);
  }
  const { session, membership } = found;
  await touchSession(app.database.db, session, new Date());
  return {
    sessionId: session.id,
    user: { id: session.userId, isEnabled: membership.isEnabled },
    business: membership.business,
    role: membership.role,
    address: request.ip,
  };
}

/**
 * onRequest hook for every protected route, naming what the route needs of its caller's role: a valid
 * session (401), an enabled plan and a role that may (403). A route declares its access here, beside
 * its path, and nowhere else; server/test/role-matrix.test.ts holds every route to its declaration.
 */
export function requireCaller(app: AppInstance, access: Access) {
  return async (request: FastifyRequest): Promise<void> => {
    const caller = await identify(app, request);
    if (!caller.user.isEnabled) throw new AppError('FORBIDDEN', PLAN_EXPIRED_MESSAGE);
    if (!roleMay(caller.role, access)) throw new AppError('FORBIDDEN', ROLE_REFUSED_MESSAGE);
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

/**
 * The onRequest hooks a route picks from by what it needs: `read` for any member, `keepBooks` for a
 * change of the books or a message sent (owner, treasurer), `manage` for the business's own keys,
 * settings and team (owner).
 */
export function callerHooks(app: AppInstance): Record<Access, [ReturnType<typeof requireCaller>]> {
  return {
    read: [requireCaller(app, 'read')],
    keepBooks: [requireCaller(app, 'keepBooks')],
    manage: [requireCaller(app, 'manage')],
  };
}

/** Where a new session starts from: the browser's description and the request's address. */
export function sessionOriginOf(request: FastifyRequest): SessionOrigin {
  const agent = request.headers['user-agent'];
  return { device: typeof agent === 'string' ? agent : '', address: request.ip };
}
