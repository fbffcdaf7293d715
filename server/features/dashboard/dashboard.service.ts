import {
  DASHBOARD_MONTHS,
  RECENT_PAYMENTS,
  type TDashboard,
  type TDashboardAmounts,
  type TDashboardMonth,
  type TDashboardQuery,
} from '@domain/api/dashboard';
import { addMonths, type CalendarDate, todayIn } from '@domain/dates';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import {
  type CurrencySums,
  countInvoices,
  type DashboardScope,
  findPaymentsToRefund,
  findRecentPayments,
  sumAmounts,
  sumFlatAccounts,
  sumPaymentsByDay,
} from './dashboard.repository';

/** 'YYYY-MM' of each of the last `count` months up to `today`'s, oldest first. */
export function monthsEndingIn(today: CalendarDate, count: number): string[] {
  const thisMonth = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, index) => addMonths(thisMonth, index - count + 1).slice(0, 7));
}

/** Days summed into their months; currencies in each month in a stable (alphabetical) order. */
function bucketByMonth(
  months: string[],
  days: { datePaid: CalendarDate; currency: string; paise: number }[],
): TDashboardMonth[] {
  const paiseByMonth = new Map(months.map((month) => [month, new Map<string, number>()]));
  for (const day of days) {
    const currencies = paiseByMonth.get(day.datePaid.slice(0, 7));
    if (currencies) currencies.set(day.currency, (currencies.get(day.currency) ?? 0) + day.paise);
  }
  return months.map((month) => ({
    month,
    amounts: [...(paiseByMonth.get(month) ?? new Map<string, number>())]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([currency, paise]) => ({ currency, amount: fromPaise(paise) })),
  }));
}

/**
 * The money tiles, largest total first: what is due in rupees also holds what flats still owe of their
 * opening balances (a rupee entry of its own when no rupee invoice is counted).
 */
function amountsDue(sums: CurrencySums[], openingOwedPaise: number): TDashboardAmounts[] {
  const inRupees = sums.some(({ currency }) => currency === LEDGER_CURRENCY);
  const withRupees =
    inRupees || openingOwedPaise === 0
      ? sums
      : [...sums, { currency: LEDGER_CURRENCY, receivedPaise: 0, pendingPaise: 0, totalPaise: 0 }];
  return withRupees
    .map((sum) => ({
      currency: sum.currency,
      received: fromPaise(sum.receivedPaise),
      pending: fromPaise(sum.pendingPaise + (sum.currency === LEDGER_CURRENCY ? openingOwedPaise : 0)),
      total: fromPaise(sum.totalPaise),
    }))
    .sort((left, right) => right.total - left.total || left.currency.localeCompare(right.currency));
}

/**
 * `GET /api/v2/dashboard`: every figure is an aggregate computed by the database over the caller's
 * invoices and flats' accounts (narrowed by the search), so the answer costs the same with ten
 * invoices or ten thousand.
 */
export async function dashboardOf(
  context: ServiceContext,
  caller: Caller,
  query: Required<TDashboardQuery>,
  now: Date = context.clock(),
): Promise<TDashboard> {
  const { db } = context;
  const scope: DashboardScope = { businessId: caller.business.id, search: query.search };
  const today = todayIn(caller.business.timeZone, now);
  const months = monthsEndingIn(today, DASHBOARD_MONTHS);
  const [counts, sums, flats, days, recentPayments, paymentsToRefund] = await Promise.all([
    countInvoices(db, scope, today),
    sumAmounts(db, scope),
    sumFlatAccounts(db, scope),
    sumPaymentsByDay(db, scope, `${months[0]}-01`),
    findRecentPayments(db, scope, RECENT_PAYMENTS),
    findPaymentsToRefund(db, scope.businessId),
  ]);
  return {
    counts,
    amounts: amountsDue(sums, flats.openingOwedPaise),
    ledger: { openingArrears: fromPaise(flats.openingOwedPaise), advanceHeld: fromPaise(flats.advancePaise) },
    monthlyPayments: bucketByMonth(months, days),
    recentPayments,
    paymentsToRefund,
  };
}
