import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BilledFlat,
  type BillHeadRule,
  billHeadWarnings,
  flatCharges,
  headBillsFlat,
  NON_OCCUPANCY_CAP_WARNING,
  percentCycle,
} from './bill-heads';

function head(fields: Partial<BillHeadRule> & Pick<BillHeadRule, 'id' | 'basis' | 'rate'>): BillHeadRule {
  return {
    name: fields.id,
    percentOf: [],
    appliesTo: 'all',
    limit: { kind: 'all' },
    overrides: new Map(),
    ...fields,
  };
}

const flat: BilledFlat = {
  id: 'flat-a-101',
  block: 'A',
  areaHundredths: 125_050,
  parkingSlots: 2,
  occupancy: 'owner',
};

describe('flatCharges', () => {
  it('bills each basis to the paisa: per sq.ft half-up, per flat, per slot and a typed amount', () => {
    const heads = [
      head({ id: 'maintenance', basis: 'area', rate: 325 }),
      head({ id: 'sinking', basis: 'flat', rate: 50_000 }),
      head({ id: 'parking', basis: 'parking', rate: 30_000 }),
      head({ id: 'water', basis: 'typed', rate: 10_000 }),
    ];
    // 1,250.50 sq.ft × ₹3.25 = ₹4,064.125 → ₹4,064.13; 2 slots × ₹300; water typed ₹412.50.
    expect(flatCharges(flat, heads, (id) => (id === 'water' ? 41_250 : undefined))).toEqual([
      { headId: 'maintenance', amount: 406_413 },
      { headId: 'sinking', amount: 50_000 },
      { headId: 'parking', amount: 60_000 },
      { headId: 'water', amount: 41_250 },
    ]);
    // A typed head with nothing typed bills its default rate.
    expect(flatCharges(flat, heads).at(-1)).toEqual({ headId: 'water', amount: 10_000 });
  });

  it('works a percentage out from the rounded amounts of the heads it names, even through another percentage', () => {
    const heads = [
      head({ id: 'repair', basis: 'percent', rate: 1_000, percentOf: ['maintenance', 'sinking'] }),
      head({ id: 'maintenance', basis: 'area', rate: 325 }),
      head({ id: 'sinking', basis: 'flat', rate: 50_000 }),
      head({ id: 'levy', basis: 'percent', rate: 250, percentOf: ['repair'] }),
    ];
    // 10 % of (4,064.13 + 500) = 456.413 → 456.41; 2.5 % of 456.41 = 11.41025 → 11.41.
    expect(flatCharges(flat, heads)).toEqual([
      { headId: 'repair', amount: 45_641 },
      { headId: 'maintenance', amount: 406_413 },
      { headId: 'sinking', amount: 50_000 },
      { headId: 'levy', amount: 1_141 },
    ]);
  });

  it('bills a let-out flat the non-occupancy charge and an owner-occupied one nothing', () => {
    const heads = [
      head({ id: 'maintenance', basis: 'area', rate: 200 }),
      head({
        id: 'non-occupancy',
        basis: 'percent',
        rate: 1_000,
        percentOf: ['maintenance'],
        appliesTo: 'let_out',
      }),
    ];
    expect(flatCharges(flat, heads).map((charge) => charge.headId)).toEqual(['maintenance']);
    expect(flatCharges({ ...flat, occupancy: 'let_out' }, heads)).toEqual([
      { headId: 'maintenance', amount: 250_100 },
      { headId: 'non-occupancy', amount: 25_010 },
    ]);
  });

  it('keeps a head to its block or its chosen flats, and a flat override replaces the rate', () => {
    const blockB = head({ id: 'lift', basis: 'flat', rate: 20_000, limit: { kind: 'block', block: 'B' } });
    const chosen = head({
      id: 'terrace',
      basis: 'flat',
      rate: 10_000,
      limit: { kind: 'flats', flats: [flat.id] },
    });
    const overridden = head({
      id: 'maintenance',
      basis: 'area',
      rate: 325,
      overrides: new Map([[flat.id, 400]]),
    });
    expect(headBillsFlat(blockB, flat)).toBe(false);
    expect(headBillsFlat(blockB, { ...flat, block: 'B' })).toBe(true);
    expect(headBillsFlat(chosen, { ...flat, id: 'other' })).toBe(false);
    expect(flatCharges(flat, [blockB, chosen, overridden])).toEqual([
      { headId: 'terrace', amount: 10_000 },
      { headId: 'maintenance', amount: 500_200 },
    ]);
  });

  it('counts a named head that does not bill the flat as 0 in a percentage', () => {
    const heads = [
      head({ id: 'lift', basis: 'flat', rate: 20_000, limit: { kind: 'block', block: 'B' } }),
      head({ id: 'repair', basis: 'percent', rate: 5_000, percentOf: ['lift'] }),
    ];
    expect(flatCharges(flat, heads)).toEqual([{ headId: 'repair', amount: 0 }]);
  });

  it('equals the sum of its parts for any area and rates: a percentage is its rate of the rounded base', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (area, rate, percent) => {
          const heads = [
            head({ id: 'maintenance', basis: 'area', rate }),
            head({ id: 'repair', basis: 'percent', rate: percent, percentOf: ['maintenance'] }),
          ];
          const [maintenance, repair] = flatCharges({ ...flat, areaHundredths: area }, heads);
          const exactBase = (area * rate) / 100;
          expect(Math.abs((maintenance?.amount ?? 0) - exactBase)).toBeLessThanOrEqual(0.5);
          const exactRepair = ((maintenance?.amount ?? 0) * percent) / 10_000;
          expect(Math.abs((repair?.amount ?? 0) - exactRepair)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('refuses heads whose percentages refer to themselves', () => {
    const heads = [head({ id: 'repair', basis: 'percent', rate: 100, percentOf: ['repair'] })];
    expect(() => flatCharges(flat, heads)).toThrow(/refer to themselves/);
  });
});

describe('percentCycle', () => {
  it('names the heads of a cycle, direct or through another, and finds none in a chain', () => {
    const named = (id: string, percentOf: string[]) => ({ id, name: id.toUpperCase(), percentOf });
    expect(percentCycle([named('a', ['a'])])).toEqual(['A', 'A']);
    expect(percentCycle([named('a', ['b']), named('b', ['c']), named('c', ['a'])])).toEqual([
      'A',
      'B',
      'C',
      'A',
    ]);
    expect(percentCycle([named('a', ['b', 'c']), named('b', ['c']), named('c', [])])).toBeNull();
    expect(percentCycle([named('a', ['unknown'])])).toBeNull();
  });
});

describe('billHeadWarnings', () => {
  it('warns of the 10 % cap on a non-occupancy charge above it, never at it or for all flats', () => {
    expect(billHeadWarnings({ basis: 'percent', rate: 1_001, appliesTo: 'let_out' })).toEqual([
      NON_OCCUPANCY_CAP_WARNING,
    ]);
    expect(billHeadWarnings({ basis: 'percent', rate: 1_000, appliesTo: 'let_out' })).toEqual([]);
    expect(billHeadWarnings({ basis: 'percent', rate: 2_000, appliesTo: 'all' })).toEqual([]);
  });
});
