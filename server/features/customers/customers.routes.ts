import {
  CUSTOMER_NOT_FOUND_MESSAGE,
  ZCustomer,
  ZCustomerDues,
  ZCustomerInput,
  ZCustomerList,
  ZCustomerListQuery,
  ZCustomerUpdate,
} from '@domain/api/customers';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import {
  assertOwnUserId,
  CUSTOMER_DELETED_MESSAGE,
  createCustomer,
  customerDuesOf,
  customerListOf,
  customerOf,
  editCustomer,
  removeCustomer,
  setArchived,
} from './customers.service';

const ZId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });

export async function customerRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['customers'];

  app.get(
    '/api/v2/clients/user',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZCustomerListQuery, response: { 200: ZCustomerList } },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnUserId(caller, request.query.searchQuery);
      return customerListOf(app.serviceContext, caller, request.query);
    },
  );

  app.post(
    '/api/v2/clients',
    { onRequest: access.keepBooks, schema: { tags, body: ZCustomerInput, response: { 201: ZCustomer } } },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(app.serviceContext, callerOf(request), request.body)),
  );

  app.patch(
    '/api/v2/clients/:id',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, body: ZCustomerUpdate, response: { 200: ZCustomer } },
    },
    async (request) => editCustomer(app.serviceContext, callerOf(request), request.params.id, request.body),
  );

  app.get(
    '/api/v2/clients/:id',
    { onRequest: access.read, schema: { tags, params: ZId, response: { 200: ZCustomer } } },
    async (request) => customerOf(app.serviceContext, callerOf(request), request.params.id),
  );

  app.get(
    '/api/v2/clients/:id/dues',
    { onRequest: access.read, schema: { tags, params: ZId, response: { 200: ZCustomerDues } } },
    async (request) => customerDuesOf(app.serviceContext, callerOf(request), request.params.id),
  );

  // Archiving keeps a flat (and its account) but takes it out of the lists and the billing runs.
  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/api/v2/clients/:id/${action}`,
      { onRequest: access.keepBooks, schema: { tags, params: ZId, response: { 200: ZCustomer } } },
      async (request) => setArchived(app.serviceContext, callerOf(request), request.params.id, archived),
    );
  }

  app.delete(
    '/api/v2/clients/:id',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZId, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      await removeCustomer(app.serviceContext, callerOf(request), request.params.id);
      return { message: CUSTOMER_DELETED_MESSAGE };
    },
  );
}
