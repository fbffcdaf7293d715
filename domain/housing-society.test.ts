import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GST_TREATMENTS, type GstTreatment } from './bill-heads';
import {
  isUnderTurnoverThreshold,
  RWA_MODES,
  type RwaMode,
  rwaLimitPaise,
  societyTaxBasesOf,
  turnoverWatchOf,
} from './housing-society';

const maintenance = (amountPaise: number) => ({ amountPaise, gstTreatment: 'taxable' as GstTreatment });
const exemptHead = (amountPaise: number) => ({ amountPaise, gstTreatment: 'exempt' as GstTreatment });
const levy = (amountPaise: number) => ({ amountPaise, gstTreatment: 'levy' as GstTreatment });

const whole = { mode: 'whole' as RwaMode, turnoverExempt: false };
const excess = { mode: 'excess' as RwaMode, turnoverExempt: false };

describe('the member’s contribution test, a monthly bill', () => {
  it('taxes nothing up to ₹7,500 a month, under either reading', () => {
    for (const rule of [whole, excess]) {
      expect(societyTaxBasesOf([maintenance(749_900)], 1, rule)).toEqual([
        { taxableValue: 0, exemption: 'rwa-limit' },
      ]);
      expect(societyTaxBasesOf([maintenance(750_000)], 1, rule)).toEqual([
        { taxableValue: 0, exemption: 'rwa-limit' },
      ]);
    }
  });

  it('taxes the whole contribution above it by the CBIC circular', () => {
    expect(societyTaxBasesOf([maintenance(750_100)], 1, whole)).toEqual([
      { taxableValue: 750_100, exemption: null },
    ]);
    expect(societyTaxBasesOf([maintenance(900_000)], 1, whole)).toEqual([
      { taxableValue: 900_000, exemption: null },
    ]);
  });

  it('taxes only the part above ₹7,500 by the Madras High Court’s reading', () => {
    expect(societyTaxBasesOf([maintenance(750_100)], 1, excess)).toEqual([
      { taxableValue: 100, exemption: 'rwa-limit' },
    ]);
    expect(societyTaxBasesOf([maintenance(900_000)], 1, excess)).toEqual([
      { taxableValue: 150_000, exemption: 'rwa-limit' },
    ]);
  });
});

describe('the member’s contribution test, a quarterly bill', () => {
  it('allows ₹22,500 for three months', () => {
    expect(rwaLimitPaise(3)).toBe(2_250_000);
    for (const rule of [whole, excess]) {
      expect(societyTaxBasesOf([maintenance(2_250_000)], 3, rule)).toEqual([
        { taxableValue: 0, exemption: 'rwa-limit' },
      ]);
    }
    expect(societyTaxBasesOf([maintenance(2_250_100)], 3, whole)).toEqual([
      { taxableValue: 2_250_100, exemption: null },
    ]);
    expect(societyTaxBasesOf([maintenance(2_250_100)], 3, excess)).toEqual([
      { taxableValue: 100, exemption: 'rwa-limit' },
    ]);
    expect(societyTaxBasesOf([maintenance(2_700_000)], 3, whole)).toEqual([
      { taxableValue: 2_700_000, exemption: null },
    ]);
    expect(societyTaxBasesOf([maintenance(2_700_000)], 3, excess)).toEqual([
      { taxableValue: 450_000, exemption: 'rwa-limit' },
    ]);
  });

  it('refuses a bill of no months', () => {
    expect(() => societyTaxBasesOf([maintenance(100)], 0, whole)).toThrow(RangeError);
    expect(() => societyTaxBasesOf([maintenance(-100)], 1, whole)).toThrow(RangeError);
  });
});

describe('levies and exempt heads', () => {
  it('leaves a statutory levy out of the test: ₹7,000 maintenance and ₹1,000 property tax are exempt', () => {
    for (const rule of [whole, excess]) {
      expect(societyTaxBasesOf([maintenance(700_000), levy(100_000)], 1, rule)).toEqual([
        { taxableValue: 0, exemption: 'rwa-limit' },
        { taxableValue: 0, exemption: 'levy' },
      ]);
    }
  });

  it('counts an exempt head in the contribution but never taxes it', () => {
    // ₹6,000 maintenance and a ₹2,000 sinking fund: ₹8,000 is above the limit.
    const lines = [maintenance(600_000), exemptHead(200_000)];
    expect(societyTaxBasesOf(lines, 1, whole)).toEqual([
      { taxableValue: 600_000, exemption: null },
      { taxableValue: 0, exemption: 'exempt' },
    ]);
    expect(societyTaxBasesOf(lines, 1, excess)).toEqual([
      { taxableValue: 50_000, exemption: 'rwa-limit' },
      { taxableValue: 0, exemption: 'exempt' },
    ]);
  });

  it('never taxes more than the taxable lines come to', () => {
    // ₹1,000 maintenance and ₹8,000 exempt: ₹1,500 above the limit, but only ₹1,000 is taxable.
    expect(societyTaxBasesOf([maintenance(100_000), exemptHead(800_000)], 1, excess)).toEqual([
      { taxableValue: 100_000, exemption: null },
      { taxableValue: 0, exemption: 'exempt' },
    ]);
  });
});

describe('the excess spread over the taxable lines', () => {
  it('in proportion to their amounts, the leftover paise to the largest remainders', () => {
    // ₹4,000 + ₹2,500 + ₹1,666.67 taxable, ₹500 exempt, ₹1,200 property tax: the contribution is
    // ₹8,666.67, so ₹1,166.67 is taxed, shared as 57,142.99 : 35,714.37 : 23,809.63 paise.
    const lines = [
      maintenance(400_000),
      maintenance(250_000),
      exemptHead(50_000),
      maintenance(166_667),
      levy(120_000),
    ];
    expect(societyTaxBasesOf(lines, 1, excess)).toEqual([
      { taxableValue: 57_143, exemption: 'rwa-limit' },
      { taxableValue: 35_714, exemption: 'rwa-limit' },
      { taxableValue: 0, exemption: 'exempt' },
      { taxableValue: 23_810, exemption: 'rwa-limit' },
      { taxableValue: 0, exemption: 'levy' },
    ]);
  });

  it('gives a paisa left on a tie to the earlier line', () => {
    // ₹4,000 + ₹4,000 taxable and 1 paisa exempt: ₹500.01 above the limit, 25,000.5 paise each.
    expect(societyTaxBasesOf([maintenance(400_000), maintenance(400_000), exemptHead(1)], 1, excess)).toEqual(
      [
        { taxableValue: 25_001, exemption: 'rwa-limit' },
        { taxableValue: 25_000, exemption: 'rwa-limit' },
        { taxableValue: 0, exemption: 'exempt' },
      ],
    );
  });
});

describe('the turnover exemption', () => {
  it('taxes no line while turnover is under the threshold, whatever the contribution', () => {
    const lines = [maintenance(900_000), levy(100_000), exemptHead(50_000)];
    for (const mode of RWA_MODES) {
      expect(societyTaxBasesOf(lines, 1, { mode, turnoverExempt: true })).toEqual([
        { taxableValue: 0, exemption: 'turnover' },
        { taxableValue: 0, exemption: 'levy' },
        { taxableValue: 0, exemption: 'exempt' },
      ]);
    }
  });

  it('counts the bill being issued: exempt while turnover and this bill stay within the threshold', () => {
    expect(isUnderTurnoverThreshold(1_990_000_00, 10_000_00, 2_000_000_00)).toBe(true);
    expect(isUnderTurnoverThreshold(1_990_000_00, 10_000_01, 2_000_000_00)).toBe(false);
    expect(isUnderTurnoverThreshold(2_000_000_01, 0, 2_000_000_00)).toBe(false);
  });

  it('watches how near the threshold the year’s turnover is', () => {
    const threshold = 2_000_000_00;
    expect(turnoverWatchOf(1_599_999_99, threshold)).toEqual({
      percent: 79.9,
      warning: false,
      exceeded: false,
    });
    expect(turnoverWatchOf(1_600_000_00, threshold)).toEqual({ percent: 80, warning: true, exceeded: false });
    expect(turnoverWatchOf(2_000_000_00, threshold)).toEqual({
      percent: 100,
      warning: true,
      exceeded: false,
    });
    expect(turnoverWatchOf(2_000_000_01, threshold)).toEqual({ percent: 100, warning: true, exceeded: true });
    expect(turnoverWatchOf(2_500_000_00, threshold)).toEqual({ percent: 125, warning: true, exceeded: true });
    expect(turnoverWatchOf(0, 0)).toEqual({ percent: 0, warning: true, exceeded: false });
    expect(turnoverWatchOf(100, 0)).toEqual({ percent: 100, warning: true, exceeded: true });
  });
});

describe('societyTaxBasesOf properties', () => {
  const line = fc.record({
    amountPaise: fc.integer({ min: 0, max: 5_000_000 }),
    gstTreatment: fc.constantFrom(...GST_TREATMENTS),
  });

  it('taxes each line between nothing and its amount, and the excess exactly in excess mode', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 7 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(...RWA_MODES),
        fc.boolean(),
        (lines, months, mode, turnoverExempt) => {
          const bases = societyTaxBasesOf(lines, months, { mode, turnoverExempt });
          expect(bases).toHaveLength(lines.length);
          const taxableLines = lines.filter((each) => each.gstTreatment === 'taxable');
          const taxableSum = taxableLines.reduce((sum, each) => sum + each.amountPaise, 0);
          const taxed = bases.reduce((sum, base) => sum + base.taxableValue, 0);
          expect(taxed).toBeLessThanOrEqual(taxableSum);
          for (const [index, base] of bases.entries()) {
            const amount = lines[index]?.amountPaise ?? 0;
            expect(base.taxableValue).toBeGreaterThanOrEqual(0);
            expect(base.taxableValue).toBeLessThanOrEqual(amount);
            if (lines[index]?.gstTreatment !== 'taxable') expect(base.taxableValue).toBe(0);
            if (base.exemption === null) expect(base.taxableValue).toBe(amount);
          }
          const contribution = lines
            .filter((each) => each.gstTreatment !== 'levy')
            .reduce((sum, each) => sum + each.amountPaise, 0);
          const limit = rwaLimitPaise(months);
          if (turnoverExempt || contribution <= limit) expect(taxed).toBe(0);
          else if (mode === 'excess') expect(taxed).toBe(Math.min(contribution - limit, taxableSum));
          else expect(taxed).toBe(taxableSum);
        },
      ),
    );
  });
});
