import {
  ZCheckoutAnswer,
  ZCheckoutInput,
  ZValidateAnswer,
  ZValidateInput,
} from '@domain/api/online-payments';
import {
  ZMemberToken,
  ZPortalCheckoutInput,
  ZPortalValidateAnswer,
  ZPortalValidateInput,
} from '@domain/api/portal';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-context';
import { limit } from '../../plugins/rate-limits';
import { checkout } from './checkout.service';
import { flatCheckout } from './flat-checkout.service';
import { flatValidate } from './flat-validate.service';
import { validate } from './validate.service';
import { receiveWebhook } from './webhook.service';

const ZBusinessId = z.object({ businessId: z.uuid('Unknown business') });
/** A refusal: `{status: 'failed', message}` from the service, `{message, errors}` from validation. */
const ZRefusal = z.object({
  status: z.literal('failed').optional(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
/** What Razorpay gets back: only whether the event was taken; it reads the status code. */
const ZWebhookAnswer = z.object({ status: z.string().optional(), message: z.string().optional() });

/** Keys a limit by the invoice in the body, so one link cannot make orders without end. */
function byInvoice(request: FastifyRequest): string {
  const body = request.body as { invoiceId?: unknown } | undefined;
  return typeof body?.invoiceId === 'string' ? body.invoiceId : 'no-invoice';
}

/** A header's single value, or undefined when absent, repeated or unreasonably long. */
function headerValue(value: string | string[] | undefined, maxLength: number): string | undefined {
  return typeof value === 'string' && value !== '' && value.length <= maxLength ? value : undefined;
}

/**
 * Online payment through the business's own Razorpay account. All three routes are public: the
 * invoice id is the secret link, and the webhook is signed with the business's webhook secret.
 */
export async function onlinePaymentRoutes(app: AppInstance): Promise<void> {
  const tags = ['online payments'];

  app.post(
    '/api/v2/payment/checkout',
    {
      schema: { tags, body: ZCheckoutInput, response: { 200: ZCheckoutAnswer } },
      // Each checkout may make an order in the business's Razorpay account: a payer needs a few.
      preHandler: [
        limit(app, { name: 'checkout-ip', max: 60, timeWindow: '15 minutes' }),
        limit(app, { name: 'checkout-invoice', max: 20, timeWindow: '15 minutes', keyOf: byInvoice }),
      ],
    },
    async (request) => checkout(app.serviceContext, request.log, request.body.invoiceId),
  );

  app.post(
    '/api/v2/payment/validate',
    {
      schema: {
        tags,
        body: ZValidateInput,
        response: { 200: ZValidateAnswer, 202: ZValidateAnswer, 400: ZRefusal },
      },
      // Each validate may call Razorpay with the business's keys; a guesser gets nowhere but costs calls.
      preHandler: [limit(app, { name: 'validate-ip', max: 60, timeWindow: '15 minutes' })],
    },
    async (request, reply) => {
      const result = await validate(app.serviceContext, request.log, request.body);
      return reply.status(result.statusCode).send(result.answer);
    },
  );

  // A member pays their flat's dues at once from their page: the member link is the key.
  const byToken = (request: FastifyRequest) => (request.params as { token?: string }).token ?? 'no-token';
  app.post(
    '/api/v2/portal/:token/checkout',
    {
      schema: { tags, params: ZMemberToken, body: ZPortalCheckoutInput, response: { 200: ZCheckoutAnswer } },
      preHandler: [
        limit(app, { name: 'checkout-ip', max: 60, timeWindow: '15 minutes' }),
        limit(app, { name: 'checkout-flat', max: 20, timeWindow: '15 minutes', keyOf: byToken }),
      ],
    },
    async (request) => flatCheckout(app.serviceContext, request.log, request.params.token, request.body),
  );
  app.post(
    '/api/v2/portal/:token/validate',
    {
      schema: {
        tags,
        params: ZMemberToken,
        body: ZPortalValidateInput,
        response: {
          200: ZPortalValidateAnswer,
          202: ZPortalValidateAnswer,
          400: ZRefusal.extend({ receipt: z.null().optional() }),
        },
      },
      preHandler: [limit(app, { name: 'validate-ip', max: 60, timeWindow: '15 minutes' })],
    },
    async (request, reply) => {
      const result = await flatValidate(app.serviceContext, request.log, request.params.token, request.body);
      return reply.status(result.statusCode).send(result.answer);
    },
  );

  // The signature covers the bytes as Razorpay sent them, so this route alone keeps the raw body.
  await app.register(async (webhook: AppInstance) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/v2/payment/webhook/:businessId',
      {
        schema: {
          tags,
          params: ZBusinessId,
          response: {
            200: ZWebhookAnswer,
            400: ZWebhookAnswer,
            401: ZWebhookAnswer,
            404: ZWebhookAnswer,
            503: ZWebhookAnswer,
          },
        },
      },
      async (request, reply) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const result = await receiveWebhook(app.serviceContext, request.log, {
          businessId: request.params.businessId,
          rawBody,
          signature: headerValue(request.headers['x-razorpay-signature'], 128),
          eventId: headerValue(request.headers['x-razorpay-event-id'], 100),
        });
        return reply.status(result.statusCode).send(result.answer);
      },
    );
  });
}
