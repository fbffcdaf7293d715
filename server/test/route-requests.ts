import { DEFAULT_TIME_ZONE } from '@domain/constants';
import { todayIn } from '@domain/dates';
import type { InjectOptions, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { AppInstance } from '../app-context';
import { buildCustomer, buildInvoice, buildMember } from './factories';
import { multipartPayload, pngBytes } from './multipart';
import type { BaseContext, BaseRequest } from './request-bases';
import type { FieldLocation } from './request-fields';
import { sessionHeadersFor } from './sessions';

/** Served by plugins rather than routes of ours: the API description and the web app's fallback. */
const SERVED_ELSEWHERE = /^(\/api\/docs|\/\*$)/;

type RouteSchemas = Partial<Record<FieldLocation, z.ZodType>>;
/** A registered route and method, as the request walkers try it. */
export type Route = { key: string; url: string; method: string; schemas: RouteSchemas };

export function routesOf(registered: RouteOptions[]): Route[] {
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

let addressCounter = 0;
/** A fresh client address per request, so the rate limits never answer instead of the schema. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.99.${Math.floor(addressCounter / 250)}.${addressCounter % 250}`;
}

export function injectionOf(route: Route, base: BaseRequest, headers: Record<string, string>): InjectOptions {
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
  return String(statement.json().publicPath).split('/').at(-2) ?? '';
}

/** The token of the newest invitation to an address, as its e-mail's link carries it. */
export async function invitationTokenOf(app: AppInstance, email: string): Promise<string> {
  const mail = await app.database.db
    .selectFrom('outbox')
    .select('body_text')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return /\/join\/([\w-]+)/.exec(mail.body_text)?.[1] ?? '';
}

/** A business with one of everything a route may point at, made through the API where it can be. */
export async function baseContextFor(
  app: AppInstance,
): Promise<BaseContext & { headers: Record<string, string> }> {
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
  const invited = await app.inject({
    method: 'POST',
    url: '/api/v2/team/invitations',
    headers,
    payload: { email: `invitee-${parent.customer.id.slice(0, 8)}@example.test`, role: 'auditor' },
  });
  return {
    treasurer: await buildMember(app.database.db, parent, 'treasurer'),
    auditor: await buildMember(app.database.db, parent, 'auditor'),
    invitationId: invited.json()._id,
    invitationToken: await invitationTokenOf(app, invited.json().email),
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
