import {
  INTIMATION_NOT_FOUND_MESSAGE,
  MAX_PROOF_BYTES,
  PROOF_TOO_LARGE_MESSAGE,
  ZIntimationList,
  ZIntimationQuery,
  ZRejectIntimation,
} from '@domain/api/intimations';
import { ZMemberToken } from '@domain/api/portal';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { attachmentDisposition } from '../../http/content-disposition';
import { callerHooks, callerOf } from '../../plugins/authenticate';
import { readFormWithFile } from '../../plugins/multipart-file';
import { limit } from '../../plugins/rate-limits';
import { encodeProof } from '../uploads';
import {
  confirmIntimation,
  listIntimations,
  proofOf,
  rejectIntimation,
  reportPayment,
} from './intimations.service';

const ZIntimationId = z.object({ id: z.uuid(INTIMATION_NOT_FOUND_MESSAGE) });
const ZMessage = z.object({ message: z.string() });
const byToken = (request: FastifyRequest) => (request.params as { token?: string }).token ?? 'no-token';

export async function intimationRoutes(app: AppInstance): Promise<void> {
  const access = callerHooks(app);
  const tags = ['payment reports'];
  const context = app.serviceContext;
  // Registered here, not app-wide, so no other route accepts multipart bodies but these and the logo's.
  await app.register(multipart);

  app.post(
    '/api/v2/portal/:token/intimations',
    {
      schema: {
        tags,
        params: ZMemberToken,
        consumes: ['multipart/form-data'],
        response: { 201: ZMessage.extend({ _id: z.string() }) },
      },
      // A member reports a few payments a month; a script filling the treasurer's queue is stopped.
      preHandler: [
        limit(app, { name: 'intimation-ip', max: 60, timeWindow: '1 hour' }),
        limit(app, { name: 'intimation-flat', max: 30, timeWindow: '1 hour', keyOf: byToken }),
      ],
    },
    async (request, reply) => {
      const form = await readFormWithFile(request, {
        maxBytes: MAX_PROOF_BYTES,
        tooLargeMessage: PROOF_TOO_LARGE_MESSAGE,
      });
      const proof = form.file && form.file.bytes.length > 0 ? await encodeProof(form.file.bytes) : null;
      return reply
        .status(201)
        .send(await reportPayment(context, request.params.token, { fields: form.fields, proof }));
    },
  );

  app.get(
    '/api/v2/intimations',
    {
      onRequest: access.read,
      schema: { tags, querystring: ZIntimationQuery, response: { 200: ZIntimationList } },
    },
    async (request) => ({
      items: await listIntimations(context, callerOf(request).business.id, request.query.status),
    }),
  );
  app.get(
    '/api/v2/intimations/:id/proof',
    { onRequest: access.read, schema: { tags, params: ZIntimationId } },
    async (request, reply) => {
      const proof = await proofOf(context, callerOf(request).business.id, request.params.id);
      const extension = proof.contentType === 'application/pdf' ? 'pdf' : proof.contentType.split('/')[1];
      return reply
        .type(proof.contentType)
        .header('content-disposition', attachmentDisposition(`payment-proof.${extension}`))
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(proof.bytes);
    },
  );
  app.post(
    '/api/v2/intimations/:id/confirm',
    { onRequest: access.keepBooks, schema: { tags, params: ZIntimationId, response: { 200: ZMessage } } },
    async (request) => confirmIntimation(context, callerOf(request), request.params.id),
  );
  app.post(
    '/api/v2/intimations/:id/reject',
    {
      onRequest: access.keepBooks,
      schema: { tags, params: ZIntimationId, body: ZRejectIntimation, response: { 200: ZMessage } },
    },
    async (request) => rejectIntimation(context, callerOf(request), request.params.id, request.body.reason),
  );
}
