import { randomUUID } from 'node:crypto';
import { type Access, ROLE_REFUSED_MESSAGE, ROLES, type Role } from '@domain/roles';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-context';
import { ROUTES_WITHOUT_TENANT } from './cross-tenant';
import { BASE_REQUESTS, type BaseContext, type BaseRequest } from './request-bases';
import { ROUTE_ACCESS, ROUTES_WITHOUT_SESSION } from './role-matrix';
import { baseContextFor, injectionOf, type Route, routesOf } from './route-requests';
import { sessionHeadersFor } from './sessions';
import { testDatabaseTargets } from './test-databases';
import { buildTestApp } from './test-servers';

/** Who may call a route of each access, written out here rather than read from the product's rule. */
const MAY: Record<Access, Role[]> = {
  read: ['owner', 'treasurer', 'auditor'],
  keepBooks: ['owner', 'treasurer'],
  manage: ['owner'],
};

async function registeredRoutes(app: AppInstance, registered: RouteOptions[]): Promise<Route[]> {
  await app.ready();
  return routesOf(registered);
}

/** Every row of every table that holds the business's data, so a refused request is seen to change none. */
async function businessSnapshot(app: AppInstance, businessId: string): Promise<Record<string, string[]>> {
  const tables = (await app.database.db.introspection.getTables()).filter((table) =>
    table.columns.some((column) => column.name === 'business_id'),
  );
  const snapshot: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}
      where business_id = ${businessId}`.execute(app.database.db);
    snapshot[table.name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

/**
 * The same request with every id of its path made up, so a role that may call the route meets a
 * 404 or a 400 at worst and the business's data stays for the refusals that follow; owner ids stay
 * the business's, as the legacy paths require.
 */
function harmless(base: BaseRequest, context: BaseContext): BaseRequest {
  const params = Object.fromEntries(
    Object.keys(base.params ?? {}).map((name) => [
      name,
      name === 'ownerId' ? context.owner.user.id : name === 'profileToken' ? 'token' : randomUUID(),
    ]),
  );
  return { ...base, params };
}

describe('every signed-in route declares what it needs of a role', () => {
  it('has exactly one declared access for each route that is neither public nor sessionless', async () => {
    const [target] = testDatabaseTargets();
    if (!target) throw new Error('no test database');
    const registered: RouteOptions[] = [];
    const app = await buildTestApp(target, {}, { onRoute: (route) => registered.push(route) });
    const keys = (await registeredRoutes(app, registered))
      .map((route) => route.key)
      .filter((key) => !(key in ROUTES_WITHOUT_TENANT) && !(key in ROUTES_WITHOUT_SESSION));
    await app.close();
    expect(keys.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !keys.includes(key))).toEqual([]);
  });
});

for (const target of testDatabaseTargets()) {
  describe(`each role gets the answer its route's access allows [${target.name}]`, () => {
    let app: AppInstance;
    let routes: Route[] = [];
    let context: BaseContext & { headers: Record<string, string> };
    const headers = {} as Record<Role, Record<string, string>>;

    beforeAll(async () => {
      const registered: RouteOptions[] = [];
      app = await buildTestApp(target, {}, { onRoute: (route) => registered.push(route) });
      routes = await registeredRoutes(app, registered);
      context = await baseContextFor(app);
      headers.owner = context.headers;
      headers.treasurer = await sessionHeadersFor(app, context.treasurer);
      headers.auditor = await sessionHeadersFor(app, context.auditor);
    });
    afterAll(async () => app?.close());

    for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
      const refused = ROLES.filter((role) => !MAY[access].includes(role));
      it(`${key}: ${MAY[access].join(', ')} may; ${refused.join(', ') || 'nobody'} refused`, async () => {
        const route = routes.find((candidate) => candidate.key === key);
        if (!route) throw new Error(`${key} is not a route any more`);
        const base = BASE_REQUESTS[key]?.(context) ?? {};
        for (const role of refused) {
          const before = await businessSnapshot(app, context.owner.business.id);
          const response = await app.inject(injectionOf(route, base, headers[role]));
          expect({ role, status: response.statusCode, message: response.json().message }).toEqual({
            role,
            status: 403,
            message: ROLE_REFUSED_MESSAGE,
          });
          expect(await businessSnapshot(app, context.owner.business.id)).toEqual(before);
        }
        for (const role of MAY[access]) {
          const response = await app.inject(injectionOf(route, harmless(base, context), headers[role]));
          expect({
            role,
            refused: [401, 403].includes(response.statusCode),
            body: response.body.slice(0, 200),
          }).toMatchObject({ role, refused: false });
        }
      });
    }
  });
}
