import type { TBillHead } from '@domain/api/bill-heads';
import { type BilledFlat, type BillHeadRule, flatCharges, type Occupancy } from '@domain/bill-heads';
import { parseHundredths } from '@domain/decimal';
import { type Paise, sumPaise } from '@domain/money';
import { toHundredths } from '@domain/quantity';

/** The flat the page's example bills: a typical 2 BHK with one parking slot. */
export const EXAMPLE_AREA_SQFT = 1250;
export const EXAMPLE_PARKING_SLOTS = 1;

/** What the example needs of a head: a saved one, or the values being typed in the dialog. */
export type ExampleHead = Pick<
  TBillHead,
  '_id' | 'name' | 'basis' | 'rate' | 'percentOf' | 'appliesTo' | 'limit' | 'overrides' | 'active'
>;

export type ExampleLine = { headId: string; name: string; amount: Paise };
export type ExampleBill = { lines: ExampleLine[]; total: Paise };

const EXAMPLE_FLAT_ID = 'example-flat';

function exampleFlat(occupancy: Occupancy): BilledFlat {
  return {
    id: EXAMPLE_FLAT_ID,
    // No block: a head limited to one block or to chosen flats does not bill the example flat.
    block: '',
    areaHundredths: toHundredths(EXAMPLE_AREA_SQFT),
    parkingSlots: EXAMPLE_PARKING_SLOTS,
    occupancy,
  };
}

/** A head as the computation reads it: rates in hundredths (paise, or basis points for a percentage). */
function ruleOf(head: ExampleHead): BillHeadRule {
  return {
    id: head._id,
    name: head.name,
    basis: head.basis,
    rate: parseHundredths(head.rate),
    percentOf: head.percentOf,
    appliesTo: head.appliesTo,
    limit: head.limit,
    overrides: new Map(head.overrides.map((override) => [override.flat, parseHundredths(override.rate)])),
  };
}

function billOf(rules: readonly BillHeadRule[], flat: BilledFlat, names: Map<string, string>): ExampleBill {
  const lines = flatCharges(flat, rules).map(({ headId, amount }) => ({
    headId,
    name: names.get(headId) ?? '',
    amount,
  }));
  return { lines, total: sumPaise(lines.map((line) => line.amount)) };
}

/**
 * What the example flat pays each month under the active heads, in bill order: typed heads at their
 * default amount, percentages of what the named heads bill the same flat (an inactive head counts as
 * 0). Null when the heads cannot be worked out (percentages that refer to themselves).
 */
export function exampleBill(heads: readonly ExampleHead[], occupancy: Occupancy): ExampleBill | null {
  const active = heads.filter((head) => head.active);
  try {
    return billOf(
      active.map(ruleOf),
      exampleFlat(occupancy),
      new Map(active.map((head) => [head._id, head.name])),
    );
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** True when some active head bills only let-out flats: the example then shows a let-out flat too. */
export function hasLetOutHeads(heads: readonly ExampleHead[]): boolean {
  return heads.some((head) => head.active && head.appliesTo === 'let_out');
}

/** Active heads the example flat is outside of: those limited to one block or to chosen flats. */
export function limitedHeads(heads: readonly ExampleHead[]): ExampleHead[] {
  return heads.filter((head) => head.active && head.limit.kind !== 'all');
}

/**
 * What one head (saved or being edited) would bill the example flat, as if the flat were one it bills
 * (let out when it bills only those, inside its block or among its flats), beside the other heads as
 * saved. Null when it cannot be worked out.
 */
export function exampleHeadAmount(heads: readonly ExampleHead[], head: ExampleHead): Paise | null {
  const candidate = { ...head, active: true, limit: { kind: 'all' as const } };
  const others = heads.filter((other) => other._id !== head._id);
  const bill = exampleBill([...others, candidate], head.appliesTo === 'let_out' ? 'let_out' : 'owner');
  return bill?.lines.find((line) => line.headId === head._id)?.amount ?? null;
}
