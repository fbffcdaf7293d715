import { ACCOUNTS_PERIOD_MESSAGE, accountsPeriodOf } from '@domain/accounts-period';
import type { TAccountsQuery, TAccountsSummary } from '@domain/api/accounts';
import { businessStateOf } from '@domain/gst-states';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import type { CallerBusiness } from '../../caller';
import { AppError } from '../../errors';
import { findTaxFacts } from '../invoices';
import type { AccountsRange } from './accounts.repository';
import { accountsSumsOf } from './accounts-summary.repository';

/** The period a checked query names, as the reads take it. */
export function rangeOf(business: Pick<CallerBusiness, 'id'>, query: TAccountsQuery) {
  const period = accountsPeriodOf(query.period);
  // The query's schema has refused any label that names no period.
  if (!period) throw new AppError('BAD_REQUEST', ACCOUNTS_PERIOD_MESSAGE);
  const range: AccountsRange = { businessId: business.id, from: period.from, to: period.to };
  return { period, range };
}

/**
 * `GET /api/v2/reports/accounts`: what the period's exports hold. The bills' value is split into what
 * GST is charged on and what is not, each less the credit notes issued in the period; taxes likewise.
 */
export async function accountsSummaryOf(
  context: ServiceContext,
  business: CallerBusiness,
  query: TAccountsQuery,
): Promise<TAccountsSummary> {
  const { period, range } = rangeOf(business, query);
  const facts = await findTaxFacts(context.db, business.id);
  const sums = await accountsSumsOf(context.db, range, businessStateOf(facts));
  const taxedPaise = sums.linesTaxedPaise - sums.creditedTaxedPaise;
  const untaxedPaise =
    sums.linesPaise - sums.linesTaxedPaise - (sums.creditedPaise - sums.creditedTaxedPaise);
  return {
    period: period.label,
    from: period.from,
    to: period.to,
    gstin: facts.gstin,
    bills: sums.bills,
    creditNotes: sums.creditNotes,
    receipts: sums.receipts,
    taxableValue: fromPaise(taxedPaise),
    untaxedValue: fromPaise(untaxedPaise),
    cgst: fromPaise(sums.cgstPaise),
    sgst: fromPaise(sums.sgstPaise),
    igst: fromPaise(sums.igstPaise),
    total: fromPaise(sums.billsTotalPaise - sums.creditNotesTotalPaise),
    received: fromPaise(sums.receivedPaise),
  };
}
