import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkoutScript } from './checkout-script';
import { razorpayError, readJsonObject, validationError } from './http-helpers';
import { notesOrEmptyList, type Route, type RouteContext } from './route';
import { checkoutSignature } from './signature';
import { type Order, type Payment, razorpayId, unixSeconds } from './store';

export const PAY_PATH = '/emulator/pay';

/** Razorpay's test cards: the Visa test card succeeds, the "declined" card fails at the bank. */
export const SUCCEEDING_CARDS = new Set(['4111111111111111', '5555555555554444']);
export const DECLINED_CARDS = new Set(['4000000000000002']);

/**
 * The page that opens Checkout is the app's, on another origin, so the pay call is cross-origin:
 * answer the preflight and name the caller's origin (any, or only `allowedOrigins` when given).
 * Returns true when the request was a preflight and has been answered.
 */
export function applyCheckoutCors(
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
  allowedOrigins: string[] | undefined,
): boolean {
  if (pathname !== PAY_PATH) return false;
  const origin = request.headers.origin;
  response.setHeader('Vary', 'Origin');
  if (origin && (!allowedOrigins || allowedOrigins.includes(origin))) {
    response.setHeader('Access-Control-Allow-Origin', origin);
  }
  if (request.method !== 'OPTIONS') return false;
  response.setHeader('Access-Control-Allow-Methods', 'POST');
  // Whatever headers the page's browser adds (a test run sets X-Forwarded-For on every request) are
  // allowed: the route takes no credentials, and the real Checkout has no such gate.
  response.setHeader(
    'Access-Control-Allow-Headers',
    request.headers['access-control-request-headers'] ?? 'Content-Type',
  );
  response.setHeader('Access-Control-Max-Age', '600');
  response.statusCode = 204;
  response.end();
  return true;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function newPayment(order: Order, body: Record<string, unknown>, isDeclined: boolean): Payment {
  const fee = Math.round(order.amount * 0.02);
  return {
    id: razorpayId('pay'),
    entity: 'payment',
    amount: order.amount,
    currency: order.currency,
    status: isDeclined ? 'failed' : 'captured',
    order_id: order.id,
    invoice_id: null,
    international: false,
    method: 'card',
    amount_refunded: 0,
    refund_status: null,
    captured: !isDeclined,
    description: optionalText(body.description),
    card_id: razorpayId('card'),
    bank: null,
    wallet: null,
    vpa: null,
    email: optionalText(body.email),
    contact: optionalText(body.contact),
    notes: notesOrEmptyList({}),
    fee: isDeclined ? null : fee,
    tax: isDeclined ? null : Math.round(fee * 0.18),
    error_code: isDeclined ? 'BAD_REQUEST_ERROR' : null,
    error_description: isDeclined ? 'Your payment has been declined by the bank.' : null,
    error_source: isDeclined ? 'bank' : null,
    error_step: isDeclined ? 'payment_authorization' : null,
    error_reason: isDeclined ? 'payment_declined' : null,
    created_at: unixSeconds(),
  };
}

/**
 * What the Checkout form submits: key id, order id and card number. A good card captures the order's
 * full amount and answers the handler's payload, signed with the key secret; a declined card records a
 * failed payment (the order stays open for another attempt) and answers Razorpay's error.
 */
async function pay({ request, emulator }: RouteContext) {
  const body = await readJsonObject(request);
  const keyId = optionalText(body.key_id) ?? '';
  const account = emulator.store.accountByKeyId(keyId);
  if (!account) throw razorpayError(400, 'The api key provided is invalid', { field: 'key' });
  const order = emulator.store.findOrder(keyId, optionalText(body.order_id) ?? '');
  if (!order) throw validationError('order_id', 'The id provided does not exist');
  if (order.status === 'paid') throw validationError('order_id', 'This order has already been paid.');
  const card = String(body.card_number ?? '').replace(/[\s-]/g, '');
  const isDeclined = DECLINED_CARDS.has(card);
  if (!isDeclined && !SUCCEEDING_CARDS.has(card)) {
    throw validationError('card[number]', 'Your card number is invalid. Use a Razorpay test card.');
  }
  const payment = emulator.store.savePayment(keyId, newPayment(order, body, isDeclined));
  order.attempts += 1;
  if (isDeclined) {
    order.status = 'attempted';
    throw razorpayError(400, 'Your payment has been declined by the bank. Try another card.', {
      source: 'bank',
      step: 'payment_authorization',
      reason: 'payment_declined',
      metadata: { payment_id: payment.id, order_id: order.id },
    });
  }
  order.status = 'paid';
  order.amount_paid = order.amount;
  order.amount_due = 0;
  if (account.webhookUrl && account.webhookSecret) {
    // Razorpay delivers the webhook on its own, independently of the browser's handler call.
    emulator.sendWebhook({ paymentId: payment.id }).then(
      (delivery) => emulator.log(`webhook ${delivery.eventId} for ${payment.id} → ${delivery.status}`),
      (error: unknown) => emulator.log(`webhook for ${payment.id} failed: ${String(error)}`),
    );
  }
  return {
    status: 200,
    body: {
      razorpay_payment_id: payment.id,
      razorpay_order_id: order.id,
      razorpay_signature: checkoutSignature(account.keySecret, order.id, payment.id),
    },
  };
}

function serveScript({ request }: RouteContext) {
  const fallbackOrigin = `http://${request.headers.host ?? '127.0.0.1'}`;
  return {
    status: 200,
    body: checkoutScript(fallbackOrigin),
    contentType: 'application/javascript; charset=utf-8',
  };
}

export const checkoutRoutes: Route[] = [
  { method: 'GET', path: /^\/(v1\/)?checkout\.js$/, handle: serveScript },
  { method: 'POST', path: /^\/emulator\/pay$/, handle: pay },
];
