import { createHmac } from 'node:crypto';

/**
 * Razorpay's signatures are lowercase hex HMAC-SHA256. The emulator signs with its own copy of the
 * formula (not the app's verifier), so a test that verifies what the emulator signed checks the app's
 * code against an independent implementation.
 */
export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** What Checkout hands to `options.handler`: HMAC(key_secret, "order_id|payment_id"). */
export function checkoutSignature(keySecret: string, orderId: string, paymentId: string): string {
  return hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);
}
