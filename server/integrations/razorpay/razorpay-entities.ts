import { text } from '@domain/api/limits';
import { z } from 'zod';

/**
 * The parts of Razorpay's order and payment entities Bahi reads, mapped to camelCase with amounts in
 * paise and times as ISO strings. Unknown fields are ignored, so additions on Razorpay's side do not
 * break us; a missing or mistyped field we rely on does.
 */

/** Ids are looked up and stored as text: a control character (NUL breaks PostgreSQL) is no id of Razorpay's. */
const ZRazorpayId = text('the Razorpay id');

const ZOrderEntity = z.object({
  id: ZRazorpayId,
  entity: z.literal('order'),
  amount: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullable(),
  status: z.enum(['created', 'attempted', 'paid']),
  attempts: z.number().int(),
  // Free-form, and `[]` when empty: read leniently, so odd notes never make an order unreadable.
  notes: z.unknown(),
  created_at: z.number().int(),
});

const ZPaymentEntity = z.object({
  id: ZRazorpayId,
  entity: z.literal('payment'),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: ZRazorpayId.nullable(),
  method: z.string(),
  captured: z.boolean(),
  email: z.string().nullable().optional(),
  contact: z.string().nullable().optional(),
  error_code: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
  created_at: z.number().int(),
});

export type RazorpayOrder = {
  id: string;
  amountPaise: number;
  amountPaidPaise: number;
  amountDuePaise: number;
  currency: string;
  receipt: string | null;
  status: z.infer<typeof ZOrderEntity>['status'];
  attempts: number;
  notes: Record<string, string>;
  createdAt: string;
};

export type RazorpayPayment = {
  id: string;
  amountPaise: number;
  currency: string;
  /** Only `captured` is money received. */
  status: z.infer<typeof ZPaymentEntity>['status'];
  orderId: string | null;
  /** `card`, `upi`, `netbanking`, `wallet`, … */
  method: string;
  captured: boolean;
  email: string | null;
  contact: string | null;
  errorCode: string | null;
  errorDescription: string | null;
  createdAt: string;
};

const isoFromUnixSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();

function notesFrom(notes: unknown): Record<string, string> {
  if (!notes || typeof notes !== 'object' || Array.isArray(notes)) return {};
  const entries = Object.entries(notes).filter(
    ([, value]) => typeof value === 'string' || typeof value === 'number',
  );
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

/** An order entity as Razorpay answers it, or undefined when it is not one. */
export function parseOrderEntity(value: unknown): RazorpayOrder | undefined {
  const parsed = ZOrderEntity.safeParse(value);
  if (!parsed.success) return undefined;
  const order = parsed.data;
  return {
    id: order.id,
    amountPaise: order.amount,
    amountPaidPaise: order.amount_paid,
    amountDuePaise: order.amount_due,
    currency: order.currency,
    receipt: order.receipt,
    status: order.status,
    attempts: order.attempts,
    notes: notesFrom(order.notes),
    createdAt: isoFromUnixSeconds(order.created_at),
  };
}

/** A payment entity, from GET /v1/payments/:id or a webhook's `payload.payment.entity`. */
export function parsePaymentEntity(value: unknown): RazorpayPayment | undefined {
  const parsed = ZPaymentEntity.safeParse(value);
  if (!parsed.success) return undefined;
  const payment = parsed.data;
  return {
    id: payment.id,
    amountPaise: payment.amount,
    currency: payment.currency,
    status: payment.status,
    orderId: payment.order_id,
    method: payment.method,
    captured: payment.captured,
    email: payment.email ?? null,
    contact: payment.contact ?? null,
    errorCode: payment.error_code ?? null,
    errorDescription: payment.error_description ?? null,
    createdAt: isoFromUnixSeconds(payment.created_at),
  };
}
