import type { FastifyBaseLogger } from 'fastify';
import {
  AMOUNT_BELOW_MINIMUM_MESSAGE,
  INVOICE_REPLACED_ONLINE_MESSAGE,
  NO_INVOICE_FOUND_MESSAGE,
  NOTHING_DUE_MESSAGE,
  ONLINE_PAYMENT_RETRY_MESSAGE,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NEEDS_ATTENTION_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
  type TCheckoutAnswer,
  type TValidateAnswer,
  type TValidateInput,
} from '../../../domain/api/online-payments';
import type { PaymentMethod } from '../../../domain/constants';
import { todayIn } from '../../../domain/dates';
import { balanceDue } from '../../../domain/status';
import type { AppInstance } from '../../app';
import type { BusinessRow, PaymentOrderRow } from '../../db/schema';
import { AppError } from '../../errors';
import { createRazorpayClient, type RazorpayClient } from '../../integrations/razorpay/razorpay-client';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import {
  verifyPaymentSignature,
  verifyWebhookSignature,
} from '../../integrations/razorpay/razorpay-signatures';
import { parseWebhookEvent } from '../../integrations/razorpay/razorpay-webhook';
import { decryptSecret } from '../../security/secret-box';
import { lockInvoiceForUpdate } from '../invoices/invoices.repository';
import { recordProviderPaymentIn } from '../payments/payments.service';
import {
  countOrders,
  findBusiness,
  findInvoiceWithBusiness,
  findOpenOrder,
  findOrder,
  insertOrderOnce,
  isUniqueViolation,
  markWebhookEventSeen,
  settleOrder,
  webhookEventSeen,
} from './online-payments.repository';

/** Razorpay takes no order below 100 of the currency's smallest unit (₹1). */
const MINIMUM_ORDER_PAISE = 100;

/** A stored secret, or undefined when none is stored or it cannot be read (APP_SECRET changed). */
function secretOf(app: AppInstance, log: FastifyBaseLogger, business: BusinessRow, stored: string | null) {
  if (!stored) return undefined;
  try {
    return decryptSecret(app.config.appSecret, stored);
  } catch {
    log.error({ businessId: business.id }, 'a stored Razorpay secret cannot be decrypted with APP_SECRET');
    return undefined;
  }
}

/** The business's own Razorpay keys, or undefined when it does not take payments online. */
type RazorpayKeys = { keyId: string; keySecret: string };

function keysOf(app: AppInstance, log: FastifyBaseLogger, business: BusinessRow): RazorpayKeys | undefined {
  const keySecret = secretOf(app, log, business, business.razorpay_secret_encrypted);
  if (!business.razorpay_key_id || !keySecret) return undefined;
  return { keyId: business.razorpay_key_id, keySecret };
}

function clientFor(app: AppInstance, keys: RazorpayKeys): RazorpayClient {
  return createRazorpayClient({
    apiUrl: app.config.razorpayApiUrl,
    ...keys,
    timeoutMs: app.config.razorpayTimeoutMs,
  });
}

/** What a RazorpayError says, for a log line: never a credential (the client redacts the secret). */
function providerFailure(error: RazorpayError) {
  return { kind: error.kind, operation: error.operation, status: error.status, code: error.code };
}

/** The provider could not be asked, or had a problem of its own: ask again later. */
function isProviderOutage(error: RazorpayError): boolean {
  return error.kind !== 'api' || (error.status ?? 500) >= 500 || error.status === 429;
}

/**
 * An open order is handed out again only while Razorpay still takes payments for it: once it is paid
 * there, its capture is on its way (validate or the webhook records it), and the payer must not be led
 * to pay twice. When Razorpay cannot be asked, the order is answered as stored: Razorpay itself refuses a
 * second payment on a paid order.
 */
async function assertStillPayable(
  app: AppInstance,
  log: FastifyBaseLogger,
  keys: RazorpayKeys,
  order: PaymentOrderRow,
): Promise<void> {
  let status: string;
  try {
    status = (await clientFor(app, keys).fetchOrder(order.provider_order_id)).status;
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    log.warn(
      { orderId: order.id, ...providerFailure(error) },
      'open order not re-checked: Razorpay unavailable',
    );
    return;
  }
  if (status !== 'paid') return;
  log.warn(
    { orderId: order.id, invoiceId: order.invoice_id },
    'checkout refused: the open order is paid at Razorpay',
  );
  throw new AppError('CONFLICT', PAYMENT_NOT_CONFIRMED_MESSAGE);
}

/**
 * `POST /api/v2/payment/checkout`: a Razorpay order for the invoice's balance due, priced by the
 * server. A retried checkout answers the invoice's open order for the same amount instead of making
 * another; two racing checkouts use the same receipt, so only one order is stored and answered.
 */
export async function checkout(
  app: AppInstance,
  log: FastifyBaseLogger,
  invoiceId: string,
  now: Date = new Date(),
): Promise<TCheckoutAnswer> {
  const { db } = app.database;
  const found = await findInvoiceWithBusiness(db, invoiceId);
  if (!found) throw new AppError('NOT_FOUND', NO_INVOICE_FOUND_MESSAGE);
  const { invoice, business } = found;
  const keys = keysOf(app, log, business);
  if (!keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const due = balanceDue(Number(invoice.total_paise), Number(invoice.total_received_paise));
  if (invoice.status === 'Paid' || due <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE_MESSAGE);
  if (invoice.replaced_by_invoice_id) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_ONLINE_MESSAGE);
  if (due < MINIMUM_ORDER_PAISE) throw new AppError('BAD_REQUEST', AMOUNT_BELOW_MINIMUM_MESSAGE);

  let order = await findOpenOrder(db, business, invoice.id, due, invoice.currency);
  if (order) await assertStillPayable(app, log, keys, order);
  if (!order) {
    const receipt = `${invoice.id.replaceAll('-', '')}-${(await countOrders(db, business, invoice.id)) + 1}`;
    let created: Awaited<ReturnType<RazorpayClient['createOrder']>>;
    try {
      created = await clientFor(app, keys).createOrder({
        amountPaise: due,
        currency: invoice.currency,
        receipt,
        notes: { invoiceId: invoice.id, invoiceNumber: invoice.invoice_number },
      });
    } catch (error) {
      if (!(error instanceof RazorpayError)) throw error;
      log.warn({ businessId: business.id, invoiceId, ...providerFailure(error) }, 'Razorpay order not made');
      throw new AppError('UNAVAILABLE', ONLINE_PAYMENT_RETRY_MESSAGE);
    }
    order = await insertOrderOnce(db, business, {
      invoice_id: invoice.id,
      provider: 'razorpay',
      provider_order_id: created.id,
      receipt,
      amount_paise: due,
      currency: invoice.currency,
      status: 'created',
      provider_payment_id: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    });
  }
  return {
    order: { id: order.provider_order_id, amount: Number(order.amount_paise), currency: order.currency },
    key: keys.keyId,
    checkoutUrl: app.config.razorpayCheckoutUrl,
    businessName: business.business_name,
  };
}

const METHODS: Record<string, PaymentMethod> = {
  card: 'Credit Card',
  upi: 'UPI',
  netbanking: 'Bank Transfer',
};

type Capture =
  /** Recorded now, or recorded before (validate and the webhook both arrive; replays). */
  | 'recorded'
  /** Captured money the invoice could not take (paid meanwhile); kept on the order for the owner. */
  | 'needs_attention'
  /** Not (yet) captured: the webhook records it when it is. */
  | 'not_captured'
  | 'failed'
  /** Another order's payment, or an amount or currency other than the order's. */
  | 'refused';

/**
 * Records a payment the provider says is captured against the stored order, once: in one
 * transaction with the invoice row locked, through the same code path as a payment by hand. An
 * order already settled records nothing more, so a payment deleted by hand is not brought back by a
 * late validate or webhook.
 */
async function recordCapture(
  app: AppInstance,
  log: FastifyBaseLogger,
  business: BusinessRow,
  order: PaymentOrderRow,
  payment: RazorpayPayment,
  source: 'validate' | 'webhook',
  now: Date = new Date(),
): Promise<Capture> {
  const context = {
    source,
    businessId: business.id,
    invoiceId: order.invoice_id,
    orderId: order.provider_order_id,
    paymentId: payment.id,
  };
  if (payment.orderId !== order.provider_order_id) {
    log.warn({ ...context, paymentOrderId: payment.orderId }, 'online payment refused: another order');
    return 'refused';
  }
  if (payment.amountPaise !== Number(order.amount_paise) || payment.currency !== order.currency) {
    log.warn(
      { ...context, amount: payment.amountPaise, orderAmount: Number(order.amount_paise) },
      'online payment refused: the amount differs from the order',
    );
    return 'refused';
  }
  if (payment.status === 'failed') return 'failed';
  if (payment.status !== 'captured') return 'not_captured';

  let outcome: Capture;
  try {
    outcome = await app.database.db.transaction().execute(async (trx): Promise<Capture> => {
      const invoice = await lockInvoiceForUpdate(trx, business, order.invoice_id, now.toISOString());
      const current = await findOrder(trx, business, order.provider_order_id);
      if (!invoice || !current) throw new Error('the stored order lost its invoice');
      if (current.status !== 'created') {
        if (current.provider_payment_id === payment.id) {
          return current.status === 'paid' ? 'recorded' : 'needs_attention';
        }
        log.warn(
          { ...context, settledWith: current.provider_payment_id },
          'a second payment on a settled order',
        );
        return 'needs_attention';
      }
      const recorded = await recordProviderPaymentIn(
        trx,
        business,
        invoice,
        {
          amountPaise: payment.amountPaise,
          // The day the client paid, in the business's zone; never after today.
          datePaid: todayIn(
            business.time_zone,
            new Date(Math.min(Date.parse(payment.createdAt), now.getTime())),
          ),
          paymentMethod: METHODS[payment.method] ?? 'Others',
          note: `Paid online (Razorpay ${payment.id})`,
          provider: 'razorpay',
          providerPaymentId: payment.id,
        },
        now,
      );
      // Money the invoice cannot take (above its balance, or it was replaced by a late-fee invoice
      // after the order was made) is kept on the order for the owner to refund.
      const status = recorded === 'above_balance' || recorded === 'replaced' ? 'needs_attention' : 'paid';
      await settleOrder(trx, business, current.id, {
        status,
        providerPaymentId: payment.id,
        now: now.toISOString(),
      });
      return status === 'paid' ? 'recorded' : 'needs_attention';
    });
  } catch (error) {
    // The unique (business_id, provider_payment_id): another request recorded it first.
    if (!isUniqueViolation(error)) throw error;
    return 'recorded';
  }
  if (outcome === 'needs_attention') {
    log.warn(
      context,
      'online payment captured but not recorded: above the balance due or the invoice replaced; refund it',
    );
  } else {
    log.info(context, 'online payment recorded');
  }
  return outcome;
}

export type ValidateResult = { statusCode: 200 | 202 | 400; answer: TValidateAnswer };

const refused = (message = PAYMENT_NOT_VERIFIED_MESSAGE): ValidateResult => ({
  statusCode: 400,
  answer: { status: 'failed', message },
});

/**
 * `POST /api/v2/payment/validate`: what Checkout handed the page, checked against the order the
 * server stored for the invoice and the business's own secret, then confirmed by fetching the payment
 * from Razorpay. When Razorpay cannot be asked, nothing is recorded and the payer is told it will be
 * checked again: the webhook records it.
 */
export async function validate(
  app: AppInstance,
  log: FastifyBaseLogger,
  input: TValidateInput,
): Promise<ValidateResult> {
  const { db } = app.database;
  const found = await findInvoiceWithBusiness(db, input.invoiceId);
  if (!found) throw new AppError('NOT_FOUND', NO_INVOICE_FOUND_MESSAGE);
  const { invoice, business } = found;
  const keys = keysOf(app, log, business);
  if (!keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const context = { businessId: business.id, invoiceId: invoice.id, paymentId: input.razorpay_payment_id };

  const order = await findOrder(db, business, input.razorpay_order_id, invoice.id);
  if (!order) {
    log.warn(context, 'online payment refused: not an order stored for this invoice');
    return refused();
  }
  const signed = verifyPaymentSignature({
    orderId: order.provider_order_id,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
    keySecret: keys.keySecret,
  });
  if (!signed) {
    log.warn(context, 'online payment refused: bad signature');
    return refused();
  }
  if (order.status === 'paid' && order.provider_payment_id === input.razorpay_payment_id) {
    return { statusCode: 200, answer: { status: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE } };
  }

  let payment: RazorpayPayment;
  try {
    payment = await clientFor(app, keys).fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (isProviderOutage(error)) {
      log.warn(
        { ...context, ...providerFailure(error) },
        'online payment not confirmed: Razorpay unavailable',
      );
      return { statusCode: 202, answer: { status: 'failed', message: PAYMENT_NOT_CONFIRMED_MESSAGE } };
    }
    log.warn({ ...context, ...providerFailure(error) }, 'online payment refused by Razorpay');
    return refused();
  }

  switch (await recordCapture(app, log, business, order, payment, 'validate')) {
    case 'recorded':
      return { statusCode: 200, answer: { status: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE } };
    case 'needs_attention':
      return { statusCode: 200, answer: { status: 'failed', message: PAYMENT_NEEDS_ATTENTION_MESSAGE } };
    case 'not_captured':
      return { statusCode: 202, answer: { status: 'failed', message: PAYMENT_NOT_CONFIRMED_MESSAGE } };
    case 'failed':
      return refused(PAYMENT_FAILED_MESSAGE);
    case 'refused':
      return refused();
  }
}

export type WebhookResult = { statusCode: 200 | 400 | 401 | 404 | 503; answer: { status: string } };

/**
 * The payment as Razorpay's API tells it, as validate confirms it (DESIGN §5): a webhook secret that
 * leaked cannot make up a capture. Unreachable Razorpay answers 'unavailable', and the webhook asks
 * Razorpay to deliver the event again later; a payment Razorpay does not know, or knows otherwise, is 'refused'. Without API
 * keys any more, the signed event is all there is.
 */
async function confirmWithRazorpay(
  app: AppInstance,
  log: FastifyBaseLogger,
  business: BusinessRow,
  payment: RazorpayPayment,
  context: Record<string, unknown>,
): Promise<RazorpayPayment | 'unavailable' | 'refused'> {
  const keys = keysOf(app, log, business);
  if (!keys) {
    log.warn(context, 'webhook payment not fetched: the business has no Razorpay keys any more');
    return payment;
  }
  try {
    const fetched = await clientFor(app, keys).fetchPayment(payment.id);
    if (fetched.amountPaise === payment.amountPaise && fetched.orderId === payment.orderId) return fetched;
    log.warn(context, 'webhook refused: the event differs from the payment Razorpay holds');
    return 'refused';
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    log.warn({ ...context, ...providerFailure(error) }, 'webhook payment not fetched from Razorpay');
    return isProviderOutage(error) ? 'unavailable' : 'refused';
  }
}

/**
 * `POST /api/v2/payment/webhook/:businessId`: an event signed with the business's webhook secret over
 * the exact bytes received. An event id already handled is ignored; `payment.captured` for one of the
 * business's stored orders is fetched from Razorpay and recorded as validate records it.
 */
export async function receiveWebhook(
  app: AppInstance,
  log: FastifyBaseLogger,
  request: {
    businessId: string;
    rawBody: Buffer;
    signature: string | undefined;
    eventId: string | undefined;
  },
  now: Date = new Date(),
): Promise<WebhookResult> {
  const { db } = app.database;
  const business = await findBusiness(db, request.businessId);
  if (!business) return { statusCode: 404, answer: { status: 'unknown business' } };
  const context = { businessId: business.id, eventId: request.eventId };
  const webhookSecret = secretOf(app, log, business, business.razorpay_webhook_secret_encrypted);
  if (!webhookSecret) {
    log.warn(context, 'webhook refused: the business has no webhook secret');
    return { statusCode: 400, answer: { status: 'no webhook secret' } };
  }
  if (!verifyWebhookSignature({ rawBody: request.rawBody, signature: request.signature, webhookSecret })) {
    log.warn(context, 'webhook refused: bad signature');
    return { statusCode: 401, answer: { status: 'bad signature' } };
  }
  const event = parseWebhookEvent(request.rawBody);
  if (!event) {
    log.warn(context, 'webhook refused: not a Razorpay event');
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
    if (!order) {
      log.info({ ...context, orderId: payment.orderId }, 'webhook ignored: not an order of this business');
    } else {
      const confirmed = await confirmWithRazorpay(app, log, business, payment, context);
      if (confirmed === 'unavailable') {
        statusCode = 503;
        status = 'retry later';
      } else if (confirmed === 'refused') {
        statusCode = 400;
        status = confirmed;
      } else {
        const outcome = await recordCapture(app, log, business, order, confirmed, 'webhook', now);
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
