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
import type { Executor } from '../../db/schema';
import { type LedgerTotals, sumOpeningBalances } from '../ledger';
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
import {
  countUnpaidNotYetDue,
  foldSummaries,
  isWorthFolding,
  readInvoiceSummaries,
  readPaymentMonths,
  readReceiptAdvance,
} from './dashboard-summaries.repository';

/** 'YYYY-MM' of each of the last `count` months up to `today`'s, oldest first. */
export function monthsEndingIn(today: CalendarDate, count: number): string[] {
  const thisMonth = `${today.slice(0, 7)}-01`;
  return Array.from({ length: count }, (_, index) => addMonths(thisMonth, index - count + 1).slice(0, 7));
}

/** Paise received in a month ('YYYY-MM') in one currency. */
type MonthReceived = { month: string; currency: string; paise: number };

/** Sums into the chart's months; currencies in each month in a stable (alphabetical) order. */
function bucketByMonth(months: string[], received: MonthReceived[]): TDashboardMonth[] {
  const paiseByMonth = new Map(months.map((month) => [month, new Map<string, number>()]));
  for (const sum of received) {
    const currencies = paiseByMonth.get(sum.month);
    if (currencies) currencies.set(sum.currency, (currencies.get(sum.currency) ?? 0) + sum.paise);
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

/** The invoice counts and money of the dashboard's tiles and charts. */
export type InvoiceFigures = {
  counts: TDashboard['counts'];
  sums: CurrencySums[];
  received: MonthReceived[];
};

/** Figures read from summaries, and how many of the rows they were read from a fold would remove. */
type Summarised<Figures> = Figures & { surplusRows: number };

/** Figures added up from the rows themselves: no summary to fold. */
async function notSummarised<Figures>(figures: Promise<Figures>): Promise<Summarised<Figures>> {
  return { ...(await figures), surplusRows: 0 };
}

/**
 * The whole business's figures, from the summaries the database keeps beside every write: a few rows
 * per currency and month, whatever the number of invoices. Only the overdue count depends on the day;
 * it is the claims partly paid and those unpaid less the unpaid ones not yet due.
 */
export async function figuresFromSummaries(
  db: Executor,
  businessId: string,
  today: CalendarDate,
  fromMonth: string,
): Promise<Summarised<InvoiceFigures>> {
  const [invoices, payments, notYetDue] = await Promise.all([
    readInvoiceSummaries(db, businessId),
    readPaymentMonths(db, businessId, fromMonth),
    countUnpaidNotYetDue(db, businessId, today),
  ]);
  const sum = (figure: (summary: (typeof invoices.summaries)[number]) => number) =>
    invoices.summaries.reduce((total, summary) => total + figure(summary), 0);
  const partial = sum((summary) => summary.partial);
  const unpaid = sum((summary) => summary.unpaid);
  return {
    counts: {
      total: sum((summary) => summary.invoices),
      paid: sum((summary) => summary.paid),
      partial,
      unpaid,
      overdue: partial + unpaid - notYetDue,
    },
    sums: invoices.summaries.map((summary) => ({
      currency: summary.currency,
      receivedPaise: summary.receivedPaise,
      pendingPaise: summary.pendingPaise,
      totalPaise: summary.claimedPaise,
    })),
    received: payments.months,
    surplusRows: invoices.surplusRows + payments.surplusRows,
  };
}

/**
 * The whole business's flats in sums: their opening balances added up from the flats that have one,
 * and what their receipts hold from its summary.
 */
export async function flatAccountsFromSummaries(
  db: Executor,
  businessId: string,
): Promise<Summarised<LedgerTotals>> {
  const [opening, held] = await Promise.all([
    sumOpeningBalances(db, businessId),
    readReceiptAdvance(db, businessId),
  ]);
  return {
    openingOwedPaise: opening.openingOwedPaise,
    advancePaise: held.paise + opening.openingAdvanceLeftPaise,
    surplusRows: held.surplusRows,
  };
}

/**
 * The figures of the invoices a search matches (all of them for ''), added up from their rows: what
 * the summaries must always equal.
 */
export async function figuresFromRows(
  db: Executor,
  scope: DashboardScope,
  today: CalendarDate,
  fromMonth: string,
): Promise<InvoiceFigures> {
  const [counts, sums, days] = await Promise.all([
    countInvoices(db, scope, today),
    sumAmounts(db, scope),
    sumPaymentsByDay(db, scope, `${fromMonth}-01`),
  ]);
  const received = days.map((day) => ({
    month: day.datePaid.slice(0, 7),
    currency: day.currency,
    paise: day.paise,
  }));
  return { counts, sums, received };
}

/**
 * `GET /api/v2/dashboard`: the whole business's figures come from its summaries, and a search's from
 * aggregates computed by the database over the invoices it matches, so the answer never loads the
 * rows themselves.
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
  const fromMonth = months[0] ?? today.slice(0, 7);
  const isWholeBusiness = scope.search === '';
  const [figures, flats, recentPayments, paymentsToRefund] = await Promise.all([
    isWholeBusiness
      ? figuresFromSummaries(db, scope.businessId, today, fromMonth)
      : notSummarised(figuresFromRows(db, scope, today, fromMonth)),
    isWholeBusiness
      ? flatAccountsFromSummaries(db, scope.businessId)
      : notSummarised(sumFlatAccounts(db, scope)),
    findRecentPayments(db, scope, RECENT_PAYMENTS),
    findPaymentsToRefund(db, scope.businessId),
  ]);
  if (isWorthFolding(figures.surplusRows + flats.surplusRows)) {
    await foldSummaries(db, context.dialect, scope.businessId);
  }
  return {
    counts: figures.counts,
    amounts: amountsDue(figures.sums, flats.openingOwedPaise),
    ledger: { openingArrears: fromPaise(flats.openingOwedPaise), advanceHeld: fromPaise(flats.advancePaise) },
    monthlyPayments: bucketByMonth(months, figures.received),
    recentPayments,
    paymentsToRefund,
  };
}
