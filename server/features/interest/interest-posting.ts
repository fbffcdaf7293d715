import {
  INTEREST_LINE_NAME,
  INTEREST_NEEDS_RUPEES_MESSAGE,
  INTEREST_NOT_ON_QUOTATION_MESSAGE,
  INTEREST_OFF_MESSAGE,
  LATE_FEE_WHILE_INTEREST_MESSAGE,
  RUN_BILLS_CHARGED_INTEREST_MESSAGE,
  type TInterestBill,
} from '@domain/api/interest';
import type { TInvoiceItemValues } from '@domain/api/invoices';
import type { CalendarDate } from '@domain/dates';
import { hundredthsToNumber } from '@domain/decimal';
import {
  type BillInterest,
  type InterestTerms,
  type PostingInterest,
  postingInterestOf,
} from '@domain/interest';
import { LEDGER_CURRENCY } from '@domain/ledger';
import { fromPaise } from '@domain/money';
import type { DbTransaction, Executor } from '../../db/schema';
import { AppError } from '../../errors';
import { lockBusiness } from '../../tenancy/tenants.repository';
import { holdFlatAccount } from '../ledger';
import {
  countChargesOnSources,
  findChargesPostedOn,
  findInterestSources,
  insertInterestCharges,
} from './interest-charges.repository';
import { findInterestSettings, type InterestSettings } from './interest-settings.repository';

/*
 * What other features ask of interest on arrears: the line a flat's new bill carries (by hand or from
 * a billing run) and the record of the days it charged, a run's preview of every flat's interest, the
 * charges a bill carries (its page and PDF), and the refusals: no late-fee invoice while interest is
 * charged instead, and no bill deleted while a later bill carries interest on it.
 */

/** The terms a posting is worked out with, or null while the business charges late-fee invoices. */
export function termsOf(settings: InterestSettings): InterestTerms | null {
  if (settings.lateCharge !== 'interest' || settings.chargeFrom === null) return null;
  return {
    rateBasisPoints: settings.rateBasisPoints,
    graceDays: settings.graceDays,
    minimumPaise: settings.minimumPaise,
    chargeFrom: settings.chargeFrom,
  };
}

/** The line that carries interest: a fixed amount, quantity 1. */
function interestLineOf(paise: number): TInvoiceItemValues {
  return {
    itemName: INTEREST_LINE_NAME,
    unitPrice: fromPaise(paise),
    discount: 0,
    overDues: 0,
    // Interest on arrears is compensation for late payment, not a supply of its own: it carries no GST.
    gstTreatment: 'exempt',
    basis: 'fixed',
    quantity: 1,
  };
}

/** Stores the new bill with the lines it is given (the interest line, or none) and answers its id. */
export type StoreBill = (interestLines: TInvoiceItemValues[]) => Promise<string>;

/**
 * Stores a flat's new bill dated `billDate` (a billing run's, or one made by hand) with the interest on
 * its earlier bills, and records the days it charged, in the caller's transaction. The business's lock
 * and then the flat's account are held first (the order a billing run's publishing takes them in), and
 * the flat's bills are read under them, so two bills issued at once for one flat never charge the same
 * days. Nothing is added while the business charges late-fee invoices, or when the interest comes to
 * less than its minimum.
 */
export async function storeRunBillWithInterest(
  trx: DbTransaction,
  businessId: string,
  customerId: string,
  billDate: CalendarDate,
  now: Date,
  store: StoreBill,
): Promise<string> {
  const terms = termsOf(await findInterestSettings(trx, businessId));
  if (!terms) return store([]);
  await lockBusiness(trx, businessId);
  await holdFlatAccount(trx, businessId, customerId, now);
  const sources = await findInterestSources(trx, businessId, { customerId }, billDate, terms.chargeFrom);
  const posting = postingInterestOf(sources.get(customerId) ?? [], terms, billDate);
  if (posting.chargedPaise === 0) return store([]);
  const invoiceId = await store([interestLineOf(posting.chargedPaise)]);
  await insertInterestCharges(trx, businessId, invoiceId, posting.bills, now.toISOString());
  return invoiceId;
}

/**
 * A bill made by hand with "Add interest on arrears": refused while the business charges late-fee
 * invoices (409), on a quotation or a bill outside a flat's ledger (400); otherwise stored with the
 * interest worked out again up to its own date.
 */
export async function storeBillWithInterest(
  trx: DbTransaction,
  businessId: string,
  bill: { customerId: string | null; type: string; currency: string; date: CalendarDate },
  now: Date,
  store: StoreBill,
): Promise<string> {
  const settings = await findInterestSettings(trx, businessId);
  if (!termsOf(settings)) throw new AppError('CONFLICT', INTEREST_OFF_MESSAGE);
  const refuse = (message: string) =>
    new AppError('BAD_REQUEST', message, [{ path: 'interestOnArrears', message }]);
  if (bill.type === 'Quotation') throw refuse(INTEREST_NOT_ON_QUOTATION_MESSAGE);
  if (bill.currency !== LEDGER_CURRENCY || bill.customerId === null)
    throw refuse(INTEREST_NEEDS_RUPEES_MESSAGE);
  return storeRunBillWithInterest(trx, businessId, bill.customerId, bill.date, now, store);
}

/** Every flat's interest for a run's bills dated `billDate`, per flat; empty while none is charged. */
export async function interestOfFlats(
  db: Executor,
  businessId: string,
  billDate: CalendarDate,
): Promise<Map<string, PostingInterest>> {
  const terms = termsOf(await findInterestSettings(db, businessId));
  if (!terms) return new Map();
  const sources = await findInterestSources(db, businessId, 'every-flat', billDate, terms.chargeFrom);
  const postings = new Map<string, PostingInterest>();
  for (const [customerId, bills] of sources) {
    const posting = postingInterestOf(bills, terms, billDate);
    if (posting.chargedPaise > 0) postings.set(customerId, posting);
  }
  return postings;
}

/** 409 while the business charges interest on arrears: the late-fee invoice is the other way. */
export async function assertLateFeeInvoicesCharged(db: Executor, businessId: string): Promise<void> {
  const settings = await findInterestSettings(db, businessId);
  if (settings.lateCharge === 'interest') throw new AppError('CONFLICT', LATE_FEE_WHILE_INTEREST_MESSAGE);
}

/** 409 when a later bill carries interest on one of these bills: deleting them would leave it unexplained. */
export async function assertNoInterestChargedOn(
  db: Executor,
  businessId: string,
  invoiceIds: string[],
): Promise<void> {
  if ((await countChargesOnSources(db, businessId, invoiceIds)) > 0) {
    throw new AppError('CONFLICT', RUN_BILLS_CHARGED_INTEREST_MESSAGE);
  }
}

/** One bill's interest as the API answers it, in rupees and percent. */
export function interestBillAnswerOf(bill: BillInterest): TInterestBill {
  return {
    invoice: { _id: bill.source.id, invoiceNumber: bill.source.invoiceNumber },
    dueDate: bill.source.dueDate,
    from: bill.from,
    to: bill.to,
    days: bill.days,
    rate: hundredthsToNumber(bill.rateBasisPoints),
    amount: fromPaise(bill.amountPaise),
    segments: bill.segments.map((segment) => ({
      from: segment.from,
      to: segment.to,
      days: segment.days,
      principal: fromPaise(segment.principalPaise),
      yearDays: segment.yearDays,
    })),
  };
}

/** The interest a bill carries, per earlier bill (its page, its PDF). */
export function findInvoiceInterest(db: Executor, businessId: string, invoiceId: string) {
  return findChargesPostedOn(db, businessId, invoiceId);
}
