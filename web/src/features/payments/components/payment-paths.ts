import type { CalendarDate } from '@domain/dates';

/** What the pay page hands the result page: the day it was paid, or why the payment was refused. */
export type PaymentResultState = { paidOn?: CalendarDate; message?: string };

export function paymentPath(invoiceId: string): string {
  return `/payment/${encodeURIComponent(invoiceId)}`;
}

/** `?status=failed` makes the result page say 'Payment Failed' for an invoice that is still not paid. */
export function paymentResultPath(invoiceId: string, status?: 'failed'): string {
  const path = `/payment/success/${encodeURIComponent(invoiceId)}`;
  return status ? `${path}?status=${status}` : path;
}

export function readResultState(state: unknown): PaymentResultState {
  if (typeof state !== 'object' || state === null) return {};
  const { paidOn, message } = state as Record<string, unknown>;
  return {
    paidOn: typeof paidOn === 'string' ? paidOn : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** What a replaced invoice's pay page hands its replacement's: the number the payer followed. */
export type ReplacedState = { replacedNumber?: string };

export function readReplacedState(state: unknown): ReplacedState {
  if (typeof state !== 'object' || state === null) return {};
  const { replacedNumber } = state as Record<string, unknown>;
  return { replacedNumber: typeof replacedNumber === 'string' ? replacedNumber : undefined };
}
