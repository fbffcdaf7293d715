import { describe, expect, it } from 'vitest';
import { buildBillHead } from '../test/bill-heads-api-stub';
import { exampleBill, exampleHeadAmount, hasLetOutHeads, limitedHeads } from './bill-example';
import { flatsText, gstText, overridesText, rateText, rupees } from './bill-head-description';

const maintenance = buildBillHead({ name: 'Maintenance', basis: 'area', rate: 3.25, order: 0 });
const sinkingFund = buildBillHead({
  name: 'Sinking fund',
  basis: 'flat',
  rate: 500,
  gstTreatment: 'exempt',
  order: 1,
});
const nonOccupancy = buildBillHead({
  name: 'Non-occupancy charges',
  basis: 'percent',
  rate: 12,
  percentOf: [maintenance._id],
  appliesTo: 'let_out',
  order: 2,
});

const amounts = (bill: ReturnType<typeof exampleBill>) => bill?.lines.map((line) => [line.name, line.amount]);

describe('the example bill', () => {
  it('bills a 1,250 sq.ft flat with one parking slot by every active head, in paise', () => {
    const parking = buildBillHead({ name: 'Parking', basis: 'parking', rate: 300, order: 3 });
    const water = buildBillHead({ name: 'Water', basis: 'typed', rate: 150, order: 4 });
    const owner = exampleBill([maintenance, sinkingFund, nonOccupancy, parking, water], 'owner');
    // 1,250 × ₹3.25 = ₹4,062.50; the let-out-only head is left out of an owner-occupied flat.
    expect(amounts(owner)).toEqual([
      ['Maintenance', 406250],
      ['Sinking fund', 50000],
      ['Parking', 30000],
      ['Water', 15000],
    ]);
    expect(owner?.total).toBe(501250);
  });

  it('adds the percentage of the heads it is of for a let-out flat', () => {
    const heads = [maintenance, sinkingFund, nonOccupancy];
    expect(exampleBill(heads, 'owner')?.total).toBe(456250);
    const letOut = exampleBill(heads, 'let_out');
    // 12 % of ₹4,062.50 = ₹487.50.
    expect(amounts(letOut)).toEqual([
      ['Maintenance', 406250],
      ['Sinking fund', 50000],
      ['Non-occupancy charges', 48750],
    ]);
    expect(letOut?.total).toBe(505000);
    expect(hasLetOutHeads(heads)).toBe(true);
    expect(hasLetOutHeads([maintenance, sinkingFund])).toBe(false);
  });

  it('leaves out inactive heads and those limited to a block or chosen flats', () => {
    const inactive = { ...sinkingFund, active: false };
    const blockOnly = buildBillHead({
      name: 'Lift (B wing)',
      basis: 'flat',
      rate: 200,
      limit: { kind: 'block', block: 'B' },
    });
    const heads = [maintenance, inactive, blockOnly];
    expect(amounts(exampleBill(heads, 'owner'))).toEqual([['Maintenance', 406250]]);
    expect(limitedHeads(heads).map((head) => head.name)).toEqual(['Lift (B wing)']);
    // An inactive head counts as nothing in a percentage of it.
    const ofInactive = { ...nonOccupancy, percentOf: [inactive._id] };
    expect(amounts(exampleBill([inactive, ofInactive], 'let_out'))).toEqual([['Non-occupancy charges', 0]]);
  });

  it('rounds each head half-up to the paisa, as an invoice line is', () => {
    const odd = buildBillHead({ name: 'Repairs', basis: 'area', rate: 0.01 });
    // 1,250 × ₹0.01 = ₹12.50 exactly; 12.5 % of it is ₹1.5625 → ₹1.56.
    const share = buildBillHead({ name: 'Share', basis: 'percent', rate: 12.5, percentOf: [odd._id] });
    expect(amounts(exampleBill([odd, share], 'owner'))).toEqual([
      ['Repairs', 1250],
      ['Share', 156],
    ]);
  });

  it('gives up on percentages that refer to themselves rather than throw', () => {
    const first = buildBillHead({ name: 'First', basis: 'percent', rate: 10 });
    const second = buildBillHead({ name: 'Second', basis: 'percent', rate: 10, percentOf: [first._id] });
    expect(exampleBill([{ ...first, percentOf: [second._id] }, second], 'owner')).toBeNull();
  });

  it('works out one head being edited as if the flat were one it bills', () => {
    const heads = [maintenance, sinkingFund];
    const draft = { ...nonOccupancy, _id: 'new-bill-head', limit: { kind: 'block' as const, block: 'C' } };
    expect(exampleHeadAmount(heads, draft)).toBe(48750);
    expect(exampleHeadAmount(heads, { ...maintenance, rate: 4 })).toBe(500000);
  });
});

describe('how a head reads in the list', () => {
  const nameOf = (id: string) => [maintenance, sinkingFund].find((head) => head._id === id)?.name;

  it('says the basis and rate in rupees, without ".00" on whole amounts', () => {
    expect(rupees(3.25)).toBe('₹3.25');
    expect(rupees(100000)).toBe('₹1,00,000');
    expect(rateText(maintenance, nameOf)).toBe('₹3.25 per sq.ft');
    expect(rateText(sinkingFund, nameOf)).toBe('₹500 per flat');
    expect(rateText({ basis: 'parking', rate: 300, percentOf: [] }, nameOf)).toBe('₹300 per parking slot');
    expect(rateText({ basis: 'typed', rate: 0, percentOf: [] }, nameOf)).toBe('Typed per flat (default ₹0)');
    expect(
      rateText({ basis: 'percent', rate: 10, percentOf: [maintenance._id, sinkingFund._id] }, nameOf),
    ).toBe('10 % of Maintenance, Sinking fund');
  });

  it('says which flats it bills, its own rates and its GST', () => {
    expect(flatsText(maintenance)).toBe('All flats');
    expect(flatsText(nonOccupancy)).toBe('Only let-out flats');
    expect(flatsText({ appliesTo: 'all', limit: { kind: 'block', block: 'A' } })).toBe('Block A');
    expect(flatsText({ appliesTo: 'let_out', limit: { kind: 'flats', flats: ['a', 'b'] } })).toBe(
      'Only let-out flats among 2 chosen flats',
    );
    expect(overridesText({ overrides: [{ flat: 'a', rate: 2 }] })).toBe('1 flat at its own rate');
    expect(overridesText({ overrides: [] })).toBeNull();
    expect(gstText(sinkingFund)).toBe('Exempt · SAC/HSN 995419');
  });
});
