import {
  DASHBOARD_MONTHS,
  RECENT_PAYMENTS,
  type TDashboard,
  type TDashboardMonth,
  type TDashboardQuery,
} from '@domain/api/dashboard';
import { addMonths, type CalendarDate, todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { Caller } from '../../caller';
import {
  countInvoices,
  type DashboardScope,
  findPaymentsToRefund,
  findRecentPayments,
  sumAmounts,
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
 * `GET /api/v2/dashboard`: every figure is an aggregate computed by the database over the caller's
 * invoices (narrowed by the search), so the answer costs the same with ten invoices or ten thousand.
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
  const [counts, amounts, days, recentPayments, paymentsToRefund] = await Promise.all([
    countInvoices(db, scope, today),
    sumAmounts(db, scope),
    sumPaymentsByDay(db, scope, `${months[0]}-01`),
    findRecentPayments(db, scope, RECENT_PAYMENTS),
    findPaymentsToRefund(db, scope.businessId),
  ]);
  return { counts, amounts, monthlyPayments: bucketByMonth(months, days), recentPayments, paymentsToRefund };
}
