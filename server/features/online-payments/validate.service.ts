import {
  NO_INVOICE_FOUND_MESSAGE,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NEEDS_ATTENTION_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
  type TValidateAnswer,
  type TValidateInput,
} from '@domain/api/online-payments';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { verifyPaymentSignature } from '../../integrations/razorpay/razorpay-signatures';
import { recordCapture } from './capture';
import { findInvoiceWithBusiness, findOrder } from './online-payments.repository';
import { clientFor, isProviderOutage, keysOf, providerFailure } from './razorpay-access';

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
  context: ServiceContext,
  log: FastifyBaseLogger,
  input: TValidateInput,
): Promise<ValidateResult> {
  const { db } = context;
  const found = await findInvoiceWithBusiness(db, input.invoiceId);
  if (!found) throw new AppError('NOT_FOUND', NO_INVOICE_FOUND_MESSAGE);
  const { invoice, business } = found;
  const keys = keysOf(context, log, business);
  if (!keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const logFields = { businessId: business.id, invoiceId: invoice.id, paymentId: input.razorpay_payment_id };

  const order = await findOrder(db, business, input.razorpay_order_id, invoice.id);
  if (!order) {
    log.warn(logFields, 'online payment refused: not an order stored for this invoice');
    return refused();
  }
  const signed = verifyPaymentSignature({
    orderId: order.providerOrderId,
    paymentId: input.razorpay_payment_id,
    signature: input.razorpay_signature,
    keySecret: keys.keySecret,
  });
  if (!signed) {
    log.warn(logFields, 'online payment refused: bad signature');
    return refused();
  }
  if (order.status === 'paid' && order.providerPaymentId === input.razorpay_payment_id) {
    return { statusCode: 200, answer: { status: 'success', message: PAYMENT_SUCCESSFUL_MESSAGE } };
  }

  let payment: RazorpayPayment;
  try {
    payment = await clientFor(context, keys).fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    if (isProviderOutage(error)) {
      log.warn(
        { ...logFields, ...providerFailure(error) },
        'online payment not confirmed: Razorpay unavailable',
      );
      return { statusCode: 202, answer: { status: 'failed', message: PAYMENT_NOT_CONFIRMED_MESSAGE } };
    }
    log.warn({ ...logFields, ...providerFailure(error) }, 'online payment refused by Razorpay');
    return refused();
  }

  switch (await recordCapture(context, log, business, order, payment, 'validate')) {
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
