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
import { balanceDue, isExpired } from '@domain/status';
import type { ServiceContext } from '../../app-context';
import type { Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { flatAccountOf, flatOfMemberLink } from '../ledger';
import { receiptsOfFlat } from '../receipts';
import { findMemberIntimations, findOwedBills, findPortalHolder, type OwedBill } from './portal.repository';

/** The flat a member link opens; one revoked, unknown or malformed is refused in the same words. */
export async function memberFlatOf(
  context: Pick<ServiceContext, 'db'>,
  token: string,
): Promise<{ businessId: string; customerId: string }> {
  const flat = await flatOfMemberLink(context.db, token);
  if (!flat) throw new AppError('NOT_FOUND', MEMBER_LINK_NOT_VALID_MESSAGE);
  return flat;
}

/** What is still owed on a bill, by the one rule every bill follows. */
const balanceOf = (bill: OwedBill) => balanceDue(bill.totalPaise, bill.receivedPaise, bill.creditedPaise);

function billAnswerOf(bill: OwedBill, now: Date, timeZone: string): TPortalBill {
  const linesPaise = bill.lines.reduce((sum, line) => sum + line.amountPaise, 0);
  return {
    _id: bill.id,
    invoiceNumber: bill.invoiceNumber,
    type: bill.type,
    date: bill.date,
    dueDate: bill.dueDate,
    total: fromPaise(bill.totalPaise),
    settled: fromPaise(bill.receivedPaise + bill.creditedPaise),
    balanceDue: fromPaise(balanceOf(bill)),
    isOverdue: isExpired(bill.dueDate, now, timeZone),
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
  for (const bill of bills) amounts[ageBucketOf(bill.dueDate, bounds)] += balanceOf(bill);
  if (opening.owedPaise > 0) amounts[ageBucketOf(opening.asOf ?? today, bounds)] += opening.owedPaise;
  return amounts;
}

/** What a flat owes, in paise: its unpaid bills (oldest due first), the opening balance still owed, the total. */
export type FlatDues = {
  bills: OwedBill[];
  openingOwedPaise: number;
  openingAsOf: string | null;
  advancePaise: number;
  totalPaise: number;
  /** The oldest thing owed (the opening balance, else the oldest bill's balance): the least a payment may be. */
  oldestPaise: number;
};

export async function flatDuesOf(db: Executor, businessId: string, customerId: string): Promise<FlatDues> {
  const [bills, account] = await Promise.all([
    findOwedBills(db, businessId, customerId),
    flatAccountOf(db, businessId, customerId),
  ]);
  const balances = bills.map(balanceOf);
  return {
    bills,
    openingOwedPaise: account.openingOwedPaise,
    openingAsOf: account.openingAsOf,
    advancePaise: account.advancePaise,
    totalPaise: account.openingOwedPaise + balances.reduce((sum, paise) => sum + paise, 0),
    oldestPaise: account.openingOwedPaise > 0 ? account.openingOwedPaise : (balances[0] ?? 0),
  };
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
  const [dues, receipts, intimations] = await Promise.all([
    flatDuesOf(context.db, businessId, customerId),
    receiptsOfFlat(context.db, businessId, customerId),
    findMemberIntimations(context.db, businessId, customerId),
  ]);
  const { bills } = dues;
  const ageing = ageingOf(bills, { owedPaise: dues.openingOwedPaise, asOf: dues.openingAsOf }, today);
  return {
    society: holder.society,
    member: {
      name: holder.name,
      flat: flatLabel(holder),
      parts: { block: holder.block, floor: holder.floor, flat: holder.flat },
    },
    today,
    totalDue: fromPaise(totalOf(ageing)),
    openingDue: fromPaise(dues.openingOwedPaise),
    advance: fromPaise(dues.advancePaise),
    ageing: Object.fromEntries(
      AGE_BUCKETS.map((bucket) => [bucket, fromPaise(ageing[bucket])]),
    ) as TMemberPortal['ageing'],
    bills: bills.map((bill) => billAnswerOf(bill, now, holder.timeZone)),
    receipts: receipts.map((receipt) => ({
      _id: receipt.id,
      receiptNumber: receipt.number,
      date: receipt.datePaid,
      amount: fromPaise(receipt.amountPaise),
      paymentMethod: receipt.paymentMethod,
      reference: receipt.reference,
      isReversed: receipt.reversedOn !== null,
    })),
    intimations: intimations.map(({ amountPaise, ...report }) => ({
      ...report,
      amount: fromPaise(amountPaise),
    })),
    language: holder.language,
    canPayOnline: holder.takesOnlinePayments,
    statementPath: memberStatementPath(token),
  };
}
