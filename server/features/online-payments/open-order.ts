import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ONLINE_PAYMENT_RETRY_MESSAGE } from '@domain/api/online-payments';
import type { FastifyBaseLogger } from 'fastify';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { RazorpayError } from '../../integrations/razorpay/razorpay-error';
import type { MadeOrder, PayableInvoice, PayeeBusiness } from './online-payments.repository';
import {
  claimOrder,
  fillClaim,
  findOpenOrder,
  type OrderClaim,
  releaseClaim,
  takeOverClaim,
} from './order-claims.repository';
import { clientFor, providerFailure, type RazorpayKeys } from './razorpay-access';

/** How often a checkout waiting for another one's order looks again. */
const CLAIM_POLL_MS = 50;

/**
 * How long a claim may stay without its order before another checkout takes it over: its checkout asks
 * Razorpay once, and that call gives up after the Razorpay timeout, so twice that means it is gone.
 */
function claimLeaseMs(context: ServiceContext): number {
  return 2 * context.config.razorpayTimeoutMs;
}

/** Ours, at most the 40 characters Razorpay takes: the invoice and a random attempt. */
function newReceipt(invoiceId: string): string {
  return `${invoiceId.replaceAll('-', '')}-${randomBytes(4).toString('hex').slice(0, 7)}`;
}

const retryLater = () => new AppError('UNAVAILABLE', ONLINE_PAYMENT_RETRY_MESSAGE);

/**
 * Asks Razorpay for the claimed order and fills it in. Razorpay failing gives the claim up at once;
 * a claim taken over meanwhile (this checkout was slower than its lease) answers undefined.
 */
async function makeOrder(
  context: ServiceContext,
  log: FastifyBaseLogger,
  keys: RazorpayKeys,
  business: PayeeBusiness,
  invoice: PayableInvoice,
  claim: OrderClaim,
): Promise<MadeOrder | undefined> {
  const { db } = context;
  let providerOrderId: string;
  try {
    const created = await clientFor(context, keys).createOrder({
      amountPaise: claim.amountPaise,
      currency: claim.currency,
      receipt: claim.receipt,
      notes: { invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
    });
    providerOrderId = created.id;
  } catch (error) {
    await releaseClaim(db, business, claim);
    if (!(error instanceof RazorpayError)) throw error;
    log.warn(
      { businessId: business.id, invoiceId: invoice.id, ...providerFailure(error) },
      'Razorpay order not made',
    );
    throw retryLater();
  }
  const made = await fillClaim(db, business, claim, providerOrderId, new Date().toISOString());
  if (!made) {
    log.warn(
      { businessId: business.id, invoiceId: invoice.id, providerOrderId },
      'a Razorpay order came after its claim was taken over: never handed out',
    );
  }
  return made;
}

export type OpenOrder = { order: MadeOrder; madeNow: boolean };

/**
 * The invoice's one open order for this amount: the stored one, or one made now. Racing checkouts
 * claim the slot first (a unique index lets one win); the others wait for the winner's order and
 * answer it, so a payer is never handed two orders to pay. A claim whose checkout died (older than
 * its lease) is taken over; one given up because Razorpay failed makes its waiters fail alike,
 * rather than each asking a failing Razorpay again.
 */
export async function openOrderFor(
  context: ServiceContext,
  log: FastifyBaseLogger,
  keys: RazorpayKeys,
  business: PayeeBusiness,
  invoice: PayableInvoice,
  amountPaise: number,
): Promise<OpenOrder> {
  const { db } = context;
  const lease = claimLeaseMs(context);
  const deadline = Date.now() + lease + 1_000;
  let waited = false;
  for (;;) {
    const open = await findOpenOrder(db, business, invoice.id, amountPaise, invoice.currency);
    if (open?.status === 'created') return { order: open as MadeOrder, madeNow: waited };
    const now = new Date().toISOString();
    let claim: OrderClaim | undefined;
    if (!open) {
      if (waited) throw retryLater();
      claim = await claimOrder(
        db,
        business,
        {
          invoiceId: invoice.id,
          receipt: newReceipt(invoice.id),
          amountPaise,
          currency: invoice.currency,
        },
        now,
      );
    } else if (Date.parse(open.updatedAt) <= Date.now() - lease) {
      claim = await takeOverClaim(db, business, open, newReceipt(invoice.id), now);
      if (claim)
        log.warn({ businessId: business.id, invoiceId: invoice.id }, 'a stale checkout claim taken over');
    } else {
      if (Date.now() >= deadline) throw retryLater();
      await sleep(CLAIM_POLL_MS);
    }
    if (claim) {
      const made = await makeOrder(context, log, keys, business, invoice, claim);
      if (made) return { order: made, madeNow: true };
    }
    waited = true;
  }
}
