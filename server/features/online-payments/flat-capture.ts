import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { fieldChanges, recordChangeIn } from '../audit';
import { owedBillIdsOf } from '../invoices';
import { holdFlatAccount, receiveOnAccount } from '../ledger';
import { queueReceiptMessages } from '../messaging';
import { flatDuesOf } from '../portal';
import type { Capture } from './capture';
import { METHODS } from './capture';
import { type FlatOrder, findFlatOrder, settleFlatOrder } from './flat-orders.repository';
import { isUniqueViolation, type PayeeBusiness } from './online-payments.repository';

/** A flat order's capture, and the receipt it made when it was recorded. */
export type FlatCapture = { outcome: Capture; receiptId: string | null };

/**
 * Records a captured payment for a member's flat order once, as money received on account (oldest
 * dues first, the rest advance), under the flat's account lock. If the flat now owes less than the
 * order was made to pay (the same dues paid meanwhile, from another tab or by hand), nothing is
 * recorded: the order waits on the owner's "to refund" list.
 */
export async function recordFlatCapture(
  context: ServiceContext,
  log: FastifyBaseLogger,
  business: PayeeBusiness,
  order: FlatOrder,
  payment: RazorpayPayment,
  source: 'validate' | 'webhook',
  now: Date = new Date(),
): Promise<FlatCapture> {
  const logFields = { source, businessId: business.id, customerId: order.customerId, paymentId: payment.id };
  if (payment.orderId !== order.providerOrderId) return { outcome: 'refused', receiptId: null };
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    log.warn(
      { ...logFields, amount: payment.amountPaise },
      'flat payment refused: the amount differs from the order',
    );
    return { outcome: 'refused', receiptId: null };
  }
  if (payment.status === 'failed') return { outcome: 'failed', receiptId: null };
  if (payment.status !== 'captured') return { outcome: 'not_captured', receiptId: null };
  try {
    const captured = await context.db.transaction().execute(async (trx): Promise<FlatCapture> => {
      await holdFlatAccount(trx, business.id, order.customerId, now);
      const current = await findFlatOrder(trx, business.id, order.providerOrderId);
      if (!current) throw new Error('the stored flat order is gone');
      if (current.status !== 'created') {
        const isSame = current.providerPaymentId === payment.id;
        if (!isSame)
          log.warn(
            { ...logFields, settledWith: current.providerPaymentId },
            'a second payment on a settled flat order',
          );
        return {
          outcome: isSame && current.status === 'paid' ? 'recorded' : 'needs_attention',
          receiptId: current.receiptId,
        };
      }
      const settled = { providerPaymentId: payment.id, now: now.toISOString() };
      const dues = await flatDuesOf(trx, business.id, order.customerId);
      if (dues.totalPaise < current.coversPaise) {
        await settleFlatOrder(trx, business.id, current.id, {
          ...settled,
          status: 'needs_attention',
          receiptId: null,
        });
        return { outcome: 'needs_attention', receiptId: null };
      }
      const received = await receiveOnAccount(
        trx,
        business,
        order.customerId,
        () => owedBillIdsOf(trx, business.id, order.customerId),
        {
          amountPaid: fromPaise(payment.amountPaise),
          // The day the member paid, in the business's zone; never after today.
          datePaid: todayIn(
            business.timeZone,
            new Date(Math.min(Date.parse(payment.createdAt), now.getTime())),
          ),
          paymentMethod: METHODS[payment.method] ?? 'Others',
          reference: payment.id,
          note: 'Paid online from the member page',
          paidBy: '',
        },
        now,
      );
      await queueReceiptMessages(context, trx, business.id, [received.receiptId]);
      await settleFlatOrder(trx, business.id, current.id, {
        ...settled,
        status: 'paid',
        receiptId: received.receiptId,
      });
      // Nobody of the team made it: the member paid, and Razorpay told the server.
      const changes = fieldChanges(
        null,
        { amount: fromPaise(payment.amountPaise), on: 'The flat’s account', razorpay: payment.id },
        ['amount', 'on', 'razorpay'],
      );
      await recordChangeIn(
        trx,
        business.id,
        { userId: null, address: `Razorpay (${source})` },
        { entity: 'receipt', entityId: received.receiptId, action: 'record', changes },
        now,
      );
      return { outcome: 'recorded', receiptId: received.receiptId };
    });
    if (captured.outcome === 'needs_attention')
      log.warn(logFields, 'flat payment captured but the dues were paid meanwhile; refund it');
    else log.info(logFields, 'flat payment recorded');
    return captured;
  } catch (error) {
    // The unique (business_id, provider_payment_id): another request settled an order with it first.
    if (!isUniqueViolation(error)) throw error;
    const settled = await findFlatOrder(context.db, business.id, order.providerOrderId);
    return {
      outcome: settled?.status === 'paid' ? 'recorded' : 'needs_attention',
      receiptId: settled?.receiptId ?? null,
    };
  }
}
