import {
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_NOT_CONFIRMED_MESSAGE,
  PAYMENT_NOT_VERIFIED_MESSAGE,
  PAYMENT_SUCCESSFUL_MESSAGE,
} from '@domain/api/online-payments';
import type { TPortalValidateAnswer, TPortalValidateInput } from '@domain/api/portal';
import { fromPaise } from '@domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { verifyPaymentSignature } from '../../integrations/razorpay/razorpay-signatures';
import { memberFlatOf } from '../portal';
import { findReceipt } from '../receipts';
import { recordFlatCapture } from './flat-capture';
import { findFlatOrder } from './flat-orders.repository';
import { findBusiness } from './online-payments.repository';
import { clientFor, isProviderOutage, keysOf, providerFailure } from './razorpay-access';

/** Money captured for dues paid meanwhile: the society refunds it. */
export const FLAT_PAYMENT_NEEDS_ATTENTION_MESSAGE =
  'Your payment was received but these dues were already paid; the society will refund it';

export type FlatValidateResult = { statusCode: 200 | 202 | 400; answer: TPortalValidateAnswer };

const answer = (
  statusCode: FlatValidateResult['statusCode'],
  status: 'success' | 'failed',
  message: string,
): FlatValidateResult => ({ statusCode, answer: { status, message, receipt: null } });

/**
 * `POST /api/v2/portal/{token}/validate`: what Checkout handed the member's page, checked against the
 * flat's stored order and the business's secret, confirmed by fetching the payment from Razorpay, and
 * recorded; the answer names the receipt the member lands on.
 */
export async function flatValidate(
  context: ServiceContext,
  log: FastifyBaseLogger,
  token: string,
  input: TPortalValidateInput,
): Promise<FlatValidateResult> {
  const { businessId, customerId } = await memberFlatOf(context, token);
  const business = await findBusiness(context.db, businessId);
  const keys = business && keysOf(context, log, business);
  if (!business || !keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const order = await findFlatOrder(context.db, businessId, input.razorpay_order_id, customerId);
  const logFields = { businessId, customerId, paymentId: input.razorpay_payment_id };
  const isSigned =
    order &&
    verifyPaymentSignature({
      orderId: order.providerOrderId,
      paymentId: input.razorpay_payment_id,
      signature: input.razorpay_signature,
      keySecret: keys.keySecret,
    });
  if (!order || !isSigned) {
    log.warn(logFields, 'flat payment refused: not this flat’s order, or a bad signature');
    return answer(400, 'failed', PAYMENT_NOT_VERIFIED_MESSAGE);
  }
  let payment: RazorpayPayment;
  try {
    payment = await clientFor(context, keys).fetchPayment(input.razorpay_payment_id);
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    log.warn({ ...logFields, ...providerFailure(error) }, 'flat payment not confirmed with Razorpay');
    return isProviderOutage(error)
      ? answer(202, 'failed', PAYMENT_NOT_CONFIRMED_MESSAGE)
      : answer(400, 'failed', PAYMENT_NOT_VERIFIED_MESSAGE);
  }
  const { outcome, receiptId } = await recordFlatCapture(context, log, business, order, payment, 'validate');
  switch (outcome) {
    case 'recorded': {
      const receipt = receiptId ? await findReceipt(context.db, businessId, receiptId) : undefined;
      return {
        statusCode: 200,
        answer: {
          status: 'success',
          message: PAYMENT_SUCCESSFUL_MESSAGE,
          receipt: receipt
            ? { _id: receipt.id, receiptNumber: receipt.number, amount: fromPaise(receipt.amountPaise) }
            : null,
        },
      };
    }
    case 'needs_attention':
      return answer(200, 'failed', FLAT_PAYMENT_NEEDS_ATTENTION_MESSAGE);
    case 'not_captured':
      return answer(202, 'failed', PAYMENT_NOT_CONFIRMED_MESSAGE);
    case 'failed':
      return answer(400, 'failed', PAYMENT_FAILED_MESSAGE);
    case 'refused':
      return answer(400, 'failed', PAYMENT_NOT_VERIFIED_MESSAGE);
  }
}
