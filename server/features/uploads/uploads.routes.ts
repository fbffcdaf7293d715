import { LOGO_SIZE_MESSAGE, MAX_LOGO_BYTES, ZUploadResult } from '@domain/api/uploads';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { readSingleFile } from '../../plugins/multipart-file';
import { imageOf, saveLogo, UPLOAD_NOT_FOUND } from './uploads.service';

/** Upload ids never change what they point at, so browsers and proxies may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export async function uploadRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  // Registered here, not app-wide, so no other route accepts multipart bodies.
  await app.register(multipart);

  app.post(
    '/api/v2/uploads',
    {
      onRequest: access.manage,
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 201: ZUploadResult } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const file = await readSingleFile(request, {
        maxBytes: MAX_LOGO_BYTES,
        tooLargeMessage: LOGO_SIZE_MESSAGE,
      });
      return reply.status(201).send(await saveLogo(app.serviceContext, caller, file?.bytes ?? null));
    },
  );

  app.get(
    '/api/v2/uploads/:id',
    { schema: { tags: ['uploads'], params: z.object({ id: z.uuid(UPLOAD_NOT_FOUND) }) } },
    async (request, reply) => {
      const image = await imageOf(app.serviceContext, request.params.id);
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', IMMUTABLE_CACHE)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(image.bytes);
    },
  );
}
