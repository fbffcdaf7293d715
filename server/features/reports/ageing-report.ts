import {
  type AgeAmounts,
  addAgeAmounts,
  ageBoundsOf,
  ageBucketOf,
  noAgeAmounts,
  paiseAtLeast,
  totalOf,
} from '@domain/ageing';
import { DEFAULT_SORT_ORDERS, type TAgeingFilter } from '@domain/api/reports';
import type { CalendarDate } from '@domain/dates';
import { openingOwedOf } from '@domain/ledger';
import { toPaise } from '@domain/money';
import { toE164 } from '@domain/phone';
import type { Executor } from '../../db/schema';
import { findOpeningArrears } from '../ledger';
import { billDuesByFlat, flatsOf, lastPaymentDatesByFlat, type ReportFlat } from './ageing.repository';

/** A flat that owes, in paise: its dues per age bucket, their total, and its last payment. */
export type FlatDues = {
  flat: ReportFlat;
  /** Its place in the natural flat order (block, floor, flat). */
  order: number;
  amounts: AgeAmounts;
  totalPaise: number;
  lastPaymentDate: string | null;
  hasEmail: boolean;
  /** A valid mobile number WhatsApp can reach. */
  hasWhatsApp: boolean;
};

export type DuesSubtotal = { flats: number; amounts: AgeAmounts; totalPaise: number };

export type AgeingReport = {
  today: CalendarDate;
  flats: FlatDues[];
  blocks: Array<DuesSubtotal & { block: string }>;
  overall: DuesSubtotal;
  blockNames: string[];
};

/**
 * Every flat of the business that owes on `today`, in flat order: what is still owed of its opening
 * balance (aged from the date it is as of; with no date, as the oldest) and of each ledger bill (aged
 * from its due date). An advance is not netted against them.
 */
export async function flatsWithDues(
  db: Executor,
  businessId: string,
  today: CalendarDate,
): Promise<FlatDues[]> {
  const bounds = ageBoundsOf(today);
  const [bills, openings, lastPayments, flats] = await Promise.all([
    billDuesByFlat(db, businessId, bounds),
    findOpeningArrears(db, businessId),
    lastPaymentDatesByFlat(db, businessId),
    flatsOf(db, businessId),
  ]);
  const amountsOf = new Map(bills);
  for (const [customerId, opening] of openings) {
    const owed = openingOwedOf(opening.openingPaise, opening.paidPaise);
    if (owed <= 0) continue;
    const amounts = amountsOf.get(customerId) ?? noAgeAmounts();
    amounts[opening.asOf === null ? 'days90plus' : ageBucketOf(opening.asOf, bounds)] += owed;
    amountsOf.set(customerId, amounts);
  }
  const owing: FlatDues[] = [];
  for (const flat of flats) {
    const amounts = amountsOf.get(flat.id);
    const totalPaise = amounts ? totalOf(amounts) : 0;
    if (!amounts || totalPaise <= 0) continue;
    owing.push({
      flat,
      order: owing.length,
      amounts,
      totalPaise,
      lastPaymentDate: lastPayments.get(flat.id) ?? null,
      hasEmail: flat.email.trim() !== '',
      hasWhatsApp: isWhatsAppNumber(flat.phone),
    });
  }
  return owing;
}

/** Numbers already read: libphonenumber takes some 20 µs a number, 20 ms for a society read afresh. */
const whatsAppNumbers = new Map<string, boolean>();
const READ_NUMBERS_KEPT = 50_000;

function isWhatsAppNumber(phone: string): boolean {
  let isMobile = whatsAppNumbers.get(phone);
  if (isMobile === undefined) {
    isMobile = toE164(phone) !== null;
    if (whatsAppNumbers.size >= READ_NUMBERS_KEPT) whatsAppNumbers.clear();
    whatsAppNumbers.set(phone, isMobile);
  }
  return isMobile;
}

type Compare = (left: FlatDues, right: FlatDues) => number;

const byDate = (left: string | null, right: string | null) =>
  left === right ? 0 : left === null ? -1 : right === null ? 1 : left < right ? -1 : 1;

const COMPARISONS: Record<TAgeingFilter['sort'], Compare> = {
  flat: (left, right) => left.order - right.order,
  total: (left, right) => left.totalPaise - right.totalPaise,
  days90plus: (left, right) => left.amounts.days90plus - right.amounts.days90plus,
  // Never paid reads as the oldest payment of all.
  lastPayment: (left, right) => byDate(left.lastPaymentDate, right.lastPaymentDate),
};

function subtotalOf(flats: readonly FlatDues[]): DuesSubtotal {
  const amounts = noAgeAmounts();
  for (const flat of flats) addAgeAmounts(amounts, flat.amounts);
  return { flats: flats.length, amounts, totalPaise: totalOf(amounts) };
}

function blocksOf(flats: readonly FlatDues[]): Map<string, FlatDues[]> {
  const blocks = new Map<string, FlatDues[]>();
  for (const flat of [...flats].sort(COMPARISONS.flat)) {
    const block = blocks.get(flat.flat.block);
    if (block) block.push(flat);
    else blocks.set(flat.flat.block, [flat]);
  }
  return blocks;
}

/**
 * The report the filter asks for: the flats of its block, owing at least its minimum in all and
 * something at least its minimum age old, in its sort (ties in flat order), with subtotals per block
 * and overall over the flats shown.
 */
export function ageingReportOf(
  all: readonly FlatDues[],
  filter: TAgeingFilter,
  today: CalendarDate,
): AgeingReport {
  const block = filter.block.toLowerCase();
  const minPaise = toPaise(filter.min);
  const shown = all.filter(
    (flat) =>
      (block === '' || flat.flat.block.toLowerCase() === block) &&
      flat.totalPaise >= minPaise &&
      paiseAtLeast(flat.amounts, filter.minAge) > 0,
  );
  const direction = (filter.order ?? DEFAULT_SORT_ORDERS[filter.sort]) === 'asc' ? 1 : -1;
  const compare = COMPARISONS[filter.sort];
  shown.sort((left, right) => direction * compare(left, right) || left.order - right.order);
  return {
    today,
    flats: shown,
    blocks: [...blocksOf(shown)].map(([name, flats]) => ({ block: name, ...subtotalOf(flats) })),
    overall: subtotalOf(shown),
    blockNames: [...blocksOf(all).keys()].filter((name) => name !== ''),
  };
}
