import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../app-context';
import { CROSS_TENANT_CASES, ROUTES_WITHOUT_TENANT } from './cross-tenant';
import { buildBusiness } from './factories';
import { sessionHeadersFor } from './sessions';
import { testDatabaseTargets } from './test-databases';
import { buildTestApp } from './test-servers';

const SERVED_ELSEWHERE = /^(\/api\/docs\/|\/\*$)/;

function routeKeys(routes: RouteOptions[]): string[] {
  return routes
    .flatMap((route) => [route.method].flat().map((method) => `${method} ${route.url}`))
    .filter((key) => !key.startsWith('HEAD ') && !SERVED_ELSEWHERE.test(key.split(' ')[1] ?? ''));
}

describe('every route is tenant-checked or declared public', () => {
  it('has a cross-tenant case for each route that is not in ROUTES_WITHOUT_TENANT', async () => {
    const [target] = testDatabaseTargets();
    if (!target) throw new Error('no test database');
    const routes: RouteOptions[] = [];
    const app = await buildTestApp(target, {}, { onRoute: (route) => routes.push(route) });
    await app.ready();
    await app.close();

    const covered = new Set(CROSS_TENANT_CASES.map((testCase) => `${testCase.method} ${testCase.route}`));
    const uncovered = routeKeys(routes).filter((key) => !covered.has(key) && !(key in ROUTES_WITHOUT_TENANT));
    expect(uncovered).toEqual([]);
    expect(routeKeys(routes)).toContain('GET /healthz');
  });
});

for (const target of testDatabaseTargets()) {
  describe.runIf(CROSS_TENANT_CASES.length > 0)(`another business is refused [${target.name}]`, () => {
    let app: AppInstance;
    beforeAll(async () => {
      app = await buildTestApp(target);
    });
    afterAll(async () => app.close());

    for (const testCase of CROSS_TENANT_CASES) {
      it(`${testCase.method} ${testCase.route}`, async () => {
        const intruder = await buildBusiness(app.database.db);
        const victim = await buildBusiness(app.database.db);
        const context = {
          app,
          victim,
          intruder,
          victimHeaders: await sessionHeadersFor(app, victim.user),
          intruderHeaders: await sessionHeadersFor(app, intruder.user),
        };
        const resources = await testCase.prepare(context);
        const response = await app.inject(testCase.request(context, resources));
        expect(testCase.answeredWith).toContain(response.statusCode);
        await testCase.unchanged(context, resources);
      });
    }
  });
}
