import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import { ZMemberLink, ZMemberPortal, ZMemberToken } from '@domain/api/portal';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { limit } from '../../plugins/rate-limits';
import { memberLinkOf, reissueMemberLinkOf, revokeMemberLinkOf } from './member-links.service';
import { memberPortalOf } from './portal.service';

const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
/** Member pages one address may open a minute: plenty for a family, too few to guess links by. */
export const MEMBER_VIEWS_PER_MINUTE = 60;

export async function portalRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['portal'];
  const context = app.serviceContext;

  app.get(
    '/api/v2/portal/:token',
    {
      preHandler: [limit(app, { name: 'portal-ip', max: MEMBER_VIEWS_PER_MINUTE, timeWindow: '1 minute' })],
      schema: { tags, params: ZMemberToken, response: { 200: ZMemberPortal } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return memberPortalOf(context, request.params.token, context.clock());
    },
  );

  app.get(
    '/api/v2/clients/:id/member-link',
    { onRequest: access.read, schema: { tags, params: ZCustomerId, response: { 200: ZMemberLink } } },
    async (request) => memberLinkOf(context, callerOf(request).business.id, request.params.id),
  );
  app.post(
    '/api/v2/clients/:id/member-link',
    { onRequest: access.keepBooks, schema: { tags, params: ZCustomerId, response: { 200: ZMemberLink } } },
    async (request) => reissueMemberLinkOf(context, callerOf(request), request.params.id),
  );
  app.delete(
    '/api/v2/clients/:id/member-link',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZCustomerId, response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => revokeMemberLinkOf(context, callerOf(request), request.params.id),
  );
}
