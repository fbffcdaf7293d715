import type { CalendarDate } from '@domain/dates';

export function invoicePath(invoiceId: string): string {
  return `/invoice/${encodeURIComponent(invoiceId)}`;
}

export function invoicePayPath(invoiceId: string): string {
  return `/payment/${encodeURIComponent(invoiceId)}`;
}

/** `?status=failed` makes the result page say 'Payment Failed' for a bill that is still not paid. */
export function invoicePaidPath(invoiceId: string, status?: 'failed'): string {
  const path = `/payment/success/${encodeURIComponent(invoiceId)}`;
  return status ? `${path}?status=${status}` : path;
}

/** What the pay page hands the result page: the day it was paid, or why the payment was refused. */
export type PaymentResultState = { paidOn?: CalendarDate; message?: string };

export function readResultState(state: unknown): PaymentResultState {
  if (typeof state !== 'object' || state === null) return {};
  const { paidOn, message } = state as Record<string, unknown>;
  return {
    paidOn: typeof paidOn === 'string' ? paidOn : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}

/** What a replaced bill's pay page hands its replacement's: the number the payer followed. */
export type ReplacedState = { replacedNumber?: string };

export function readReplacedState(state: unknown): ReplacedState {
  if (typeof state !== 'object' || state === null) return {};
  const { replacedNumber } = state as Record<string, unknown>;
  return { replacedNumber: typeof replacedNumber === 'string' ? replacedNumber : undefined };
}
