import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MAX_LOGO_BYTES, ZUploadResult } from '../../../domain/api/uploads';
import type { AppInstance } from '../../app';
import { AppError } from '../../errors';
import { callerOf, requireCaller } from '../../plugins/authenticate';
import { imageOf, logoTooLarge, saveLogo, UPLOAD_NOT_FOUND } from './uploads.service';

/** Upload ids never change what they point at, so browsers and proxies may keep them for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Reads the one `file` part, refusing anything past the limit while it streams in. A few plain fields
 * (an image host's `upload_preset`, say) are tolerated and ignored.
 */
async function readFilePart(request: FastifyRequest): Promise<Buffer | null> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the logo as multipart/form-data in a field named file',
    );
  }
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_LOGO_BYTES, files: 1, fields: 10 } })) {
      if (part.type !== 'file') continue;
      // A file under another name is read to its end (the stream stalls otherwise) and left out.
      if (part.fieldname === 'file') file = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw logoTooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError('BAD_REQUEST', 'Send one logo file at a time');
    if (code === 'FST_FIELDS_LIMIT') throw new AppError('BAD_REQUEST', 'Send only the logo file');
    throw error;
  }
  return file;
}

export async function uploadRoutes(app: AppInstance): Promise<void> {
  // Registered here, not app-wide, so no other route accepts multipart bodies.
  await app.register(multipart);

  app.post(
    '/api/v2/uploads',
    {
      onRequest: [requireCaller(app)],
      schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 201: ZUploadResult } },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      return reply.status(201).send(await saveLogo(app, caller, await readFilePart(request)));
    },
  );

  app.get(
    '/api/v2/uploads/:id',
    { schema: { tags: ['uploads'], params: z.object({ id: z.uuid(UPLOAD_NOT_FOUND) }) } },
    async (request, reply) => {
      const image = await imageOf(app, request.params.id);
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
