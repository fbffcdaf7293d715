import type { InjectOptions } from 'fastify';
import type { AppInstance } from '../app';
import type { BusinessRow, UserRow } from '../db/schema';
import { multipartPayload, pngBytes } from './multipart';

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

async function victimBusinessUnchanged(context: CrossTenantContext): Promise<void> {
  const row = await context.app.database.db
    .selectFrom('businesses')
    .selectAll()
    .where('id', '=', context.victim.business.id)
    .executeTakeFirstOrThrow();
  if (JSON.stringify(row) !== JSON.stringify(context.victim.business)) {
    throw new Error('the victim business changed');
  }
}

async function victimUploadsUnchanged(context: CrossTenantContext, resources: Record<string, string>) {
  const rows = await context.app.database.db
    .selectFrom('uploads')
    .select(['id', 'byte_size'])
    .where('business_id', '=', context.victim.business.id)
    .execute();
  if (JSON.stringify(rows) !== JSON.stringify([{ id: resources.uploadId, byte_size: 64 }])) {
    throw new Error('the victim uploads changed');
  }
}

const PROFILE_CHANGE = { businessName: 'Taken Over', name: 'Intruder' };

/** Every tenant route joins this table as it is built; the coverage test enforces it. */
export const CROSS_TENANT_CASES: CrossTenantCase[] = [
  {
    method: 'GET',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'GET',
      url: `/api/v2/profiles?searchQuery=${context.victim.user.id}`,
      headers: context.intruderHeaders,
    }),
    answeredWith: [403],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'POST',
    route: '/api/v2/profiles',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'POST',
      url: '/api/v2/profiles',
      headers: context.intruderHeaders,
      payload: { ...PROFILE_CHANGE, email: 'x@example.test', phoneNumber: '1', contactAddress: 'x' },
    }),
    answeredWith: [200],
    unchanged: victimBusinessUnchanged,
  },
  {
    method: 'PATCH',
    route: '/api/v2/profiles/:id',
    prepare: async () => ({}),
    request: (context) => ({
      method: 'PATCH',
      url: `/api/v2/profiles/${context.victim.business.id}`,
      headers: context.intruderHeaders,
      payload: PROFILE_CHANGE,
    }),
    answeredWith: [403, 404],
    unchanged: victimBusinessUnchanged,
  },
  {
    // Uploads always belong to the caller's business; another's logos are neither counted nor pruned.
    method: 'POST',
    route: '/api/v2/uploads',
    prepare: async (context) => {
      const body = multipartPayload([{ bytes: pngBytes(64) }]);
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.victimHeaders, ...body.headers },
        payload: body.payload,
      });
      return { uploadId: String(response.json().secure_url).split('/').at(-1) ?? '' };
    },
    request: (context) => {
      const body = multipartPayload([{ bytes: pngBytes(80) }]);
      return {
        method: 'POST',
        url: '/api/v2/uploads',
        headers: { ...context.intruderHeaders, ...body.headers },
        payload: body.payload,
      };
    },
    answeredWith: [201],
    unchanged: victimUploadsUnchanged,
  },
];

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
  'GET /api/v2/profiles/receiver/:creatorId': 'the business details printed on every public invoice',
  'GET /api/v2/uploads/:id': 'a logo, printed on every public invoice; its id is a random UUID',
};
