import { ZPaymentInput } from '@domain/api/payments';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from '../app-context';
import { BAD_CREDENTIALS_MESSAGE } from '../features/auth/auth.service';
import { BASE_REQUESTS, type BaseContext, type BaseRequest } from './request-bases';
import {
  distinctFields,
  type FieldLocation,
  type HiddenShapes,
  pathKey,
  type TextField,
  textFieldsOf,
  valueAt,
  withValueAt,
} from './request-fields';
import { baseContextFor, injectionOf, type Route, routesOf } from './route-requests';
import { testDatabaseTargets } from './test-databases';
import { buildTestApp } from './test-servers';

/** NUL (PostgreSQL refuses it in text) and ESC (starts a terminal escape sequence). */
const CONTROL_CHARACTERS = { NUL: '\u0000', ESC: '\u001b' } as const;

/**
 * An edit's payment records are loose objects parsed again inside a transform: a stored one by its
 * `_id`, a new one by ZPaymentInput.
 */
const HIDDEN_SHAPES: HiddenShapes = {
  'paymentRecords.0': [z.object({ _id: z.uuid() }), ZPaymentInput],
};

/**
 * Text that a route takes but deliberately answers otherwise than "400, this field": a sign-in
 * password is only compared with the stored hash (never stored, never refused for its characters,
 * so an account whose password holds one still signs in), and a wrong one is the usual answer; the
 * webhook answers Razorpay with a status and a word.
 */
const ANSWERED_OTHERWISE: Record<string, { status: number; message: string }> = {
  'POST /api/v2/users/signin body:password': { status: 400, message: BAD_CREDENTIALS_MESSAGE },
  // Razorpay reads only the status; the webhook's answers carry no field list.
  'POST /api/v2/payment/webhook/:businessId params:businessId': { status: 400, message: 'Unknown business' },
};

/** The route's text fields; a path parameter only when this route's path has it (schemas are shared). */
function textFieldsOfRoute(route: Route): TextField[] {
  const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
  return distinctFields(
    (['params', 'querystring', 'body'] as const).flatMap((location) => {
      const schema = route.schemas[location];
      return schema ? textFieldsOf(schema, location, HIDDEN_SHAPES) : [];
    }),
  ).filter((field) => field.location !== 'params' || pathParams.includes(String(field.path[0])));
}

function partOf(base: BaseRequest, location: FieldLocation): unknown {
  if (location === 'body') return base.body;
  return location === 'querystring' ? (base.query ?? {}) : (base.params ?? {});
}

/** The base with `character` put into one field (after its valid value, or alone when it has none). */
function withCharacter(base: BaseRequest, field: TextField, character: string): BaseRequest {
  const part = partOf(base, field.location);
  const variantPart = field.variant ? withValueAt(part, field.variant.path, field.variant.start) : part;
  const current = valueAt(variantPart, field.path);
  const text = `${typeof current === 'string' || typeof current === 'number' ? current : 'Text'}${character}`;
  const changed = withValueAt(variantPart, field.path, text);
  if (field.location === 'body') return { ...base, body: changed };
  if (field.location === 'querystring') return { ...base, query: changed as Record<string, string> };
  return { ...base, params: changed as Record<string, string> };
}

for (const target of testDatabaseTargets()) {
  describe(`every text field of every route refuses control characters [${target.name}]`, () => {
    let app: AppInstance;
    let routes: Route[] = [];
    let context: BaseContext & { headers: Record<string, string> };

    beforeAll(async () => {
      const registered: RouteOptions[] = [];
      app = await buildTestApp(target, {}, { onRoute: (route) => registered.push(route) });
      await app.ready();
      routes = routesOf(registered);
      context = await baseContextFor(app);
    });
    afterAll(async () => app?.close());

    it('has a valid base request for each route that takes text', () => {
      const withText = routes
        .filter((route) => textFieldsOfRoute(route).length > 0)
        .map((route) => route.key);
      expect(withText.filter((key) => !(key in BASE_REQUESTS))).toEqual([]);
      expect(Object.keys(BASE_REQUESTS).filter((key) => !withText.includes(key))).toEqual([]);
      for (const route of routes.filter((candidate) => candidate.key in BASE_REQUESTS)) {
        const base = BASE_REQUESTS[route.key]?.(context) ?? {};
        for (const location of ['params', 'querystring', 'body'] as const) {
          const result = route.schemas[location]?.safeParse(partOf(base, location));
          expect(result?.error?.issues ?? [], `${route.key} ${location}`).toEqual([]);
        }
      }
    });

    for (const key of Object.keys(BASE_REQUESTS)) {
      it(`${key}: 400 naming the field for NUL and ESC in each text field`, async () => {
        const route = routes.find((candidate) => candidate.key === key);
        if (!route) throw new Error(`${key} is not a route any more`);
        const failures: string[] = [];
        for (const field of textFieldsOfRoute(route)) {
          const name = `${field.location}:${pathKey(field.path)}`;
          for (const [label, character] of Object.entries(CONTROL_CHARACTERS)) {
            // A fresh base each time: one that slipped through must not spoil the next (a taken e-mail).
            const base = BASE_REQUESTS[key]?.(context) ?? {};
            const response = await app.inject(
              injectionOf(route, withCharacter(base, field, character), context.headers),
            );
            const answer = response.json() as { message?: string; errors?: { path: string }[] };
            const expected = ANSWERED_OTHERWISE[`${key} ${name}`];
            const paths = (answer.errors ?? []).map((error) => error.path);
            const isRight = expected
              ? response.statusCode === expected.status && answer.message === expected.message
              : response.statusCode === 400 &&
                paths.length > 0 &&
                paths.every((path) => path === pathKey(field.path));
            if (!isRight) failures.push(`${name} ${label}: ${response.statusCode} ${response.body}`);
          }
        }
        expect(failures).toEqual([]);
      });
    }
  });
}
