import { z } from 'zod';
import { parsePaymentEntity, type RazorpayPayment } from './razorpay-entities';

const ZWebhookEvent = z.object({
  entity: z.literal('event'),
  account_id: z.string(),
  event: z.string(),
  contains: z.array(z.string()),
  payload: z.object({ payment: z.object({ entity: z.unknown() }).optional() }),
  created_at: z.number().int(),
});

export type RazorpayWebhookEvent = {
  /** e.g. `payment.captured`, `payment.failed`, `order.paid`. */
  event: string;
  accountId: string;
  /** The payment the event is about, when it carries one. */
  payment: RazorpayPayment | undefined;
  createdAt: string;
};

/**
 * Reads a webhook body once its signature has been verified on the same bytes. Undefined when the
 * body is not a Razorpay event (the caller answers 400); an event about something other than a
 * payment comes back with `payment` undefined.
 */
export function parseWebhookEvent(rawBody: Buffer | string): RazorpayWebhookEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.isBuffer(rawBody) ? rawBody.toString('utf8') : rawBody);
  } catch {
    return undefined;
  }
  const parsed = ZWebhookEvent.safeParse(json);
  if (!parsed.success) return undefined;
  const paymentEntity = parsed.data.payload.payment?.entity;
  const payment = paymentEntity === undefined ? undefined : parsePaymentEntity(paymentEntity);
  if (paymentEntity !== undefined && !payment) return undefined;
  return {
    event: parsed.data.event,
    accountId: parsed.data.account_id,
    payment,
    createdAt: new Date(parsed.data.created_at * 1000).toISOString(),
  };
}
