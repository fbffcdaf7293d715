import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gstLinesOf, taxSplitOf } from './gst-split';

describe('taxSplitOf', () => {
  it('halves GST into CGST and SGST within the supplier’s state', () => {
    // 18 % of ₹3,750 is ₹675: CGST 9 % ₹337.50 and SGST 9 % ₹337.50.
    expect(taxSplitOf({ gstPaise: 67_500, placeOfSupply: '27' }, '27')).toEqual({
      kind: 'cgst-sgst',
      cgstPaise: 33_750,
      sgstPaise: 33_750,
    });
  });

  it('names GST supplied to another state IGST, whole', () => {
    expect(taxSplitOf({ gstPaise: 70_052, placeOfSupply: '29' }, '27')).toEqual({
      kind: 'igst',
      igstPaise: 70_052,
    });
  });

  it('keeps the single figure where halves would not be exact, there is no GST, or a state is unknown', () => {
    expect(taxSplitOf({ gstPaise: 70_051, placeOfSupply: '27' }, '27')).toBeNull();
    expect(taxSplitOf({ gstPaise: 0, placeOfSupply: '27' }, '27')).toBeNull();
    expect(taxSplitOf({ gstPaise: 100, placeOfSupply: '27' }, null)).toBeNull();
    expect(taxSplitOf({ gstPaise: 100, placeOfSupply: null }, null)).toBeNull();
  });

  it('shows a bill issued before places of supply were kept in halves, as one of the business’s own state', () => {
    expect(taxSplitOf({ gstPaise: 100, placeOfSupply: null }, '27')).toEqual({
      kind: 'cgst-sgst',
      cgstPaise: 50,
      sgstPaise: 50,
    });
  });

  it('always adds up to the bill’s GST', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.constantFrom('27', '29'),
        (gstPaise, placeOfSupply) => {
          const split = taxSplitOf({ gstPaise, placeOfSupply }, '27');
          if (split?.kind === 'cgst-sgst') expect(split.cgstPaise + split.sgstPaise).toBe(gstPaise);
          if (split?.kind === 'igst') expect(split.igstPaise).toBe(gstPaise);
        },
      ),
    );
  });
});

describe('gstLinesOf', () => {
  const percent = (value: number) => String(value);

  it('names the halves at half the rate, IGST at the whole rate, and the single figure as GST', () => {
    const bill = { gstPaise: 67_500, ratePercent: 18 };
    expect(gstLinesOf(bill, taxSplitOf({ gstPaise: 67_500, placeOfSupply: '27' }, '27'), percent)).toEqual([
      { label: 'CGST(9%)', paise: 33_750 },
      { label: 'SGST(9%)', paise: 33_750 },
    ]);
    expect(gstLinesOf(bill, { kind: 'igst', igstPaise: 67_500 }, percent)).toEqual([
      { label: 'IGST(18%)', paise: 67_500 },
    ]);
    expect(gstLinesOf({ gstPaise: 1_001, ratePercent: 5 }, null, percent)).toEqual([
      { label: 'GST(5%)', paise: 1_001 },
    ]);
    expect(
      gstLinesOf(
        { gstPaise: 1_000, ratePercent: 5 },
        { kind: 'cgst-sgst', cgstPaise: 500, sgstPaise: 500 },
        percent,
      )[0]?.label,
    ).toBe('CGST(2.5%)');
  });
});
