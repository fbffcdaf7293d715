import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { ZSearchText } from './paging';

/** What the dashboard says when the business has nothing to show yet. */
export const DASHBOARD_EMPTY_MESSAGE = 'Nothing to display. Click the plus icon to start creating';
/** How many months the payments chart covers, this month included. */
export const DASHBOARD_MONTHS = 12;
/** How many of the latest payments the dashboard lists. */
export const RECENT_PAYMENTS = 10;

/**
 * `GET /api/v2/dashboard?search=`: `search` narrows every invoice figure to matching invoices, and the
 * flats' opening arrears and advance (`ledger`) to the flats whose resident's name, flat or block it
 * matches (a search for an invoice number names no flat, so they read 0).
 */
export const ZDashboardQuery = z.strictObject({
  /** Matches as the invoice search does: number, client name, flat or block ('A-101', 'a101'), any case. */
  search: ZSearchText,
});
export type TDashboardQuery = z.input<typeof ZDashboardQuery>;

/** The invoice counts behind the linked tiles and the status chart. */
export const ZDashboardCounts = z.object({
  total: z.number().int(),
  paid: z.number().int(),
  partial: z.number().int(),
  unpaid: z.number().int(),
  /**
   * (Due date passed and Unpaid) or Partial, never one replaced by a late-fee invoice nor a
   * quotation. `unpaid` and `partial` leave those out too; `total` counts every document, quotations
   * included, as the Total Invoices list shows them.
   */
  overdue: z.number().int(),
});

/**
 * The money tiles in one currency: a business billing in several gets one entry each, never a sum
 * of rupees and dollars. Replaced invoices (their late-fee invoice carries the amount) and quotations
 * (not a claim for money) are left out of `pending` and `total`; `received` is every payment on an
 * invoice. `pending` is what is due: in rupees it includes the flats' opening arrears still owed
 * (`ledger.openingArrears`, so there is a rupee entry whenever they are owed), and no advance is set
 * against it.
 */
export const ZDashboardAmounts = z.object({
  currency: z.string(),
  received: z.number(),
  pending: z.number(),
  total: z.number(),
});
export type TDashboardAmounts = z.infer<typeof ZDashboardAmounts>;

/** One calendar month of the payments chart: what was received in it, per currency. */
export const ZDashboardMonth = z.object({
  /** 'YYYY-MM' */
  month: z.string(),
  amounts: z.array(z.object({ currency: z.string(), amount: z.number() })),
});
export type TDashboardMonth = z.infer<typeof ZDashboardMonth>;

export const ZRecentPayment = z.object({
  _id: z.uuid(),
  invoiceId: z.uuid(),
  invoiceNumber: z.string(),
  clientName: z.string(),
  amountPaid: z.number(),
  currency: z.string(),
  /** 'YYYY-MM-DD' */
  datePaid: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
});
export type TRecentPayment = z.infer<typeof ZRecentPayment>;

/**
 * Money Razorpay captured that the invoice (or the flat's dues) could not take, settled meanwhile: the
 * client paid twice, and the owner refunds the payment in Razorpay.
 */
export const ZPaymentToRefund = z.object({
  /** The invoice it was paid for; null for a member's payment of their flat's dues at once. */
  invoiceId: z.uuid().nullable(),
  /** '' for a flat's dues. */
  invoiceNumber: z.string(),
  clientName: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Razorpay's payment id, to find it in the Razorpay dashboard. */
  providerPaymentId: z.string(),
  /** When it was captured (ISO 8601). */
  capturedAt: z.string(),
});
export type TPaymentToRefund = z.infer<typeof ZPaymentToRefund>;

/**
 * The flats' accounts beyond their bills, in rupees (a flat's ledger is kept in rupees); a reversed
 * receipt counts for nothing in either.
 */
export const ZDashboardLedger = z.object({
  /** What flats still owe of their opening balances (each flat's never below 0): part of the rupee `pending`. */
  openingArrears: z.number(),
  /**
   * What flats hold as advance: money received that neither an opening balance nor a bill took, and
   * opening advances their bills have not used yet. Their next bills take it.
   */
  advanceHeld: z.number(),
});

export const ZDashboard = z.object({
  counts: ZDashboardCounts,
  /** Largest total first. */
  amounts: z.array(ZDashboardAmounts),
  ledger: ZDashboardLedger,
  /** The last DASHBOARD_MONTHS months, oldest first, months without payments included. */
  monthlyPayments: z.array(ZDashboardMonth),
  /** The latest RECENT_PAYMENTS payments, newest first. */
  recentPayments: z.array(ZRecentPayment),
  /** Every online payment still to refund, newest first; the search does not hide one. */
  paymentsToRefund: z.array(ZPaymentToRefund),
});
export type TDashboard = z.infer<typeof ZDashboard>;
