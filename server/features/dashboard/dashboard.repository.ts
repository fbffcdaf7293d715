import type { TDashboard, TPaymentToRefund, TRecentPayment } from '@domain/api/dashboard';
import type { PaymentMethod } from '@domain/constants';
import type { CalendarDate } from '@domain/dates';
import { fromPaise } from '@domain/money';
import { sql } from 'kysely';
import type { Executor } from '../../db/schema';
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
 * name, flat or block the search matches (every flat for '').
 */
export function sumFlatAccounts(db: Executor, { businessId, search }: DashboardScope): Promise<LedgerTotals> {
  if (search === '') return findLedgerTotals(db, businessId);
  const flats = db
    .selectFrom('customers')
    .select('id')
    .where('business_id', '=', businessId)
    .where(columnsOrFlatContain(['name', 'flat', 'block'], ['block', 'flat'], search));
  return findLedgerTotals(db, businessId, flats);
}

/**
 * The business's payments, narrowed to those on the invoices a search matches. Never joined to the
 * invoices: with statistics stale after a bulk load, PostgreSQL planned such a join as every payment
 * against every invoice of the business.
 */
function paymentsOf(db: Executor, scope: DashboardScope) {
  const query = db.selectFrom('payments').where('payments.business_id', '=', scope.businessId);
  if (scope.search === '') return query;
  return query.where('payments.invoice_id', 'in', invoicesIn(db, scope).select('invoices.id'));
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
      eb
        .selectFrom('invoices')
        .select('invoices.currency')
        .whereRef('invoices.business_id', '=', 'payments.business_id')
        .whereRef('invoices.id', '=', 'payments.invoice_id')
        .$asScalar()
        .as('currency'),
      eb.fn.sum<number>('payments.amount_paise').as('paise'),
    ])
    .groupBy(['payments.date_paid', sql.ref('currency')])
    .execute();
  return rows.map((row) => ({ datePaid: row.date_paid, currency: row.currency, paise: Number(row.paise) }));
}

/**
 * The latest payments, newest first (by the day paid, then by when they were recorded). The `count`
 * payments are picked from the payments alone, walking payments_business_latest in its order (a
 * search only asks whether each one's invoice matches), and only those few are joined to their
 * invoices: a plan that joins every payment first and sorts is never open to the planner, whatever
 * its statistics say.
 */
export function recentPaymentsQuery(db: Executor, scope: DashboardScope, count: number) {
  const latest = paymentsOf(db, scope)
    .selectAll()
    .orderBy('payments.date_paid', 'desc')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc')
    .limit(count);
  return db
    .selectFrom(latest.as('payments'))
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.business_id', '=', 'payments.business_id')
        .onRef('invoices.id', '=', 'payments.invoice_id'),
    )
    .select([
      'payments.id',
      'payments.invoice_id',
      'payments.amount_paise',
      'payments.date_paid',
      'payments.payment_method',
      'invoices.invoice_number',
      'invoices.client_name',
      'invoices.currency',
    ])
    .orderBy('payments.date_paid', 'desc')
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id', 'desc');
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
    invoiceNumber: row.invoice_number,
    clientName: row.client_name,
    amountPaid: fromPaise(Number(row.amount_paise)),
    currency: row.currency,
    datePaid: row.date_paid,
    paymentMethod: row.payment_method as PaymentMethod,
  }));
}

/**
 * Online payments captured after what they paid was settled (invoice orders and members' flat orders
 * marked needs_attention), newest first.
 */
export async function findPaymentsToRefund(db: Executor, businessId: string): Promise<TPaymentToRefund[]> {
  const rows = await db
    .selectFrom('payment_orders')
    .innerJoin('invoices', (join) =>
      join
        .onRef('invoices.business_id', '=', 'payment_orders.business_id')
        .onRef('invoices.id', '=', 'payment_orders.invoice_id'),
    )
    .where('payment_orders.business_id', '=', businessId)
    .where('payment_orders.status', '=', 'needs_attention')
    .select([
      'payment_orders.invoice_id',
      'payment_orders.amount_paise',
      'payment_orders.currency',
      'payment_orders.provider_payment_id',
      'payment_orders.updated_at',
      'invoices.invoice_number',
      'invoices.client_name',
    ])
    .orderBy('payment_orders.updated_at', 'desc')
    .execute();
  const flatRows = await db
    .selectFrom('flat_payment_orders')
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.business_id', '=', 'flat_payment_orders.business_id')
        .onRef('customers.id', '=', 'flat_payment_orders.customer_id'),
    )
    .where('flat_payment_orders.business_id', '=', businessId)
    .where('flat_payment_orders.status', '=', 'needs_attention')
    .select([
      'flat_payment_orders.amount_paise',
      'flat_payment_orders.currency',
      'flat_payment_orders.provider_payment_id',
      'flat_payment_orders.updated_at',
      'customers.name',
    ])
    .execute();
  const toRefund: TPaymentToRefund[] = [
    ...rows.map((row) => ({
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      clientName: row.client_name,
      amount: fromPaise(Number(row.amount_paise)),
      currency: row.currency,
      providerPaymentId: row.provider_payment_id ?? '',
      capturedAt: row.updated_at,
    })),
    ...flatRows.map((row) => ({
      invoiceId: null,
      invoiceNumber: '',
      clientName: row.name,
      amount: fromPaise(Number(row.amount_paise)),
      currency: row.currency,
      providerPaymentId: row.provider_payment_id ?? '',
      capturedAt: row.updated_at,
    })),
  ];
  return toRefund.sort((first, second) => second.capturedAt.localeCompare(first.capturedAt));
}
