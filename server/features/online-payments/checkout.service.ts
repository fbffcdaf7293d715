import {
  AMOUNT_BELOW_MINIMUM_MESSAGE,
  INVOICE_REPLACED_ONLINE_MESSAGE,
  NO_INVOICE_FOUND_MESSAGE,
  NOTHING_DUE_MESSAGE,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  type TCheckoutAnswer,
} from '@domain/api/online-payments';
import { balanceDue } from '@domain/status';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { findInvoiceWithBusiness, type MadeOrder } from './online-payments.repository';
import { openOrderFor } from './open-order';
import { clientFor, keysOf, providerFailure, type RazorpayKeys } from './razorpay-access';

/** Razorpay takes no order below 100 of the currency's smallest unit (₹1). */
const MINIMUM_ORDER_PAISE = 100;

/**
 * An open order is handed out again only while Razorpay still takes payments for it: once it is paid
 * there, its capture is on its way (validate or the webhook records it), and the payer must not be led
 * to pay twice. When Razorpay cannot be asked, the order is answered as stored: Razorpay itself refuses a
 * second payment on a paid order.
 */
async function assertStillPayable(
  context: ServiceContext,
  log: FastifyBaseLogger,
  keys: RazorpayKeys,
  order: MadeOrder,
): Promise<void> {
  let status: string;
  try {
    status = (await clientFor(context, keys).fetchOrder(order.providerOrderId)).status;
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
    { orderId: order.id, invoiceId: order.invoiceId },
    'checkout refused: the open order is paid at Razorpay',
  );
  throw new AppError('CONFLICT', PAYMENT_NOT_CONFIRMED_MESSAGE);
}

/**
 * `POST /api/v2/payment/checkout`: a Razorpay order for the invoice's balance due, priced by the
 * server. A retried or racing checkout answers the invoice's one open order for the same amount
 * instead of making another (open-order.ts).
 */
export async function checkout(
  context: ServiceContext,
  log: FastifyBaseLogger,
  invoiceId: string,
): Promise<TCheckoutAnswer> {
  const { db } = context;
  const found = await findInvoiceWithBusiness(db, invoiceId);
  if (!found) throw new AppError('NOT_FOUND', NO_INVOICE_FOUND_MESSAGE);
  const { invoice, business } = found;
  const keys = keysOf(context, log, business);
  if (!keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const due = balanceDue(invoice.totalPaise, invoice.receivedPaise, invoice.creditedPaise);
  if (due <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE_MESSAGE);
  if (invoice.replacedByInvoiceId) throw new AppError('BAD_REQUEST', INVOICE_REPLACED_ONLINE_MESSAGE);
  if (due < MINIMUM_ORDER_PAISE) throw new AppError('BAD_REQUEST', AMOUNT_BELOW_MINIMUM_MESSAGE);

  const { order, madeNow } = await openOrderFor(context, log, keys, business, invoice, due);
  if (!madeNow) await assertStillPayable(context, log, keys, order);
  return {
    order: { id: order.providerOrderId, amount: order.amountPaise, currency: order.currency },
    key: keys.keyId,
    checkoutUrl: context.config.razorpayCheckoutUrl,
    businessName: business.businessName,
  };
}
