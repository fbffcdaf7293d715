import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { verifyWebhookSignature } from '../../integrations/razorpay/razorpay-signatures';
import { parseWebhookEvent } from '../../integrations/razorpay/razorpay-webhook';
import { recordCapture } from './capture';
import { recordFlatCapture } from './flat-capture';
import { type FlatOrder, findFlatOrder } from './flat-orders.repository';
import type { PayeeBusiness } from './online-payments.repository';
import {
  findBusiness,
  findOrder,
  markWebhookEventSeen,
  webhookEventSeen,
} from './online-payments.repository';
import { clientFor, isProviderOutage, keysOf, providerFailure, secretOf } from './razorpay-access';

export type WebhookResult = { statusCode: 200 | 400 | 401 | 404 | 503; answer: { status: string } };

/**
 * The payment as Razorpay's API tells it, as validate confirms it: a webhook secret that
 * leaked cannot make up a capture. Unreachable Razorpay answers 'unavailable', and the webhook asks
 * Razorpay to deliver the event again later; a payment Razorpay does not know, or knows otherwise, is 'refused'. Without API
 * keys any more, the signed event is all there is.
 */
async function confirmWithRazorpay(
  context: ServiceContext,
  log: FastifyBaseLogger,
  business: PayeeBusiness,
  payment: RazorpayPayment,
  logFields: Record<string, unknown>,
): Promise<RazorpayPayment | 'unavailable' | 'refused'> {
  const keys = keysOf(context, log, business);
  if (!keys) {
    log.warn(logFields, 'webhook payment not fetched: the business has no Razorpay keys any more');
    return payment;
  }
  try {
    const fetched = await clientFor(context, keys).fetchPayment(payment.id);
    if (fetched.amountPaise === payment.amountPaise && fetched.orderId === payment.orderId) return fetched;
    log.warn(logFields, 'webhook refused: the event differs from the payment Razorpay holds');
    return 'refused';
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    log.warn({ ...logFields, ...providerFailure(error) }, 'webhook payment not fetched from Razorpay');
    return isProviderOutage(error) ? 'unavailable' : 'refused';
  }
}

/**
 * `POST /api/v2/payment/webhook/:businessId`: an event signed with the business's webhook secret over
 * the exact bytes received. An event id already handled is ignored; `payment.captured` for one of the
 * business's stored orders (an invoice's, or a member's for their flat's dues) is fetched from Razorpay
 * and recorded as validate records it.
 */
export async function receiveWebhook(
  context: ServiceContext,
  log: FastifyBaseLogger,
  request: {
    businessId: string;
    rawBody: Buffer;
    signature: string | undefined;
    eventId: string | undefined;
  },
  now: Date = new Date(),
): Promise<WebhookResult> {
  const { db } = context;
  const business = await findBusiness(db, request.businessId);
  if (!business) return { statusCode: 404, answer: { status: 'unknown business' } };
  const logFields = { businessId: business.id, eventId: request.eventId };
  const webhookSecret = secretOf(context, log, business, business.razorpayWebhookSecretEncrypted);
  if (!webhookSecret) {
    log.warn(logFields, 'webhook refused: the business has no webhook secret');
    return { statusCode: 400, answer: { status: 'no webhook secret' } };
  }
  if (!verifyWebhookSignature({ rawBody: request.rawBody, signature: request.signature, webhookSecret })) {
    log.warn(logFields, 'webhook refused: bad signature');
    return { statusCode: 401, answer: { status: 'bad signature' } };
  }
  const event = parseWebhookEvent(request.rawBody);
  if (!event) {
    log.warn(logFields, 'webhook refused: not a Razorpay event');
    return { statusCode: 400, answer: { status: 'not an event' } };
  }
  if (request.eventId && (await webhookEventSeen(db, business, request.eventId))) {
    return { statusCode: 200, answer: { status: 'ignored' } };
  }
  let statusCode: WebhookResult['statusCode'] = 200;
  let status = 'ignored';
  const payment = event.payment;
  if (event.event === 'payment.captured' && payment?.orderId) {
    const order = await findOrder(db, business, payment.orderId);
    const flatOrder = order ? undefined : await findFlatOrder(db, business.id, payment.orderId);
    if (!order && !flatOrder) {
      log.info({ ...logFields, orderId: payment.orderId }, 'webhook ignored: not an order of this business');
    } else {
      const confirmed = await confirmWithRazorpay(context, log, business, payment, logFields);
      if (confirmed === 'unavailable') {
        statusCode = 503;
        status = 'retry later';
      } else if (confirmed === 'refused') {
        statusCode = 400;
        status = confirmed;
      } else {
        const outcome = order
          ? await recordCapture(context, log, business, order, confirmed, 'webhook', now)
          : (
              await recordFlatCapture(
                context,
                log,
                business,
                flatOrder as FlatOrder,
                confirmed,
                'webhook',
                now,
              )
            ).outcome;
        status = outcome;
        if (outcome === 'refused') statusCode = 400;
      }
    }
  }
  // Marked after handling, so an event that failed half-way is handled again when Razorpay retries.
  if (request.eventId && statusCode === 200) {
    await markWebhookEventSeen(db, business, request.eventId, now.toISOString());
  }
  return { statusCode, answer: { status } };
}
