import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CreditableBill,
  type CreditedSoFar,
  creditDateRefusal,
  creditNoteFigures,
  isAboveOwed,
  isCreditable,
  NOTHING_CREDITED,
} from './credit-note';
import { computeInvoiceTotals, type ItemFigures } from './invoice-math';

// Maintenance 1,250 sq.ft × ₹3 (taxable) and a sinking fund of ₹500 (exempt), GST 18 % on ₹3,750.
const bill: CreditableBill = {
  lines: [
    { position: 0, itemName: 'Maintenance', amountPaise: 375_000, taxable: true },
    { position: 1, itemName: 'Sinking fund', amountPaise: 50_000, taxable: false },
  ],
  gstPaise: 67_500,
  totalPaise: 492_500,
};

/** A bill as a credit note takes it, from the invoice figures its lines make. */
function billOf(totals: ReturnType<typeof computeInvoiceTotals<ItemFigures>>): CreditableBill {
  return {
    lines: totals.items.map((item, position) => ({
      position,
      itemName: `Line ${position}`,
      amountPaise: item.amount,
      taxable: (item.gstTreatment ?? 'taxable') === 'taxable',
    })),
    gstPaise: totals.gst,
    totalPaise: totals.total,
  };
}

function figuresOf(result: ReturnType<typeof creditNoteFigures>) {
  if (!('figures' in result)) throw new Error(`refused: ${JSON.stringify(result.refusal)}`);
  return result.figures;
}

describe('creditNoteFigures', () => {
  it('reverses GST in proportion to the taxable value credited', () => {
    const figures = figuresOf(
      creditNoteFigures(bill, NOTHING_CREDITED, [{ position: 0, amountPaise: 100_000 }]),
    );
    expect(figures).toEqual({
      lines: [{ position: 0, itemName: 'Maintenance', amountPaise: 100_000, taxable: true }],
      subTotalPaise: 100_000,
      gstPaise: 18_000,
      roundOffPaise: 0,
      totalPaise: 118_000,
    });
  });

  it('reverses no GST on an exempt line', () => {
    const figures = figuresOf(
      creditNoteFigures(bill, NOTHING_CREDITED, [{ position: 1, amountPaise: 20_000 }]),
    );
    expect([figures.subTotalPaise, figures.gstPaise, figures.totalPaise]).toEqual([20_000, 0, 20_000]);
  });

  it('gives back the bill’s round-off with the note that credits the last of it', () => {
    // ₹3,333.33 taxable + ₹500 exempt: GST ₹600.00, ₹4,433.33 rounded to ₹4,433.
    const lines = [
      { quantity: 100, unitPrice: 333_333, discount: 0, overDues: 0 },
      { quantity: 100, unitPrice: 50_000, discount: 0, overDues: 0, gstTreatment: 'exempt' as const },
    ];
    const odd = billOf(computeInvoiceTotals(lines, 18));
    expect([odd.gstPaise, odd.totalPaise]).toEqual([60_000, 443_300]);
    const first = figuresOf(
      creditNoteFigures(odd, NOTHING_CREDITED, [{ position: 0, amountPaise: 111_111 }]),
    );
    expect([first.gstPaise, first.roundOffPaise, first.totalPaise]).toEqual([20_000, 0, 131_111]);
    const earlier: CreditedSoFar = { byLine: new Map([[0, 111_111]]), gstPaise: 20_000, totalPaise: 131_111 };
    const rest = figuresOf(
      creditNoteFigures(odd, earlier, [
        { position: 0, amountPaise: 222_222 },
        { position: 1, amountPaise: 50_000 },
      ]),
    );
    expect(rest).toMatchObject({
      subTotalPaise: 272_222,
      gstPaise: 40_000,
      roundOffPaise: -33,
      totalPaise: 312_189,
    });
    expect(first.totalPaise + rest.totalPaise).toBe(odd.totalPaise);
  });

  it('refuses a line the bill does not have, a line twice, or more than is left of a line', () => {
    expect(creditNoteFigures(bill, NOTHING_CREDITED, [{ position: 2, amountPaise: 1 }])).toEqual({
      refusal: { index: 0, reason: 'no-such-line' },
    });
    expect(
      creditNoteFigures(bill, NOTHING_CREDITED, [
        { position: 1, amountPaise: 1 },
        { position: 1, amountPaise: 1 },
      ]),
    ).toEqual({ refusal: { index: 1, reason: 'repeated' } });
    const earlier: CreditedSoFar = { byLine: new Map([[0, 300_000]]), gstPaise: 54_000, totalPaise: 354_000 };
    expect(creditNoteFigures(bill, earlier, [{ position: 0, amountPaise: 75_001 }])).toEqual({
      refusal: { index: 0, reason: 'above-line', leftPaise: 75_000 },
    });
  });

  it('never reverses more than the bill charged, and crediting it all in any pieces gives back exactly its total', () => {
    const line = fc.record({
      amountPaise: fc.integer({ min: 0, max: 10_000_000 }),
      taxable: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 0, max: 2800 }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (drawn, rateBasisPoints, cuts) => {
          const someBill = billOf(
            computeInvoiceTotals(
              drawn.map((each) => ({
                quantity: 100,
                unitPrice: each.amountPaise,
                discount: 0,
                overDues: 0,
                gstTreatment: each.taxable ? ('taxable' as const) : ('exempt' as const),
              })),
              rateBasisPoints / 100,
            ),
          );
          const byLine = new Map<number, number>();
          let credited: CreditedSoFar = NOTHING_CREDITED;
          for (const [step, cut] of [...cuts, 1].entries()) {
            const last = step === cuts.length;
            const request = someBill.lines
              .map((each) => {
                const left = each.amountPaise - (byLine.get(each.position) ?? 0);
                return { position: each.position, amountPaise: last ? left : Math.floor(left * cut) };
              })
              .filter((each) => each.amountPaise > 0);
            if (request.length === 0) continue;
            const figures = figuresOf(creditNoteFigures(someBill, credited, request));
            for (const each of figures.lines)
              byLine.set(each.position, (byLine.get(each.position) ?? 0) + each.amountPaise);
            credited = {
              byLine: new Map(byLine),
              gstPaise: credited.gstPaise + figures.gstPaise,
              totalPaise: credited.totalPaise + figures.totalPaise,
            };
            expect(figures.gstPaise).toBeGreaterThanOrEqual(0);
            expect(credited.gstPaise).toBeLessThanOrEqual(someBill.gstPaise);
          }
          const billed = someBill.lines.reduce((sum, each) => sum + each.amountPaise, 0);
          if (billed === 0) return;
          expect(credited.gstPaise).toBe(someBill.gstPaise);
          expect(credited.totalPaise).toBe(someBill.totalPaise);
        },
      ),
    );
  });
});

describe('when a credit note is taken', () => {
  it('credits a bill that owes something, neither a quotation nor replaced', () => {
    const bill = { type: 'Bill', isReplaced: false, owedPaise: 1 };
    expect(isCreditable(bill)).toBe(true);
    expect(isCreditable({ ...bill, owedPaise: 0 })).toBe(false);
    expect(isCreditable({ ...bill, type: 'Quotation' })).toBe(false);
    expect(isCreditable({ ...bill, isReplaced: true })).toBe(false);
  });

  it('refuses a note above what the bill owes, or of nothing', () => {
    expect([isAboveOwed(92_500, 92_500), isAboveOwed(92_501, 92_500), isAboveOwed(0, 92_500)]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('dates a note no later than today and not before its bill', () => {
    expect(creditDateRefusal('2026-11-24', '2026-11-01', '2026-11-24')).toBeNull();
    expect(creditDateRefusal('2026-11-25', '2026-11-01', '2026-11-24')).toBe('future');
    expect(creditDateRefusal('2026-10-31', '2026-11-01', '2026-11-24')).toBe('before-bill');
  });
});
