import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals, type ItemFigures } from './invoice-math';
import {
  billPlaceAndRegime,
  exemptionLabel,
  exemptionLabelIn,
  GST_RATE_SLABS,
  isGstSlab,
  lineTaxLabel,
  lineTaxOf,
  taxDocumentOf,
} from './invoice-tax';
import { percentOf, sumPaise } from './money';

/** A fixed line of `paise`, quantity 1. */
const line = (paise: number, extra: Partial<ItemFigures> = {}): ItemFigures => ({
  quantity: 100,
  unitPrice: paise,
  discount: 0,
  overDues: 0,
  ...extra,
});

// Maintenance ₹3,750.00 at 18 %, parking ₹333.33 at 5 %, sinking fund ₹500.00 exempt.
const mixed = [line(375_000), line(33_333, { gstRate: 5 }), line(50_000, { gstTreatment: 'exempt' })];

describe('lineTaxOf', () => {
  it('charges CGST and SGST at half the rate each, half-up on their own', () => {
    // 9 % of ₹3,750.00 = ₹337.50 each.
    expect(lineTaxOf(375_000, 1800, 'cgst-sgst')).toEqual({ cgst: 33_750, sgst: 33_750, igst: 0 });
    // 9 % of ₹0.50 = 0.045 → ₹0.05 each: ₹0.10 together, where 18 % of it is 0.09.
    expect(lineTaxOf(50, 1800, 'cgst-sgst')).toEqual({ cgst: 5, sgst: 5, igst: 0 });
    // 0.125 % of ₹1,000.00 = ₹1.25 each (the 0.25 % slab halves to three decimals of a percent).
    expect(lineTaxOf(100_000, 25, 'cgst-sgst')).toEqual({ cgst: 125, sgst: 125, igst: 0 });
  });

  it('charges IGST at the whole rate to another state, and nothing on a bill of supply', () => {
    expect(lineTaxOf(33_333, 500, 'igst')).toEqual({ cgst: 0, sgst: 0, igst: 1667 }); // 16.6665 → 16.67
    expect(lineTaxOf(375_000, 1800, 'none')).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });
});

describe('computeInvoiceTotals by line', () => {
  it('taxes a bill within the state line by line, with its summary by rate', () => {
    const totals = computeInvoiceTotals(mixed, 18, { regime: 'cgst-sgst' });
    expect(totals.items.map((item) => [item.rate, item.taxableValue, item.tax, item.exemption])).toEqual([
      [1800, 375_000, { cgst: 33_750, sgst: 33_750, igst: 0 }, null],
      [500, 33_333, { cgst: 833, sgst: 833, igst: 0 }, null], // 2.5 % of 333.33 = 8.33325 → 8.33
      [1800, 0, { cgst: 0, sgst: 0, igst: 0 }, 'exempt'],
    ]);
    expect(totals.summary).toEqual([
      { rate: 500, taxableValue: 33_333, cgst: 833, sgst: 833, igst: 0 },
      { rate: 1800, taxableValue: 375_000, cgst: 33_750, sgst: 33_750, igst: 0 },
    ]);
    // 4,583.33 + 691.66 = 5,274.99 → 5,275.00
    expect(totals).toMatchObject({ subTotal: 458_333, gst: 69_166, roundOff: 1, total: 527_500 });
    expect(totals.document).toBe('Tax Invoice');
  });

  it('taxes a bill to another state in IGST', () => {
    const totals = computeInvoiceTotals(mixed, 18, { regime: 'igst' });
    expect(totals.summary).toEqual([
      { rate: 500, taxableValue: 33_333, cgst: 0, sgst: 0, igst: 1667 },
      { rate: 1800, taxableValue: 375_000, cgst: 0, sgst: 0, igst: 67_500 },
    ]);
    expect(totals).toMatchObject({ gst: 69_167, roundOff: 0, total: 527_500 });
  });

  it('keeps the single regime’s tax per rate on the rate’s sum', () => {
    // 18 % of 3,750.00 = 675.00; 5 % of 333.33 = 16.6665 → 16.67.
    expect(computeInvoiceTotals(mixed, 18)).toMatchObject({ gst: 69_167, total: 527_500, document: null });
  });

  it('charges nothing on a bill of supply and says why', () => {
    const totals = computeInvoiceTotals(mixed, 18, { regime: 'none' });
    expect(totals).toMatchObject({ gst: 0, subTotal: 458_333, total: 458_300, document: 'Bill of Supply' });
    expect(totals.items.map((item) => item.exemption)).toEqual([
      'not-registered',
      'not-registered',
      'not-registered',
    ]);
  });

  it('makes a registered business’s bill of exempt lines a bill of supply', () => {
    const totals = computeInvoiceTotals([line(50_000, { gstTreatment: 'levy' })], 18, {
      regime: 'cgst-sgst',
    });
    expect(totals.document).toBe('Bill of Supply');
    expect(totals.items[0]?.exemption).toBe('levy');
  });

  it('rounds half a rupee up, or keeps the paise when the business keeps them', () => {
    // ₹1,046.19 + CGST 94.16 (94.1571) + SGST 94.16 = 1,234.51 → 1,235 (round off +0.49);
    // ₹1,046.14 + 94.15 + 94.15 (94.1526) = 1,234.44 → 1,234 (−0.44);
    // ₹1,234.50 exactly (no GST) → 1,235 (+0.50), or kept as ₹1,234.50.
    expect(computeInvoiceTotals([line(104_619)], 18, { regime: 'cgst-sgst' })).toMatchObject({
      gst: 18_832,
      roundOff: 49,
      total: 123_500,
    });
    expect(computeInvoiceTotals([line(104_614)], 18, { regime: 'cgst-sgst' })).toMatchObject({
      roundOff: -44,
      total: 123_400,
    });
    expect(computeInvoiceTotals([line(123_450)], 0, { regime: 'cgst-sgst' })).toMatchObject({
      roundOff: 50,
      total: 123_500,
    });
    expect(computeInvoiceTotals([line(123_450)], 0, { regime: 'cgst-sgst', roundOff: false })).toMatchObject({
      roundOff: 0,
      total: 123_450,
    });
  });

  it('taxes each line on the part its tax base says, and names the rest’s exemption', () => {
    const totals = computeInvoiceTotals([line(900_000), line(100_000)], 18, {
      regime: 'cgst-sgst',
      taxBasesOf: () => [
        { taxableValue: 135_000, exemption: 'rwa-limit' },
        { taxableValue: 15_000, exemption: 'rwa-limit' },
      ],
    });
    expect(totals.summary).toEqual([
      { rate: 1800, taxableValue: 150_000, cgst: 13_500, sgst: 13_500, igst: 0 },
    ]);
    expect(totals).toMatchObject({ subTotal: 1_000_000, gst: 27_000, total: 1_027_000 });
  });

  it('refuses a line rate outside 0–100', () => {
    expect(() => computeInvoiceTotals([line(100, { gstRate: 101 })], 18, { regime: 'igst' })).toThrow(
      RangeError,
    );
  });
});

describe('GST slabs and documents', () => {
  it('knows the slabs', () => {
    expect(GST_RATE_SLABS.every(isGstSlab)).toBe(true);
    expect([0.25, 3, 40].every(isGstSlab)).toBe(true);
    expect([10, 2.5, 18.5].some(isGstSlab)).toBe(false);
  });

  it('heads a bill with GST a tax invoice, any other a bill of supply, outside GST nothing', () => {
    const charged = [{ rate: 1800, taxableValue: 100, tax: null }];
    const zeroRated = [{ rate: 0, taxableValue: 100, tax: null }];
    expect(taxDocumentOf('cgst-sgst', charged)).toBe('Tax Invoice');
    expect(taxDocumentOf('igst', zeroRated)).toBe('Bill of Supply');
    expect(taxDocumentOf('none', charged)).toBe('Bill of Supply');
    expect(taxDocumentOf('single', charged)).toBeNull();
  });
});

describe('what a bill says of a line’s tax', () => {
  it('says why a line is not taxed', () => {
    expect(exemptionLabel('rwa-limit')).toBe('Exempt: member contribution up to ₹7,500 a month');
    expect(exemptionLabel('levy')).toBe('Statutory levy: not taxed');
    expect(exemptionLabel('turnover')).toBe('Exempt: turnover under the GST threshold');
    expect(exemptionLabel('not-registered')).toBe('No GST: not registered');
    expect(exemptionLabel('exempt')).toBe('Exempt');
  });

  it('says it in Hindi to a member, and turns the English reason a bill answered with into Hindi', () => {
    expect(exemptionLabel('rwa-limit', 'hi')).toBe('कर-मुक्त: सदस्य अंशदान ₹7,500 प्रति माह तक');
    expect(exemptionLabelIn('Statutory levy: not taxed', 'hi')).toBe('वैधानिक शुल्क: कर नहीं');
    expect(exemptionLabelIn('No GST: not registered', 'hi')).toBe('GST नहीं: पंजीकृत नहीं');
    expect(exemptionLabelIn('Exempt', 'en')).toBe('Exempt');
    expect(exemptionLabelIn('Some reason the books gave', 'hi')).toBe('Some reason the books gave');
  });

  it('prints a line’s SAC with its rate, or with its exemption', () => {
    const percent = (value: number) => String(value);
    expect(lineTaxLabel({ hsn: '995419', ratePercent: 18, exemption: null }, percent)).toBe(
      'SAC 995419 · GST 18%',
    );
    expect(lineTaxLabel({ hsn: '9954', ratePercent: 18, exemption: 'Exempt' }, percent)).toBe(
      'SAC 9954 · Exempt',
    );
  });
});

describe('line tax properties', () => {
  const amount = fc.integer({ min: 0, max: 100_000_000 });
  const slab = fc.constantFrom(...GST_RATE_SLABS);

  it('CGST + SGST is the whole rate’s GST to within a paisa on every line', () => {
    fc.assert(
      fc.property(amount, slab, (paise, rate) => {
        const { cgst, sgst } = lineTaxOf(paise, rate * 100, 'cgst-sgst');
        expect(cgst).toBe(sgst);
        expect(Math.abs(cgst + sgst - percentOf(paise, rate))).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('the summary by rate sums to the bill, and the total is the bill rounded by at most half a rupee', () => {
    const drawnLine = fc.record({
      paise: amount,
      rate: slab,
      treatment: fc.constantFrom('taxable', 'exempt', 'levy' as const),
    });
    fc.assert(
      fc.property(
        fc.array(drawnLine, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('cgst-sgst', 'igst' as const),
        (drawn, regime) => {
          const totals = computeInvoiceTotals(
            drawn.map((each) => line(each.paise, { gstRate: each.rate, gstTreatment: each.treatment })),
            18,
            { regime },
          );
          const taxable = drawn.filter((each) => each.treatment === 'taxable');
          expect(sumPaise(totals.summary.map((row) => row.taxableValue))).toBe(
            sumPaise(taxable.map((each) => each.paise)),
          );
          expect(sumPaise(totals.summary.flatMap((row) => [row.cgst, row.sgst, row.igst]))).toBe(totals.gst);
          expect(totals.total).toBe(totals.subTotal + totals.gst + totals.roundOff);
          expect(Math.abs(totals.roundOff)).toBeLessThanOrEqual(50);
          expect(totals.total % 100).toBe(0);
        },
      ),
    );
  });
});

describe('billPlaceAndRegime', () => {
  it('supplies a flat’s bill where the flat is, a company’s in its own state', () => {
    const registered = { gstin: '27AAPFU0939F1ZV', stateCode: null };
    const client = { flat: 'A-101', gstin: '29AAPFU0939F1ZR', stateCode: null };
    expect(billPlaceAndRegime(registered, client)).toEqual({ placeOfSupply: '27', regime: 'cgst-sgst' });
    expect(billPlaceAndRegime(registered, { ...client, stateCode: '30' })).toEqual({
      placeOfSupply: '30',
      regime: 'igst',
    });
    expect(billPlaceAndRegime(registered, { ...client, flat: '' })).toEqual({
      placeOfSupply: '29',
      regime: 'igst',
    });
    expect(billPlaceAndRegime(registered, { flat: '', gstin: null, stateCode: '33' })).toEqual({
      placeOfSupply: '33',
      regime: 'igst',
    });
    expect(billPlaceAndRegime(registered, { flat: '', gstin: null, stateCode: '27' }).regime).toBe(
      'cgst-sgst',
    );
    const unregistered = { gstin: null, stateCode: '27' };
    expect(billPlaceAndRegime(unregistered, { ...client, gstin: null, stateCode: '30' }).regime).toBe('none');
    expect(billPlaceAndRegime({ gstin: null, stateCode: null }, { ...client, gstin: null })).toEqual({
      placeOfSupply: null,
      regime: 'single',
    });
  });
});
