import { randomUUID } from 'node:crypto';
import type { Executor, PaymentOrderRow } from '../../db/schema';
import {
  type MadeOrder,
  madeOrNothing,
  type PaymentOrder,
  paymentOrderOf,
} from './online-payments.repository';

// The invoice's open order for one amount, claimed before Razorpay is asked (see open-order.ts). Every
// write is conditional on the claim's receipt, so a checkout whose claim was taken over changes nothing.

/**
 * The invoice's one open order for exactly this amount: `created`, or `pending` while a checkout
 * makes it. The partial unique index payment_orders_open_per_amount allows no second one.
 */
export async function findOpenOrder(
  db: Executor,
  business: { id: string },
  invoiceId: string,
  amountPaise: number,
  currency: string,
): Promise<PaymentOrder | undefined> {
  const row = await db
    .selectFrom('payment_orders')
    .selectAll()
    .where('business_id', '=', business.id)
    .where('invoice_id', '=', invoiceId)
    .where('amount_paise', '=', amountPaise)
    .where('currency', '=', currency)
    .where('status', 'in', ['pending', 'created'])
    .executeTakeFirst();
  return row && paymentOrderOf(row);
}

export type OrderClaim = Pick<PaymentOrder, 'id' | 'invoiceId' | 'receipt' | 'amountPaise' | 'currency'>;

const CLAIM_COLUMNS = ['id', 'invoice_id', 'receipt', 'amount_paise', 'currency'] as const;

function claimOf(row: Pick<PaymentOrderRow, (typeof CLAIM_COLUMNS)[number]>): OrderClaim {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    receipt: row.receipt,
    amountPaise: Number(row.amount_paise),
    currency: row.currency,
  };
}

/**
 * Claims the invoice's open order for this amount before Razorpay is asked: the claim, or undefined
 * when another checkout holds the slot (its claim or its order).
 */
export async function claimOrder(
  db: Executor,
  business: { id: string },
  claim: Omit<OrderClaim, 'id'>,
  now: string,
): Promise<OrderClaim | undefined> {
  const row = await db
    .insertInto('payment_orders')
    .values({
      invoice_id: claim.invoiceId,
      receipt: claim.receipt,
      amount_paise: claim.amountPaise,
      currency: claim.currency,
      id: randomUUID(),
      business_id: business.id,
      provider: 'razorpay',
      provider_order_id: null,
      status: 'pending',
      provider_payment_id: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.doNothing())
    .returning(CLAIM_COLUMNS)
    .executeTakeFirst();
  return row && claimOf(row);
}

/**
 * Takes over a claim whose checkout is gone, under a new receipt; undefined when it changed meanwhile
 * (filled, given up, or taken over by another checkout first).
 */
export async function takeOverClaim(
  db: Executor,
  business: { id: string },
  stale: Pick<OrderClaim, 'id' | 'receipt'>,
  receipt: string,
  now: string,
): Promise<OrderClaim | undefined> {
  const row = await db
    .updateTable('payment_orders')
    .set({ receipt, updated_at: now })
    .where('business_id', '=', business.id)
    .where('id', '=', stale.id)
    .where('status', '=', 'pending')
    .where('receipt', '=', stale.receipt)
    .returning(CLAIM_COLUMNS)
    .executeTakeFirst();
  return row && claimOf(row);
}

/** Fills the claim with Razorpay's order: the open order, or undefined when the claim was taken over. */
export async function fillClaim(
  db: Executor,
  business: { id: string },
  claim: OrderClaim,
  providerOrderId: string,
  now: string,
): Promise<MadeOrder | undefined> {
  const row = await db
    .updateTable('payment_orders')
    .set({ status: 'created', provider_order_id: providerOrderId, updated_at: now })
    .where('business_id', '=', business.id)
    .where('id', '=', claim.id)
    .where('status', '=', 'pending')
    .where('receipt', '=', claim.receipt)
    .returningAll()
    .executeTakeFirst();
  return madeOrNothing(row);
}

/** Gives the slot up when Razorpay made no order, so the next checkout can claim it at once. */
export async function releaseClaim(db: Executor, business: { id: string }, claim: OrderClaim): Promise<void> {
  await db
    .deleteFrom('payment_orders')
    .where('business_id', '=', business.id)
    .where('id', '=', claim.id)
    .where('status', '=', 'pending')
    .where('receipt', '=', claim.receipt)
    .execute();
}
