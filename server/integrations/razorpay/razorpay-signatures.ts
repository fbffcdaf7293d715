import { createHmac, timingSafeEqual } from 'node:crypto';

const HEX_SHA256 = /^[0-9a-fA-F]{64}$/;

/** Compares a claimed hex HMAC-SHA256 with the expected one in constant time; anything malformed is false. */
function hmacMatches(secret: unknown, message: unknown, signature: unknown): boolean {
  if (typeof secret !== 'string' || secret === '') return false;
  if (typeof signature !== 'string' || !HEX_SHA256.test(signature)) return false;
  if (typeof message !== 'string' && !Buffer.isBuffer(message)) return false;
  const expected = createHmac('sha256', secret).update(message).digest();
  const claimed = Buffer.from(signature, 'hex');
  return claimed.length === expected.length && timingSafeEqual(claimed, expected);
}

/**
 * The signature Checkout hands to the page after a payment: HMAC-SHA256(key secret,
 * "order_id|payment_id"). True only when it matches, so a browser cannot claim a payment it did not
 * make; never throws.
 */
export function verifyPaymentSignature(input: {
  orderId: string;
  paymentId: string;
  signature: string;
  keySecret: string;
}): boolean {
  try {
    const { orderId, paymentId } = input;
    if (typeof orderId !== 'string' || orderId === '' || typeof paymentId !== 'string' || paymentId === '') {
      return false;
    }
    return hmacMatches(input.keySecret, `${orderId}|${paymentId}`, input.signature);
  } catch {
    return false;
  }
}

/**
 * `X-Razorpay-Signature`: HMAC-SHA256(webhook secret, the request body exactly as received). Pass the
 * raw bytes, not re-serialised JSON: any change of spacing or key order fails, as it must. Never throws.
 */
export function verifyWebhookSignature(input: {
  rawBody: Buffer | string;
  signature: string | undefined;
  webhookSecret: string;
}): boolean {
  try {
    return hmacMatches(input.webhookSecret, input.rawBody, input.signature);
  } catch {
    return false;
  }
}
