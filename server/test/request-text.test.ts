import { ZPaymentInput } from '@domain/api/payments';
import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { InjectOptions, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppInstance } from '../app-context';
import { BAD_CREDENTIALS_MESSAGE } from '../features/auth/auth.service';
import { buildCustomer, buildInvoice } from './factories';
import { multipartPayload, pngBytes } from './multipart';
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
import { sessionHeadersFor } from './sessions';
import { testDatabaseTargets } from './test-databases';
import { buildTestApp } from './test-servers';

/** NUL (PostgreSQL refuses it in text) and ESC (starts a terminal escape sequence). */
const CONTROL_CHARACTERS = { NUL: '\u0000', ESC: '\u001b' } as const;

const SERVED_ELSEWHERE = /^(\/api\/docs|\/\*$)/;

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

type RouteSchemas = Partial<Record<FieldLocation, z.ZodType>>;
type Route = { key: string; url: string; method: string; schemas: RouteSchemas };

function routesOf(registered: RouteOptions[]): Route[] {
  return registered.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && !SERVED_ELSEWHERE.test(route.url))
      .map((method) => {
        const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>;
        return {
          key: `${method} ${route.url}`,
          url: route.url,
          method,
          schemas: { body: schema.body, querystring: schema.querystring, params: schema.params },
        };
      }),
  );
}

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

let addressCounter = 0;
/** A fresh client address per request, so the rate limits never answer instead of the schema. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.99.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

function injectionOf(route: Route, base: BaseRequest, headers: Record<string, string>): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(base.params?.[name] ?? ''),
  );
  const query = new URLSearchParams(base.query ?? {}).toString();
  return {
    method: route.method as InjectOptions['method'],
    url: query ? `${url}?${query}` : url,
    headers,
    remoteAddress: nextAddress(),
    ...(base.body === undefined ? {} : { payload: base.body as InjectOptions['payload'] }),
  };
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

async function receiptOfPayment(app: AppInstance, paymentId: string): Promise<string> {
  const row = await app.database.db
    .selectFrom('payments')
    .select('receipt_id')
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
  return row.receipt_id ?? '';
}

async function statementTokenOf(app: AppInstance, customerId: string, headers: Record<string, string>) {
  const statement = await app.inject({
    method: 'GET',
    url: `/api/v2/clients/${customerId}/statement`,
    headers,
  });
  return String(statement.json().publicPath).split('/').at(-1) ?? '';
}

async function baseContextFor(app: AppInstance): Promise<BaseContext & { headers: Record<string, string> }> {
  const parent = await buildCustomer(app.database.db);
  const { invoice } = await buildInvoice(app.database.db, { parent });
  const headers = await sessionHeadersFor(app, parent.user);
  const today = todayIn(DEFAULT_TIME_ZONE, new Date());
  const paid = await app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoice.id}/payments`,
    headers,
    payload: { amountPaid: 1, datePaid: today, paymentMethod: 'Cash' },
  });
  const logo = multipartPayload([{ bytes: pngBytes() }]);
  const uploaded = await app.inject({
    method: 'POST',
    url: '/api/v2/uploads',
    headers: { ...headers, ...logo.headers },
    payload: logo.payload,
  });
  const head = await app.inject({
    method: 'POST',
    url: '/api/v2/bill-heads',
    headers,
    payload: { name: 'Water', basis: 'typed', rate: 3 },
  });
  const run = await app.inject({
    method: 'POST',
    url: '/api/v2/billing-runs',
    headers,
    payload: { period: '2026-11', flats: { kind: 'flats', flats: [parent.customer.id] } },
  });
  const credited = await app.inject({
    method: 'POST',
    url: `/api/v2/invoices/${invoice.id}/credit-notes`,
    headers,
    payload: { date: today, reason: 'Area corrected', lines: [{ line: 0, amount: 1 }] },
  });
  return {
    creditNoteId: credited.json()._id,
    billingRunId: run.json()._id,
    owner: parent,
    billHeadId: head.json()._id,
    customerId: parent.customer.id,
    invoiceId: invoice.id,
    paymentId: paid.json().paymentRecords[0]._id,
    receiptId: await receiptOfPayment(app, paid.json().paymentRecords[0]._id),
    statementToken: await statementTokenOf(app, parent.customer.id, headers),
    uploadId: String(uploaded.json().secure_url).split('/').at(-1) ?? '',
    today,
    headers,
  };
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
