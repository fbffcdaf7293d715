import type { PaymentMethod } from '@domain/constants';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import type { RazorpayPayment } from '../../integrations/razorpay/razorpay-entities';
import { fieldChanges, recordChangeIn } from '../audit';
import { lockInvoice, recordProviderPayment } from '../ledger';
import { queueReceiptMessages } from '../messaging';
import type { PayeeBusiness } from './online-payments.repository';
import { findOrder, isUniqueViolation, type MadeOrder, settleOrder } from './online-payments.repository';

/** Razorpay's payment methods as the payment history names them; any other is 'Others'. */
export const METHODS: Record<string, PaymentMethod> = {
  card: 'Credit Card',
  upi: 'UPI',
  netbanking: 'Bank Transfer',
};

export type Capture =
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
 * transaction with the invoice row locked, through the ledger, as a payment by hand is. An
 * order already settled records nothing more, so a payment deleted by hand is not brought back by a
 * late validate or webhook.
 */
export async function recordCapture(
  context: ServiceContext,
  log: FastifyBaseLogger,
  business: PayeeBusiness,
  order: MadeOrder,
  payment: RazorpayPayment,
  source: 'validate' | 'webhook',
  now: Date = new Date(),
): Promise<Capture> {
  const logFields = {
    source,
    businessId: business.id,
    invoiceId: order.invoiceId,
    orderId: order.providerOrderId,
    paymentId: payment.id,
  };
  if (payment.orderId !== order.providerOrderId) {
    log.warn({ ...logFields, paymentOrderId: payment.orderId }, 'online payment refused: another order');
    return 'refused';
  }
  if (payment.amountPaise !== order.amountPaise || payment.currency !== order.currency) {
    log.warn(
      { ...logFields, amount: payment.amountPaise, orderAmount: order.amountPaise },
      'online payment refused: the amount differs from the order',
    );
    return 'refused';
  }
  if (payment.status === 'failed') return 'failed';
  if (payment.status !== 'captured') return 'not_captured';

  let outcome: Capture;
  try {
    outcome = await context.db.transaction().execute(async (trx): Promise<Capture> => {
      const invoice = await lockInvoice(trx, business.id, order.invoiceId, now);
      const current = await findOrder(trx, business, order.providerOrderId);
      if (!invoice || !current) throw new Error('the stored order lost its invoice');
      // A superseded order is no longer handed out, but a payer may have had it before: it still counts.
      if (current.status !== 'created' && current.status !== 'superseded') {
        if (current.providerPaymentId === payment.id) {
          return current.status === 'paid' ? 'recorded' : 'needs_attention';
        }
        log.warn(
          { ...logFields, settledWith: current.providerPaymentId },
          'a second payment on a settled order',
        );
        return 'needs_attention';
      }
      const recorded = await recordProviderPayment(
        trx,
        business.id,
        invoice,
        {
          amountPaise: payment.amountPaise,
          // The day the client paid, in the business's zone; never after today.
          datePaid: todayIn(
            business.timeZone,
            new Date(Math.min(Date.parse(payment.createdAt), now.getTime())),
          ),
          paymentMethod: METHODS[payment.method] ?? 'Others',
          note: `Paid online (Razorpay ${payment.id})`,
          provider: { name: 'razorpay', paymentId: payment.id },
        },
        now,
      );
      // Money the invoice cannot take (above its balance, or it was replaced by a late-fee invoice
      // after the order was made) is kept on the order for the owner to refund.
      const status =
        recorded.outcome === 'above_balance' || recorded.outcome === 'replaced' ? 'needs_attention' : 'paid';
      if (recorded.outcome === 'recorded') {
        await queueReceiptMessages(context, trx, business.id, [recorded.receiptId]);
      }
      await settleOrder(trx, business, current.id, {
        status,
        providerPaymentId: payment.id,
        now: now.toISOString(),
      });
      if (recorded.outcome === 'recorded') {
        // Nobody of the team made it: the client paid, and Razorpay told the server.
        const changes = fieldChanges(
          null,
          {
            amount: fromPaise(payment.amountPaise),
            on: `Invoice ${invoice.invoiceNumber}`,
            razorpay: payment.id,
          },
          ['amount', 'on', 'razorpay'],
        );
        await recordChangeIn(
          trx,
          business.id,
          { userId: null, address: `Razorpay (${source})` },
          { entity: 'receipt', entityId: recorded.receiptId, action: 'record', changes },
          now,
        );
      }
      return status === 'paid' ? 'recorded' : 'needs_attention';
    });
  } catch (error) {
    // The unique (business_id, provider_payment_id): another request recorded it first.
    if (!isUniqueViolation(error)) throw error;
    return 'recorded';
  }
  if (outcome === 'needs_attention') {
    log.warn(
      logFields,
      'online payment captured but not recorded: above the balance due or the invoice replaced; refund it',
    );
  } else {
    log.info(logFields, 'online payment recorded');
  }
  return outcome;
}
