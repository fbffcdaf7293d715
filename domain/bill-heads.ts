import { computeItemAmount } from './invoice-math';
import { type Paise, percentOf, sumPaise } from './money';
import { type Hundredths, toHundredths } from './quantity';

/*
 * A society's charges ("bill heads") and what each one bills a flat. Every amount is in paise and
 * rounded half-up once per head, as an invoice line is; a head that is a percentage of others is
 * worked out from their rounded amounts for the same flat.
 */

/**
 * How a head's amount is found: per sq.ft of the flat's area, a fixed amount per flat, per parking
 * slot, a percentage of other heads, or an amount typed per flat in the billing run (water by meter,
 * one-off charges; the head's rate is then the amount a flat gets when none is typed).
 */
export const BILL_HEAD_BASES = ['area', 'flat', 'parking', 'percent', 'typed'] as const;
export type BillHeadBasis = (typeof BILL_HEAD_BASES)[number];

/**
 * Taxable heads carry GST; exempt ones do not; a statutory levy (property tax collected for the
 * municipality) is the authority's money, never taxed and left out of any GST test.
 */
export const GST_TREATMENTS = ['taxable', 'exempt', 'levy'] as const;
export type GstTreatment = (typeof GST_TREATMENTS)[number];

export const OCCUPANCIES = ['owner', 'let_out', 'vacant'] as const;
export type Occupancy = (typeof OCCUPANCIES)[number];
export const DEFAULT_OCCUPANCY: Occupancy = 'owner';

/** The flats a head bills: all, or only those let out (non-occupancy charges). */
export const HEAD_OCCUPANCY_FILTERS = ['all', 'let_out'] as const;
export type HeadOccupancyFilter = (typeof HEAD_OCCUPANCY_FILTERS)[number];

/** A head may be limited to one block or to chosen flats (customer ids). */
export type HeadLimit =
  | { kind: 'all' }
  | { kind: 'block'; block: string }
  | { kind: 'flats'; flats: string[] };

/**
 * Maharashtra's bye-laws cap non-occupancy charges at 10 % of the service charges; a higher
 * percentage is allowed (other states differ) but the treasurer is warned.
 */
export const NON_OCCUPANCY_CAP_PERCENT = 10;
export const NON_OCCUPANCY_CAP_WARNING =
  'Maharashtra caps non-occupancy charges at 10 % of the service charges';

/**
 * A head as the computation needs it. `rate` is in hundredths: paise per sq.ft, per flat, per slot or
 * (typed) per flat by default; basis points for a percentage. `overrides` maps a flat (customer id)
 * to its own rate, in the same unit.
 */
export type BillHeadRule = {
  id: string;
  name: string;
  basis: BillHeadBasis;
  rate: number;
  percentOf: readonly string[];
  appliesTo: HeadOccupancyFilter;
  limit: HeadLimit;
  overrides: ReadonlyMap<string, number>;
};

/** A flat as its bill needs it: area in hundredths of a sq.ft. */
export type BilledFlat = {
  id: string;
  block: string;
  areaHundredths: Hundredths;
  parkingSlots: number;
  occupancy: Occupancy;
};

/**
 * Whether the head bills this flat at all: its occupancy filter, its block or flat limit, and for a
 * per-slot head whether the flat has a slot (no "Parking ₹0" line on a bill).
 */
export function headBillsFlat(
  head: Pick<BillHeadRule, 'appliesTo' | 'limit'> & { basis?: BillHeadBasis },
  flat: BilledFlat,
): boolean {
  if (head.appliesTo === 'let_out' && flat.occupancy !== 'let_out') return false;
  if (head.basis === 'parking' && flat.parkingSlots === 0) return false;
  switch (head.limit.kind) {
    case 'all':
      return true;
    case 'block':
      return flat.block === head.limit.block;
    case 'flats':
      return head.limit.flats.includes(flat.id);
  }
}

/**
 * The heads that, through their percentages, come back to where they started, as names in order
 * ("Repair fund → Sinking fund → Repair fund"); null when no percentage refers to itself. A head
 * that names an unknown head is not a cycle (the caller refuses unknown heads itself).
 */
export function percentCycle(
  heads: ReadonlyArray<Pick<BillHeadRule, 'id' | 'name' | 'percentOf'>>,
): string[] | null {
  const byId = new Map(heads.map((head) => [head.id, head]));
  const done = new Set<string>();
  const visit = (id: string, path: string[]): string[] | null => {
    const start = path.indexOf(id);
    if (start >= 0) return [...path.slice(start), id];
    if (done.has(id)) return null;
    const head = byId.get(id);
    if (!head) return null;
    for (const next of head.percentOf) {
      const cycle = visit(next, [...path, id]);
      if (cycle) return cycle;
    }
    done.add(id);
    return null;
  };
  for (const head of heads) {
    const cycle = visit(head.id, []);
    if (cycle) return cycle.map((id) => byId.get(id)?.name ?? id);
  }
  return null;
}

/** The warnings a head's settings earn, shown beside it and never blocking. */
export function billHeadWarnings(head: Pick<BillHeadRule, 'basis' | 'rate' | 'appliesTo'>): string[] {
  const percent = head.rate / 100;
  if (head.basis === 'percent' && head.appliesTo === 'let_out' && percent > NON_OCCUPANCY_CAP_PERCENT) {
    return [NON_OCCUPANCY_CAP_WARNING];
  }
  return [];
}

/**
 * One head's charge to one flat as an invoice line holds it: the amount is exactly
 * computeItemAmount(quantity × unitPrice), so the bill's line and the preview never differ. Per sq.ft
 * and per slot lines bill the flat's area or slots at the rate; the others bill 1 × their amount.
 */
export type HeadCharge = { headId: string; quantity: Hundredths; unitPrice: Paise; amount: Paise };

const ONE: Hundredths = 100;

function charge(headId: string, quantity: Hundredths, unitPrice: Paise): HeadCharge {
  return {
    headId,
    quantity,
    unitPrice,
    amount: computeItemAmount({ quantity, unitPrice, discount: 0, overDues: 0 }),
  };
}

/** What one head bills one flat, before any percentage; a typed amount replaces the head's rate. */
function directCharge(
  head: BillHeadRule,
  flat: BilledFlat,
  months: number,
  typed: Paise | undefined,
): HeadCharge {
  const rate = (head.overrides.get(flat.id) ?? head.rate) * months;
  switch (head.basis) {
    case 'area':
      return charge(head.id, flat.areaHundredths, rate);
    case 'flat':
      return charge(head.id, ONE, rate);
    case 'parking':
      return charge(head.id, toHundredths(flat.parkingSlots), rate);
    case 'typed':
      // What is typed is the period's amount (a meter reading), never multiplied.
      return charge(head.id, ONE, typed ?? head.rate);
    case 'percent':
      throw new RangeError('a percentage head has no direct amount');
  }
}

/**
 * What each head bills one flat for a period of `months` months (heads are monthly charges), in the
 * heads' order, leaving out the heads that do not bill it. A percentage head is its rate (or the
 * flat's override) of the sum of the heads it names, as billed to this flat; heads it names that do
 * not bill the flat count as 0. `typedAmounts` gives a typed head's amount for this flat, when one
 * was typed.
 * @throws {RangeError} when the percentages form a cycle (see percentCycle).
 */
export function flatBillCharges(
  flat: BilledFlat,
  heads: readonly BillHeadRule[],
  options: { months?: number; typedAmounts?: (headId: string) => Paise | undefined } = {},
): HeadCharge[] {
  const { months = 1, typedAmounts = () => undefined } = options;
  const cycle = percentCycle(heads);
  if (cycle) throw new RangeError(`bill heads refer to themselves: ${cycle.join(' → ')}`);
  const byId = new Map(heads.map((head) => [head.id, head]));
  const charges = new Map<string, HeadCharge>();
  const chargeOf = (head: BillHeadRule): HeadCharge => {
    const known = charges.get(head.id);
    if (known) return known;
    let found = charge(head.id, 0, 0);
    if (headBillsFlat(head, flat)) {
      if (head.basis === 'percent') {
        const base = sumPaise(
          head.percentOf.flatMap((id) => {
            const named = byId.get(id);
            return named ? [chargeOf(named).amount] : [];
          }),
        );
        found = charge(head.id, ONE, percentOf(base, (head.overrides.get(flat.id) ?? head.rate) / 100));
      } else {
        found = directCharge(head, flat, months, typedAmounts(head.id));
      }
    }
    charges.set(head.id, found);
    return found;
  };
  return heads.filter((head) => headBillsFlat(head, flat)).map(chargeOf);
}

/** What each head bills one flat for one month: the amounts of flatBillCharges. */
export function flatCharges(
  flat: BilledFlat,
  heads: readonly BillHeadRule[],
  typedAmounts: (headId: string) => Paise | undefined = () => undefined,
): Array<{ headId: string; amount: Paise }> {
  return flatBillCharges(flat, heads, { typedAmounts }).map(({ headId, amount }) => ({ headId, amount }));
}
