import type { DbTransaction, Executor, FlatPaymentOrdersTable } from '../../db/schema';

/** A member's order for their flat's dues, money in paise. */
export type FlatOrder = {
  id: string;
  customerId: string;
  providerOrderId: string;
  amountPaise: number;
  coversPaise: number;
  currency: string;
  status: FlatPaymentOrdersTable['status'];
  providerPaymentId: string | null;
  receiptId: string | null;
};

export async function insertFlatOrder(
  db: Executor,
  businessId: string,
  order: Omit<FlatOrder, 'status' | 'providerPaymentId' | 'receiptId'> & { receipt: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('flat_payment_orders')
    .values({
      id: order.id,
      business_id: businessId,
      customer_id: order.customerId,
      provider_order_id: order.providerOrderId,
      receipt: order.receipt,
      amount_paise: order.amountPaise,
      covers_paise: order.coversPaise,
      currency: order.currency,
      status: 'created',
      provider_payment_id: null,
      receipt_id: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** The business's flat order Razorpay knows by `providerOrderId`; only the flat's own when `customerId` is given. */
export async function findFlatOrder(
  db: Executor,
  businessId: string,
  providerOrderId: string,
  customerId?: string,
): Promise<FlatOrder | undefined> {
  let query = db
    .selectFrom('flat_payment_orders')
    .selectAll()
    .where('business_id', '=', businessId)
    .where('provider_order_id', '=', providerOrderId);
  if (customerId !== undefined) query = query.where('customer_id', '=', customerId);
  const row = await query.executeTakeFirst();
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      providerOrderId: row.provider_order_id,
      amountPaise: Number(row.amount_paise),
      coversPaise: Number(row.covers_paise),
      currency: row.currency,
      status: row.status,
      providerPaymentId: row.provider_payment_id,
      receiptId: row.receipt_id,
    }
  );
}

export async function settleFlatOrder(
  trx: DbTransaction,
  businessId: string,
  orderId: string,
  changes: {
    status: 'paid' | 'needs_attention';
    providerPaymentId: string;
    receiptId: string | null;
    now: string;
  },
): Promise<void> {
  await trx
    .updateTable('flat_payment_orders')
    .set({
      status: changes.status,
      provider_payment_id: changes.providerPaymentId,
      receipt_id: changes.receiptId,
      updated_at: changes.now,
    })
    .where('business_id', '=', businessId)
    .where('id', '=', orderId)
    .execute();
}
