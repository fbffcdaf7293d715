import { randomBytes, randomUUID } from 'node:crypto';
import {
  AMOUNT_BELOW_MINIMUM_MESSAGE,
  ONLINE_PAYMENT_RETRY_MESSAGE,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  type TCheckoutAnswer,
} from '@domain/api/online-payments';
import {
  MAX_ADVANCE_ONLINE_PAISE,
  NOTHING_DUE_ON_FLAT_MESSAGE,
  payAtLeastMessage,
  payAtMostMessage,
  type TPortalCheckoutInput,
} from '@domain/api/portal';
import { formatMoney } from '@domain/format';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { toPaise } from '@domain/money';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import { flatDuesOf, memberFlatOf } from '../portal';
import { insertFlatOrder } from './flat-orders.repository';
import { findBusiness } from './online-payments.repository';
import { clientFor, keysOf, providerFailure } from './razorpay-access';

/** Razorpay takes no order below 100 of the currency's smallest unit (₹1). */
const MINIMUM_ORDER_PAISE = 100;

const refused = (message: string) => new AppError('BAD_REQUEST', message, [{ path: 'amount', message }]);

/** The amount to order, in paise: everything owed unless the member chose less or more, within bounds. */
function amountToOrder(
  input: TPortalCheckoutInput,
  dues: { totalPaise: number; oldestPaise: number },
): number {
  if (input.amount === undefined) {
    if (dues.totalPaise <= 0) throw new AppError('BAD_REQUEST', NOTHING_DUE_ON_FLAT_MESSAGE);
    return dues.totalPaise;
  }
  const amount = toPaise(input.amount);
  const least = Math.max(dues.oldestPaise, MINIMUM_ORDER_PAISE);
  if (amount < least) {
    throw refused(
      dues.oldestPaise > MINIMUM_ORDER_PAISE
        ? payAtLeastMessage(formatMoney(least))
        : AMOUNT_BELOW_MINIMUM_MESSAGE,
    );
  }
  const most = dues.totalPaise + MAX_ADVANCE_ONLINE_PAISE;
  if (amount > most) throw refused(payAtMostMessage(formatMoney(most)));
  return amount;
}

/**
 * `POST /api/v2/portal/{token}/checkout`: one Razorpay order for the flat the link opens, priced by the
 * server from what the flat owes now. Each checkout makes its own order: two tabs make two, and the
 * second one captured finds the dues paid and waits for a refund.
 */
export async function flatCheckout(
  context: ServiceContext,
  log: FastifyBaseLogger,
  token: string,
  input: TPortalCheckoutInput,
): Promise<TCheckoutAnswer> {
  const { db } = context;
  const { businessId, customerId } = await memberFlatOf(context, token);
  const business = await findBusiness(db, businessId);
  const keys = business && keysOf(context, log, business);
  if (!business || !keys) throw new AppError('BAD_REQUEST', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);
  const dues = await flatDuesOf(db, businessId, customerId);
  const amountPaise = amountToOrder(input, dues);
  const receipt = `flat-${customerId.replaceAll('-', '').slice(0, 24)}-${randomBytes(4).toString('hex')}`;
  let providerOrderId: string;
  try {
    providerOrderId = (
      await clientFor(context, keys).createOrder({
        amountPaise,
        currency: LEDGER_CURRENCY,
        receipt,
        notes: { customerId },
      })
    ).id;
  } catch (error) {
    if (!(error instanceof RazorpayError)) throw error;
    log.warn(
      { businessId, customerId, ...providerFailure(error) },
      'flat checkout: Razorpay refused the order',
    );
    throw new AppError('UNAVAILABLE', ONLINE_PAYMENT_RETRY_MESSAGE);
  }
  await insertFlatOrder(
    db,
    businessId,
    {
      id: randomUUID(),
      customerId,
      providerOrderId,
      receipt,
      amountPaise,
      coversPaise: Math.min(amountPaise, dues.totalPaise),
      currency: LEDGER_CURRENCY,
    },
    context.clock().toISOString(),
  );
  return {
    order: { id: providerOrderId, amount: amountPaise, currency: LEDGER_CURRENCY },
    key: keys.keyId,
    checkoutUrl: context.config.razorpayCheckoutUrl,
    businessName: business.businessName,
  };
}
