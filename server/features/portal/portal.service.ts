import {
  AGE_BUCKETS,
  type AgeAmounts,
  ageBoundsOf,
  ageBucketOf,
  noAgeAmounts,
  totalOf,
} from '@domain/ageing';
import { flatLabel } from '@domain/api/customers';
import {
  MEMBER_LINK_NOT_VALID_MESSAGE,
  memberStatementPath,
  type TMemberPortal,
  type TPortalBill,
} from '@domain/api/portal';
import { todayIn } from '@domain/dates';
import { fromPaise } from '@domain/money';
import type { ServiceContext } from '../../app-context';
import { AppError } from '../../errors';
import { flatAccountOf, flatOfMemberLink } from '../ledger';
import { receiptsOfFlat } from '../receipts';
import { findOwedBills, findPortalHolder, type OwedBill } from './portal.repository';

/** The flat a member link opens; one revoked, unknown or malformed is refused in the same words. */
export async function memberFlatOf(
  context: Pick<ServiceContext, 'db'>,
  token: string,
): Promise<{ businessId: string; customerId: string }> {
  const flat = await flatOfMemberLink(context.db, token);
  if (!flat) throw new AppError('NOT_FOUND', MEMBER_LINK_NOT_VALID_MESSAGE);
  return flat;
}

function billAnswerOf(bill: OwedBill, today: string): TPortalBill {
  const linesPaise = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return {
    _id: bill.id,
    invoiceNumber: bill.invoiceNumber,
    type: bill.type,
    date: bill.date,
    dueDate: bill.dueDate,
    total: fromPaise(bill.totalPaise),
    settled: fromPaise(bill.settledPaise),
    balanceDue: fromPaise(bill.totalPaise - bill.settledPaise),
    isOverdue: bill.dueDate < today,
    heads: bill.lines.map((line) => ({ name: line.name, amount: fromPaise(line.amountPaise) })),
    taxAndRounding: fromPaise(bill.totalPaise - linesPaise),
  };
}

/** The flat's dues by age: each bill's balance from its due date, the opening balance from its as-of date. */
function ageingOf(
  bills: OwedBill[],
  opening: { owedPaise: number; asOf: string | null },
  today: string,
): AgeAmounts {
  const bounds = ageBoundsOf(today);
  const amounts = noAgeAmounts();
  for (const bill of bills) amounts[ageBucketOf(bill.dueDate, bounds)] += bill.totalPaise - bill.settledPaise;
  if (opening.owedPaise > 0) amounts[ageBucketOf(opening.asOf ?? today, bounds)] += opening.owedPaise;
  return amounts;
}

/** Everything the member's page shows, read for the flat the link opens and for no other. */
export async function memberPortalOf(
  context: Pick<ServiceContext, 'db'>,
  token: string,
  now: Date,
): Promise<TMemberPortal> {
  const { businessId, customerId } = await memberFlatOf(context, token);
  const holder = await findPortalHolder(context.db, businessId, customerId);
  if (!holder) throw new AppError('NOT_FOUND', MEMBER_LINK_NOT_VALID_MESSAGE);
  const today = todayIn(holder.timeZone, now);
  const [bills, account, receipts] = await Promise.all([
    findOwedBills(context.db, businessId, customerId),
    flatAccountOf(context.db, businessId, customerId),
    receiptsOfFlat(context.db, businessId, customerId),
  ]);
  const ageing = ageingOf(bills, { owedPaise: account.openingOwedPaise, asOf: account.openingAsOf }, today);
  return {
    society: holder.society,
    member: { name: holder.name, flat: flatLabel(holder) },
    today,
    totalDue: fromPaise(totalOf(ageing)),
    openingDue: fromPaise(account.openingOwedPaise),
    advance: fromPaise(account.advancePaise),
    ageing: Object.fromEntries(
      AGE_BUCKETS.map((bucket) => [bucket, fromPaise(ageing[bucket])]),
    ) as TMemberPortal['ageing'],
    bills: bills.map((bill) => billAnswerOf(bill, today)),
    receipts: receipts.map((receipt) => ({
      _id: receipt.id,
      receiptNumber: receipt.number,
      date: receipt.datePaid,
      amount: fromPaise(receipt.amountPaise),
      paymentMethod: receipt.paymentMethod,
      reference: receipt.reference,
      isReversed: receipt.reversedOn !== null,
    })),
    canPayOnline: holder.takesOnlinePayments,
    statementPath: memberStatementPath(token),
  };
}
