import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../app';
import type { BusinessRow, UserRow } from '../db/schema';

/** One business with its owner, as the victim or the intruder of a cross-tenant case. */
export type Tenant = { user: UserRow; business: BusinessRow };

export type CrossTenantContext = { app: AppInstance; victim: Tenant; intruder: Tenant };

/**
 * One protected route, tried by another business. `request` builds the intruder's call against the
 * victim's resource (made in `prepare`); the answer must be one of `refusedWith`, and `unchanged`
 * proves the victim's data is as it was.
 */
export type CrossTenantCase = {
  method: NonNullable<InjectOptions['method']>;
  /** The route as registered, e.g. '/api/v2/clients/:id'. */
  route: string;
  prepare: (context: CrossTenantContext) => Promise<Record<string, string>>;
  request: (context: CrossTenantContext, resources: Record<string, string>) => InjectOptions;
  refusedWith: number[];
  unchanged: (context: CrossTenantContext, resources: Record<string, string>) => Promise<void>;
};

/** Every tenant route joins this table as it is built; the coverage test enforces it. */
export const CROSS_TENANT_CASES: CrossTenantCase[] = [];

/**
 * Routes that belong to no tenant, each with the reason. Anything else under /api/v2 must have a
 * cross-tenant case.
 */
export const ROUTES_WITHOUT_TENANT: Record<string, string> = {
  'GET /healthz': 'answers only whether the database is up',
  'GET /api/docs': 'the public API description',
  'POST /api/v2/users/signup': 'creates a new account and its own business',
  'POST /api/v2/users/signin': 'answers only the caller’s own account, after the password',
  'POST /api/v2/users/forgot': 'answers the same whoever asks; the link goes to the account’s e-mail',
  'POST /api/v2/users/reset': 'acts only on the account the one-time token belongs to',
};
