import type { TDashboard, TPaymentToRefund, TRecentPayment } from '@domain/api/dashboard';
import type { PaymentMethod } from '@domain/constants';
import type { CalendarDate } from '@domain/dates';
import { fromPaise } from '@domain/money';
import { type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { DB, Executor } from '../../db/schema';
import { columnsOrFlatContain } from '../../db/text-search';
import { claimedOn, isClaim, isOverdueOn, matchesSearch, owedOn } from '../invoices';
import { findLedgerTotals, type LedgerTotals } from '../ledger';

/** Whose figures, narrowed to the invoices a search matches ('' = all of them). */
export type DashboardScope = { businessId: string; search: string };

function invoicesIn(db: Executor, { businessId, search }: DashboardScope) {
  const query = db.selectFrom('invoices').where('business_id', '=', businessId);
  return search === '' ? query : query.where(matchesSearch(search));
}

/** Every count in one pass over the business's invoices (its index), none of them loaded. */
export async function countInvoices(
  db: Executor,
  scope: DashboardScope,
  today: CalendarDate,
): Promise<TDashboard['counts']> {
  const row = await invoicesIn(db, scope)
    .select((eb) => {
      const countWhen = (condition: Parameters<typeof eb.case>[0]) =>
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(condition).then(1).else(0).end()), eb.lit(0));
      // Unpaid and Partial count claims for money only, as their lists do: not a replaced invoice
      // (its late-fee invoice is owed) nor a quotation. The total counts every document the Total
      // Invoices list shows, quotations too.
      const owing = (status: 'Unpaid' | 'Partial') => eb.and([eb('status', '=', status), isClaim(eb)]);
      return [
        eb.fn.countAll<number>().as('total'),
        countWhen(eb('status', '=', 'Paid')).as('paid'),
        countWhen(owing('Partial')).as('partial'),
        countWhen(owing('Unpaid')).as('unpaid'),
        countWhen(isOverdueOn(eb, today)).as('overdue'),
      ];
    })
    .executeTakeFirstOrThrow();
  return {
    total: Number(row.total),
    paid: Number(row.paid),
    partial: Number(row.partial),
    unpaid: Number(row.unpaid),
    overdue: Number(row.overdue),
  };
}

/** Received, pending and total in one currency, in paise. */
export type CurrencySums = {
  currency: string;
  receivedPaise: number;
  pendingPaise: number;
  totalPaise: number;
};

/**
 * Received, pending and total per currency. Pending and total add up claims for money only (no
 * replaced invoice, no quotation); received is every payment.
 */
export async function sumAmounts(db: Executor, scope: DashboardScope): Promise<CurrencySums[]> {
  const rows = await invoicesIn(db, scope)
    .select((eb) => {
      const ofClaims = (paise: Parameters<typeof eb.case>[0]) =>
        eb.fn.coalesce(eb.fn.sum<number>(eb.case().when(isClaim(eb)).then(paise).else(0).end()), eb.lit(0));
      return [
        'currency',
        eb.fn.sum<number>('total_received_paise').as('received'),
        ofClaims(owedOn(eb)).as('pending'),
        ofClaims(claimedOn(eb)).as('total'),
      ];
    })
    .groupBy('currency')
    .execute();
  return rows.map((row) => ({
    currency: row.currency,
    receivedPaise: Number(row.received),
    pendingPaise: Number(row.pending),
    totalPaise: Number(row.total),
  }));
}

/**
 * The flats' opening arrears still owed and the advance they hold, for the flats whose resident's
 * name, flat or block the search matches (the whole business's come from its summaries).
 */
export function sumFlatAccounts(db: Executor, { businessId, search }: DashboardScope): Promise<LedgerTotals> {
  return findLedgerTotals(
    db,
    businessId,
    columnsOrFlatContain(['name', 'flat', 'block'], ['block', 'flat'], search),
  );
}

/**
 * The business's payments, narrowed to those on the invoices a search matches. Never joined to the
 * invoices, nor matched with `invoice_id in (…)`: with statistics stale after a bulk load, PostgreSQL
 * planned such a join as every payment against every invoice of the business. A search asks of each
 * payment's own invoice, looked up by its key, whether it matches.
 */
function paymentsOf(db: Executor, scope: DashboardScope) {
  const query = db.selectFrom('payments').where('payments.business_id', '=', scope.businessId);
  if (scope.search === '') return query;
  return query.where((eb) =>
    ofItsInvoice(eb).select(matchesSearch(scope.search).as('matches')).$asScalar().$castTo<SqlBool>(),
  );
}

/**
 * A payment's invoice, by its primary key: a subquery asked once per payment, never a join. A payment
 * points at its own business's invoice (the foreign key is on both columns), and the id alone leaves
 * the planner one index to read it by, however few rows it believes the business has.
 */
function ofItsInvoice(eb: ExpressionBuilder<DB, 'payments'>) {
  return eb.selectFrom('invoices').whereRef('invoices.id', '=', 'payments.invoice_id');
}

/**
 * What was received on each day since `from`, per currency: at most a year of days, never the rows.
 * Each payment's currency is its invoice's, looked up by the invoice's key one payment at a time.
 */
export async function sumPaymentsByDay(
  db: Executor,
  scope: DashboardScope,
  from: CalendarDate,
): Promise<{ datePaid: CalendarDate; currency: string; paise: number }[]> {
  const rows = await paymentsOf(db, scope)
    .where('payments.date_paid', '>=', from)
    .select((eb) => [
      'payments.date_paid',
      ofItsInvoice(eb).select('invoices.currency').$asScalar().as('currency'),
      eb.fn.sum<number>('payments.amount_paise').as('paise'),
    ])
    .groupBy(['payments.date_paid', sql.ref('currency')])
    .execute();
  return rows.map((row) => ({ datePaid: row.date_paid, currency: row.currency, paise: Number(row.paise) }));
}

/**
 * The latest payments, newest first (by the day paid, then by when they were recorded). The `count`
 * payments are picked from the payments alone, walking payments_business_latest in its order (a
 * search only asks whether each one's invoice matches), and each of those few looks up its invoice's
 * number, client and currency by the invoice's key: a plan that joins every payment first and sorts,
 * or reads every invoice again for each payment, is never open to the planner, whatever its
 * statistics say.
 */
export function recentPaymentsQuery(db: Executor, scope: DashboardScope, count: number) {
  return paymentsOf(db, scope)
    .select((eb) => [
      'payments.id',
      'payments.invoice_id',
      'payments.amount_paise',
      'payments.date_paid',
      'payments.payment_method',
      ofItsInvoice(eb).select('invoices.invoice_number').as('invoice_number'),
      ofItsInvoice(eb).select('invoices.client_name').as('client_name'),
      ofItsInvoice(eb).select('invoices.currency').as('currency'),
    ])
    .orderBy('payments.date_paid', 'desc')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(count);
}

export async function findRecentPayments(
  db: Executor,
  scope: DashboardScope,
  count: number,
): Promise<TRecentPayment[]> {
  const rows = await recentPaymentsQuery(db, scope, count).execute();
  return rows.map((row) => ({
    _id: row.id,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number ?? '',
    clientName: row.client_name ?? '',
    amountPaid: fromPaise(Number(row.amount_paise)),
    currency: row.currency ?? '',
    datePaid: row.date_paid,
    paymentMethod: row.payment_method as PaymentMethod,
  }));
}

/**
 * Online payments captured after what they paid was settled (invoice orders and members' flat orders
 * marked needs_attention), newest first.
 */
export async function findPaymentsToRefund(db: Executor, businessId: string): Promise<TPaymentToRefund[]> {
  // Each order's invoice or flat is looked up by its primary key, never joined (see ofItsInvoice).
  const rows = await db
    .selectFrom('payment_orders')
    .where('payment_orders.business_id', '=', businessId)
    .where('payment_orders.status', '=', 'needs_attention')
    .select((eb) => {
      const invoice = eb.selectFrom('invoices').whereRef('invoices.id', '=', 'payment_orders.invoice_id');
      return [
        'payment_orders.invoice_id',
        'payment_orders.amount_paise',
        'payment_orders.currency',
        'payment_orders.provider_payment_id',
        'payment_orders.updated_at',
        invoice.select('invoices.invoice_number').as('invoice_number'),
        invoice.select('invoices.client_name').as('client_name'),
      ];
    })
    .orderBy('payment_orders.updated_at', 'desc')
    .execute();
  const flatRows = await db
    .selectFrom('flat_payment_orders')
    .where('flat_payment_orders.business_id', '=', businessId)
    .where('flat_payment_orders.status', '=', 'needs_attention')
    .select((eb) => [
      'flat_payment_orders.amount_paise',
      'flat_payment_orders.currency',
      'flat_payment_orders.provider_payment_id',
      'flat_payment_orders.updated_at',
      eb
        .selectFrom('customers')
        .select('customers.name')
        .whereRef('customers.id', '=', 'flat_payment_orders.customer_id')
        .as('name'),
    ])
    .execute();
  const toRefund: TPaymentToRefund[] = [
    ...rows.map((row) => ({
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number ?? '',
      clientName: row.client_name ?? '',
      amount: fromPaise(Number(row.amount_paise)),
      currency: row.currency,
      providerPaymentId: row.provider_payment_id ?? '',
      capturedAt: row.updated_at,
    })),
    ...flatRows.map((row) => ({
      invoiceId: null,
      invoiceNumber: '',
      clientName: row.name ?? '',
      amount: fromPaise(Number(row.amount_paise)),
      currency: row.currency,
      providerPaymentId: row.provider_payment_id ?? '',
      capturedAt: row.updated_at,
    })),
  ];
  return toRefund.sort((first, second) => second.capturedAt.localeCompare(first.capturedAt));
}
