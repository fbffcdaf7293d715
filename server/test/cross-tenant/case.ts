import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../../app-context';
import type { BusinessRow, UserRow } from '../../db/schema';

/** One business with its owner, as the victim or the intruder of a cross-tenant case. */
export type Tenant = { user: UserRow; business: BusinessRow };

export type CrossTenantContext = {
  app: AppInstance;
  victim: Tenant;
  intruder: Tenant;
  /** The victim's signed-in Authorization header, for `prepare` to make its resources through the API. */
  victimHeaders: { authorization: string };
  /** The intruder's own signed-in Authorization header. */
  intruderHeaders: { authorization: string };
};

/**
 * One protected route, tried by another business. `request` builds the intruder's call against the
 * victim's resource (made in `prepare`); the answer must be one of `answeredWith` (a refusal, or for
 * a route that only ever acts on the caller's own data, its success), and `unchanged` proves the
 * victim's data is as it was.
 */
export type CrossTenantCase = {
  method: NonNullable<InjectOptions['method']>;
  /** The route as registered, e.g. '/api/v2/clients/:id'. */
  route: string;
  prepare: (context: CrossTenantContext) => Promise<Record<string, string>>;
  request: (context: CrossTenantContext, resources: Record<string, string>) => InjectOptions;
  answeredWith: number[];
  unchanged: (context: CrossTenantContext, resources: Record<string, string>) => Promise<void>;
};
