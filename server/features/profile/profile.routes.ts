import { text } from '@domain/api/limits';
import { ZProfile, ZProfileInput, ZPublicProfile } from '@domain/api/profile';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import {
  assertOwnProfileId,
  assertOwnUserId,
  profileOf,
  publicProfileOf,
  saveProfile,
} from './profile.service';

const ZId = z.object({ id: z.uuid('Profile not found') });

export async function profileRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);

  app.get(
    '/api/v2/profiles',
    {
      onRequest: access.read,
      schema: {
        tags: ['profiles'],
        querystring: z.strictObject({ searchQuery: text('the owner id').max(100).optional() }),
        response: { 200: z.object({ data: ZProfile }) },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnUserId(caller, request.query.searchQuery);
      return { data: await profileOf(app.serviceContext, caller) };
    },
  );

  app.post(
    '/api/v2/profiles',
    {
      onRequest: access.manage,
      schema: { tags: ['profiles'], body: ZProfileInput, response: { 200: ZProfile } },
    },
    async (request) => saveProfile(app.serviceContext, callerOf(request), request.body),
  );

  app.patch(
    '/api/v2/profiles/:id',
    {
      onRequest: access.manage,
      schema: { tags: ['profiles'], params: ZId, body: ZProfileInput.partial(), response: { 200: ZProfile } },
    },
    async (request) => {
      const caller = callerOf(request);
      assertOwnProfileId(caller, request.params.id);
      return saveProfile(app.serviceContext, caller, request.body);
    },
  );

  app.get(
    '/api/v2/profiles/receiver/:creatorId',
    {
      schema: {
        tags: ['profiles'],
        params: z.object({ creatorId: z.uuid('Profile not found') }),
        response: { 200: ZPublicProfile },
      },
    },
    async (request) => publicProfileOf(app.serviceContext, request.params.creatorId),
  );
}
