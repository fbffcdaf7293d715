import { hmacSha256Hex } from './signature';
import { type EmulatorStore, razorpayId, unixSeconds } from './store';

const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookRequest = {
  paymentId: string;
  /** Where to post; default the account's webhook URL. */
  url?: string;
  /** `x-razorpay-event-id`; pass the same one twice to replay an event as Razorpay's retries do. */
  eventId?: string;
  /** Default from the payment: `payment.captured`, or `payment.failed` for a failed payment. */
  event?: string;
  /** Sent instead of the true signature, to check that the app refuses a forged event. */
  signature?: string;
};

export type WebhookDelivery = {
  status: number;
  responseBody: string;
  eventId: string;
  /** The exact bytes posted and signed. */
  rawBody: string;
  signature: string;
};

/**
 * Posts a payment event as Razorpay does: a compact JSON body, `X-Razorpay-Signature` = hex
 * HMAC-SHA256 of exactly those bytes with the webhook secret, and `x-razorpay-event-id`.
 */
export async function sendPaymentWebhook(
  store: EmulatorStore,
  request: WebhookRequest,
): Promise<WebhookDelivery> {
  const found = store.paymentWithAccount(request.paymentId);
  if (!found) throw new Error(`No payment ${request.paymentId} in the emulator`);
  const { account, payment } = found;
  const url = request.url ?? account.webhookUrl;
  if (!url)
    throw new Error(`Account ${account.keyId} has no webhook URL; pass url or add one with addAccount`);
  if (request.signature === undefined && !account.webhookSecret) {
    throw new Error(`Account ${account.keyId} has no webhook secret to sign with`);
  }
  const event = {
    entity: 'event',
    account_id: account.id,
    event: request.event ?? (payment.status === 'failed' ? 'payment.failed' : 'payment.captured'),
    contains: ['payment'],
    payload: { payment: { entity: payment } },
    created_at: unixSeconds(),
  };
  const rawBody = JSON.stringify(event);
  const signature = request.signature ?? hmacSha256Hex(account.webhookSecret ?? '', rawBody);
  const eventId = request.eventId ?? razorpayId();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'Razorpay-Webhook/v1 (bahi emulator)',
      'X-Razorpay-Signature': signature,
      'X-Razorpay-Event-Id': eventId,
    },
    body: Buffer.from(rawBody, 'utf8'),
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  return { status: response.status, responseBody: await response.text(), eventId, rawBody, signature };
}
