import { CUSTOMER_NOT_FOUND_MESSAGE } from '@domain/api/customers';
import {
  MEMBER_CODE_SENT_MESSAGE,
  ZMemberCodeFlats,
  ZMemberCodeRequest,
  ZMemberCodeVerify,
} from '@domain/api/member-codes';
import { ZMemberLink, ZMemberPortal, ZMemberToken } from '@domain/api/portal';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { byEmail, limit } from '../../plugins/rate-limits';
import { afterResponseRunner } from '../auth';
import { sendMemberCode, verifyMemberCode } from './member-codes.service';
import { memberLinkOf, reissueMemberLinkOf, revokeMemberLinkOf } from './member-links.service';
import { memberPortalOf } from './portal.service';

const ZCustomerId = z.object({ id: z.uuid(CUSTOMER_NOT_FOUND_MESSAGE) });
/** Member pages one address may open a minute: plenty for a family, too few to guess links by. */
export const MEMBER_VIEWS_PER_MINUTE = 60;

export async function portalRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['portal'];
  const context = app.serviceContext;
  const runAfterResponse = afterResponseRunner(app);

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

  // A member without their link asks for a code by e-mail. Every address gets the same words at once;
  // the flats are looked up after the answer, so neither its content nor its timing says who lives where.
  app.post(
    '/api/v2/portal/codes',
    {
      schema: { tags, body: ZMemberCodeRequest, response: { 200: z.object({ message: z.string() }) } },
      preHandler: [
        limit(app, { name: 'member-code-ip', max: 10, timeWindow: '1 hour' }),
        limit(app, { name: 'member-code-email', max: 3, timeWindow: '15 minutes', keyOf: byEmail }),
      ],
      onResponse: async (request, reply) => {
        if (reply.statusCode !== 200) return;
        const { email } = request.body as { email: string };
        runAfterResponse(request.log, 'member code', () => sendMemberCode(context, email, context.clock()));
      },
    },
    async () => ({ message: MEMBER_CODE_SENT_MESSAGE }),
  );
  app.post(
    '/api/v2/portal/codes/verify',
    {
      schema: { tags, body: ZMemberCodeVerify, response: { 200: ZMemberCodeFlats } },
      preHandler: [
        limit(app, { name: 'member-code-verify-ip', max: 30, timeWindow: '1 hour' }),
        limit(app, { name: 'member-code-verify-email', max: 10, timeWindow: '15 minutes', keyOf: byEmail }),
      ],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyMemberCode(context, request.body.email, request.body.code, context.clock());
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
