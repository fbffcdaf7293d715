import { randomUUID } from 'node:crypto';
import type { DbTransaction, Executor, PaymentOrderRow } from '../../db/schema';

/** The business an online payment goes to: its calendar, name and stored Razorpay credentials. */
export type PayeeBusiness = {
  id: string;
  timeZone: string;
  /** As the Checkout form shows it. */
  businessName: string;
  razorpayKeyId: string | null;
  razorpaySecretEncrypted: string | null;
  razorpayWebhookSecretEncrypted: string | null;
};

/** What a checkout needs of the invoice it is paying, money in paise. */
export type PayableInvoice = {
  id: string;
  invoiceNumber: string;
  status: string;
  currency: string;
  totalPaise: number;
  receivedPaise: number;
  creditedPaise: number;
  replacedByInvoiceId: string | null;
};

/** Any business's invoice by its id (the public link is the key), with the business it belongs to. */
export async function findInvoiceWithBusiness(
  db: Executor,
  invoiceId: string,
): Promise<{ invoice: PayableInvoice; business: PayeeBusiness } | undefined> {
  const row = await db.selectFrom('invoices').selectAll().where('id', '=', invoiceId).executeTakeFirst();
  if (!row) return undefined;
  const business = await findBusiness(db, row.business_id);
  if (!business) throw new Error('an invoice without its business');
  const invoice: PayableInvoice = {
    id: row.id,
    invoiceNumber: row.invoice_number,
    status: row.status,
    currency: row.currency,
    totalPaise: Number(row.total_paise),
    receivedPaise: Number(row.total_received_paise),
    creditedPaise: Number(row.total_credited_paise),
    replacedByInvoiceId: row.replaced_by_invoice_id,
  };
  return { invoice, business };
}

export async function findBusiness(db: Executor, businessId: string): Promise<PayeeBusiness | undefined> {
  const row = await db
    .selectFrom('businesses')
    .select([
      'id',
      'time_zone',
      'business_name',
      'razorpay_key_id',
      'razorpay_secret_encrypted',
      'razorpay_webhook_secret_encrypted',
    ])
    .where('id', '=', businessId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      timeZone: row.time_zone,
      businessName: row.business_name,
      razorpayKeyId: row.razorpay_key_id,
      razorpaySecretEncrypted: row.razorpay_secret_encrypted,
      razorpayWebhookSecretEncrypted: row.razorpay_webhook_secret_encrypted,
    }
  );
}

/** An order for an invoice's balance: claimed ('pending'), made ('created'), or settled. */
export type PaymentOrder = {
  id: string;
  invoiceId: string;
  /** Null while a checkout's claim waits for Razorpay's order. */
  providerOrderId: string | null;
  receipt: string;
  amountPaise: number;
  currency: string;
  status: string;
  providerPaymentId: string | null;
  updatedAt: string;
};

/** An order Razorpay has made: its id is known (every order but a claim). */
export type MadeOrder = PaymentOrder & { providerOrderId: string };

export function paymentOrderOf(row: PaymentOrderRow): PaymentOrder {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    providerOrderId: row.provider_order_id,
    receipt: row.receipt,
    amountPaise: Number(row.amount_paise),
    currency: row.currency,
    status: row.status,
    providerPaymentId: row.provider_payment_id,
    updatedAt: row.updated_at,
  };
}

export function madeOrNothing(row: PaymentOrderRow | undefined): MadeOrder | undefined {
  if (!row) return undefined;
  const order = paymentOrderOf(row);
  return order.providerOrderId !== null ? (order as MadeOrder) : undefined;
}

/** The business's order with this provider id, on this invoice when one is given. */
export async function findOrder(
  db: Executor,
  business: { id: string },
  providerOrderId: string,
  invoiceId?: string,
): Promise<MadeOrder | undefined> {
  let query = db
    .selectFrom('payment_orders')
    .selectAll()
    .where('business_id', '=', business.id)
    .where('provider_order_id', '=', providerOrderId);
  if (invoiceId !== undefined) query = query.where('invoice_id', '=', invoiceId);
  return madeOrNothing(await query.executeTakeFirst());
}

export async function settleOrder(
  trx: DbTransaction,
  business: { id: string },
  orderId: string,
  changes: { status: 'paid' | 'needs_attention'; providerPaymentId: string; now: string },
): Promise<void> {
  await trx
    .updateTable('payment_orders')
    .set({ status: changes.status, provider_payment_id: changes.providerPaymentId, updated_at: changes.now })
    .where('business_id', '=', business.id)
    .where('id', '=', orderId)
    .execute();
}

export async function webhookEventSeen(
  db: Executor,
  business: { id: string },
  eventId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('webhook_events')
    .select('id')
    .where('business_id', '=', business.id)
    .where('event_id', '=', eventId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function markWebhookEventSeen(
  db: Executor,
  business: { id: string },
  eventId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('webhook_events')
    .values({ id: randomUUID(), business_id: business.id, event_id: eventId, received_at: now })
    .onConflict((conflict) => conflict.columns(['business_id', 'event_id']).doNothing())
    .execute();
}

/** A unique constraint refused the write (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof message === 'string' && /UNIQUE constraint failed|duplicate key value/i.test(message))
  );
}
